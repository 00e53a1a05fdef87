import { useLingui } from '@lingui/react/macro';
import { Badge, Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

import { IconMessages } from '@/components/icons';
import { loadCatalogOnDemand } from '@/lib/i18n/i18n';

import { useStoredMessages } from '../stored-messages/use-stored-messages';

// The list's texts come with its code (the contact catalog), so no page's first load carries them.
const StoredMessagesDialog = lazy(() =>
  Promise.all([import('../stored-messages/stored-messages-dialog'), loadCatalogOnDemand('contact')]).then(
    ([module]) => ({ default: module.StoredMessagesDialog }),
  ),
);

/**
 * When contact messages are stored on this device, a button shows their count and
 * opens the list. Nothing is rendered on the server (the list lives in localStorage).
 */
export function StoredMessagesButton() {
  const { t } = useLingui();
  const messages = useStoredMessages();
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  const count = messages.length;
  if (!messages.length && !mounted) return null;
  return (
    <>
      {messages.length > 0 && (
        <Button
          variant="light"
          color="pine"
          leftSection={<IconMessages size={18} aria-hidden />}
          rightSection={
            <Badge color="pine" variant="filled" size="sm" circle aria-hidden>
              {messages.length}
            </Badge>
          }
          aria-haspopup="dialog"
          onClick={() => {
            setMounted(true);
            setOpened(true);
          }}
        >
          {t`Your messages (${count})`}
        </Button>
      )}
      {mounted && (
        <Suspense fallback={null}>
          <StoredMessagesDialog opened={opened} onClose={() => setOpened(false)} messages={messages} />
        </Suspense>
      )}
    </>
  );
}
