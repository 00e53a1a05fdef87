/**
 * The buyer alerts' pushes, runtime-neutral, run by the sweep after the mails: every due push of the queue
 * (public.alert_push_claim: one per alert mail and device, made with the mail, a two-minute lease) is sent
 * and its result recorded (alert_push_result: the mail queue's backoff and hourly retries; 'gone' deletes
 * the device). Independent of the mail: a push service's failure never holds up or fails a mail.
 */
import * as v from 'valibot';

import { alertPushRowSchema, buildAlertPush } from './alert-push.ts';
import { countOf, drainQueue } from './drain-queue.ts';
import type { PushOutcome, SendPush } from './web-push-sender.ts';

export interface AlertPushStore {
  /** alert_push_claim: the due pushes (at most `limit`), leased for two minutes. */
  claim(now: Date, limit: number): Promise<unknown[]>;
  /** alert_push_result. */
  finish(id: string, result: PushOutcome, now: Date): Promise<void>;
}

export interface AlertPushDeliveryOptions {
  store: AlertPushStore;
  sendPush: SendPush;
  now?: () => Date;
  logError?: (message: string, error?: unknown) => void;
  /** A sweep stops claiming after this many pushes (default 50) … */
  maxPushes?: number;
  /** … or this much time (default 30 s). */
  budgetMs?: number;
}

export interface AlertPushReport {
  claimed: number;
  sent: number;
  /** Devices the push service no longer knows, deleted. */
  gone: number;
  failed: number;
}

/** The push service keeps an alert for an offline device this long; later it is stale news. */
export const ALERT_PUSH_TTL_SECONDS = 12 * 60 * 60;

async function pushOne(options: AlertPushDeliveryOptions, row: unknown): Promise<PushOutcome> {
  const parsed = v.safeParse(alertPushRowSchema, row);
  if (!parsed.success)
    return {
      outcome: 'permanent',
      error: `unreadable alert push: ${v.summarize(parsed.issues).slice(0, 500)}`,
    };
  const push = parsed.output;
  try {
    return await options.sendPush(
      { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
      JSON.stringify(buildAlertPush(push)),
      // The mail's id as the topic: a retry after a lost answer replaces the undelivered first copy.
      { topic: push.mail_id.replaceAll('-', ''), ttlSeconds: ALERT_PUSH_TTL_SECONDS },
    );
  } catch (error) {
    return { outcome: 'retry', error: error instanceof Error ? error.message : String(error) };
  }
}

export async function deliverAlertPushes(options: AlertPushDeliveryOptions): Promise<AlertPushReport> {
  const now = options.now ?? (() => new Date());
  const outcomes = await drainQueue({
    claimNext: async () => (await options.store.claim(now(), 1))[0],
    handle: (row) => pushOne(options, row),
    finish: (id, result) => options.store.finish(id, result, now()),
    what: 'alert push',
    maxItems: options.maxPushes ?? 50,
    budgetMs: options.budgetMs ?? 30_000,
    logError: options.logError ?? ((message, error) => console.error(message, error)),
  });
  const sent = countOf(outcomes, 'sent');
  const gone = countOf(outcomes, 'gone');
  return { claimed: outcomes.length, sent, gone, failed: outcomes.length - sent - gone };
}
