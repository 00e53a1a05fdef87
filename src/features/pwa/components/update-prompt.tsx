import { Button, Group, Paper, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

import { applyUpdate, onUpdateAvailable } from '../sw-bridge';

/** "A new version is available": the visitor decides when the page reloads. */
export function UpdatePrompt() {
  const { t } = useLingui();
  const [available, setAvailable] = useState(false);
  useEffect(() => onUpdateAvailable(() => setAvailable(true)), []);
  if (!available) return null;
  return (
    <Paper
      role="status"
      shadow="md"
      withBorder
      p="sm"
      radius="md"
      pos="fixed"
      bottom={16}
      left={16}
      maw={360}
      style={{ zIndex: 300 }}
    >
      <Group gap="sm" wrap="nowrap">
        <Text size="sm">{t`A new version of this site is available.`}</Text>
        <Button size="xs" onClick={applyUpdate}>
          {t`Reload`}
        </Button>
      </Group>
    </Paper>
  );
}
