import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { ToastOptions } from '@/components/toast/toast';

import type { OutboxEvent } from '../outbox/outbox';

/** What the visitor is told when a sign-up that waited on this device is sent or refused (none while it waits). */
export function alertOutboxToast(event: OutboxEvent, i18n: I18n): Omit<ToastOptions, 'key'> | null {
  if (event.type === 'delivered') {
    return {
      title: i18n._(msg`Your alert sign-up has been sent`),
      message: i18n._(msg`Please confirm it with the link in the e-mail we have just sent you.`),
      variant: 'success',
    };
  }
  if (event.type === 'refused') {
    return {
      title: i18n._(msg`Your alert could not be saved`),
      message: i18n._(
        msg`Our server did not accept the sign-up. Please check the address and sign up again.`,
      ),
      variant: 'destructive',
    };
  }
  return null;
}
