/** The hosted `AlertStore`, `AlertPushStore` and `FollowUpMailStore`: the alert migrations' SQL functions through PostgREST's /rpc (service role). */
import type { Rpc } from '../_shared/rest-rpc.ts';
import type { AlertStore } from './alert-delivery.ts';
import type { AlertPushStore } from './alert-push-delivery.ts';
import type { FollowUpMailStore } from './follow-up-digest.ts';

/** A queue's result function (alert_mail_result, alert_push_result): the outcome, and the error unless sent. */
const recordResult =
  (rpc: Rpc, fn: string) =>
  async (id: string, result: { outcome: string; error?: string }, now: Date): Promise<void> => {
    await rpc(fn, {
      p_id: id,
      p_outcome: result.outcome,
      p_error: result.outcome === 'sent' ? null : result.error,
      p_now: now.toISOString(),
    });
  };

export function createRestAlertStore(rpc: Rpc): AlertStore {
  return {
    syncFacts: (facts, now) => rpc<number>('unit_facts_sync', { p_facts: facts, p_now: now.toISOString() }),
    prepare: (now) => rpc<number>('alert_prepare', { p_now: now.toISOString() }),
    claim: (now, limit) => rpc<unknown[]>('alert_mail_claim', { p_now: now.toISOString(), p_limit: limit }),
    finish: recordResult(rpc, 'alert_mail_result'),
  };
}

export function createRestAlertPushStore(rpc: Rpc): AlertPushStore {
  return {
    claim: (now, limit) => rpc<unknown[]>('alert_push_claim', { p_now: now.toISOString(), p_limit: limit }),
    finish: recordResult(rpc, 'alert_push_result'),
  };
}

export function createRestFollowUpMailStore(rpc: Rpc): FollowUpMailStore {
  return {
    claim: (now, limit) =>
      rpc<unknown[]>('desk_follow_up_mail_claim', { p_now: now.toISOString(), p_limit: limit }),
    finish: recordResult(rpc, 'desk_follow_up_mail_result'),
  };
}
