import { useLingui } from '@lingui/react';
import { useEffect } from 'react';

import { showToast } from '@/components/toast/toast';

import { whenOutboxStarted } from './outbox';

/**
 * Tells the visitor when a message (or an alert sign-up) that waited on this device has been sent, was refused by the
 * backend, or has failed often enough to be offered "Try again". The outbox itself is started by the start-up sequence (src/boot.ts) when a message waits,
 * or by the first message sent.
 */
export function useOutboxToasts(): void {
  const { i18n } = useLingui();

  useEffect(() => {
    let unsubscribe: () => void = () => undefined;
    let active = true;
    // One after the other, in the order of the events: a later outcome's toast replaces an earlier one's.
    let told = Promise.resolve();
    void whenOutboxStarted().then((outbox) => {
      if (!active) return;
      unsubscribe = outbox.subscribe((event) => {
        told = told
          .then(() => import('./outbox-event-toast'))
          .then(({ outboxEventToast }) => outboxEventToast(event, i18n))
          .then((toast) => {
            if (toast && active) void showToast(toast);
          })
          .catch((error: unknown) => console.error('[outbox] An outcome could not be told', error));
      });
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [i18n]);
}
