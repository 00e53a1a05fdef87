/**
 * The desk's calls, as the signed-in staff member (the database's functions and policies decide what they
 * may: supabase/migrations/20251205090000_sales_desk.sql). Every answer is validated (desk-call.ts).
 */
import * as v from 'valibot';

import { PROJECT_ID } from '@/content/project';

import type {
  CallOutcome,
  LeadStage,
  UnitLinkKind,
  WrittenEntryKind,
} from '../../../../supabase/functions/_shared/lead-pipeline';
import type { ReplyLocale, ReplyTemplate } from '../../../../supabase/functions/_shared/reply-rules';
import { DESK_STATUSES, type DeskStatus } from '../model/desk-status';
import { deskLeadSchema, type DeskLead } from '../model/lead';
import { deskCall, DeskCallError, isoTime } from './desk-call';
import { getDeskClient } from './desk-client';

const unitStateSchema = v.object({
  we_nr: v.string(),
  status: v.string(),
  version: v.number(),
  hold_until: v.nullable(isoTime),
  updated_at: v.nullish(isoTime),
  /** The last change: when, by whom (null: the system, an expired hold), and its note. */
  changed_at: v.nullish(isoTime),
  changed_by: v.nullish(v.string()),
  note: v.nullish(v.string()),
  /** The lead a hold is for. */
  hold_for: v.nullish(v.object({ id: v.pipe(v.string(), v.uuid()), name: v.string() })),
});
export type UnitState = v.InferOutput<typeof unitStateSchema>;

export interface DeskUnits {
  states: ReadonlyMap<string, UnitState>;
}

/** Every unit's status with its last change (desk_units). */
export async function loadDeskUnits(): Promise<DeskUnits> {
  const supabase = await getDeskClient();
  const rows = await deskCall(
    'Loading the statuses',
    () => supabase.rpc('desk_units', { p_project_id: PROJECT_ID }),
    v.array(unitStateSchema),
  );
  return { states: new Map(rows.map((row) => [row.we_nr, row])) };
}

const statusSinceSchema = v.array(v.object({ we_nr: v.string(), since: v.nullable(isoTime) }));

/** Since when each unit has its current status, from its history (null: the history does not say). */
export async function loadUnitStatusSince(): Promise<ReadonlyMap<string, Date | null>> {
  const supabase = await getDeskClient();
  const rows = await deskCall(
    'Loading the status history',
    () => supabase.rpc('desk_unit_status_since', { p_project_id: PROJECT_ID }),
    statusSinceSchema,
  );
  return new Map(rows.map((row) => [row.we_nr, row.since]));
}

/** The board's data: every unit's state and since when it has its status (both calls at once). */
/** The board's data: the statuses, since when, and the leads (who holds, reserved or bought a flat). */
export async function loadSalesBoard(): Promise<
  DeskUnits & { since: ReadonlyMap<string, Date | null>; leads: DeskLead[] }
> {
  const [units, since, leads] = await Promise.all([loadDeskUnits(), loadUnitStatusSince(), loadLeads()]);
  return { ...units, since, leads };
}

const unitChangeSchema = v.object({
  changed_at: isoTime,
  changed_by: v.nullable(v.string()),
  from_status: v.string(),
  to_status: v.string(),
  hold_until: v.nullable(isoTime),
  note: v.string(),
  version: v.number(),
});
export type UnitChange = v.InferOutput<typeof unitChangeSchema>;

/** Every change of one unit, newest first: statuses, holds, expiries, who and why. */
export async function loadUnitHistory(weNr: string): Promise<UnitChange[]> {
  const supabase = await getDeskClient();
  return deskCall(
    'Loading the history',
    () => supabase.rpc('desk_unit_history', { p_project_id: PROJECT_ID, p_we_nr: weNr }),
    v.array(unitChangeSchema),
  );
}

const changeAnswerSchema = v.variant('ok', [
  v.object({ ok: v.literal(true), unit: unitStateSchema }),
  v.object({ ok: v.literal(false), reason: v.literal('conflict'), unit: unitStateSchema }),
]);
export type StatusChangeAnswer = v.InferOutput<typeof changeAnswerSchema>;

export interface StatusChange {
  weNr: string;
  unitNumber: number;
  /** The version the agent saw (0: the unit had no row). */
  expectedVersion: number;
  status: DeskStatus;
  note: string;
  holdUntil: Date | null;
}

export async function changeUnitStatus(change: StatusChange): Promise<StatusChangeAnswer> {
  if (!DESK_STATUSES.includes(change.status))
    throw new DeskCallError(`Unknown status ${change.status}`, 'other');
  const supabase = await getDeskClient();
  return deskCall(
    'Changing the status',
    () =>
      supabase.rpc('desk_set_unit_status', {
        p_project_id: PROJECT_ID,
        p_we_nr: change.weNr,
        p_unit_number: change.unitNumber,
        p_expected_version: change.expectedVersion,
        p_status: change.status,
        p_note: change.note,
        p_hold_until: change.holdUntil?.toISOString() ?? null,
      }),
    changeAnswerSchema,
  );
}

export async function loadLeads(): Promise<DeskLead[]> {
  const supabase = await getDeskClient();
  return deskCall('Loading the enquiries', () => supabase.rpc('desk_leads'), v.array(deskLeadSchema));
}

const leadChangeSchema = v.object({
  ok: v.boolean(),
  /** conflict: a colleague changed the lead; unit_unavailable: the flat to reserve is not free. */
  reason: v.optional(v.picklist(['conflict', 'unit_unavailable'])),
  lead: deskLeadSchema,
});
/** ok: saved; otherwise nothing was saved and `lead` is the lead as it is now. */
export type LeadChangeAnswer = v.InferOutput<typeof leadChangeSchema>;

export type LeadChange =
  | { kind: 'handled'; handled: boolean }
  | { kind: 'assign'; userId: string | null }
  | { kind: 'stage'; stage: LeadStage; lostReason: string | null }
  /** A day ('YYYY-MM-DD') and a task, or null to clear the next step. */
  | { kind: 'follow-up'; followUp: { on: string; task: string } | null }
  | {
      kind: 'entry';
      entry: WrittenEntryKind;
      text: string;
      outcome: CallOutcome | null;
      /** The id of the entry this one corrects. */
      corrects: number | null;
    }
  /** A flat linked to the lead; a reservation puts it on hold for the lead. */
  | { kind: 'unit'; weNr: string; link: UnitLinkKind };

function leadRpc(change: LeadChange): { fn: string; args: Record<string, unknown> } {
  switch (change.kind) {
    case 'handled':
      return { fn: 'desk_lead_set_handled', args: { p_handled: change.handled } };
    case 'assign':
      return { fn: 'desk_lead_assign', args: { p_assigned_to: change.userId } };
    case 'stage':
      return { fn: 'desk_lead_set_stage', args: { p_stage: change.stage, p_lost_reason: change.lostReason } };
    case 'follow-up':
      return {
        fn: 'desk_lead_set_follow_up',
        args: { p_on: change.followUp?.on ?? null, p_task: change.followUp?.task ?? null },
      };
    case 'entry':
      return {
        fn: 'desk_lead_add_entry',
        args: {
          p_kind: change.entry,
          p_detail: change.text,
          p_outcome: change.outcome,
          p_corrects: change.corrects,
        },
      };
    case 'unit':
      return { fn: 'desk_lead_link_unit', args: { p_we_nr: change.weNr, p_kind: change.link } };
  }
}

/** One change of a lead, sent with the version the agent saw (compare-and-set). */
export async function changeLead(
  lead: Pick<DeskLead, 'id' | 'version'>,
  change: LeadChange,
): Promise<LeadChangeAnswer> {
  const supabase = await getDeskClient();
  const { fn, args } = leadRpc(change);
  return deskCall(
    'Saving the enquiry',
    () => supabase.rpc(fn, { p_id: lead.id, p_expected_version: lead.version, ...args }),
    leadChangeSchema,
  );
}

export interface LeadReply {
  /** Chosen once per reply: the same id again (a retry, a second click) queues no second mail. */
  id: string;
  template: ReplyTemplate;
  locale: ReplyLocale;
  subject: string;
  body: string;
}

const replyAnswerSchema = v.object({ ok: v.literal(true), queued: v.boolean(), lead: deskLeadSchema });

/** Queues the reply to the lead (sent by the server's mail queue) and logs it; answers the lead as it is now. */
export async function sendLeadReply(
  lead: Pick<DeskLead, 'id'>,
  reply: LeadReply,
): Promise<v.InferOutput<typeof replyAnswerSchema>> {
  const supabase = await getDeskClient();
  return deskCall(
    'Sending the reply',
    () =>
      supabase.rpc('desk_lead_reply', {
        p_id: lead.id,
        p_reply_id: reply.id,
        p_template: reply.template,
        p_locale: reply.locale,
        p_subject: reply.subject,
        p_body: reply.body,
      }),
    replyAnswerSchema,
  );
}

const staffSchema = v.array(v.object({ user_id: v.pipe(v.string(), v.uuid()), name: v.string() }));
export type StaffMember = v.InferOutput<typeof staffSchema>[number];

/** The sales team, for the assignment. */
export async function loadStaff(): Promise<StaffMember[]> {
  const supabase = await getDeskClient();
  return deskCall('Loading the team', () => supabase.rpc('desk_staff'), staffSchema);
}

/** The desk's settings for this account: after how many seconds without input it signs out. */
export async function loadDeskConfig(): Promise<{ idleSignOutSeconds: number }> {
  const supabase = await getDeskClient();
  const config = await deskCall(
    'Loading the settings',
    () => supabase.rpc('desk_config'),
    v.object({ idle_sign_out_seconds: v.pipe(v.number(), v.integer(), v.minValue(5)) }),
  );
  return { idleSignOutSeconds: config.idle_sign_out_seconds };
}

/** Puts a failed or sent lead (resend) or a spam row (not spam) back into the mail queue; false if its state moved. */
export async function requeueLead(id: string, how: 'resend' | 'not-spam'): Promise<boolean> {
  const supabase = await getDeskClient();
  return deskCall(
    'Queueing the enquiry',
    () => supabase.rpc(how === 'resend' ? 'desk_lead_resend' : 'desk_lead_not_spam', { p_id: id }),
    v.boolean(),
  );
}

export async function eraseLeadsOf(email: string): Promise<number> {
  const supabase = await getDeskClient();
  const answer = await deskCall(
    'Erasing',
    () => supabase.rpc('desk_erase', { p_email: email }),
    v.object({ submissions: v.number() }),
  );
  return answer.submissions;
}
