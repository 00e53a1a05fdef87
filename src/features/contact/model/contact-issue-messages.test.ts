import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';

import type { CatalogName } from '@/lib/i18n/catalogs';
import { activateLocale } from '@/lib/i18n/i18n';

import { contactIssueText, EMPTY_CONTACT_FORM } from './contact-form-values';
import { CONTACT_ISSUE_MESSAGES } from './contact-issue-messages';
import { CONTACT_MESSAGES, validateContactForm, type ContactIssueCode } from './contact-rules';

const valid = {
  fullName: 'Jürgen O’Brien-Müller',
  email: 'buyer@example.com',
  phone: '+49 (30) 123-456',
  preferredRooms: '3-room',
  message: '',
  gdprConsent: true,
};

/** Each step fixes the previous issue: the first issue only, in the form's field order. */
const steps: { values: object; code: ContactIssueCode; de: string }[] = [
  { values: EMPTY_CONTACT_FORM, code: 'name.required', de: 'Bitte geben Sie Ihren Namen an' },
  {
    values: { ...valid, fullName: 'x'.repeat(101) },
    code: 'name.tooLong',
    de: 'Der Name darf höchstens 100 Zeichen lang sein',
  },
  {
    values: { ...valid, fullName: 'R2-D2' },
    code: 'name.invalidCharacters',
    de: 'Der Name darf nur Buchstaben, Leerzeichen, Bindestriche, Apostrophe und Punkte enthalten',
  },
  {
    values: { ...valid, email: 'not-an-email' },
    code: 'email.invalid',
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse an',
  },
  {
    values: { ...valid, email: `${'a'.repeat(250)}@example.com` },
    code: 'email.tooLong',
    de: 'Die E-Mail-Adresse darf höchstens 255 Zeichen lang sein',
  },
  { values: { ...valid, phone: '   ' }, code: 'phone.required', de: 'Bitte geben Sie Ihre Telefonnummer an' },
  {
    values: { ...valid, phone: '1'.repeat(21) },
    code: 'phone.tooLong',
    de: 'Die Telefonnummer darf höchstens 20 Zeichen lang sein',
  },
  {
    values: { ...valid, phone: '030/123' },
    code: 'phone.invalid',
    de: 'Bitte geben Sie eine gültige Telefonnummer an',
  },
  {
    values: { ...valid, phone: '+49 12' },
    code: 'phone.tooFewDigits',
    de: 'Bitte geben Sie eine Telefonnummer mit mindestens 6\u00a0Ziffern an',
  },
  {
    values: { ...valid, preferredRooms: '' },
    code: 'preferredRooms.required',
    de: 'Bitte wählen Sie die gewünschte Zimmeranzahl',
  },
  {
    values: { ...valid, message: 'x'.repeat(2001) },
    code: 'message.tooLong',
    de: 'Die Nachricht darf höchstens 2000 Zeichen lang sein',
  },
  {
    values: { ...valid, gdprConsent: false },
    code: 'gdprConsent.required',
    de: 'Bitte willigen Sie in die Verarbeitung Ihrer Angaben ein',
  },
];

/** The field errors' texts come with the contact catalog, as the form and the alert form load them. */
const CATALOGS: CatalogName[] = ['messages', 'contact'];

describe('contact issue messages', () => {
  beforeAll(() => activateLocale('en', CATALOGS));

  it('gives English visitors exactly the spec texts of the shared rules', async () => {
    await activateLocale('en', CATALOGS);
    for (const code of Object.keys(CONTACT_ISSUE_MESSAGES) as ContactIssueCode[]) {
      const expected = code === 'id.invalid' ? 'Invalid input' : CONTACT_MESSAGES[code];
      expect(contactIssueText({ code }, i18n)).toBe(expected);
    }
  });

  it.each(steps)('reports $code first, in English and German', async ({ values, code, de }) => {
    const result = validateContactForm(values);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.issue.code).toBe(code);
    await activateLocale('en', CATALOGS);
    expect(contactIssueText(result.issue, i18n)).toBe(CONTACT_MESSAGES[code]);
    await activateLocale('de', CATALOGS);
    expect(contactIssueText(result.issue, i18n)).toBe(de);
  });

  it('accepts names in any script', () => {
    for (const fullName of [
      "Jürgen O'Brien-Müller",
      'Zoë',
      'Łukasz',
      'Zoe\u0308',
      'Александра',
      '李小龍',
      'Dr. Anna Berg',
    ]) {
      expect(validateContactForm({ ...valid, fullName }).success, fullName).toBe(true);
    }
  });

  it('treats the message as optional and trims the values', () => {
    const result = validateContactForm({ ...valid, fullName: '  Zoë  ', message: undefined });
    expect(result).toMatchObject({ success: true, output: { fullName: 'Zoë', message: '' } });
  });
});
