// @vitest-environment node
import 'fake-indexeddb/auto';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { flushOutbox, RATE_LIMIT_WAIT_MS } from './flush-outbox';
import type { ContactRow } from './outbox-record';
import { openOutboxStore, type OutboxStore } from './outbox-store';
import type { OutboxTransport, TransportResult } from './outbox-transport';
import { sendContactMessage } from './send-contact-message';

const OK: TransportResult = { ok: true };
const unreachable = (status = 0): TransportResult => ({
  ok: false,
  status,
  message: `unreachable ${status}`,
});
const refused = (status: number, message: string): TransportResult => ({ ok: false, status, message });

/** A backend whose answers are scripted per call; it records what it "stored" like the real one. */
function scriptedBackend(inserts: TransportResult[] = [], notifications: TransportResult[] = []) {
  const rows = new Map<string, ContactRow>();
  const mails: string[] = [];
  const transport: OutboxTransport = {
    insertSubmission: vi.fn(async (row: ContactRow) => {
      const answer = inserts.shift() ?? OK;
      // A lost response: the database committed, the client never heard back.
      const lost = !answer.ok && answer.message === 'lost';
      if (answer.ok || lost) rows.set(row.id, row);
      return lost ? unreachable() : answer;
    }),
    sendNotification: vi.fn(async (id: string) => {
      const answer = notifications.shift() ?? OK;
      if (answer.ok) mails.push(id);
      return answer;
    }),
  };
  return { transport, rows, mails };
}

let counter = 0;
function row(): ContactRow {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    name: 'Zoë Łukasz',
    email: 'zoe@example.com',
    phone: '+49 30 1234',
    preferred_rooms: '2-room',
    message: 'Hello',
    gdpr_consent: true,
  };
}

let store: OutboxStore;
let dbName = '';
let clock = 1_000_000;
const now = () => clock;

beforeEach(async () => {
  dbName = `outbox-test-${Math.random()}`;
  store = await openOutboxStore(dbName);
  clock = 1_000_000;
});
afterEach(() => store.close());

describe('sendContactMessage', () => {
  it('writes the record before the first network call', async () => {
    const message = row();
    const { transport } = scriptedBackend();
    vi.mocked(transport.insertSubmission).mockImplementationOnce(async () => {
      expect(await store.get(message.id)).toMatchObject({ stage: 'insert', attempts: 0 });
      return OK;
    });
    expect(await sendContactMessage(message, { store, transport, now })).toEqual({ kind: 'sent' });
  });

  it('sends once online: one row, one mail, nothing left queued, a sent receipt', async () => {
    const message = row();
    const backend = scriptedBackend();
    expect(await sendContactMessage(message, { store, transport: backend.transport, now })).toEqual({
      kind: 'sent',
    });
    expect([...backend.rows.keys()]).toEqual([message.id]);
    expect(backend.mails).toEqual([message.id]);
    expect(await store.list()).toEqual([]);
    expect(await store.receipt(message.id)).toEqual({ id: message.id, outcome: 'sent', at: clock });
  });

  it.each([0, 502, 503, 504])(
    'keeps the message queued when the backend is unreachable (status %i)',
    async (status) => {
      const message = row();
      const backend = scriptedBackend([unreachable(status)]);
      expect(await sendContactMessage(message, { store, transport: backend.transport, now })).toEqual({
        kind: 'queued',
        id: message.id,
      });
      const [record] = await store.list();
      expect(record).toMatchObject({ id: message.id, stage: 'insert', attempts: 1 });
      expect(record!.nextAttemptAt).toBeGreaterThan(clock);
      expect(backend.transport.sendNotification).not.toHaveBeenCalled();
    },
  );

  it.each([
    [400, 'new row violates check constraint'],
    [401, 'permission denied'],
    [409, 'duplicate key'],
    [500, 'Internal server error'],
  ])(
    'takes the error path on a %i answer: nothing left queued, the message is reported',
    async (status, text) => {
      const message = row();
      const backend = scriptedBackend([refused(status, text)]);
      vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(await sendContactMessage(message, { store, transport: backend.transport, now })).toEqual({
        kind: 'refused',
        message: text,
      });
      expect(await store.list()).toEqual([]);
      expect(backend.rows.size).toBe(0);
      expect(backend.transport.sendNotification).not.toHaveBeenCalled();
    },
  );

  it('does not try the network while the browser is offline', async () => {
    const message = row();
    const backend = scriptedBackend();
    await store.put({
      id: message.id,
      row: message,
      stage: 'insert',
      queuedAt: clock,
      attempts: 0,
      nextAttemptAt: 0,
    });
    const report = await flushOutbox({ store, transport: backend.transport, now, isOnline: () => false });
    expect(report).toMatchObject({ remaining: 1, unreachable: false });
    expect(backend.transport.insertSubmission).not.toHaveBeenCalled();
  });
});

describe('flushOutbox', () => {
  async function queue(message: ContactRow, queuedAt = clock) {
    await store.put({
      id: message.id,
      row: message,
      stage: 'insert',
      queuedAt,
      attempts: 0,
      nextAttemptAt: 0,
    });
  }

  it('503 twice, then OK: one row, one mail, backoff grows between attempts', async () => {
    const message = row();
    const backend = scriptedBackend([unreachable(503), unreachable(503)]);
    await queue(message);
    const first = await flushOutbox({ store, transport: backend.transport, now, random: () => 0.5 });
    expect(first).toMatchObject({ unreachable: true, remaining: 1, nextAttemptAt: clock + 500 });

    // Not due yet: a timer flush leaves it alone.
    await flushOutbox({ store, transport: backend.transport, now, random: () => 0.5 });
    expect(backend.transport.insertSubmission).toHaveBeenCalledTimes(1);

    clock += 500;
    const second = await flushOutbox({ store, transport: backend.transport, now, random: () => 0.5 });
    expect(second.nextAttemptAt).toBe(clock + 1_000);
    clock += 1_000;
    const third = await flushOutbox({ store, transport: backend.transport, now });
    expect(third).toMatchObject({ inserted: [message.id], remaining: 0, unreachable: false });
    expect(backend.rows.size).toBe(1);
    expect(backend.mails).toEqual([message.id]);
  });

  it('a response lost after the commit, then a retry: the idempotent insert keeps one row', async () => {
    const message = row();
    const backend = scriptedBackend([refused(0, 'lost')]);
    await queue(message);
    await flushOutbox({ store, transport: backend.transport, now });
    expect(await store.list()).toHaveLength(1); // not acknowledged, so still queued
    await flushOutbox({ store, transport: backend.transport, now, force: true });
    expect(backend.transport.insertSubmission).toHaveBeenCalledTimes(2);
    expect(backend.rows.size).toBe(1);
    expect(backend.mails).toEqual([message.id]);
  });

  it('stops at the first unreachable answer and keeps the order of the queue', async () => {
    const [older, newer] = [row(), row()];
    await queue(newer, clock + 1);
    await queue(older, clock);
    const backend = scriptedBackend([unreachable()]);
    const report = await flushOutbox({ store, transport: backend.transport, now });
    expect(report.remaining).toBe(2);
    expect(backend.transport.insertSubmission).toHaveBeenCalledTimes(1);
    expect(vi.mocked(backend.transport.insertSubmission).mock.calls[0]![0].id).toBe(older.id);
  });

  it('a refused message does not block the ones behind it', async () => {
    const [bad, good] = [row(), row()];
    await queue(bad, clock);
    await queue(good, clock + 1);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const backend = scriptedBackend([refused(400, 'check constraint')]);
    const report = await flushOutbox({ store, transport: backend.transport, now });
    expect(report).toMatchObject({ refused: [bad.id], inserted: [good.id], remaining: 0 });
    expect(await store.receipt(bad.id)).toMatchObject({ outcome: 'failed', error: 'check constraint' });
  });

  it('calls the function once after the insert; its failure changes nothing (the server retries)', async () => {
    const message = row();
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const backend = scriptedBackend([], [unreachable(503)]);
    await queue(message);
    const report = await flushOutbox({ store, transport: backend.transport, now });
    expect(report).toMatchObject({ inserted: [message.id], remaining: 0, unreachable: false });
    expect(backend.transport.sendNotification).toHaveBeenCalledTimes(1);
    expect(backend.transport.sendNotification).toHaveBeenCalledWith(message.id);
    await flushOutbox({ store, transport: backend.transport, now, force: true });
    expect(backend.transport.sendNotification).toHaveBeenCalledTimes(1);
  });

  it('treats 429 as "try later": the message stays queued for at least a minute, and is never refused', async () => {
    const message = row();
    const backend = scriptedBackend([refused(429, 'Too many messages')]);
    await queue(message);
    const report = await flushOutbox({ store, transport: backend.transport, now, random: () => 0.5 });
    expect(report).toMatchObject({ refused: [], remaining: 1, nextAttemptAt: clock + RATE_LIMIT_WAIT_MS });
    clock += RATE_LIMIT_WAIT_MS;
    expect(await flushOutbox({ store, transport: backend.transport, now })).toMatchObject({
      inserted: [message.id],
    });
  });

  it('a record left at the old notify stage makes one fast-path call and leaves', async () => {
    const message = row();
    const backend = scriptedBackend([], [unreachable()]);
    await store.put({
      id: message.id,
      row: message,
      stage: 'notify',
      queuedAt: clock,
      attempts: 2,
      nextAttemptAt: 0,
    });
    await flushOutbox({ store, transport: backend.transport, now });
    expect(backend.transport.insertSubmission).not.toHaveBeenCalled();
    expect(backend.transport.sendNotification).toHaveBeenCalledWith(message.id);
    expect(await store.list()).toEqual([]);
  });

  it('two flushes at once send a message once (single flight)', async () => {
    const message = row();
    const backend = scriptedBackend();
    await queue(message);
    // A second context (another tab, the worker) with its own connection to the same database.
    const other = await openOutboxStore(dbName);
    await Promise.all([
      flushOutbox({ store, transport: backend.transport, now }),
      flushOutbox({ store: other, transport: backend.transport, now }),
    ]);
    other.close();
    expect(backend.transport.insertSubmission).toHaveBeenCalledTimes(1);
    expect(backend.mails).toHaveLength(1);
  });

  it('removes records that cannot be parsed', async () => {
    const message = row();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await queue(message);
    const { openDB } = await import('idb');
    const db = await openDB(dbName);
    await db.put('records', { id: message.id, row: { broken: true } });
    db.close();
    expect(await store.list()).toEqual([]);
  });
});
