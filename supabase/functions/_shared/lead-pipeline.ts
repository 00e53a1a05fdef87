/**
 * The lead pipeline's rules, written once: the desk, the morning mail of due follow-ups and the tests of the
 * database's CHECK constraints (migration 20261130110000_lead_pipeline.sql) use them.
 *
 * Runtime-neutral: `valibot` is the only import.
 */
import * as v from 'valibot';

/** In pipeline order; `lost` ends a lead from any stage and needs a reason. */
export const LEAD_STAGES = ['new', 'contacted', 'viewing', 'reserved', 'notarised', 'sold', 'lost'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

/** A lead in one of these stages has no follow-up due any more (not listed, never overdue). */
export const CLOSED_STAGES: readonly LeadStage[] = ['sold', 'lost'];

export const CALL_OUTCOMES = ['reached', 'no_answer', 'voicemail', 'wrong_number'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** The entries staff write into a lead's log (the others the database writes with a change or a delivery). */
export const WRITTEN_ENTRY_KINDS = ['call', 'email_sent', 'viewing', 'note'] as const;
export type WrittenEntryKind = (typeof WRITTEN_ENTRY_KINDS)[number];

/** Where a lead came from: the web form, or what staff chose when they added it by hand. */
export const LEAD_SOURCES = [
  'web',
  'phone',
  'walk_in',
  'portal_immoscout24',
  'portal_immowelt',
  'portal_other',
  'other',
] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
export type ManualLeadSource = Exclude<LeadSource, 'web'>;

/** What a flat linked to a lead means for it; a reservation puts the flat on hold for the lead. */
export const UNIT_LINK_KINDS = ['interest', 'reservation', 'purchase'] as const;
export type UnitLinkKind = (typeof UNIT_LINK_KINDS)[number];

export const LOST_REASON_MAX = 500;
export const FOLLOW_UP_TASK_MAX = 200;
export const LOG_ENTRY_MAX = 2000;

/** A Berlin calendar day as the database's `date` writes it. */
export const isoDaySchema = v.pipe(v.string(), v.isoDate());

/** One follow-up as desk_follow_up_digest_prepare writes it into the mail's data. */
export const dueFollowUpSchema = v.object({
  leadId: v.pipe(v.string(), v.uuid()),
  name: v.string(),
  stage: v.picklist(LEAD_STAGES),
  dueOn: isoDaySchema,
  task: v.string(),
  // A lead without a current staff member as owner, listed in the admins' mails (absent in older rows).
  unowned: v.optional(v.boolean(), false),
});
export type DueFollowUp = v.InferOutput<typeof dueFollowUpSchema>;
