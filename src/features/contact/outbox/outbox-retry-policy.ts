/**
 * What the outbox does after an insert that did not succeed (flush-outbox.ts applies it). The answer is
 * classified first (outbox-failure.ts):
 *
 *   a refusal of the data (400/409/422 naming it)  ▶ refused: final, the visitor sees why; the receipt
 *                                                     keeps the text
 *   anything else (no answer, 401, 403, 404, 408,  ▶ stays on the device, retried after a backoff, and at
 *   429, 5xx, …)                                      once on every later visit, reconnect and visible page,
 *                                                     without limit; from the TRY_AGAIN_AFTER_FAILURES-th
 *                                                     failure on the visitor is also offered "Try again"
 *   429 (rate limit)                                ▶ as above, but at least RATE_LIMIT_WAIT_MS later
 *
 * The row's id makes every retry idempotent (INSERT … ON CONFLICT (id) DO NOTHING), so a retry after a
 * lost response never stores a message twice.
 */
import { TRY_AGAIN_AFTER_FAILURES } from '../stored-messages/stored-message';
import { backoffDelay } from './outbox-backoff';
import { classifyFailure, RATE_LIMITED, type FailedResult } from './outbox-failure';
import type { OutboxRecord } from './outbox-record';

export { TRY_AGAIN_AFTER_FAILURES };

/** After a 429 the next attempt waits at least this long (the limits count in 10-minute windows). */
export const RATE_LIMIT_WAIT_MS = 60_000;

export type FailureVerdict =
  /** Try again at `record.nextAttemptAt` (the record as it is to be stored). */
  | { kind: 'retry'; record: OutboxRecord }
  /** The backend refused the data: the message leaves the outbox with a `failed` receipt. */
  | { kind: 'refuse' };

export function afterFailedInsert(
  record: OutboxRecord,
  result: FailedResult,
  now: number,
  { online = true, random = Math.random }: { online?: boolean; random?: () => number } = {},
): FailureVerdict {
  const failure = classifyFailure(result, online);
  if (failure.final) return { kind: 'refuse' };
  const attempts = record.attempts + 1;
  const wait = Math.max(
    backoffDelay(attempts, random),
    result.status === RATE_LIMITED ? RATE_LIMIT_WAIT_MS : 0,
  );
  return {
    kind: 'retry',
    record: {
      ...record,
      attempts,
      nextAttemptAt: now + wait,
      lastError: result.message || `HTTP ${result.status}`,
      lastFailure: { reason: failure.reason, status: result.status, at: now },
    },
  };
}

/** The visitor's "Try again": due at once; the count of failures stays (it only grows the backoff). */
export function dueNow(record: OutboxRecord): OutboxRecord {
  return { ...record, nextAttemptAt: 0 };
}
