/**
 * The buyer alerts' delivery, runtime-neutral, run by the same sweep as a lead's mail: write the content
 * module's unit facts into the database (a changed price becomes an event), let the database match new
 * events to confirmed watchers (alert_prepare: one delivery per address and event), then mail every due
 * mail of the queue (alert_mail_claim / alert_mail_result: a lease, the provider's idempotency key,
 * backoff, failed after ten attempts, hourly for three days), one at a time as deliverDue does; then
 * the pushes the mails made (alert-push-delivery.ts), when the sweep has a push sender.
 */

import type { UnitFact } from '../_shared/unit-fact.ts';
import { UNIT_FACTS } from '../_shared/unit-facts.gen.ts';
import { alertMailRowSchema, buildAlertEmail, type AlertLinks } from './alert-mail.ts';
import {
  deliverAlertPushes,
  type AlertPushDeliveryOptions,
  type AlertPushReport,
} from './alert-push-delivery.ts';
import { drainMailQueue, type MailQueueStore } from './drain-queue.ts';
import type { SendEmail, SendOutcome } from './notification.ts';

export interface AlertStore extends MailQueueStore {
  /** unit_facts_sync: how many units changed. */
  syncFacts(facts: readonly UnitFact[], now: Date): Promise<number>;
  /** alert_prepare: how many mails it made. */
  prepare(now: Date): Promise<number>;
  /** alert_mail_claim: the due mails (at most `limit`), leased for two minutes. */
  claim(now: Date, limit: number): Promise<unknown[]>;
  /** alert_mail_result. */
  finish(id: string, result: SendOutcome, now: Date): Promise<void>;
}

export interface AlertDeliveryOptions {
  store: AlertStore;
  /** A sender whose idempotency keys name alert mails (keyPrefix 'alert-mail'). */
  sendEmail: SendEmail;
  links: AlertLinks;
  /** The unit facts to sync (default: the content module's). */
  facts?: readonly UnitFact[];
  now?: () => Date;
  logError?: (message: string, error?: unknown) => void;
  /** A sweep stops claiming after this many mails (default 20) … */
  maxMails?: number;
  /** … or this much time (default 60 s). */
  budgetMs?: number;
  /** The pushes (none without VAPID keys: the mails go out all the same). */
  push?: Pick<AlertPushDeliveryOptions, 'store' | 'sendPush'>;
}

export interface AlertDeliveryReport {
  factsChanged: number;
  prepared: number;
  claimed: number;
  sent: number;
  failed: number;
  pushes?: AlertPushReport;
}

export async function deliverAlerts(options: AlertDeliveryOptions): Promise<AlertDeliveryReport> {
  const now = options.now ?? (() => new Date());
  const logError = options.logError ?? ((message, error) => console.error(message, error));
  const factsChanged = await options.store.syncFacts(options.facts ?? UNIT_FACTS, now());
  const prepared = await options.store.prepare(now());
  const mails = await drainMailQueue({
    store: options.store,
    schema: alertMailRowSchema,
    build: (mail) => buildAlertEmail(mail, options.links),
    sendEmail: options.sendEmail,
    what: 'alert mail',
    now,
    maxItems: options.maxMails ?? 20,
    budgetMs: options.budgetMs ?? 60_000,
    logError,
  });
  const report: AlertDeliveryReport = { factsChanged, prepared, ...mails };
  if (options.push) report.pushes = await deliverAlertPushes({ ...options.push, now, logError });
  return report;
}
