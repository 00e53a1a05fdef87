/**
 * Why a message waits on the device, in words (the reasons: stored-message.ts): a short line for the
 * "Your messages" list and a full notice for the form's confirmation and toasts. Only a device without
 * a connection is told "no connection"; "our server" is named only when the device is online.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { TRY_AGAIN_AFTER_FAILURES, type Waiting } from './stored-message';

/** Whether the visitor is offered "Try again" (the message is retried automatically all the same). */
export function offersTryAgain(waiting: Waiting): boolean {
  return (waiting.failures ?? 0) >= TRY_AGAIN_AFTER_FAILURES;
}

/** One line under the "Waiting to be sent" badge. */
export function waitingLine(waiting: Waiting, i18n: I18n): string {
  const status = waiting.status ?? 0;
  switch (waiting.reason) {
    case 'offline':
      return i18n._(
        msg`No connection. It will be sent automatically as soon as there is a connection again.`,
      );
    case 'unreachable':
      return i18n._(msg`Our server is not reachable right now. We keep trying to send it automatically.`);
    case 'rate-limited':
      return i18n._(
        msg`Our server is taking no more messages for a few minutes. It will be sent automatically after that.`,
      );
    case 'server':
      return i18n._(
        msg`Our server reported an error (code ${status}). We keep trying to send it automatically.`,
      );
    default:
      return i18n._(msg`It will be sent automatically in a moment.`);
  }
}

/** The full notice: that the message is not sent yet, why, that it is kept on this device, and what happens. */
export function waitingNotice(waiting: Waiting, i18n: I18n): string {
  const status = waiting.status ?? 0;
  switch (waiting.reason) {
    case 'offline':
      return i18n._(
        msg`No connection: your message has not been sent yet. It is stored on this device and will be sent automatically as soon as there is a connection again.`,
      );
    case 'unreachable':
      return i18n._(
        msg`Our server is not reachable right now: your message has not been sent yet. It is stored on this device, and we keep trying to send it automatically.`,
      );
    case 'rate-limited':
      return i18n._(
        msg`Our server is taking no more messages for a few minutes: your message has not been sent yet. It is stored on this device and will be sent automatically after that.`,
      );
    case 'server':
      return i18n._(
        msg`Our server reported an error (code ${status}): your message has not been sent yet. It is stored on this device, and we keep trying to send it automatically.`,
      );
    default:
      return i18n._(
        msg`Your message has not been sent yet. It is stored on this device and will be sent automatically in a moment.`,
      );
  }
}

/** How many attempts failed, shown with "Try again". */
export function failedAttemptsLine(waiting: Waiting, i18n: I18n): string {
  const failures = waiting.failures ?? 0;
  return i18n._(msg`${failures} attempts have failed so far.`);
}
