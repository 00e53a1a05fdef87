/**
 * What the outbox does after an insert that did not succeed (flush-outbox.ts applies it):
 *
 *   no answer (status 0: offline, DNS, timeout,  ▶ retry after a backoff, without limit: the message was
 *   a lost response)                                 written for "sent once the device is online again";
 *                                                    `online`, a visible page and Background Sync retry at once
 *   429 (rate limit)                             ▶ retry after at least RATE_LIMIT_WAIT_MS, without limit
 *   408, 500, 502, 503, 504 (a failing server)   ▶ retry after a backoff; the MAX_SERVER_ERRORS-th such
 *                                                    answer holds the message: kept on the device, shown as
 *                                                    not sent with a Retry button, no more automatic tries
 *   any other answer (400 check constraint, …)   ▶ refused: final, the visitor sees why
 *
 * The row's id makes every retry idempotent (INSERT … ON CONFLICT (id) DO NOTHING), so a retry after a
 * lost response never stores a message twice.
 */
import { backoffDelay } from './outbox-backoff';
import type { OutboxRecord } from './outbox-record';
import { isRetryable, RATE_LIMITED, SERVER_ERROR_STATUSES, type TransportResult } from './outbox-transport';

/** After a 429 the next attempt waits at least this long (the limits count in 10-minute windows). */
export const RATE_LIMIT_WAIT_MS = 60_000;

/** Answers of a failing server before a message waits for the visitor's Retry (about 8 s of backoff). */
export const MAX_SERVER_ERRORS = 5;

export type FailureVerdict =
  /** Try again at `record.nextAttemptAt` (the record as it is to be stored). */
  | { kind: 'retry'; record: OutboxRecord }
  /** No more automatic attempts: the record as it is to be stored (with `heldAt`). */
  | { kind: 'hold'; record: OutboxRecord }
  /** The backend refused the data: the message leaves the outbox with a `failed` receipt. */
  | { kind: 'refuse' };

export function afterFailedInsert(
  record: OutboxRecord,
  result: Extract<TransportResult, { ok: false }>,
  now: number,
  random: () => number = Math.random,
): FailureVerdict {
  if (!isRetryable(result)) return { kind: 'refuse' };
  const attempts = record.attempts + 1;
  const serverErrors = (record.serverErrors ?? 0) + (SERVER_ERROR_STATUSES.has(result.status) ? 1 : 0);
  const failed = { ...record, attempts, serverErrors, lastError: result.message || `HTTP ${result.status}` };
  if (serverErrors >= MAX_SERVER_ERRORS) return { kind: 'hold', record: { ...failed, heldAt: now } };
  const wait = Math.max(
    backoffDelay(attempts, random),
    result.status === RATE_LIMITED ? RATE_LIMIT_WAIT_MS : 0,
  );
  return { kind: 'retry', record: { ...failed, nextAttemptAt: now + wait } };
}

/** The record as the visitor's Retry puts it back: due now, with a fresh allowance of attempts. */
export function requeued(record: OutboxRecord): OutboxRecord {
  const { heldAt: _held, ...rest } = record;
  return { ...rest, attempts: 0, serverErrors: 0, nextAttemptAt: 0 };
}
