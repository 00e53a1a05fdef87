import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { ContactRow } from '../outbox/outbox-record';
import { CONTACT_ISSUE_MESSAGES } from './contact-issue-messages';
import {
  refusalIssueCode,
  type ContactFormValues,
  type ContactIssue,
  type PreferredRooms,
} from './contact-rules';

/** What the form holds while the visitor types, before validation. */
export interface ContactFormDraft {
  fullName: string;
  email: string;
  phone: string;
  preferredRooms: PreferredRooms | '';
  message: string;
  gdprConsent: boolean;
}

export const EMPTY_CONTACT_FORM: ContactFormDraft = {
  fullName: '',
  email: '',
  phone: '',
  preferredRooms: '',
  message: '',
  gdprConsent: false,
};

/** Whether the visitor typed something (the prefilled message of an exposé request alone is not input). */
export function hasTypedInput(values: ContactFormDraft, initialMessage = ''): boolean {
  return (
    values.fullName.trim() !== '' ||
    values.email.trim() !== '' ||
    values.phone.trim() !== '' ||
    values.message.trim() !== initialMessage.trim()
  );
}

/**
 * The room size a request for a unit starts with: the unit's own (the largest option covers all above
 * it), or none when the request names no unit.
 */
export function preferredRoomsFor(rooms: number | undefined): ContactFormDraft['preferredRooms'] {
  if (rooms === undefined || !Number.isInteger(rooms) || rooms < 1) return '';
  if (rooms >= 4) return '4-room';
  return rooms === 1 ? '1-room' : rooms === 2 ? '2-room' : '3-room';
}

/** The first issue's text in the active language. */
export function contactIssueText(issue: Pick<ContactIssue, 'code'>, i18n: I18n): string {
  return i18n._(CONTACT_ISSUE_MESSAGES[issue.code]);
}

/** The spec's text for any failure that is not a field's rule. */
export const GENERIC_SEND_ERROR = msg`There was a problem sending your message. Please try again.`;

/**
 * What the visitor reads when the backend refused a message: the field's translated rule when the
 * refusal names one (a CHECK constraint, the function's 400), otherwise the generic text. The raw
 * backend text is only logged.
 */
export function contactRefusalText(raw: string, i18n: I18n): string {
  return contactRefusal(raw, i18n).text;
}

/** The form field an issue code speaks about ('name.tooLong' -> fullName), if any. */
const FIELD_OF_ISSUE: Readonly<Record<string, keyof ContactFormDraft>> = {
  name: 'fullName',
  email: 'email',
  phone: 'phone',
  preferredRooms: 'preferredRooms',
  message: 'message',
  gdprConsent: 'gdprConsent',
};

/** A refusal's text (as contactRefusalText) and the field it names, so the form can show it there too. */
export function contactRefusal(
  raw: string,
  i18n: I18n,
): { text: string; field: keyof ContactFormDraft | null } {
  console.error('Contact message refused by the backend:', raw);
  const code = refusalIssueCode(raw);
  return {
    text: i18n._(code ? CONTACT_ISSUE_MESSAGES[code] : GENERIC_SEND_ERROR),
    field: code ? (FIELD_OF_ISSUE[code.split('.')[0] ?? ''] ?? null) : null,
  };
}

/** The validated form values as the row the outbox inserts. */
export function toContactRow(
  values: ContactFormValues,
  id: string,
  spamChecks: { fillMs: number; honeypot: string },
): ContactRow {
  return {
    id,
    name: values.fullName,
    email: values.email,
    phone: values.phone,
    preferred_rooms: values.preferredRooms,
    message: values.message,
    gdpr_consent: true,
    honeypot: spamChecks.honeypot,
    fill_ms: Math.max(0, Math.round(spamChecks.fillMs)),
  };
}
