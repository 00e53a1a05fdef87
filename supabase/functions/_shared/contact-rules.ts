/**
 * The contact rules, written once.
 *
 * This module is the single source of the contact form's validation rules. It is imported by:
 * - the app's contact form (which translates the messages through `ContactIssueCode`),
 * - the `send-contact-email` Edge Function (Deno, via the import map in `supabase/functions/deno.json`),
 * - the tests that check the SQL CHECK constraints in `supabase/migrations` use the same limits.
 *
 * It must stay runtime-neutral: no Node, Deno or DOM APIs, and `valibot` is the only import.
 */
import * as v from 'valibot';

/** Maximum lengths, in code points (what PostgreSQL's char_length counts, so both sides agree exactly). */
export const NAME_MAX = 100;
export const EMAIL_MAX = 255;
export const PHONE_MAX = 20;
export const MESSAGE_MAX = 2000;

/**
 * Letters of any script (including combining marks, so decomposed "Zoë" passes), space separators,
 * hyphens, both apostrophes (' and ’) and the full stop of a title ("Dr. Anna Berg").
 */
export const NAME_PATTERN = /^[\p{L}\p{M}\p{Zs}'’.-]+$/u;
/** Digits, spaces, plus, hyphen and parentheses. */
export const PHONE_PATTERN = /^[0-9 +()-]+$/;
/** The shortest number that can be called back (a local number without its area code has 6 digits or more). */
export const PHONE_MIN_DIGITS = 6;
/**
 * An address with a dotted local part and a domain with a two-letter (or longer) top level, ASCII only.
 * The database's CHECK constraint uses the same expression (POSIX syntax).
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*@[A-Za-z0-9]+(?:[.-][A-Za-z0-9]+)*\.[A-Za-z]{2,}$/;

/** Length in code points (not UTF-16 units), as PostgreSQL counts. */
export function codePointLength(text: string): number {
  return Array.from(text).length;
}

/** The digits of a phone number (the database counts the same: its [0-9] after the format check). */
export function countDigits(text: string): number {
  return text.replace(/[^0-9]/g, '').length;
}

const maxCodePoints = (max: number, message: string) =>
  v.check((text: string) => codePointLength(text) <= max, message);

/** Values stored in `contact_submissions.preferred_rooms`, in the order the form lists them. */
export const PREFERRED_ROOM_VALUES = ['1-room', '2-room', '3-room', '4-room', 'flexible'] as const;
export type PreferredRooms = (typeof PREFERRED_ROOM_VALUES)[number];

/** English labels, used by the notification email. The app translates its own labels. */
export const PREFERRED_ROOM_LABELS_EN: Readonly<Record<PreferredRooms, string>> = {
  '1-room': '1 Room (Studio)',
  '2-room': '2 Rooms',
  '3-room': '3 Rooms',
  '4-room': '4+ Rooms',
  flexible: 'Flexible',
};

export function isPreferredRooms(value: unknown): value is PreferredRooms {
  return typeof value === 'string' && (PREFERRED_ROOM_VALUES as readonly string[]).includes(value);
}

/**
 * The English messages of the specification, keyed by a stable machine-readable code.
 * Within a field they are listed in the order the schema checks them.
 */
export const CONTACT_MESSAGES = {
  'name.required': 'Name is required',
  'name.tooLong': `Name must be ${NAME_MAX} characters or fewer`,
  'name.invalidCharacters': 'Name can only contain letters, spaces, hyphens, apostrophes and full stops',
  'email.invalid': 'Invalid email address',
  'email.tooLong': `Email must be ${EMAIL_MAX} characters or fewer`,
  'phone.required': 'Phone number is required',
  'phone.tooLong': `Phone number must be ${PHONE_MAX} characters or fewer`,
  'phone.invalid': 'Invalid phone number format',
  // Not from the spec: a number too short to call back.
  'phone.tooFewDigits': `Please enter a phone number with at least ${PHONE_MIN_DIGITS}\u00a0digits`,
  'preferredRooms.required': 'Please select preferred room type',
  'message.tooLong': `Message must be ${MESSAGE_MAX} characters or fewer`,
  'gdprConsent.required': 'You must accept the privacy policy',
  // Not from the spec: the submission id sent to the function, and anything that is not even the right shape.
  'id.invalid': 'Invalid submission id',
  'input.invalid': 'Invalid input',
} as const;

export type ContactIssueCode = keyof typeof CONTACT_MESSAGES;
export type ContactMessage = (typeof CONTACT_MESSAGES)[ContactIssueCode];

const CODE_BY_MESSAGE: ReadonlyMap<string, ContactIssueCode> = new Map(
  (Object.keys(CONTACT_MESSAGES) as ContactIssueCode[]).map((code) => [CONTACT_MESSAGES[code], code]),
);

/** Maps an English message back to its code; anything unknown is `input.invalid`. */
export function contactIssueCode(message: string): ContactIssueCode {
  return CODE_BY_MESSAGE.get(message) ?? 'input.invalid';
}

/**
 * The database's CHECK constraints on contact_submissions and the rule each one stands for, so that a
 * refusal by the database reaches the visitor as the field's message (never as raw backend text).
 */
export const CONSTRAINT_ISSUES: Readonly<Record<string, ContactIssueCode>> = {
  contact_submissions_name_length: 'name.tooLong',
  contact_submissions_name_pattern: 'name.invalidCharacters',
  contact_submissions_email_length: 'email.tooLong',
  contact_submissions_email_pattern: 'email.invalid',
  contact_submissions_phone_length: 'phone.tooLong',
  contact_submissions_phone_format: 'phone.invalid',
  contact_submissions_phone_min_digits: 'phone.tooFewDigits',
  // A phone of no digit at all has too few of them: the same message as the form's.
  contact_submissions_phone_digit: 'phone.tooFewDigits',
  contact_submissions_name_not_blank: 'name.required',
  contact_submissions_message_length: 'message.tooLong',
  contact_submissions_gdpr_consent_given: 'gdprConsent.required',
  contact_submissions_preferred_rooms_valid: 'preferredRooms.required',
  contact_submissions_preferred_rooms_required: 'preferredRooms.required',
};

/** The rule behind a backend refusal (a constraint name or a spec message in its text), or null. */
export function refusalIssueCode(text: string): ContactIssueCode | null {
  const constraint = Object.keys(CONSTRAINT_ISSUES).find((name) => text.includes(name));
  if (constraint) return CONSTRAINT_ISSUES[constraint] ?? null;
  const code = CODE_BY_MESSAGE.get(text.trim());
  return code && code !== 'input.invalid' && code !== 'id.invalid' ? code : null;
}

const m = CONTACT_MESSAGES;

// Field schemas. A missing key is treated like an empty value (`optional(…, '')`), so that it gets the
// field's own message ("Name is required") instead of valibot's generic missing-key issue.
export const nameSchema = v.optional(
  v.pipe(
    v.string(m['name.required']),
    v.trim(),
    v.nonEmpty(m['name.required']),
    maxCodePoints(NAME_MAX, m['name.tooLong']),
    v.regex(NAME_PATTERN, m['name.invalidCharacters']),
  ),
  '',
);

export const emailSchema = v.optional(
  v.pipe(
    v.string(m['email.invalid']),
    v.trim(),
    v.regex(EMAIL_PATTERN, m['email.invalid']),
    maxCodePoints(EMAIL_MAX, m['email.tooLong']),
  ),
  '',
);

export const phoneSchema = v.optional(
  v.pipe(
    v.string(m['phone.required']),
    v.trim(),
    v.nonEmpty(m['phone.required']),
    maxCodePoints(PHONE_MAX, m['phone.tooLong']),
    v.regex(PHONE_PATTERN, m['phone.invalid']),
    v.check((text: string) => countDigits(text) >= PHONE_MIN_DIGITS, m['phone.tooFewDigits']),
  ),
  '',
);

/** Required by the form's schema: one of the options must be chosen. */
export const preferredRoomsSchema = v.optional(
  v.pipe(v.unknown(), v.picklist(PREFERRED_ROOM_VALUES, m['preferredRooms.required'])),
  '',
);

/** Optional; absent or blank becomes ''. */
export const messageSchema = v.optional(
  v.pipe(v.string(m['input.invalid']), v.trim(), maxCodePoints(MESSAGE_MAX, m['message.tooLong'])),
  '',
);

export const gdprConsentSchema = v.optional(
  v.pipe(v.unknown(), v.literal(true, m['gdprConsent.required'])),
  false,
);

/** The client-generated submission id (the outbox's idempotency key). */
export const submissionIdSchema = v.pipe(v.string(m['id.invalid']), v.uuid(m['id.invalid']));

/** A JSON object, not an array (valibot's object schema alone accepts arrays). */
const plainObject = v.custom<Record<string, unknown>>(
  (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
  m['input.invalid'],
);

/** The contact form's values, in the spec's field order. */
export const contactFormSchema = v.pipe(
  plainObject,
  v.object({
    fullName: nameSchema,
    email: emailSchema,
    phone: phoneSchema,
    preferredRooms: preferredRoomsSchema,
    message: messageSchema,
    gdprConsent: gdprConsentSchema,
  }),
);

/**
 * A submission's values as the send-contact-email function checks a stored row before mailing it (and as
 * the parity test compares them with the database's CHECK constraints).
 */
export const contactSubmissionSchema = v.pipe(
  plainObject,
  v.object({
    id: v.optional(submissionIdSchema),
    name: nameSchema,
    email: emailSchema,
    phone: phoneSchema,
    preferredRooms: preferredRoomsSchema,
    message: messageSchema,
  }),
);

/** The body of `POST /functions/v1/send-contact-email`: only the id of a stored row (or a service sweep). */
export const notificationRequestSchema = v.union([
  v.object({ id: submissionIdSchema }),
  v.object({ sweep: v.literal(true) }),
]);
export type NotificationRequest = v.InferOutput<typeof notificationRequestSchema>;

export type ContactFormValues = v.InferOutput<typeof contactFormSchema>;
export type ContactSubmission = v.InferOutput<typeof contactSubmissionSchema>;

export interface ContactIssue {
  code: ContactIssueCode;
  /** The English message, as the specification words it. */
  message: string;
  /** The offending key of the validated object (e.g. `fullName` for the form, `name` for the function), or null. */
  field: string | null;
}

export type ContactValidationResult<T> =
  { success: true; output: T } | { success: false; issue: ContactIssue };

function validateFirstIssue<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): ContactValidationResult<v.InferOutput<TSchema>> {
  // abortEarly: stop at the first issue, in field order and, within a field, in rule order.
  const result = v.safeParse(schema, input, { abortEarly: true });
  if (result.success) return { success: true, output: result.output };
  const first = result.issues[0];
  const key = first.path?.[0]?.key;
  return {
    success: false,
    issue: {
      code: contactIssueCode(first.message),
      message: first.message,
      field: typeof key === 'string' ? key : null,
    },
  };
}

/** Validates the form values; returns the trimmed output or the first issue only. */
export function validateContactForm(input: unknown): ContactValidationResult<ContactFormValues> {
  return validateFirstIssue(contactFormSchema, input);
}

/**
 * Validates the form values; returns the trimmed output or every field's first issue, in field order, so
 * that the form marks all of them at once (the first is still the one the toast reports).
 */
export function validateContactFormFields(
  input: unknown,
): { success: true; output: ContactFormValues } | { success: false; issues: ContactIssue[] } {
  const result = v.safeParse(contactFormSchema, input, { abortPipeEarly: true });
  if (result.success) return { success: true, output: result.output };
  const issues: ContactIssue[] = [];
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    const field = typeof key === 'string' ? key : null;
    if (issues.some((known) => known.field === field)) continue;
    issues.push({ code: contactIssueCode(issue.message), message: issue.message, field });
  }
  return { success: false, issues };
}

/** Validates the function's JSON body; returns the trimmed output or the first issue only. */
export function validateContactSubmission(input: unknown): ContactValidationResult<ContactSubmission> {
  return validateFirstIssue(contactSubmissionSchema, input);
}
