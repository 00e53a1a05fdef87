/**
 * The desk's calls, as the signed-in staff member (the database's functions and policies decide what they
 * may: supabase/migrations/20251205090000_sales_desk.sql). Every answer is validated; a failure is thrown
 * as a DeskCallError whose `kind` the pages turn into a text.
 */
import * as v from 'valibot';

import { PROJECT_ID } from '@/content/project';

import { deskErrorKind, type DeskErrorKind } from '../model/auth-error';
import { DESK_STATUSES, type DeskStatus } from '../model/desk-status';
import { deskLeadSchema, type DeskLead } from '../model/lead';
import { getDeskClient } from './desk-client';

export class DeskCallError extends Error {
  constructor(
    message: string,
    readonly kind: DeskErrorKind,
  ) {
    super(message);
    this.name = 'DeskCallError';
  }
}

interface Answer {
  data: unknown;
  error: { message: string; code?: string } | null;
  status: number;
}

async function call<T>(
  what: string,
  run: () => PromiseLike<Answer>,
  schema: v.GenericSchema<unknown, T>,
): Promise<T> {
  let answer: Answer;
  try {
    answer = await run();
  } catch (error) {
    throw new DeskCallError(`${what}: ${String(error)}`, deskErrorKind(error));
  }
  if (answer.error) {
    throw new DeskCallError(
      `${what}: ${answer.error.message}`,
      deskErrorKind({ ...answer.error, status: answer.status }),
    );
  }
  const parsed = v.safeParse(schema, answer.data);
  if (!parsed.success)
    throw new DeskCallError(`${what}: unexpected answer (${parsed.issues[0].message})`, 'other');
  return parsed.output;
}

const isoTime = v.pipe(
  v.string(),
  v.transform((value) => new Date(value)),
);

const unitStateSchema = v.object({
  we_nr: v.string(),
  status: v.string(),
  version: v.number(),
  hold_until: v.nullable(isoTime),
  updated_at: v.nullish(isoTime),
});
export type UnitState = v.InferOutput<typeof unitStateSchema>;

const auditSchema = v.object({
  we_nr: v.string(),
  changed_at: isoTime,
  changed_by_email: v.nullable(v.string()),
  from_status: v.string(),
  to_status: v.string(),
  note: v.string(),
});
export type UnitChange = v.InferOutput<typeof auditSchema>;

export interface DeskUnits {
  states: ReadonlyMap<string, UnitState>;
  /** The newest change per unit. */
  lastChanges: ReadonlyMap<string, UnitChange>;
}

export async function loadDeskUnits(): Promise<DeskUnits> {
  const supabase = await getDeskClient();
  const [rows, audit] = await Promise.all([
    call(
      'Loading the statuses',
      () =>
        supabase
          .from('apartments')
          .select('we_nr, status, version, hold_until, updated_at')
          .eq('project_id', PROJECT_ID),
      v.array(unitStateSchema),
    ),
    call(
      'Loading the status changes',
      () =>
        supabase
          .from('unit_status_audit')
          .select('we_nr, changed_at, changed_by_email, from_status, to_status, note')
          .eq('project_id', PROJECT_ID)
          .order('changed_at', { ascending: false }),
      v.array(auditSchema),
    ),
  ]);
  const lastChanges = new Map<string, UnitChange>();
  for (const change of audit) if (!lastChanges.has(change.we_nr)) lastChanges.set(change.we_nr, change);
  return { states: new Map(rows.map((row) => [row.we_nr, row])), lastChanges };
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
  return call(
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
  return call('Loading the enquiries', () => supabase.rpc('desk_leads'), v.array(deskLeadSchema));
}

export async function updateLead(id: string, handled: boolean, note: string): Promise<void> {
  const supabase = await getDeskClient();
  await call(
    'Saving the enquiry',
    () => supabase.rpc('desk_lead_update', { p_id: id, p_handled: handled, p_note: note }),
    v.boolean(),
  );
}

/** Puts a failed or sent lead (resend) or a spam row (not spam) back into the mail queue; false if its state moved. */
export async function requeueLead(id: string, how: 'resend' | 'not-spam'): Promise<boolean> {
  const supabase = await getDeskClient();
  return call(
    'Queueing the enquiry',
    () => supabase.rpc(how === 'resend' ? 'desk_lead_resend' : 'desk_lead_not_spam', { p_id: id }),
    v.boolean(),
  );
}

export async function eraseLeadsOf(email: string): Promise<number> {
  const supabase = await getDeskClient();
  const answer = await call(
    'Erasing',
    () => supabase.rpc('desk_erase', { p_email: email }),
    v.object({ submissions: v.number() }),
  );
  return answer.submissions;
}
