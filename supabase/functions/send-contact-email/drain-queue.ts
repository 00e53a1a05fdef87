/**
 * The sweep's loop over a leased queue (the buyer mails, their pushes, the agents' morning mails): claim one due
 * item at a time, handle it, record its outcome, until the queue is empty or the sweep's count or time is spent.
 * One at a time, so a slow provider holds a lease on one item only and the next sweep takes the rest.
 */
import * as v from 'valibot';

import type { ContactEmail, SendEmail, SendOutcome } from './notification.ts';

export interface DrainOptions<R extends { outcome: string }> {
  /** The next due item, leased (none: the queue is drained). */
  claimNext(): Promise<unknown>;
  handle(item: unknown): Promise<R>;
  finish(id: string, result: R): Promise<void>;
  /** What an item is, for the log ("alert mail"). */
  what: string;
  maxItems: number;
  budgetMs: number;
  logError: (message: string, error?: unknown) => void;
}

const idOf = (item: unknown): string | null =>
  typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'string'
    ? (item as { id: string }).id
    : null;

/** The outcome of every item handled, in order. */
export async function drainQueue<R extends { outcome: string; error?: string }>(
  options: DrainOptions<R>,
): Promise<R['outcome'][]> {
  const deadline = performance.now() + options.budgetMs;
  const outcomes: R['outcome'][] = [];
  while (outcomes.length < options.maxItems && performance.now() < deadline) {
    const item = await options.claimNext();
    if (item === undefined) break;
    const id = idOf(item);
    if (!id) throw new Error(`the queue returned a ${options.what} without an id`);
    const result = await options.handle(item);
    if (result.outcome !== 'sent') options.logError(`${options.what} ${id} not sent`, result.error);
    await options.finish(id, result);
    outcomes.push(result.outcome);
  }
  return outcomes;
}

/** How many of `outcomes` are `outcome`. */
export const countOf = <O extends string>(outcomes: readonly O[], outcome: O): number =>
  outcomes.filter((each) => each === outcome).length;

/** A leased mail queue: claim the due rows (leased), record a row's outcome (mail_queue_next decides the rest). */
export interface MailQueueStore {
  claim(now: Date, limit: number): Promise<unknown[]>;
  finish(id: string, result: SendOutcome, now: Date): Promise<void>;
}

export interface MailQueueReport {
  claimed: number;
  sent: number;
  failed: number;
}

/**
 * Sends every due mail of a leased queue, one at a time: each row is read with `schema` and built into its mail
 * by `build`. The database wrote the row: a shape this code cannot read fails for good, visibly, instead of
 * mailing half a text.
 */
export async function drainMailQueue<T>(options: {
  store: MailQueueStore;
  schema: v.GenericSchema<unknown, T>;
  build: (row: T) => ContactEmail;
  sendEmail: SendEmail;
  /** What a row is, for the log ("alert mail"). */
  what: string;
  now: () => Date;
  maxItems: number;
  budgetMs: number;
  logError: (message: string, error?: unknown) => void;
}): Promise<MailQueueReport> {
  const send = async (row: unknown): Promise<SendOutcome> => {
    const parsed = v.safeParse(options.schema, row);
    if (!parsed.success)
      return {
        outcome: 'permanent',
        error: `unreadable ${options.what}: ${v.summarize(parsed.issues).slice(0, 500)}`,
      };
    try {
      return await options.sendEmail(options.build(parsed.output));
    } catch (error) {
      return { outcome: 'retry', error: error instanceof Error ? error.message : String(error) };
    }
  };
  const outcomes = await drainQueue({
    claimNext: async () => (await options.store.claim(options.now(), 1))[0],
    handle: send,
    finish: (id, result) => options.store.finish(id, result, options.now()),
    what: options.what,
    maxItems: options.maxItems,
    budgetMs: options.budgetMs,
    logError: options.logError,
  });
  const sent = countOf(outcomes, 'sent');
  return { claimed: outcomes.length, sent, failed: outcomes.length - sent };
}

/** What a queue of mails needs from the sweep: the rest (count, time, clock, log) is the sweep's usual. */
export interface MailQueueDelivery<T> {
  store: MailQueueStore;
  schema: v.GenericSchema<unknown, T>;
  build: (row: T) => ContactEmail;
  sendEmail: SendEmail;
  what: string;
  now?: (() => Date) | undefined;
  logError?: ((message: string, error?: unknown) => void) | undefined;
}

/**
 * What each mail queue's delivery is given: its store (the queue's claim / result functions), a sender whose
 * idempotency keys name the queue's mails, and the clock and log (tests pass their own).
 */
export type MailQueueDeliveryOptions = Pick<
  MailQueueDelivery<unknown>,
  'store' | 'sendEmail' | 'now' | 'logError'
>;

/** drainMailQueue with the sweep's limits: at most 50 mails or 60 s, the clock, errors to the console. */
export function deliverMailQueue<T>(options: MailQueueDelivery<T>): Promise<MailQueueReport> {
  return drainMailQueue({
    ...options,
    now: options.now ?? (() => new Date()),
    maxItems: 50,
    budgetMs: 60_000,
    logError: options.logError ?? ((message, error) => console.error(message, error)),
  });
}
