/**
 * The outbox's state machine. A record is written before any network call and is then driven forward
 * by whoever flushes: the page that queued it, another tab, or the service worker's Background Sync.
 *
 *   insert ── challenge solved (see below), ────▶ removed, `sent` receipt; then one call of the function
 *     │       insert acknowledged                    (fast path; the server mails every stored row anyway)
 *     ├─ the data refused (400/409/422 ────────▶ removed, `failed` receipt keeping the text (the spec's
 *     │  naming it)                                  error path)
 *     └─ anything else: no answer, 401, 403, ──▶ stays, with why it waits; retried after a backoff and at
 *        404, 408, 429, 5xx                          once on every visit, reconnect and visible page
 *                                                    (outbox-failure.ts, outbox-retry-policy.ts)
 *
 * The challenge (supabase/README.md, "The challenge"): a record carries the one the visitor's form had
 * fetched. Before its insert it is solved (`ChallengeSource.solve`: a Web Worker in pages, the worker's
 * own thread in the service worker) and the solution stored with the record, so that every retry sends
 * the same one. When the record has no challenge, or it expires within CHALLENGE_EXPIRY_MARGIN_MS (a
 * message that waited offline for days), a fresh one is fetched and solved first, since the device is
 * online then. While none can be had (no answer, 429, 5xx, …) the message waits and is retried like a
 * failed insert: the server keeps a row without a solution as spam, never as a lead.
 *
 * Everything runs under the Web Lock, so one message is never sent by two contexts at once.
 */
import {
  isChallengeUsable,
  type ChallengeFetch,
  type ContactChallenge,
} from '../challenge/contact-challenge';
import { withOutboxLock } from './outbox-lock';
import type { OutboxRecord } from './outbox-record';
import { afterFailedInsert } from './outbox-retry-policy';
import type { OutboxStore } from './outbox-store';
import type { OutboxTransport, TransportResult } from './outbox-transport';

/** Where the outbox gets and solves challenges (fetchChallenge, and the solver of its context). */
export interface ChallengeSource {
  fetch(): Promise<ChallengeFetch>;
  /** The `altcha_payload`, or null when it could not be solved. */
  solve(challenge: ContactChallenge): Promise<string | null>;
}

export interface FlushOptions {
  store: OutboxStore;
  transport: OutboxTransport;
  challenges: ChallengeSource;
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
  /** Records whose attempt failed in this flush: they stay, with why (`lastFailure`). */
  failed: string[];
  /** Whether the backend did not take a message (no answer, or an answer that is no refusal): later ones wait too. */
  unreachable: boolean;
  /** Records still in the outbox afterwards. */
  remaining: number;
  /** Earliest time a remaining record is due again, or null. */
  nextAttemptAt: number | null;
}

export function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export function flushOutbox(options: FlushOptions): Promise<FlushReport> {
  return withOutboxLock(() => flushLocked(options));
}

/** The row with the challenge's solution, or without any (a stale one removed) when it could not be solved. */
function withPayload(record: OutboxRecord, payload: string | null): OutboxRecord {
  const solved = <R extends { altcha_payload?: string }>({ altcha_payload: _stale, ...row }: R) =>
    payload ? { ...row, altcha_payload: payload } : row;
  if (record.kind === 'alert') return { ...record, row: solved(record.row) };
  if (record.kind === 'viewing') return { ...record, row: solved(record.row) };
  return { ...record, row: solved(record.row) };
}

/**
 * The record with a solution of a usable challenge (stored before it is sent), or the failure to reach
 * the backend for a fresh challenge.
 */
async function withSolution(
  record: OutboxRecord,
  { store, challenges }: Pick<FlushOptions, 'store' | 'challenges'>,
  now: number,
): Promise<
  { ok: true; record: OutboxRecord } | { ok: false; result: Extract<TransportResult, { ok: false }> }
> {
  const usable = isChallengeUsable(record.challenge, now) ? record.challenge : undefined;
  if (usable && record.row.altcha_payload) return { ok: true, record };
  let challenge = usable;
  if (!challenge) {
    const fetched = await challenges.fetch();
    // The server stores a row without a solution as spam: the message waits, like a failed insert.
    if (!fetched.ok)
      return { ok: false, result: { ok: false, status: fetched.status, message: fetched.message } };
    challenge = fetched.challenge;
  }
  const payload = await challenges.solve(challenge).catch((error: unknown) => {
    console.error('The contact challenge could not be solved', error);
    return null;
  });
  const solved = { ...withPayload(record, payload), challenge };
  await store.put(solved);
  return { ok: true, record: solved };
}

async function flushLocked({
  store,
  transport,
  challenges,
  force = false,
  now = Date.now,
  random = Math.random,
  isOnline = browserOnline,
}: FlushOptions): Promise<FlushReport> {
  const report: FlushReport = {
    inserted: [],
    refused: [],
    failed: [],
    unreachable: false,
    remaining: 0,
    nextAttemptAt: null,
  };

  // The records are read only now, under the lock: what another context delivered is gone.
  for (const stored of await store.list()) {
    // Once the backend proved unreachable, or the browser knows it is offline, nothing else is tried.
    if (report.unreachable || !isOnline()) break;
    if (!force && stored.nextAttemptAt > now()) continue;

    if (stored.stage === 'notify') {
      // Left by an earlier version: the row is stored; one call of the fast path, then it leaves.
      await transport.sendNotification(stored.id);
      await store.remove(stored.id);
      continue;
    }
    const prepared = await withSolution(stored, { store, challenges }, now());
    const record = prepared.ok ? prepared.record : stored;
    const result = prepared.ok ? await transport.insertRow(record) : prepared.result;
    if (result.ok) {
      await store.markInserted(record, now());
      report.inserted.push(record.id);
      // An alert sign-up's or a booking's confirmation mail is made by the database's insert trigger.
      if (record.kind === 'alert' || record.kind === 'viewing') continue;
      const notified = await transport.sendNotification(record.id);
      if (!notified.ok) console.info('send-contact-email will be retried by the server', notified);
      continue;
    }
    const verdict = afterFailedInsert(record, result, now(), { online: isOnline(), random });
    if (verdict.kind === 'refuse') {
      console.error('Outbox entry refused by the backend', record.kind ?? 'contact', result);
      await store.markFailed(record, result.message, now(), result.code);
      report.refused.push(record.id);
      continue;
    }
    await store.put(verdict.record);
    report.unreachable = true;
    report.failed.push(record.id);
  }

  const remaining = await store.list();
  report.remaining = remaining.length;
  report.nextAttemptAt = remaining.length
    ? Math.min(...remaining.map((record) => record.nextAttemptAt))
    : null;
  return report;
}
