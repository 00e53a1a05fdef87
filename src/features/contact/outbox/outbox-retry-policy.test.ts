import { describe, expect, it } from 'vitest';

import type { OutboxRecord } from './outbox-record';
import { afterFailedInsert, dueNow, RATE_LIMIT_WAIT_MS } from './outbox-retry-policy';

const NOW = 1_000_000;
const record: OutboxRecord = {
  id: '00000000-0000-4000-8000-000000000001',
  row: {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Zoë',
    email: 'zoe@example.com',
    phone: '+49 30 1234',
    preferred_rooms: 'flexible',
    message: 'Hello',
    gdpr_consent: true,
  },
  stage: 'insert',
  queuedAt: NOW,
  attempts: 0,
  nextAttemptAt: 0,
};
const failure = (status: number, code?: string) => ({
  ok: false as const,
  status,
  message: `HTTP ${status}`,
  ...(code ? { code } : {}),
});
const middle = { random: () => 0.5 }; // no jitter

describe('afterFailedInsert', () => {
  it.each([
    [400, '23514'],
    [409, '23505'],
    [422, 'invalid'],
  ])('a %i naming the data (%s) refuses it: final', (status, code) => {
    expect(afterFailedInsert(record, failure(status, code), NOW)).toEqual({ kind: 'refuse' });
  });

  it.each([
    [401, 'server'],
    [403, 'server'],
    [404, 'server'],
    [408, 'server'],
    [500, 'server'],
    [503, 'server'],
    [0, 'unreachable'],
  ] as const)('a %i keeps the message, retried after the backoff, with why (%s)', (status, reason) => {
    expect(afterFailedInsert(record, failure(status), NOW, middle)).toEqual({
      kind: 'retry',
      record: {
        ...record,
        attempts: 1,
        nextAttemptAt: NOW + 500,
        lastError: `HTTP ${status}`,
        lastFailure: { reason, status, at: NOW },
      },
    });
  });

  it('no answer while the device is offline: waiting for a connection', () => {
    expect(afterFailedInsert(record, failure(0), NOW, { online: false })).toMatchObject({
      kind: 'retry',
      record: { lastFailure: { reason: 'offline', status: 0 } },
    });
  });

  it('every failure counts and grows the backoff, without limit: never refused, never dropped', () => {
    let current: OutboxRecord = record;
    const waits: number[] = [];
    for (const status of [401, 404, 503, 0, 500, 403, 502, 0, 504, 404]) {
      const verdict = afterFailedInsert(current, failure(status), NOW, middle);
      if (verdict.kind !== 'retry') throw new Error(`a ${status} was taken as a refusal`);
      current = verdict.record;
      waits.push(current.nextAttemptAt - NOW);
    }
    expect(current.attempts).toBe(10);
    expect(waits).toEqual([500, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
    expect(current.row).toMatchObject({ message: 'Hello' });
  });

  it('429 waits at least a minute', () => {
    const limited = afterFailedInsert(record, failure(429, 'rate_limited'), NOW, { random: () => 0 });
    expect(limited).toMatchObject({
      kind: 'retry',
      record: {
        nextAttemptAt: NOW + RATE_LIMIT_WAIT_MS,
        lastFailure: { reason: 'rate-limited', status: 429 },
      },
    });
  });

  it('dueNow ("Try again"): due at once, the count of failures and the text kept', () => {
    const waiting = { ...record, attempts: 5, nextAttemptAt: NOW + 8000 };
    expect(dueNow(waiting)).toEqual({ ...record, attempts: 5, nextAttemptAt: 0 });
  });
});
