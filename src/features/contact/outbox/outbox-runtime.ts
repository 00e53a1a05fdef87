/**
 * The outbox in a page: one instance per page, started after hydration (never during server
 * rendering). It flushes
 *  - on app start (messages left from an earlier visit),
 *  - on `online`, and when the page becomes visible again (phones freeze background tabs),
 *  - on a backoff timer while messages wait,
 * and asks the service worker for a Background Sync, so that a message is also sent when the
 * visitor has closed the site before the connection came back (Chromium; elsewhere the next visit
 * sends it). All flushes take the Web Lock (outbox-lock.ts), so tabs and the worker never double up.
 *
 * It also keeps the `contactMessages` list in step with the receipts (sent / refused), whichever
 * context delivered the message, and tells this page's UI when a message it queued went out.
 */
import { CONTACT_OUTBOX_QUEUED_EVENT } from '@/lib/storage-keys';
import { getSupabase } from '@/lib/supabase/supabase-client';

import type { Delivery, StoredMessage } from '../stored-messages/stored-message';
import { addStoredMessage, updateStoredDelivery } from '../stored-messages/stored-messages-store';
import { flushOutbox } from './flush-outbox';
import { announceOutboxChange, openOutboxChannel } from './outbox-channel';
import { emitOutboxEvent, type OutboxEvent } from './outbox-events';
import type { ContactRow, OutboxReceipt } from './outbox-record';
import { openOutboxStore, RECEIPT_RETENTION_MS } from './outbox-store';
import { sendContactMessage, type SendOutcome } from './send-contact-message';
import { createSupabaseTransport } from './supabase-transport';

/** The earliest a backoff timer fires, so that records due at once cannot make the page spin. */
const MIN_TIMER_MS = 250;

export interface OutboxRuntime {
  /** Queues and sends one message; on success or queueing it joins the stored-messages list. */
  send(row: ContactRow, entry: Omit<StoredMessage, 'delivery'>): Promise<SendOutcome>;
}

function deliveryOf(receipt: OutboxReceipt): Delivery {
  return receipt.outcome === 'sent'
    ? { state: 'sent', sentAt: new Date(receipt.at).toISOString() }
    : { state: 'failed', error: receipt.error };
}

async function createOutboxRuntime(): Promise<OutboxRuntime> {
  const store = await openOutboxStore();
  const transport = createSupabaseTransport(getSupabase);
  // Load supabase-js now rather than at the first attempt: a message written offline would
  // otherwise wait for it to be loaded and compiled right after the reconnect.
  void getSupabase().catch(() => undefined);
  const channel = openOutboxChannel();
  const waiting = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function applyReceipts() {
    for (const receipt of await store.receipts()) {
      updateStoredDelivery(receipt.id, deliveryOf(receipt));
      if (!waiting.delete(receipt.id)) continue;
      const event: OutboxEvent =
        receipt.outcome === 'sent'
          ? { type: 'delivered', id: receipt.id }
          : { type: 'refused', id: receipt.id, error: receipt.error };
      emitOutboxEvent(event);
    }
  }

  async function scheduleNextAttempt() {
    clearTimeout(timer);
    const records = await store.list();
    if (!records.length) return;
    // A worker with Background Sync sends it even if this page is closed first.
    window.dispatchEvent(new Event(CONTACT_OUTBOX_QUEUED_EVENT));
    // Offline, a timer could send nothing: the `online` event flushes at once.
    if (!navigator.onLine) return;
    const due = Math.min(...records.map((record) => record.nextAttemptAt));
    timer = setTimeout(() => void flush(false), Math.max(MIN_TIMER_MS, due - Date.now()));
  }

  async function flush(force: boolean) {
    try {
      const report = await flushOutbox({ store, transport, force });
      if (report.inserted.length || report.refused.length) announceOutboxChange(channel);
      await applyReceipts();
    } catch (error) {
      console.error('Outbox flush failed', error);
    }
    await scheduleNextAttempt();
  }

  window.addEventListener('online', () => void flush(true));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void flush(true);
  });
  channel?.addEventListener('message', () => {
    void applyReceipts().then(scheduleNextAttempt);
  });

  await store.pruneReceipts(Date.now() - RECEIPT_RETENTION_MS);
  void flush(true);

  return {
    async send(row, entry) {
      const outcome = await sendContactMessage(row, { store, transport });
      if (outcome.kind !== 'refused') {
        addStoredMessage({ ...entry, delivery: { state: 'queued' } });
        if (outcome.kind === 'queued') waiting.add(row.id);
        else announceOutboxChange(channel);
        await applyReceipts();
      }
      await scheduleNextAttempt();
      return outcome;
    },
  };
}

let runtime: Promise<OutboxRuntime> | null = null;

/** The page's outbox, started once. */
export function startOutboxRuntime(): Promise<OutboxRuntime> {
  runtime ??= createOutboxRuntime().catch((error: unknown) => {
    runtime = null; // e.g. IndexedDB unavailable: the next call tries again
    throw error;
  });
  return runtime;
}
