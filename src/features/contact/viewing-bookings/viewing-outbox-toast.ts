import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { ToastOptions } from '@/components/toast/toast';
import { localizePath, type Locale } from '@/lib/i18n/locale';
import { VIEWINGS_PATH } from '@/site-map/pages';

import type { OutboxEvent } from '../outbox/outbox';
import { slotRefusalOf } from './viewing-booking-row';

/**
 * What the buyer is told, on whatever page is open, when a booking that waited on this device is sent or
 * refused. A time that filled or went meanwhile stays on screen with a link to the nearest free times,
 * where the kept details book another one with one tap.
 */
export function viewingOutboxToast(event: OutboxEvent, i18n: I18n): Omit<ToastOptions, 'key'> | null {
  if (event.type === 'delivered') {
    return {
      title: i18n._(msg`Your viewing booking has been sent`),
      message: i18n._(msg`The confirmation with a calendar invitation is on its way to your inbox.`),
      variant: 'success',
    };
  }
  if (event.type !== 'refused') return null;
  if (slotRefusalOf(event.code)) {
    const locale: Locale = i18n.locale === 'de' ? 'de' : 'en';
    return {
      title: i18n._(msg`Your viewing time is no longer free`),
      message: i18n._(
        msg`While you were offline, the time you chose was taken. Nothing was booked; your details are kept.`,
      ),
      variant: 'destructive',
      duration: false,
      link: {
        label: i18n._(msg`Choose another time`),
        href: `${localizePath(VIEWINGS_PATH, locale)}?rebook=${encodeURIComponent(event.id)}`,
      },
    };
  }
  return {
    title: i18n._(msg`Your viewing could not be booked`),
    message: i18n._(msg`Our server did not accept the booking. Please book again on the viewing page.`),
    variant: 'destructive',
  };
}
