import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

import { showToast } from '@/components/toast/toast';

import { onOutboxEvent } from './outbox-events';

/**
 * Tells the visitor when a message that waited on this device has been sent, or was refused by the
 * backend. The outbox itself is started by the start-up sequence (src/boot.ts) when a message waits.
 */
export function useOutboxStart(): void {
  const { t } = useLingui();

  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.type === 'delivered') {
          void showToast({
            title: t`Message sent successfully`,
            message: t`Your saved message has now been sent. We'll get back to you as soon as possible.`,
            variant: 'success',
          });
        } else {
          void showToast({ title: t`Error sending message`, message: event.error, variant: 'destructive' });
        }
      }),
    [t],
  );
}
