/**
 * The outbox's state machine. A record is written before any network call and is then driven forward
 * by whoever flushes: the page that queued it, another tab, or the service worker's Background Sync.
 *
 *   insert ── acknowledged ─────────────────▶ removed, `sent` receipt; then one call of the function
 *     │                                          (fast path; the server mails every stored row anyway)
 *     ├─ backend refused (4xx, 500) ────────▶ removed, `failed` receipt (the spec's error path)
 *     └─ unreachable (offline, timeout, lost ▶ stays, retried after a backoff (a 429 waits at least
 *        response, 502/503/504) or 429          RATE_LIMIT_WAIT_MS)
 *
 * Everything runs under the Web Lock, so one message is never sent by two contexts at once.
 */
import { backoffDelay } from './outbox-backoff';
import { withOutboxLock } from './outbox-lock';
import type { OutboxStore } from './outbox-store';
import { isRetryable, RATE_LIMITED, type OutboxTransport } from './outbox-transport';

/** After a 429 the next attempt waits at least this long (the limits count in 10-minute windows). */
export const RATE_LIMIT_WAIT_MS = 60_000;

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
  /** Whether the backend could not be reached (or asked us to wait). */
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

  // The records are read only now, under the lock: what another context delivered is gone.
  for (const record of await store.list()) {
    // Once the backend proved unreachable, or the browser knows it is offline, nothing else is tried.
    if (report.unreachable || !isOnline()) break;
    if (!force && record.nextAttemptAt > now()) continue;

    if (record.stage === 'notify') {
      // Left by an earlier version: the row is stored; one call of the fast path, then it leaves.
      await transport.sendNotification(record.id);
      await store.remove(record.id);
      continue;
    }
    const result = await transport.insertSubmission(record.row);
    if (result.ok) {
      await store.markInserted(record, now());
      report.inserted.push(record.id);
      const notified = await transport.sendNotification(record.id);
      if (!notified.ok) console.info('send-contact-email will be retried by the server', notified);
    } else if (isRetryable(result)) {
      report.unreachable = true;
      const attempts = record.attempts + 1;
      const wait = Math.max(
        backoffDelay(attempts, random),
        result.status === RATE_LIMITED ? RATE_LIMIT_WAIT_MS : 0,
      );
      await store.put({ ...record, attempts, nextAttemptAt: now() + wait, lastError: result.message });
    } else {
      console.error('Contact message refused by the backend', result);
      await store.markFailed(record.id, result.message, now());
      report.refused.push(record.id);
    }
  }

  const remaining = await store.list();
  report.remaining = remaining.length;
  report.nextAttemptAt = remaining.length
    ? Math.min(...remaining.map((record) => record.nextAttemptAt))
    : null;
  return report;
}
