/**
 * A lead staff add by hand (a phone call, a walk-in, a portal enquiry pasted in): what the form checks, with
 * the contact form's rules for name, e-mail and phone (supabase/functions/_shared/contact-rules.ts), and the
 * record the desk's outbox keeps on the device until the server has it (validated when read).
 */
import * as v from 'valibot';

import {
  contactIssueCode,
  emailSchema,
  messageSchema,
  nameSchema,
  phoneSchema,
  type ContactIssueCode,
} from '../../../../supabase/functions/_shared/contact-rules';
import { LEAD_SOURCES, type ManualLeadSource } from '../../../../supabase/functions/_shared/lead-pipeline';

export const MANUAL_LEAD_SOURCES = LEAD_SOURCES.filter(
  (source): source is ManualLeadSource => source !== 'web',
);
export const LEAD_LANGUAGES = ['de', 'en'] as const;
export type LeadLanguage = (typeof LEAD_LANGUAGES)[number];

const CONTACT_REQUIRED = 'An e-mail address or a phone number is required';

export const manualLeadSchema = v.pipe(
  v.object({
    source: v.picklist(MANUAL_LEAD_SOURCES),
    name: nameSchema,
    /** null: not given (validateManualLead turns a blank field into null). */
    email: v.nullable(emailSchema.wrapped),
    phone: v.nullable(phoneSchema.wrapped),
    language: v.picklist(LEAD_LANGUAGES),
    message: messageSchema,
    /** Unit codes (weNr) the lead is interested in. */
    units: v.array(v.string()),
  }),
  v.check((lead) => lead.email !== null || lead.phone !== null, CONTACT_REQUIRED),
);
export type ManualLead = v.InferOutput<typeof manualLeadSchema>;

export type ManualLeadIssue = ContactIssueCode | 'contact.required';
export type ManualLeadField = 'name' | 'email' | 'phone' | 'message';

/** The form's values checked: the lead, or each field's first issue. */
export function validateManualLead(
  input: Omit<v.InferInput<typeof manualLeadSchema>, 'email' | 'phone'> & { email: string; phone: string },
):
  | { success: true; lead: ManualLead }
  | { success: false; issues: Partial<Record<ManualLeadField, ManualLeadIssue>> } {
  const given = (text: string) => (text.trim() === '' ? null : text);
  const result = v.safeParse(
    manualLeadSchema,
    { ...input, email: given(input.email), phone: given(input.phone) },
    { abortPipeEarly: true },
  );
  if (result.success) return { success: true, lead: result.output };
  const issues: Partial<Record<ManualLeadField, ManualLeadIssue>> = {};
  for (const issue of result.issues) {
    if (issue.message === CONTACT_REQUIRED) {
      issues.email ??= 'contact.required';
      continue;
    }
    const field = issue.path?.[0]?.key as ManualLeadField | undefined;
    if (field && !issues[field]) issues[field] = contactIssueCode(issue.message);
  }
  return { success: false, issues };
}

/**
 * One lead in the desk's outbox: the idempotency key made when it was written (the server stores it with
 * the lead and refuses a second insert with it), the lead, and whether the server answered with a lead of
 * the same e-mail or phone (then the agent decides: add to that lead, or create anyway).
 */
export const intakeRecordSchema = v.object({
  key: v.pipe(v.string(), v.uuid()),
  queuedAt: v.number(),
  lead: v.object({
    source: v.picklist(MANUAL_LEAD_SOURCES),
    name: v.string(),
    email: v.nullable(v.string()),
    phone: v.nullable(v.string()),
    language: v.picklist(LEAD_LANGUAGES),
    message: v.string(),
    units: v.array(v.string()),
  }),
  state: v.picklist(['waiting', 'duplicate']),
});
export type IntakeRecord = v.InferOutput<typeof intakeRecordSchema>;
