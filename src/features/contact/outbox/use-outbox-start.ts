import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

import { showToast } from '@/components/toast/toast';
import { onIdle } from '@/lib/idle';

import { hasPendingOutbox } from './has-pending-outbox';
import { startOutbox, whenOutboxStarted } from './outbox';

/**
 * Starts the page's outbox once the page is interactive, if anything waits in it (sending a message
 * starts it too), and tells the visitor when a message that waited on this device has been sent, or
 * was refused by the backend. The outbox code and supabase-js are never part of the first page load.
 */
export function useOutboxStart(): void {
  const { t, i18n } = useLingui();

  useEffect(() => {
    let unsubscribe: () => void = () => undefined;
    let active = true;
    void whenOutboxStarted().then((outbox) => {
      if (!active) return;
      unsubscribe = outbox.subscribe((event) => {
        if (event.type === 'delivered') {
          void showToast({
            title: t`Message sent successfully`,
            message: t`Your saved message has now been sent. We'll get back to you as soon as possible.`,
            variant: 'success',
          });
        } else {
          // Rare, so the rules behind the text load only now (they are not part of the first page load).
          void import('../model/contact-form-values').then(({ contactRefusalText }) =>
            showToast({
              title: t`Error sending message`,
              message: contactRefusalText(event.error, i18n),
              variant: 'destructive',
            }),
          );
        }
      });
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [t, i18n]);

  useEffect(() => {
    let cancelled = false;
    const start = () =>
      hasPendingOutbox()
        .then((pending) => (pending && !cancelled ? startOutbox() : null))
        .catch((error: unknown) => console.error('The contact outbox could not start', error));
    const cancelIdle = onIdle(start, 2000);
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, []);
}
