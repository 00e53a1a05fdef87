// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  CONTACT_MESSAGES,
  EMAIL_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  PHONE_MAX,
  PREFERRED_ROOM_VALUES,
  contactIssueCode,
  validateContactForm,
  validateContactFormFields,
  validateContactSubmission,
  type ContactIssueCode,
} from '../../supabase/functions/_shared/contact-rules.ts';

const validBody = {
  name: "Jürgen O'Brien-Müller",
  email: 'juergen@example.com',
  phone: '+49 (30) 123-4567',
  preferredRooms: '2-room',
  message: 'Hello',
};

const validForm = {
  fullName: 'Zoë Łukasz',
  email: 'zoe@example.com',
  phone: '030 1234567',
  preferredRooms: 'flexible',
  message: '',
  gdprConsent: true,
};

function firstIssue(input: unknown) {
  const result = validateContactSubmission(input);
  if (result.success) throw new Error('expected an issue');
  return result.issue;
}

describe('contact rules', () => {
  it('uses exactly the spec §5 messages', () => {
    expect(CONTACT_MESSAGES).toMatchObject({
      'name.required': 'Name is required',
      'name.tooLong': 'Name must be 100 characters or fewer',
      'name.invalidCharacters': 'Name can only contain letters, spaces, hyphens, apostrophes and full stops',
      'email.invalid': 'Invalid email address',
      'email.tooLong': 'Email must be 255 characters or fewer',
      'phone.required': 'Phone number is required',
      'phone.tooLong': 'Phone number must be 20 characters or fewer',
      'phone.invalid': 'Invalid phone number format',
      'preferredRooms.required': 'Please select preferred room type',
      'message.tooLong': 'Message must be 2000 characters or fewer',
      'gdprConsent.required': 'You must accept the privacy policy',
    });
    expect([NAME_MAX, EMAIL_MAX, PHONE_MAX, MESSAGE_MAX]).toEqual([100, 255, 20, 2000]);
    expect(PREFERRED_ROOM_VALUES).toEqual(['1-room', '2-room', '3-room', '4-room', 'flexible']);
  });

  it('maps every message to its code and unknown text to input.invalid', () => {
    for (const [code, message] of Object.entries(CONTACT_MESSAGES))
      expect(contactIssueCode(message)).toBe(code);
    expect(contactIssueCode('something else')).toBe('input.invalid');
  });

  it('accepts a valid body and returns trimmed values', () => {
    const result = validateContactSubmission({ ...validBody, name: '  Zoë  ', message: '  hi  ' });
    expect(result).toEqual({ success: true, output: { ...validBody, name: 'Zoë', message: 'hi' } });
  });

  it.each([
    "Jürgen O'Brien-Müller",
    'Zoë',
    'Zoe\u0308', // decomposed: e + combining diaeresis
    'Łukasz',
    'Иван Петров',
    '李小龍',
    'محمد',
    'O’Neil',
    'Anne-Marie de la Tour',
    'Nguyễn Thị Minh Khai',
    'Dr. Anna Berg',
    'J. R. R. Tolkien',
  ])('accepts the name %s', (name) => {
    expect(validateContactSubmission({ ...validBody, name }).success).toBe(true);
  });

  it.each(['Bob1', 'Anna <script>', 'a@b', 'Jo_hn', 'Smith, Anna', 'Smiley 😀', 'Tab\tName'])(
    'rejects the name %j',
    (name) => {
      expect(firstIssue({ ...validBody, name })).toMatchObject({
        code: 'name.invalidCharacters',
        field: 'name',
      });
    },
  );

  // Each case breaks one rule; together they walk every message of every field, in the schema's order.
  const cases: Array<[string, Record<string, unknown>, ContactIssueCode]> = [
    ['missing name', { name: undefined }, 'name.required'],
    ['blank name', { name: '   ' }, 'name.required'],
    ['non-string name', { name: 42 }, 'name.required'],
    ['name of 101 letters', { name: 'a'.repeat(101) }, 'name.tooLong'],
    ['name with digits', { name: 'R2D2' }, 'name.invalidCharacters'],
    ['missing email', { email: undefined }, 'email.invalid'],
    ['malformed email', { email: 'juergen@' }, 'email.invalid'],
    ['email of 256 characters', { email: `${'a'.repeat(244)}@example.com` }, 'email.tooLong'],
    ['missing phone', { phone: undefined }, 'phone.required'],
    ['blank phone', { phone: '  ' }, 'phone.required'],
    ['phone of 21 characters', { phone: '1'.repeat(21) }, 'phone.tooLong'],
    ['phone with letters', { phone: '030 CALL ME' }, 'phone.invalid'],
    ['phone of five digits', { phone: '+49 (30) 1' }, 'phone.tooFewDigits'],
    ['phone of punctuation only', { phone: '+ () -' }, 'phone.tooFewDigits'],
    ['missing preferred rooms', { preferredRooms: undefined }, 'preferredRooms.required'],
    ['empty preferred rooms', { preferredRooms: '' }, 'preferredRooms.required'],
    ['unknown preferred rooms', { preferredRooms: '7-room' }, 'preferredRooms.required'],
    ['message of 2001 characters', { message: 'x'.repeat(2001) }, 'message.tooLong'],
    ['malformed id', { id: 'not-a-uuid' }, 'id.invalid'],
  ];

  it.each(cases)('reports %s', (_label, change, code) => {
    const issue = firstIssue({ ...validBody, ...change });
    expect(issue.code).toBe(code);
    expect(issue.message).toBe(CONTACT_MESSAGES[code]);
  });

  it('accepts limits exactly', () => {
    const result = validateContactSubmission({
      ...validBody,
      name: 'a'.repeat(NAME_MAX),
      email: `${'a'.repeat(EMAIL_MAX - 12)}@example.com`,
      phone: '1'.repeat(PHONE_MAX),
      message: 'x'.repeat(MESSAGE_MAX),
    });
    expect(result.success).toBe(true);
  });

  it('treats a missing message as empty', () => {
    const result = validateContactSubmission({ ...validBody, message: undefined });
    expect(result.success && result.output.message).toBe('');
  });

  it('reports only the first issue, in field order and rule order', () => {
    expect(firstIssue({})).toEqual({ code: 'name.required', message: 'Name is required', field: 'name' });
    expect(firstIssue({ name: 'a'.repeat(150) + '1', email: 'bad', phone: 'bad' }).code).toBe('name.tooLong');
    expect(firstIssue({ ...validBody, email: 'bad', phone: 'x'.repeat(30), preferredRooms: '' }).code).toBe(
      'email.invalid',
    );
    expect(firstIssue({ ...validBody, phone: 'x'.repeat(30), preferredRooms: '' }).code).toBe(
      'phone.tooLong',
    );
    expect(firstIssue({ ...validBody, preferredRooms: '', message: 'x'.repeat(3000) }).code).toBe(
      'preferredRooms.required',
    );
  });

  it('rejects a body that is not an object', () => {
    expect(firstIssue(null)).toEqual({ code: 'input.invalid', message: 'Invalid input', field: null });
    expect(firstIssue([validBody]).code).toBe('input.invalid');
  });

  it('accepts a phone number of exactly six digits', () => {
    expect(validateContactSubmission({ ...validBody, phone: '030 123' }).success).toBe(true);
    expect(CONTACT_MESSAGES['phone.tooFewDigits']).toBe(
      'Please enter a phone number with at least 6\u00a0digits',
    );
  });

  describe('form schema', () => {
    it('accepts the form values', () => {
      expect(validateContactForm(validForm)).toEqual({ success: true, output: validForm });
    });

    it('requires consent, after every other field', () => {
      const result = validateContactForm({ ...validForm, gdprConsent: false });
      expect(result.success ? null : result.issue).toEqual({
        code: 'gdprConsent.required',
        message: 'You must accept the privacy policy',
        field: 'gdprConsent',
      });
      const earlier = validateContactForm({ ...validForm, message: 'x'.repeat(2001), gdprConsent: false });
      expect(earlier.success ? null : earlier.issue.code).toBe('message.tooLong');
    });

    it('reports every field’s first issue at once, in field order', () => {
      const result = validateContactFormFields({
        fullName: ' ',
        email: 'bad',
        phone: '12',
        preferredRooms: '',
        message: 'x'.repeat(2001),
        gdprConsent: false,
      });
      expect(result.success ? [] : result.issues.map(({ field, code }) => [field, code])).toEqual([
        ['fullName', 'name.required'],
        ['email', 'email.invalid'],
        ['phone', 'phone.tooFewDigits'],
        ['preferredRooms', 'preferredRooms.required'],
        ['message', 'message.tooLong'],
        ['gdprConsent', 'gdprConsent.required'],
      ]);
      // The first of them is the one issue the toast reports.
      const first = validateContactForm({ fullName: ' ', email: 'bad' });
      expect(first.success ? null : first.issue.code).toBe('name.required');
      expect(validateContactFormFields(validForm)).toEqual({ success: true, output: validForm });
      expect(validateContactFormFields(null)).toMatchObject({
        success: false,
        issues: [{ code: 'input.invalid', field: null }],
      });
    });

    it('reports the form field name', () => {
      const result = validateContactForm({ ...validForm, fullName: '' });
      expect(result.success ? null : result.issue).toMatchObject({
        code: 'name.required',
        field: 'fullName',
      });
    });
  });
});
