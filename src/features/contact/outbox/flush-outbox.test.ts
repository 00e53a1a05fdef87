import 'fake-indexeddb/auto';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { issuedChallenge } from '../challenge/challenge-fixture';
import type { ContactChallenge } from '../challenge/contact-challenge';
import { flushOutbox, type ChallengeSource, type FlushOptions } from './flush-outbox';
import type { AlertRow, ContactRow, OutboxEntry } from './outbox-record';
import { dueNow, RATE_LIMIT_WAIT_MS, TRY_AGAIN_AFTER_FAILURES } from './outbox-retry-policy';
import { openOutboxStore, type OutboxStore } from './outbox-store';
import type { OutboxTransport, TransportResult } from './outbox-transport';
import { queueAndSend } from './queue-and-send';

const OK: TransportResult = { ok: true };
const unreachable = (status = 0): TransportResult => ({
  ok: false,
  status,
  message: `unreachable ${status}`,
});
const refused = (status: number, message: string, code?: string): TransportResult => ({
  ok: false,
  status,
  message,
  ...(code ? { code } : {}),
});

/** A backend whose answers are scripted per call; it records what it "stored" like the real one. */
function scriptedBackend(inserts: TransportResult[] = [], notifications: TransportResult[] = []) {
  const rows = new Map<string, OutboxEntry['row']>();
  const mails: string[] = [];
  const transport: OutboxTransport = {
    insertRow: vi.fn(async ({ row }: OutboxEntry) => {
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

/** A challenge of the issued shape, expiring `expiresInMs` after the test clock. */
const challenge = (expiresInMs: number, nonce = 'aa') => issuedChallenge({ now: clock, expiresInMs, nonce });

/** Challenges fetched in order from `fresh` (a status when the backend fails), solved as `solved:<nonce>`. */
function scriptedChallenges(fresh: (ContactChallenge | number)[] = []) {
  const source: ChallengeSource = {
    fetch: vi.fn(async () => {
      const next = fresh.shift() ?? challenge(72 * 3600_000, 'f0');
      return typeof next === 'number'
        ? { ok: false as const, status: next, message: `challenge ${next}` }
        : { ok: true as const, challenge: next };
    }),
    solve: vi.fn(async (solving: ContactChallenge) => `solved:${solving.parameters.nonce}`),
  };
  return source;
}

let store: OutboxStore;
let challenges: ChallengeSource;
let dbName = '';
let clock = 1_000_000;
const now = () => clock;

/** One flush of the outbox against a scripted backend, with the test's store, challenges and clock. */
const flushWith = (backend: { transport: OutboxTransport }, options: Partial<FlushOptions> = {}) =>
  flushOutbox({ store, challenges, transport: backend.transport, now, ...options });

const sendVia = (message: ContactRow, transport: OutboxTransport) =>
  queueAndSend({ kind: 'contact', row: message }, undefined, { store, transport, challenges, now });

/** A message as the outbox keeps it, due now, with the challenge it carries (none: an older build). */
async function queue(
  message: ContactRow,
  { queuedAt = clock, carried = undefined as ContactChallenge | undefined } = {},
) {
  await store.put({
    id: message.id,
    row: message,
    stage: 'insert',
    queuedAt,
    attempts: 0,
    nextAttemptAt: 0,
    ...(carried ? { challenge: carried } : {}),
  });
}

beforeEach(async () => {
  dbName = `outbox-test-${Math.random()}`;
  store = await openOutboxStore(dbName);
  clock = 1_000_000;
  challenges = scriptedChallenges();
});
afterEach(() => store.close());

describe('an alert sign-up in the outbox', () => {
  const signup = (): AlertRow => {
    const { id } = row();
    return {
      id,
      email: 'buyer@example.com',
      locale: 'de',
      frequency: 'instant',
      project_id: 'grabbeallee-68',
      we_nr: '1.3.4',
      price_changes: false,
      search_building: null,
      search_floor: null,
      search_rooms: null,
      search_max_price: null,
      search_min_area: null,
      consent_text_version: '2026-11-29',
      honeypot: '',
    };
  };

  const queueAlert = (alert: AlertRow, transport: OutboxTransport) =>
    queueAndSend({ kind: 'alert', row: alert }, undefined, { store, transport, challenges, now });

  it('waits offline, then is inserted once as an alert row with a solved challenge, and calls no mail function', async () => {
    const alert = signup();
    const backend = scriptedBackend([unreachable(0)]);
    expect(await queueAlert(alert, backend.transport)).toMatchObject({ kind: 'queued' });
    expect(await flushWith(backend, { force: true })).toMatchObject({ inserted: [alert.id], remaining: 0 });
    const calls = vi.mocked(backend.transport.insertRow).mock.calls.map(([entry]) => entry);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({
      kind: 'alert',
      row: { id: alert.id, we_nr: '1.3.4', altcha_payload: 'solved:f0' },
    });
    expect(backend.transport.sendNotification).not.toHaveBeenCalled();
    expect(await store.receipt(alert.id)).toMatchObject({ kind: 'alert', outcome: 'sent' });
  });

  it('a refusal keeps the sign-up in its receipt, marked as an alert', async () => {
    const alert = signup();
    const backend = scriptedBackend([refused(400, 'violates check constraint', '23514')]);
    expect(await queueAlert(alert, backend.transport)).toMatchObject({ kind: 'refused' });
    expect(await store.receipt(alert.id)).toMatchObject({
      kind: 'alert',
      outcome: 'failed',
      row: { email: 'buyer@example.com' },
    });
  });
});

describe('queueAndSend', () => {
  it('writes the record before the first network call', async () => {
    const message = row();
    const { transport } = scriptedBackend();
    vi.mocked(transport.insertRow).mockImplementationOnce(async () => {
      expect(await store.get(message.id)).toMatchObject({ stage: 'insert', attempts: 0 });
      return OK;
    });
    expect(await sendVia(message, transport)).toEqual({
      kind: 'sent',
    });
  });

  it('sends once online: one row, one mail, nothing left queued, a sent receipt', async () => {
    const message = row();
    const backend = scriptedBackend();
    expect(
      await queueAndSend({ kind: 'contact', row: message }, undefined, {
        store,
        transport: backend.transport,
        challenges,
        now,
      }),
    ).toEqual({
      kind: 'sent',
    });
    expect([...backend.rows.keys()]).toEqual([message.id]);
    expect(backend.mails).toEqual([message.id]);
    expect(await store.list()).toEqual([]);
    expect(await store.receipt(message.id)).toEqual({
      id: message.id,
      kind: 'contact',
      outcome: 'sent',
      at: clock,
    });
  });

  it.each([
    [0, 'unreachable'],
    [401, 'server'],
    [403, 'server'],
    [404, 'server'],
    [408, 'server'],
    [429, 'rate-limited'],
    [500, 'server'],
    [502, 'server'],
    [503, 'server'],
    [504, 'server'],
  ] as const)(
    'keeps the message queued, with why, when the backend does not take it (status %i)',
    async (status, reason) => {
      const message = row();
      const backend = scriptedBackend([unreachable(status)]);
      expect(await sendVia(message, backend.transport)).toEqual({
        kind: 'queued',
        id: message.id,
        waiting: { reason, status, failures: 1 },
      });
      const [record] = await store.list();
      expect(record).toMatchObject({ id: message.id, stage: 'insert', attempts: 1, row: message });
      expect(record!.nextAttemptAt).toBeGreaterThan(clock);
      expect(backend.transport.sendNotification).not.toHaveBeenCalled();
    },
  );

  it.each([
    [400, 'new row violates check constraint', '23514'],
    [409, 'duplicate key', '23505'],
    [422, 'unprocessable', 'invalid'],
  ])(
    'takes the error path on a %i naming the data: nothing left queued, the text kept in the receipt',
    async (status, text, code) => {
      const message = row();
      const backend = scriptedBackend([refused(status, text, code)]);
      vi.spyOn(console, 'error').mockImplementation(() => {});
      // The server's code comes along (a booking's 'slot_full' decides what the buyer is offered).
      expect(await sendVia(message, backend.transport)).toEqual({
        kind: 'refused',
        message: text,
        code,
      });
      expect(await store.list()).toEqual([]);
      expect(await store.receipt(message.id)).toMatchObject({
        outcome: 'failed',
        error: text,
        code,
        row: message,
      });
      expect(backend.rows.size).toBe(0);
      expect(backend.transport.sendNotification).not.toHaveBeenCalled();
    },
  );

  it('offline: queued with "no connection", and the network is not tried', async () => {
    const message = row();
    const backend = scriptedBackend();
    expect(
      await queueAndSend({ kind: 'contact', row: message }, undefined, {
        store,
        transport: backend.transport,
        challenges,
        now,
        isOnline: () => false,
      }),
    ).toEqual({ kind: 'queued', id: message.id, waiting: { reason: 'offline', failures: 0 } });
    expect(backend.transport.insertRow).not.toHaveBeenCalled();
  });

  it('does not try the network while the browser is offline', async () => {
    const message = row();
    const backend = scriptedBackend();
    await queue(message);
    const report = await flushWith(backend, {
      isOnline: () => false,
    });
    expect(report).toMatchObject({ remaining: 1, unreachable: false });
    expect(backend.transport.insertRow).not.toHaveBeenCalled();
  });
});

describe('flushOutbox', () => {
  it('503 twice, then OK: one row, one mail, backoff grows between attempts', async () => {
    const message = row();
    const backend = scriptedBackend([unreachable(503), unreachable(503)]);
    await queue(message);
    const first = await flushWith(backend, {
      random: () => 0.5,
    });
    expect(first).toMatchObject({ unreachable: true, remaining: 1, nextAttemptAt: clock + 500 });

    // Not due yet: a timer flush leaves it alone.
    await flushWith(backend, { random: () => 0.5 });
    expect(backend.transport.insertRow).toHaveBeenCalledTimes(1);

    clock += 500;
    const second = await flushWith(backend, {
      random: () => 0.5,
    });
    expect(second.nextAttemptAt).toBe(clock + 1_000);
    clock += 1_000;
    const third = await flushWith(backend);
    expect(third).toMatchObject({ inserted: [message.id], remaining: 0, unreachable: false });
    expect(backend.rows.size).toBe(1);
    expect(backend.mails).toEqual([message.id]);
  });

  it('a response lost after the commit, then a retry: the idempotent insert keeps one row', async () => {
    const message = row();
    const backend = scriptedBackend([refused(0, 'lost')]);
    await queue(message);
    await flushWith(backend);
    expect(await store.list()).toHaveLength(1); // not acknowledged, so still queued
    await flushWith(backend, { force: true });
    expect(backend.transport.insertRow).toHaveBeenCalledTimes(2);
    expect(backend.rows.size).toBe(1);
    expect(backend.mails).toEqual([message.id]);
  });

  it('stops at the first unreachable answer and keeps the order of the queue', async () => {
    const [older, newer] = [row(), row()];
    await queue(newer, { queuedAt: clock + 1 });
    await queue(older, { queuedAt: clock });
    const backend = scriptedBackend([unreachable()]);
    const report = await flushWith(backend);
    expect(report.remaining).toBe(2);
    expect(backend.transport.insertRow).toHaveBeenCalledTimes(1);
    expect(vi.mocked(backend.transport.insertRow).mock.calls[0]![0].row.id).toBe(older.id);
  });

  it('a refused message does not block the ones behind it', async () => {
    const [bad, good] = [row(), row()];
    await queue(bad, { queuedAt: clock });
    await queue(good, { queuedAt: clock + 1 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const backend = scriptedBackend([refused(400, 'check constraint', '23514')]);
    const report = await flushWith(backend);
    expect(report).toMatchObject({ refused: [bad.id], inserted: [good.id], remaining: 0 });
    expect(await store.receipt(bad.id)).toMatchObject({ outcome: 'failed', error: 'check constraint' });
  });

  it('calls the function once after the insert; its failure changes nothing (the server retries)', async () => {
    const message = row();
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const backend = scriptedBackend([], [unreachable(503)]);
    await queue(message);
    const report = await flushWith(backend);
    expect(report).toMatchObject({ inserted: [message.id], remaining: 0, unreachable: false });
    expect(backend.transport.sendNotification).toHaveBeenCalledTimes(1);
    expect(backend.transport.sendNotification).toHaveBeenCalledWith(message.id);
    await flushWith(backend, { force: true });
    expect(backend.transport.sendNotification).toHaveBeenCalledTimes(1);
  });

  it('treats 429 as "try later": the message stays queued for at least a minute, and is never refused', async () => {
    const message = row();
    const backend = scriptedBackend([refused(429, 'Too many messages')]);
    await queue(message);
    const report = await flushWith(backend, {
      random: () => 0.5,
    });
    expect(report).toMatchObject({ refused: [], remaining: 1, nextAttemptAt: clock + RATE_LIMIT_WAIT_MS });
    clock += RATE_LIMIT_WAIT_MS;
    expect(await flushWith(backend)).toMatchObject({
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
    await flushWith(backend);
    expect(backend.transport.insertRow).not.toHaveBeenCalled();
    expect(backend.transport.sendNotification).toHaveBeenCalledWith(message.id);
    expect(await store.list()).toEqual([]);
  });

  it('two flushes at once send a message once (single flight)', async () => {
    const message = row();
    const backend = scriptedBackend();
    await queue(message);
    // A second context (another tab, the worker) with its own connection to the same database.
    const other = await openOutboxStore(dbName);
    await Promise.all([flushWith(backend), flushWith(backend, { store: other })]);
    other.close();
    expect(backend.transport.insertRow).toHaveBeenCalledTimes(1);
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

  it('401, then 404, then 503, then 201: kept with its text through every failure, delivered once', async () => {
    const message = row();
    const backend = scriptedBackend([unreachable(401), unreachable(404), unreachable(503)]);
    await queue(message);
    for (const status of [401, 404, 503]) {
      const report = await flushWith(backend, { force: true });
      expect(report).toMatchObject({ failed: [message.id], refused: [], remaining: 1 });
      expect(await store.get(message.id)).toMatchObject({
        row: { message: 'Hello' },
        lastFailure: { reason: 'server', status },
      });
    }
    expect(await flushWith(backend, { force: true })).toMatchObject({ inserted: [message.id], remaining: 0 });
    expect([...backend.rows.values()]).toMatchObject([{ message: 'Hello' }]);
    expect(backend.mails).toEqual([message.id]);
  });

  it(`a failing server never stops the retries; from the ${TRY_AGAIN_AFTER_FAILURES}th failure "Try again" sends at once`, async () => {
    const message = row();
    const failing = [503, 500, 502, 504, 408, 503].map((status) => unreachable(status));
    const backend = scriptedBackend(failing);
    await queue(message);
    for (let attempt = 1; attempt <= TRY_AGAIN_AFTER_FAILURES; attempt += 1) {
      await flushWith(backend, { force: true, random: () => 0.5 });
    }
    expect(await store.get(message.id)).toMatchObject({ attempts: TRY_AGAIN_AFTER_FAILURES });

    // Still retried on its own: by the backoff timer once due, and by every visit or reconnect (force).
    clock += 7_999;
    await flushWith(backend);
    expect(backend.transport.insertRow).toHaveBeenCalledTimes(TRY_AGAIN_AFTER_FAILURES);
    clock += 1;
    expect(await flushWith(backend, { random: () => 0.5 })).toMatchObject({ failed: [message.id] });
    expect(backend.transport.insertRow).toHaveBeenCalledTimes(TRY_AGAIN_AFTER_FAILURES + 1);

    // The visitor's "Try again": due now, delivered once with the same id.
    await store.put(dueNow((await store.get(message.id))!));
    const retried = await flushWith(backend);
    expect(retried).toMatchObject({ inserted: [message.id], remaining: 0 });
    expect([...backend.rows.keys()]).toEqual([message.id]);
    expect(backend.mails).toEqual([message.id]);
  });

  it('a record of an older build that was held is retried like any other', async () => {
    const message = row();
    const backend = scriptedBackend();
    const { openDB } = await import('idb');
    const db = await openDB(dbName);
    await db.put('records', {
      id: message.id,
      row: message,
      stage: 'insert',
      queuedAt: clock,
      attempts: 5,
      nextAttemptAt: clock + 8000,
      serverErrors: 5,
      heldAt: clock,
    });
    db.close();
    expect(await flushWith(backend, { force: true })).toMatchObject({ inserted: [message.id] });
  });

  it('no answer at all (lost responses) keeps the message as long as it takes', async () => {
    const message = row();
    const backend = scriptedBackend(Array.from({ length: 12 }, () => unreachable(0)));
    await queue(message);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await flushWith(backend, { force: true });
    }
    expect(await store.get(message.id)).toMatchObject({
      attempts: 12,
      lastFailure: { reason: 'unreachable', status: 0 },
    });
    expect(await flushWith(backend, { force: true })).toMatchObject({
      inserted: [message.id],
    });
  });
});

describe('the challenge', () => {
  const sentPayloads = (transport: OutboxTransport) =>
    vi.mocked(transport.insertRow).mock.calls.map(([sent]) => sent.row.altcha_payload);

  it('the challenge queued with the message is solved once, stored, and sent with every retry', async () => {
    const message = row();
    const backend = scriptedBackend([unreachable(0)]);
    await queue(message, { carried: challenge(60 * 60_000, 'c1') });
    await flushWith(backend);
    expect(await store.get(message.id)).toMatchObject({ row: { altcha_payload: 'solved:c1' } });
    await flushWith(backend, { force: true });
    expect(sentPayloads(backend.transport)).toEqual(['solved:c1', 'solved:c1']);
    expect(challenges.solve).toHaveBeenCalledTimes(1);
    expect(challenges.fetch).not.toHaveBeenCalled();
  });

  it('a message that waited until its challenge (nearly) expired gets a fresh one, solved then', async () => {
    const message = row();
    const backend = scriptedBackend();
    challenges = scriptedChallenges([challenge(72 * 3600_000, 'f1')]);
    // Within the 10-minute margin: the server could see it expired by the time the row is stored.
    await queue(message, { carried: challenge(5 * 60_000, 'c1') });
    const report = await flushWith(backend);
    expect(report.inserted).toEqual([message.id]);
    expect(challenges.fetch).toHaveBeenCalledTimes(1);
    expect(sentPayloads(backend.transport)).toEqual(['solved:f1']);
  });

  it('a solved message whose challenge expired while the server was failing is solved afresh', async () => {
    const message = row();
    const backend = scriptedBackend([unreachable(503)]);
    challenges = scriptedChallenges([challenge(72 * 3600_000, 'f2')]);
    await queue(message, { carried: challenge(30 * 60_000, 'c1') });
    await flushWith(backend);
    clock += 25 * 60_000;
    await flushWith(backend, { force: true });
    expect(sentPayloads(backend.transport)).toEqual(['solved:c1', 'solved:f2']);
  });

  it('a record of an older build (no challenge) gets one when it is sent', async () => {
    const message = row();
    const backend = scriptedBackend();
    await queue(message);
    await flushWith(backend);
    expect(sentPayloads(backend.transport)).toEqual(['solved:f0']);
  });

  it('without a reachable backend for the challenge the message stays queued, nothing is inserted', async () => {
    const message = row();
    const backend = scriptedBackend();
    challenges = scriptedChallenges([0]);
    await queue(message);
    const report = await flushWith(backend);
    expect(report).toMatchObject({ unreachable: true, remaining: 1 });
    expect(backend.transport.insertRow).not.toHaveBeenCalled();
  });

  it.each([404, 429, 503])(
    'when the challenge function fails (%i), the message waits: no insert, nothing lost',
    async (status) => {
      const message = { ...row(), altcha_payload: 'solved:stale' };
      const backend = scriptedBackend();
      challenges = scriptedChallenges([status]);
      await queue(message, { carried: challenge(-60_000, 'dd') });
      const report = await flushWith(backend);
      expect(report).toMatchObject({ inserted: [], refused: [], failed: [message.id], remaining: 1 });
      expect(backend.transport.insertRow).not.toHaveBeenCalled();
    },
  );

  it('a solver that fails sends the message without a solution rather than keeping it', async () => {
    const message = row();
    const backend = scriptedBackend();
    vi.mocked(challenges.solve).mockRejectedValueOnce(new Error('no worker'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await queue(message, { carried: challenge(60 * 60_000) });
    expect((await flushWith(backend)).inserted).toEqual([message.id]);
    expect(sentPayloads(backend.transport)).toEqual([undefined]);
  });
});
