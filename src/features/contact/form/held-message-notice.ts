import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { Waiting } from '../stored-messages/stored-message';
import { waitingNotice } from '../stored-messages/waiting-text';

/**
 * The toast once a waiting message has failed often enough to be offered "Try again"
 * (TRY_AGAIN_AFTER_FAILURES). Rare, so its texts sit in the contact catalog, loaded with this module.
 */
export function heldMessageNotice(waiting: Waiting, i18n: I18n): { title: string; message: string } {
  return {
    title: i18n._(msg`Message not sent yet`),
    message: `${waitingNotice(waiting, i18n)} ${i18n._(msg`You can also try again now under “Your messages”.`)}`,
  };
}
