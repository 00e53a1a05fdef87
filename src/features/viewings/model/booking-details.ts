import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';

import {
  viewingDetailsSchema,
  type ViewingDetails,
} from '../../../../supabase/functions/_shared/viewing-rules';

export type DetailField = keyof ViewingDetails;
export type DetailIssues = Partial<Record<DetailField, string>>;

const ISSUE = {
  name: msg`Please enter your name (at least 2 letters).`,
  email: msg`Please enter a valid e-mail address.`,
  phone: msg`Please enter a phone number with at least 6 digits.`,
} as const satisfies Record<DetailField, unknown>;

/** The buyer's name, e-mail and phone checked by the booking's rules, or what to fix, in the visitor's words. */
export function checkDetails(
  input: Record<DetailField, string>,
  i18n: I18n,
): { ok: true; details: ViewingDetails } | { ok: false; issues: DetailIssues } {
  const parsed = v.safeParse(viewingDetailsSchema, input);
  if (parsed.success) return { ok: true, details: parsed.output };
  const issues: DetailIssues = {};
  for (const issue of parsed.issues) {
    const field = v.getDotPath(issue) as DetailField | null;
    if (field && !issues[field]) issues[field] = i18n._(ISSUE[field]);
  }
  return { ok: false, issues };
}
