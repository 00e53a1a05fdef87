/** The hosted `AlertStore`, `AlertPushStore` and the staff mails' queues: the alert migrations' SQL functions through PostgREST's /rpc (service role). */
import type { Rpc } from '../_shared/rest-rpc.ts';
import type { AlertStore } from './alert-delivery.ts';
import type { AlertPushStore } from './alert-push-delivery.ts';
import type { MailQueueStore } from './drain-queue.ts';

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

/** A leased queue through its claim and result functions (alert_push_claim and alert_push_result, and their kin). */
export function createRestQueueStore(rpc: Rpc, claim: string, result: string): MailQueueStore {
  return {
    claim: (now, limit) => rpc<unknown[]>(claim, { p_now: now.toISOString(), p_limit: limit }),
    finish: recordResult(rpc, result),
  };
}

export const createRestAlertPushStore = (rpc: Rpc): AlertPushStore =>
  createRestQueueStore(rpc, 'alert_push_claim', 'alert_push_result');

export const createRestFollowUpMailStore = (rpc: Rpc): MailQueueStore =>
  createRestQueueStore(rpc, 'desk_follow_up_mail_claim', 'desk_follow_up_mail_result');

export const createRestReplyMailStore = (rpc: Rpc): MailQueueStore =>
  createRestQueueStore(rpc, 'desk_reply_mail_claim', 'desk_reply_mail_result');

export const createRestViewingMailStore = (rpc: Rpc): MailQueueStore =>
  createRestQueueStore(rpc, 'viewing_mail_claim', 'viewing_mail_result');

export const createRestViewingDayMailStore = (rpc: Rpc): MailQueueStore =>
  createRestQueueStore(rpc, 'viewing_day_mail_claim', 'viewing_day_mail_result');
