import { useLingui } from '@lingui/react/macro';
import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

import { applyUpdate, onOfflineReady, onUpdateAvailable } from '../sw-bridge';

type Notice = 'offline-ready' | 'update' | null;

/**
 * Service-worker notices: "ready to work offline" after the first install, and "a new version is
 * available", where the visitor decides when the page reloads.
 */
export function UpdatePrompt() {
  const { t } = useLingui();
  const [notice, setNotice] = useState<Notice>(null);
  useEffect(() => onOfflineReady(() => setNotice((current) => current ?? 'offline-ready')), []);
  useEffect(() => onUpdateAvailable(() => setNotice('update')), []);
  if (!notice) return null;
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
      maw={380}
      style={{ zIndex: 300 }}
    >
      <Group gap="sm" wrap="nowrap">
        {notice === 'update' ? (
          <>
            <Text size="sm">{t`A new version of this site is available.`}</Text>
            <Button size="xs" onClick={applyUpdate}>
              {t`Reload`}
            </Button>
          </>
        ) : (
          <>
            <Text size="sm">{t`Ready to work offline: every page, floor plan and image is now stored on this device.`}</Text>
            <CloseButton aria-label={t`Dismiss`} onClick={() => setNotice(null)} />
          </>
        )}
      </Group>
    </Paper>
  );
}
