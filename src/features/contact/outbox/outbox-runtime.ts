/**
 * The outbox in a page (loaded by outbox.ts, never during server rendering). It flushes
 *  - on start (messages left from an earlier visit),
 *  - on `online`, and when the page becomes visible again (phones freeze background tabs),
 *  - on a backoff timer while messages wait,
 *  - when another context announces a change on the outbox channel,
 * and asks the service worker for a Background Sync, so that a message is also sent when the visitor
 * has closed the site before the connection came back (Chromium; elsewhere the next visit sends it).
 * All flushes take the Web Lock (outbox-lock.ts), so tabs and the worker never double up.
 *
 * It keeps the `contactMessages` list in step with the receipts, whichever context delivered the
 * message, and tells its subscribers when a message this page queued went out or was refused.
 * Without IndexedDB (private modes, blocked storage) it sends directly and keeps nothing.
 */
import * as v from 'valibot';

import { CONTACT_OUTBOX_QUEUED_EVENT } from '@/lib/storage-keys';
import { getVisitorBackend } from '@/lib/supabase/visitor-backend';

import { alertSubscriptionRow } from '../alerts/alert-rules';
import { fetchChallenge, type ContactChallenge } from '../challenge/contact-challenge';
import { solveInWorker } from '../challenge/solve-in-worker';
import { toContactRow } from '../model/contact-form-values';
import type { Delivery, StoredMessage } from '../stored-messages/stored-message';
import {
  addStoredMessage,
  readStoredMessages,
  updateStoredDelivery,
} from '../stored-messages/stored-messages-store';
import { flushOutbox, type ChallengeSource } from './flush-outbox';
import { announceOutboxChange, openOutboxChannel } from './outbox-channel';
import { isRetryable, waitingOf } from './outbox-failure';
import type {
  Outbox,
  OutboxEvent,
  OutboxChange,
  OutboxKind,
  OutgoingAlert,
  OutgoingMessage,
  OutgoingViewing,
  SendOutcome,
} from './outbox-interface';
import {
  viewingRowSchema,
  type AlertRow,
  type ContactRow,
  type OutboxEntry,
  type OutboxReceipt,
  type OutboxRecord,
  type ViewingRow,
} from './outbox-record';
import { dueNow } from './outbox-retry-policy';
import { openOutboxStore, type OutboxStore } from './outbox-store';
import type { OutboxTransport } from './outbox-transport';
import { outcomeOf, queueAndSend } from './queue-and-send';
import { createSupabaseTransport } from './supabase-transport';

/** The earliest a backoff timer fires, so that records due at once cannot make the page spin. */
const MIN_TIMER_MS = 250;

function deliveryOf(receipt: OutboxReceipt): Delivery {
  return receipt.outcome === 'sent'
    ? { state: 'sent', sentAt: new Date(receipt.at).toISOString() }
    : { state: 'failed', error: receipt.error };
}

function changeOf(receipt: OutboxReceipt): OutboxChange {
  return receipt.outcome === 'sent'
    ? { type: 'delivered', id: receipt.id }
    : { type: 'refused', id: receipt.id, error: receipt.error, code: receipt.code };
}

/** Challenges in a page: fetched with fetch, solved in a Web Worker (never on the main thread). */
const PAGE_CHALLENGES: ChallengeSource = { fetch: () => fetchChallenge(), solve: solveInWorker };

function storedEntry(row: ContactRow, subject: string): Omit<StoredMessage, 'delivery'> {
  return {
    id: row.id,
    subject,
    timestamp: new Date().toISOString(),
    name: row.name,
    email: row.email,
    ...(row.phone ? { phone: row.phone } : {}),
    message: row.message,
  };
}

function rowOf(message: OutgoingMessage): ContactRow {
  return toContactRow(message.values, crypto.randomUUID(), {
    fillMs: message.fillMs,
    honeypot: message.honeypot,
  });
}

/** The sign-up's row, without a solution yet (the outbox solves the challenge before the insert). */
function alertRowOf({ signup, honeypot }: OutgoingAlert): AlertRow {
  const { altcha_payload: _none, ...row } = alertSubscriptionRow(signup, { honeypot, altchaPayload: null });
  return row;
}

/** The row with the solution of the form's challenge, or of a fresh one (none if neither can be had). */
async function solvedDirectly<Row extends object>(
  row: Row,
  cached: ContactChallenge | undefined,
): Promise<Row> {
  const fetched = cached ? null : await PAGE_CHALLENGES.fetch();
  const challenge = cached ?? (fetched?.ok ? fetched.challenge : undefined);
  const payload = challenge ? await PAGE_CHALLENGES.solve(challenge) : null;
  return payload ? { ...row, altcha_payload: payload } : row;
}

/** What one direct insert (without IndexedDB) means for the visitor. */
function insertedOnce(result: Awaited<ReturnType<OutboxTransport['insertRow']>>): SendOutcome {
  if (result.ok) return { kind: 'sent' };
  return isRetryable(result, navigator.onLine)
    ? { kind: 'unreachable' }
    : { kind: 'refused', message: result.message, code: result.code };
}

/** Without IndexedDB: the insert and the notification, once, and nothing kept on the device. */
function createDirectOutbox(transport: OutboxTransport): Outbox {
  return {
    keepsCopies: false,
    async send(message) {
      const row = await solvedDirectly(rowOf(message), message.challenge);
      const result = await transport.insertRow({ kind: 'contact', row });
      if (result.ok) {
        void transport.sendNotification(row.id);
        addStoredMessage({
          ...storedEntry(row, message.subject),
          delivery: { state: 'sent', sentAt: new Date().toISOString() },
        });
        return { kind: 'sent' };
      }
      return isRetryable(result, navigator.onLine)
        ? { kind: 'unreachable' }
        : { kind: 'refused', message: result.message };
    },
    async watch(alert) {
      const row = await solvedDirectly(alertRowOf(alert), alert.challenge);
      return insertedOnce(await transport.insertRow({ kind: 'alert', row }));
    },
    async book(viewing) {
      const row: ViewingRow = await solvedDirectly(viewing.row, viewing.challenge);
      return insertedOnce(await transport.insertRow({ kind: 'viewing', row }));
    },
    refusedBooking: () => Promise.resolve(null),
    subscribe: () => () => undefined,
    retry: () => Promise.resolve(),
    outcome: () => Promise.resolve(null),
  };
}

function createQueueingOutbox(store: OutboxStore, transport: OutboxTransport): Outbox {
  const channel = openOutboxChannel();
  const listeners = new Set<(event: OutboxEvent) => void>();
  /** Entries this page queued and not yet delivered or refused, with what its listeners were last told. */
  const waiting = new Map<string, { kind: OutboxKind; told: string }>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const tell = (change: OutboxChange) => {
    const entry = waiting.get(change.id);
    if (entry === undefined) return;
    if (change.type === 'waiting') {
      const now = JSON.stringify(change.waiting);
      if (now === entry.told) return;
      waiting.set(change.id, { ...entry, told: now });
    } else {
      waiting.delete(change.id);
    }
    for (const listener of listeners) listener({ kind: entry.kind, ...change });
  };

  /** From now on this page tells what becomes of a record it did not queue (told: the wait it shows now). */
  const watch = (record: OutboxRecord) => {
    if (waiting.has(record.id)) return;
    waiting.set(record.id, {
      kind: record.kind ?? 'contact',
      told: JSON.stringify(waitingOf(record, navigator.onLine)),
    });
  };

  /** What waited before this page (an earlier visit, another tab) is told here too, once it is settled. */
  async function adoptEarlierEntries() {
    for (const record of await store.list()) if (record.stage === 'insert') watch(record);
    // Settled while no page watched (the worker sent it): its entry in the list still says waiting.
    const listed = new Map(readStoredMessages().map((message) => [message.id, message.delivery?.state]));
    for (const receipt of await store.receipts()) {
      if (listed.get(receipt.id) !== 'queued') continue;
      waiting.set(receipt.id, { kind: receipt.kind ?? 'contact', told: '' });
    }
  }

  /** Shows what became of messages, whichever context sent them: receipts, and why the others wait. */
  async function applyOutcomes() {
    for (const receipt of await store.receipts()) {
      updateStoredDelivery(receipt.id, deliveryOf(receipt));
      tell(changeOf(receipt));
    }
    for (const record of await store.list()) {
      if (record.stage !== 'insert') continue;
      // No connection now overrides the server's last answer.
      const why = waitingOf(record, navigator.onLine);
      updateStoredDelivery(record.id, { state: 'queued', ...why });
      tell({ type: 'waiting', id: record.id, waiting: why });
    }
  }

  async function scheduleNextAttempt() {
    clearTimeout(timer);
    const records = await store.list();
    if (!records.length) return;
    // A worker with Background Sync sends it even if this page is closed first (features/pwa listens).
    window.dispatchEvent(new Event(CONTACT_OUTBOX_QUEUED_EVENT));
    // Offline, a timer could send nothing: the `online` event flushes at once.
    if (!navigator.onLine) return;
    const due = Math.min(...records.map((record) => record.nextAttemptAt));
    timer = setTimeout(() => void flush(false), Math.max(MIN_TIMER_MS, due - Date.now()));
  }

  /** Something changed (here or, announced on the channel, elsewhere): show it and plan the next try. */
  async function changed(announce: boolean) {
    if (announce) announceOutboxChange(channel);
    await applyOutcomes();
    await scheduleNextAttempt();
  }

  async function flush(force: boolean) {
    try {
      const report = await flushOutbox({ store, transport, challenges: PAGE_CHALLENGES, force });
      await changed(report.inserted.length + report.refused.length + report.failed.length > 0);
    } catch (error) {
      console.error('Outbox flush failed', error);
      await scheduleNextAttempt();
    }
  }

  /** Queues the entry and sends it; `kept` runs unless the backend refused it (then nothing was kept). */
  async function queue(
    entry: OutboxEntry,
    challenge: ContactChallenge | undefined,
    kept: (outcome: Exclude<SendOutcome, { kind: 'refused' }>) => void,
  ): Promise<SendOutcome> {
    const outcome = await queueAndSend(entry, challenge, { store, transport, challenges: PAGE_CHALLENGES });
    if (outcome.kind !== 'refused') kept(outcome);
    if (outcome.kind === 'queued') {
      waiting.set(entry.row.id, { kind: entry.kind ?? 'contact', told: JSON.stringify(outcome.waiting) });
      // Ask the browser not to evict the waiting entry under storage pressure.
      void navigator.storage?.persist?.().catch(() => false);
    }
    await changed(outcome.kind === 'sent');
    return outcome;
  }

  window.addEventListener('online', () => void flush(true));
  // The list says "no connection" at once, rather than the last answer of the server.
  window.addEventListener('offline', () => void changed(false));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void flush(true);
  });
  channel?.addEventListener('message', () => void changed(false));
  void store
    .pruneReceipts(Date.now())
    .then(adoptEarlierEntries)
    .then(() => flush(true));

  return {
    keepsCopies: true,
    send(message) {
      const row = rowOf(message);
      return queue({ kind: 'contact', row }, message.challenge, (outcome) => {
        const waits = outcome.kind === 'queued' ? outcome.waiting : {};
        addStoredMessage({ ...storedEntry(row, message.subject), delivery: { state: 'queued', ...waits } });
      });
    },
    watch(alert) {
      return queue({ kind: 'alert', row: alertRowOf(alert) }, alert.challenge, () => undefined);
    },
    book({ row, challenge }: OutgoingViewing) {
      return queue({ kind: 'viewing', row }, challenge, () => undefined);
    },
    async refusedBooking(id) {
      const receipt = await store.receipt(id);
      if (receipt?.outcome !== 'failed' || receipt.kind !== 'viewing' || !receipt.row) return null;
      const parsed = v.safeParse(viewingRowSchema, receipt.row);
      return parsed.success ? { row: parsed.output, code: receipt.code } : null;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async retry(id) {
      const record = await store.get(id);
      if (!record) return;
      await store.put(dueNow(record));
      watch(record);
      announceOutboxChange(channel);
      await flush(true);
    },
    async outcome(id) {
      const now = await outcomeOf(store, id, navigator.onLine);
      const kind =
        (await store.get(id))?.kind ?? (await store.receipt(id))?.kind ?? waiting.get(id)?.kind ?? 'contact';
      if (now.kind === 'queued') return { kind, type: 'waiting', id, waiting: now.waiting };
      if (now.kind === 'refused') return { kind, type: 'refused', id, error: now.message };
      return { kind, type: 'delivered', id };
    },
  };
}

export async function createOutbox(): Promise<Outbox> {
  const transport = createSupabaseTransport(getVisitorBackend);
  // Load the clients now rather than at the first attempt: a message written offline would otherwise
  // wait for them to be loaded and compiled right after the reconnect.
  void getVisitorBackend().catch(() => undefined);
  let store: OutboxStore;
  try {
    store = await openOutboxStore();
  } catch (error) {
    console.warn('The contact outbox cannot use IndexedDB; messages are sent directly', error);
    return createDirectOutbox(transport);
  }
  return createQueueingOutbox(store, transport);
}
