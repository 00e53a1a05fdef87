import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';

import type { DeskCallError } from '../api/desk-call';
import { DESK_ERROR_TEXTS, RELOAD_LABEL } from '../model/desk-texts';

interface DeskLoadFailedProps {
  error: DeskCallError | null;
  onRetry: () => void;
}

/** A desk list that could not be loaded: what went wrong, and a button to load it again. */
export function DeskLoadFailed({ error, onRetry }: DeskLoadFailedProps) {
  const { i18n } = useLingui();
  return (
    <Alert color="red" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text>{i18n._(DESK_ERROR_TEXTS[error?.kind ?? 'other'])}</Text>
        <Button variant="default" h={44} onClick={onRetry}>
          {i18n._(RELOAD_LABEL)}
        </Button>
      </Stack>
    </Alert>
  );
}
