/**
 * The specification's login schema: the e-mail trimmed, valid, at most 255 characters; the password at least 8
 * and at most 128 characters, with the spec's exact messages. Issues carry a code, the page shows its text
 * in the active language (login-texts.ts).
 */
import * as v from 'valibot';

export const EMAIL_MAX = 255;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export type LoginIssueCode =
  'email.required' | 'email.invalid' | 'email.tooLong' | 'password.tooShort' | 'password.tooLong';

export type EmailIssueCode = Extract<LoginIssueCode, `email.${string}`>;

/** An e-mail address as the desk takes one (the sign-in, a subscriber's lookup): trimmed and valid. */
export const deskEmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty<string, EmailIssueCode>('email.required'),
  v.maxLength<string, number, EmailIssueCode>(EMAIL_MAX, 'email.tooLong'),
  v.email<string, EmailIssueCode>('email.invalid'),
);

export const loginSchema = v.object({
  email: deskEmailSchema,
  password: v.pipe(
    v.string(),
    v.minLength<string, number, LoginIssueCode>(PASSWORD_MIN, 'password.tooShort'),
    v.maxLength<string, number, LoginIssueCode>(PASSWORD_MAX, 'password.tooLong'),
  ),
});

export type LoginValues = v.InferOutput<typeof loginSchema>;

export type LoginResult =
  | { success: true; output: LoginValues }
  | { success: false; issues: Partial<Record<'email' | 'password', LoginIssueCode>> };

/** The first issue of each field. */
export function validateLogin(values: { email: string; password: string }): LoginResult {
  const result = v.safeParse(loginSchema, values, { abortPipeEarly: true });
  if (result.success) return { success: true, output: result.output };
  const issues: Partial<Record<'email' | 'password', LoginIssueCode>> = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) as 'email' | 'password' | null;
    if (field && !issues[field]) issues[field] = issue.message as LoginIssueCode;
  }
  return { success: false, issues };
}

/** The address trimmed, or the first rule it breaks. */
export function checkDeskEmail(
  value: string,
): { success: true; output: string } | { success: false; issue: EmailIssueCode } {
  const result = v.safeParse(deskEmailSchema, value, { abortPipeEarly: true });
  return result.success
    ? { success: true, output: result.output }
    : { success: false, issue: result.issues[0].message as EmailIssueCode };
}
