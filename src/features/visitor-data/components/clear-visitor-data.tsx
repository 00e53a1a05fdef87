import { useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useRef, useState } from 'react';

import { IconUserX } from '@/components/icons';

const ClearVisitorDataDialog = lazy(() =>
  import('./clear-visitor-data-dialog').then((module) => ({ default: module.ClearVisitorDataDialog })),
);

/**
 * Shared-device mode: 'Clear visitor data' with a short explanation; the confirmation (and its code)
 * loads on the first click. Self-contained: place it on any page that loads the visitor-data catalog.
 */
export function ClearVisitorData() {
  const { t } = useLingui();
  const action = t`Clear visitor data`;
  const [dialog, setDialog] = useState<'closed' | 'open' | 'never'>('never');
  const trigger = useRef<HTMLButtonElement>(null);
  // Focus goes back to the button (Mantine does not return it when the dialog mounts already open).
  const close = () => {
    setDialog('closed');
    trigger.current?.focus();
  };
  return (
    <Stack gap="xs" align="flex-start" data-clear-visitor-data="">
      <Text fz="sm" c="charcoal.6" maw="min(40rem, 100%)">
        {t`Using a shared device, for example at a viewing? “${action}” removes your favourites and your contact messages from this device. Pages saved for offline use stay.`}
      </Text>
      <Button
        variant="outline"
        color="red.8"
        leftSection={<IconUserX size={18} aria-hidden="true" />}
        ref={trigger}
        onClick={() => setDialog('open')}
        aria-haspopup="dialog"
      >
        {action}
      </Button>
      {dialog !== 'never' && (
        <Suspense fallback={null}>
          <ClearVisitorDataDialog opened={dialog === 'open'} onClose={close} />
        </Suspense>
      )}
    </Stack>
  );
}
