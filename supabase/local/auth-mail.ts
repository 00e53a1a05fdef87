/**
 * The mails the local Auth sends (auth-links.ts), as a hosted project's Auth e-mail templates do: the staff
 * invite and the password reset, in the staff member's language, each with its one link. Texts through
 * Lingui (catalog `mails`).
 */
import type { MessageDescriptor } from '@lingui/core';

import type { AlertLocale } from '../functions/_shared/alert-rules.ts';
import { mailI18n, say } from '../functions/send-contact-email/alert-mail.ts';

export type AuthMailType = 'invite' | 'recovery';

const T = {
  inviteSubject: /*i18n*/ {
    id: 'authMail.invite.subject',
    message: 'Your access to the Grabbeallee 68 sales desk',
  },
  inviteText: /*i18n*/ {
    id: 'authMail.invite.text',
    message:
      'You have been invited to the sales desk of Grabbeallee 68. Follow this link to choose your password (it works once, for 24 hours):',
  },
  recoverySubject: /*i18n*/ {
    id: 'authMail.recovery.subject',
    message: 'Set a new password for the Grabbeallee 68 sales desk',
  },
  recoveryText: /*i18n*/ {
    id: 'authMail.recovery.text',
    message:
      'Someone asked to reset the password of this address. Follow this link to set a new one (it works once, for 24 hours):',
  },
  notYou: /*i18n*/ {
    id: 'authMail.notYou',
    message: 'If you did not expect this e-mail, ignore it: nothing changes without the link.',
  },
} satisfies Record<string, MessageDescriptor>;

export function buildAuthMail(
  type: AuthMailType,
  locale: AlertLocale,
  link: string,
): { subject: string; text: string } {
  const i18n = mailI18n(locale);
  const invite = type === 'invite';
  return {
    subject: say(i18n, invite ? T.inviteSubject : T.recoverySubject),
    text: [say(i18n, invite ? T.inviteText : T.recoveryText), '', link, '', say(i18n, T.notYou)].join('\n'),
  };
}
