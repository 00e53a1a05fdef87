import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The toast for a message held after our server kept failing (outbox-retry-policy.ts). Rare, so its
 * texts sit in the contact catalog, loaded with this module, not in the texts every page loads.
 */
export function heldMessageNotice(i18n: I18n): { title: string; message: string } {
  return {
    title: i18n._(msg`Message not sent yet`),
    message: i18n._(
      msg`Our server did not respond. Your message is still saved on this device: you can send it again under “Your messages”.`,
    ),
  };
}
