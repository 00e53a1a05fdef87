import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { ToastOptions } from '@/components/toast/toast';
import { loadCatalogOnDemand } from '@/lib/i18n/i18n';

import { alertOutboxToast } from '../alerts/alert-outbox-toast';
import { TRY_AGAIN_AFTER_FAILURES } from '../stored-messages/stored-message';
import { ALERT_TOAST_KEY, CONTACT_TOAST_KEY, VIEWING_TOAST_KEY, type OutboxEvent } from './outbox';

/**
 * What the visitor is told of a later outcome of a message or an alert sign-up that waited on this
 * device (null: nothing to tell). Loaded with the first outcome, so no page's first load carries it;
 * the rarer outcomes load their texts and rules only when they happen.
 */
export async function outboxEventToast(event: OutboxEvent, i18n: I18n): Promise<ToastOptions | null> {
  if (event.kind === 'alert') {
    // An alert sign-up's words come with the alerts catalog.
    await loadCatalogOnDemand('alerts');
    const toast = alertOutboxToast(event, i18n);
    return toast && { ...toast, key: ALERT_TOAST_KEY };
  }
  if (event.kind === 'viewing') {
    const [{ viewingOutboxToast }] = await Promise.all([
      import('../viewing-bookings/viewing-outbox-toast'),
      loadCatalogOnDemand('viewings'),
    ]);
    const toast = viewingOutboxToast(event, i18n);
    return toast && { ...toast, key: VIEWING_TOAST_KEY };
  }
  // A message's words come with the contact catalog.
  await loadCatalogOnDemand('contact');
  if (event.type === 'delivered') {
    return {
      title: i18n._(msg`Message sent successfully`),
      message: i18n._(msg`Your saved message has now been sent. We'll get back to you as soon as possible.`),
      variant: 'success',
      key: CONTACT_TOAST_KEY,
    };
  }
  if (event.type === 'waiting') {
    // Told once, when "Try again" is first offered; the list shows every later attempt.
    if (event.waiting.failures !== TRY_AGAIN_AFTER_FAILURES) return null;
    const { heldMessageNotice } = await import('../form/held-message-notice');
    return { ...heldMessageNotice(event.waiting, i18n), variant: 'destructive', key: CONTACT_TOAST_KEY };
  }
  const { contactRefusalText } = await import('../model/contact-form-values');
  return {
    title: i18n._(msg`Error sending message`),
    message: contactRefusalText(event.error, i18n),
    variant: 'destructive',
    key: CONTACT_TOAST_KEY,
  };
}
