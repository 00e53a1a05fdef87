/**
 * Adding a lead by hand (migration 20261130130000_manual_leads.sql): created once per idempotency key, or
 * answered with the leads of the same e-mail or phone; and an enquiry added to one of those instead.
 */
import * as v from 'valibot';

import { deskLeadSchema, type DeskLead } from '../model/lead';
import type { IntakeRecord } from '../model/manual-lead';
import { deskCall } from './desk-call';
import { getDeskClient } from './desk-client';

const storedSchema = v.object({
  ok: v.literal(true),
  /** The key was used before: nothing new was stored, `lead` is what the first call made or joined. */
  repeated: v.boolean(),
  outcome: v.picklist(['created', 'merged']),
  lead: deskLeadSchema,
});

const createAnswerSchema = v.variant('ok', [
  storedSchema,
  v.object({ ok: v.literal(false), reason: v.literal('duplicate'), duplicates: v.array(deskLeadSchema) }),
]);
export type CreateLeadAnswer = v.InferOutput<typeof createAnswerSchema>;

const mergeAnswerSchema = v.variant('ok', [
  storedSchema,
  v.object({ ok: v.literal(false), reason: v.literal('conflict'), lead: deskLeadSchema }),
]);
export type MergeLeadAnswer = v.InferOutput<typeof mergeAnswerSchema>;

const leadArgs = ({ key, lead }: IntakeRecord) => ({
  p_key: key,
  p_source: lead.source,
  p_name: lead.name,
  p_email: lead.email,
  p_phone: lead.phone,
  p_language: lead.language,
  p_message: lead.message,
  p_units: lead.units,
});

/** Creates the lead; unless `anyway`, a lead with the same e-mail or phone is answered instead. */
export async function createManualLead(record: IntakeRecord, anyway: boolean): Promise<CreateLeadAnswer> {
  const supabase = await getDeskClient();
  return deskCall(
    'Adding the lead',
    () => supabase.rpc('desk_lead_create', { ...leadArgs(record), p_allow_duplicate: anyway }),
    createAnswerSchema,
  );
}

/** Adds the enquiry to `into` on the version the agent saw (compare-and-set). */
export async function mergeIntoLead(
  record: IntakeRecord,
  into: Pick<DeskLead, 'id' | 'version'>,
): Promise<MergeLeadAnswer> {
  const supabase = await getDeskClient();
  return deskCall(
    'Adding the enquiry to the lead',
    () =>
      supabase.rpc('desk_lead_merge', {
        ...leadArgs(record),
        p_id: into.id,
        p_expected_version: into.version,
      }),
    mergeAnswerSchema,
  );
}
