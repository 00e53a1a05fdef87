/**
 * The two actions of a buyer-alert mail's links, as anon RPCs (the migration's alert_confirm and
 * alert_unsubscribe check the link's token). Their answers are read with valibot; no answer at all is
 * `unreachable`, so the page keeps its button for another try.
 */
import * as v from 'valibot';

import { getRestClient } from '@/lib/supabase/visitor-backend';

import type { ConfirmLink, UnsubscribeLink } from './alert-links';
import { ALERT_FREQUENCIES, alertTargetSchema } from './alert-rules';

const confirmAnswerSchema = v.variant('status', [
  v.object({
    status: v.literal('confirmed'),
    frequency: v.picklist(ALERT_FREQUENCIES),
    target: alertTargetSchema,
  }),
  v.object({ status: v.literal('expired'), target: alertTargetSchema }),
  v.object({ status: v.literal('invalid') }),
]);
export type ConfirmAnswer = v.InferOutput<typeof confirmAnswerSchema> | { status: 'failed' };

const unsubscribeAnswerSchema = v.variant('status', [
  v.object({ status: v.literal('unsubscribed'), watches: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
  v.object({ status: v.literal('invalid') }),
]);
export type UnsubscribeAnswer = v.InferOutput<typeof unsubscribeAnswerSchema> | { status: 'failed' };

async function call<T>(
  name: string,
  args: Record<string, string>,
  schema: v.GenericSchema<unknown, T>,
): Promise<T | { status: 'failed' }> {
  try {
    // postgrest-js alone: an RPC needs none of supabase-js's auth, realtime or storage.
    const client = await getRestClient();
    const { data, error } = await client.rpc(name, args);
    if (error) {
      console.error(`${name} failed`, error);
      return { status: 'failed' };
    }
    return v.parse(schema, data);
  } catch (error) {
    console.error(`${name} failed`, error);
    return { status: 'failed' };
  }
}

export function confirmAlert({ id, token }: ConfirmLink): Promise<ConfirmAnswer> {
  return call('alert_confirm', { p_id: id, p_token: token }, confirmAnswerSchema);
}

export function unsubscribeAlerts({ email, token }: UnsubscribeLink): Promise<UnsubscribeAnswer> {
  return call('alert_unsubscribe', { p_email: email, p_token: token }, unsubscribeAnswerSchema);
}
