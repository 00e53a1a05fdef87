/**
 * The outbox's state machine. A record is written before any network call (stage `insert`) and is
 * then driven forward by whoever flushes: the page that queued it, another tab, or the service
 * worker's Background Sync. Per record:
 *
 *   insert ── acknowledged ──────────────▶ notify ── answered (ok or not) ──▶ removed
 *     │  └─ backend refused (4xx, 500) ──▶ removed, `failed` receipt (the spec's error path)
 *     └─ unreachable (offline, timeout,   ▶ stays, retried after a backoff
 *        lost response, 502/503/504)
 *
 * A `notify` that cannot reach the backend is retried a few times (the mail API deduplicates by the
 * submission id); any answer from the function ends it: a non-ok one is only logged (spec §7 call 3).
 * Everything runs under the Web Lock, so one message is never sent by two contexts at once.
 */
import { backoffDelay } from './outbox-backoff';
import { withOutboxLock } from './outbox-lock';
import type { OutboxRecord } from './outbox-record';
import type { OutboxStore } from './outbox-store';
import { isRetryable, type OutboxTransport } from './outbox-transport';

/** After this many unreachable attempts at the notification, the mail is given up (the row is stored). */
export const NOTIFY_MAX_ATTEMPTS = 5;

export interface FlushOptions {
  store: OutboxStore;
  transport: OutboxTransport;
  /** Attempt every record now, ignoring backoff (app start, `online`, page visible, Background Sync). */
  force?: boolean;
  now?: () => number;
  random?: () => number;
  isOnline?: () => boolean;
}

export interface FlushReport {
  /** Records whose insert was acknowledged in this flush. */
  inserted: string[];
  /** Records the backend refused (removed, with a `failed` receipt). */
  refused: string[];
  /** Whether the backend could not be reached. */
  unreachable: boolean;
  /** Records still in the outbox afterwards. */
  remaining: number;
  /** Earliest time a remaining record is due again, or null. */
  nextAttemptAt: number | null;
}

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export function flushOutbox(options: FlushOptions): Promise<FlushReport> {
  return withOutboxLock(() => flushLocked(options));
}

async function flushLocked({
  store,
  transport,
  force = false,
  now = Date.now,
  random = Math.random,
  isOnline = browserOnline,
}: FlushOptions): Promise<FlushReport> {
  const report: FlushReport = {
    inserted: [],
    refused: [],
    unreachable: false,
    remaining: 0,
    nextAttemptAt: null,
  };

  const defer = async (record: OutboxRecord, error: string) => {
    const attempts = record.attempts + 1;
    await store.put({
      ...record,
      attempts,
      nextAttemptAt: now() + backoffDelay(attempts, random),
      lastError: error,
    });
  };

  // The records are read only now, under the lock: what another context delivered is gone.
  for (const record of await store.list()) {
    // Once the backend proved unreachable, or the browser knows it is offline, nothing else is tried.
    if (report.unreachable || !isOnline()) break;
    if (!force && record.nextAttemptAt > now()) continue;

    let current = record;
    if (current.stage === 'insert') {
      const result = await transport.insertSubmission(current.row);
      if (result.ok) {
        await store.markInserted(current, now());
        report.inserted.push(current.id);
        current = { ...current, stage: 'notify', attempts: 0, nextAttemptAt: 0 };
      } else if (isRetryable(result)) {
        report.unreachable = true;
        await defer(current, result.message);
        continue;
      } else {
        console.error('Contact message refused by the backend', result);
        await store.markFailed(current.id, result.message, now());
        report.refused.push(current.id);
        continue;
      }
    }

    const notified = await transport.sendNotification(current.row);
    if (notified.ok) {
      await store.remove(current.id);
    } else if (isRetryable(notified) && current.attempts + 1 < NOTIFY_MAX_ATTEMPTS) {
      report.unreachable = true;
      await defer(current, notified.message);
    } else {
      // Spec §7 call 3 / §8: a failed notification is logged only; the message itself is stored.
      console.error('send-contact-email failed', notified);
      await store.remove(current.id);
    }
  }

  const remaining = await store.list();
  report.remaining = remaining.length;
  report.nextAttemptAt = remaining.length
    ? Math.min(...remaining.map((record) => record.nextAttemptAt))
    : null;
  return report;
}
