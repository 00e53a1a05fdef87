import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

import { showToast } from '@/components/toast/toast';
import { loadCatalogOnDemand } from '@/lib/i18n/i18n';

import { TRY_AGAIN_AFTER_FAILURES } from '../stored-messages/stored-message';
import { whenOutboxStarted } from './outbox';

/**
 * The contact toasts replace each other (components/toast/toast.ts): each outcome of the form or of
 * a waiting message makes the one before stale, e.g. "sent" replaces "saved on this device".
 */
export const CONTACT_TOAST_KEY = 'contact-form';
const ALERT_TOAST_KEY = 'alert-sign-up';

/**
 * Tells the visitor when a message (or an alert sign-up) that waited on this device has been sent, was refused by the
 * backend, or has failed often enough to be offered "Try again". The outbox itself is started by the start-up sequence (src/boot.ts) when a message waits,
 * or by the first message sent.
 */
export function useOutboxToasts(): void {
  const { t, i18n } = useLingui();

  useEffect(() => {
    let unsubscribe: () => void = () => undefined;
    let active = true;
    void whenOutboxStarted().then((outbox) => {
      if (!active) return;
      unsubscribe = outbox.subscribe((event) => {
        if (event.kind === 'alert') {
          // An alert sign-up's words come with the alerts catalog, loaded only now.
          void Promise.all([import('../alerts/alert-outbox-toast'), loadCatalogOnDemand('alerts')]).then(
            ([{ alertOutboxToast }]) => {
              const toast = alertOutboxToast(event, i18n);
              if (toast) void showToast({ ...toast, key: ALERT_TOAST_KEY });
            },
          );
        } else if (event.type === 'delivered') {
          void showToast({
            title: t`Message sent successfully`,
            message: t`Your saved message has now been sent. We'll get back to you as soon as possible.`,
            variant: 'success',
            key: CONTACT_TOAST_KEY,
          });
        } else if (event.type === 'waiting') {
          // Told once, when "Try again" is first offered; the list shows every later attempt.
          if (event.waiting.failures !== TRY_AGAIN_AFTER_FAILURES) return;
          void Promise.all([import('../form/held-message-notice'), loadCatalogOnDemand('contact')]).then(
            ([{ heldMessageNotice }]) =>
              showToast({
                ...heldMessageNotice(event.waiting, i18n),
                variant: 'destructive',
                key: CONTACT_TOAST_KEY,
              }),
          );
        } else {
          // Rare, so the rules behind the text load only now (they are not part of the first page load).
          void import('../model/contact-form-values').then(({ contactRefusalText }) =>
            showToast({
              title: t`Error sending message`,
              message: contactRefusalText(event.error, i18n),
              variant: 'destructive',
              key: CONTACT_TOAST_KEY,
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
}
