/** What the team view takes from an admin: an invite's address and a member's name (trimmed, 1 to 100 characters). */
import * as v from 'valibot';

import { deskEmailSchema, type EmailIssueCode } from './login-schema';

export type MemberIssueCode = EmailIssueCode | 'name.required';

export const displayNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty<string, MemberIssueCode>('name.required'),
  v.maxLength(100),
);

export const inviteSchema = v.object({ email: deskEmailSchema, displayName: displayNameSchema });

/** The issues of an invite (or, without `email`, of a name) by field, none when it is valid. */
export function memberIssues(input: {
  email?: string;
  displayName: string;
}): Partial<Record<'email' | 'displayName', MemberIssueCode>> {
  const result = v.safeParse(
    input.email === undefined ? v.object({ displayName: displayNameSchema }) : inviteSchema,
    input,
  );
  if (result.success) return {};
  const issues: Partial<Record<'email' | 'displayName', MemberIssueCode>> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if ((key === 'email' || key === 'displayName') && !issues[key])
      issues[key] = issue.message as MemberIssueCode;
  }
  return issues;
}
