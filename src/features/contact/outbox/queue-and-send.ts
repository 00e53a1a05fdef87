import type { ContactChallenge } from '../challenge/contact-challenge';
import { browserOnline, flushOutbox, type ChallengeSource } from './flush-outbox';
import { waitingOf } from './outbox-failure';
import type { SendOutcome } from './outbox-interface';
import type { OutboxEntry } from './outbox-record';
import type { OutboxStore } from './outbox-store';
import type { OutboxTransport } from './outbox-transport';

/**
 * Writes the entry (a message, an alert sign-up) to the outbox first, then flushes (under the Web Lock).
 * If another context held the lock and delivered it meanwhile, the outcome is read from its receipt.
 */
export async function queueAndSend(
  entry: OutboxEntry,
  challenge: ContactChallenge | undefined,
  {
    store,
    transport,
    challenges,
    now = Date.now,
    isOnline = browserOnline,
  }: {
    store: OutboxStore;
    transport: OutboxTransport;
    challenges: ChallengeSource;
    now?: () => number;
    isOnline?: () => boolean;
  },
): Promise<SendOutcome> {
  const id = entry.row.id;
  await store.put({
    ...entry,
    id,
    stage: 'insert',
    queuedAt: now(),
    attempts: 0,
    nextAttemptAt: 0,
    ...(challenge ? { challenge } : {}),
  });
  await flushOutbox({ store, transport, challenges, now, isOnline });
  return outcomeOf(store, id, isOnline());
}

export async function outcomeOf(store: OutboxStore, id: string, online: boolean): Promise<SendOutcome> {
  const record = await store.get(id);
  if (record) {
    return record.stage === 'insert'
      ? { kind: 'queued', id, waiting: waitingOf(record, online) }
      : { kind: 'sent' };
  }
  const receipt = await store.receipt(id);
  if (receipt?.outcome === 'failed') return { kind: 'refused', message: receipt.error, code: receipt.code };
  // Gone without a failed receipt: its insert was acknowledged (by this or another context).
  return { kind: 'sent' };
}
