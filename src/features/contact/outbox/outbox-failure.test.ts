import { describe, expect, it } from 'vitest';

import { classifyFailure, waitingOf } from './outbox-failure';
import type { OutboxRecord } from './outbox-record';

const answer = (status: number, code?: string) => ({
  ok: false as const,
  status,
  message: `HTTP ${status}`,
  ...(code ? { code } : {}),
});

describe('classifyFailure: only a refusal of the data itself is final', () => {
  it.each([
    [400, '23514'], // check constraint
    [400, '23502'], // not null
    [400, '22001'], // value too long
    [400, 'P0001'], // a trigger's rule
    [409, '23505'], // unique
    [422, 'bulk_insert'], // a code of our rules
  ])('%i with code %s refuses the data: final', (status, code) => {
    expect(classifyFailure(answer(status, code), true)).toEqual({ final: true });
  });

  it.each([
    [400, 'PGRST204'], // a column missing from the schema cache: our deploy, not the data
    [400, 'PGRST100'], // the request could not be parsed
    [400, undefined], // a proxy's page without a code
    [401, 'PGRST301'], // an unknown or rotated key
    [403, '42501'],
    [404, 'PGRST205'], // the table is missing
    [404, undefined],
    [408, undefined],
    [413, undefined],
    [500, 'XX000'],
    [502, undefined],
    [503, undefined],
    [504, undefined],
  ])('%i (code %s) keeps the message: the server, not the data', (status, code) => {
    expect(classifyFailure(answer(status, code), true)).toEqual({ final: false, reason: 'server' });
  });

  it('429 waits for the rate limit', () => {
    expect(classifyFailure(answer(429, 'rate_limited'), true)).toEqual({
      final: false,
      reason: 'rate-limited',
    });
  });

  it('no answer: "no connection" when the device is offline, "not reachable" when it is online', () => {
    expect(classifyFailure(answer(0), false)).toEqual({ final: false, reason: 'offline' });
    expect(classifyFailure(answer(0), true)).toEqual({ final: false, reason: 'unreachable' });
  });
});

describe('waitingOf', () => {
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
    queuedAt: 0,
    attempts: 0,
    nextAttemptAt: 0,
  };

  it('before any attempt: no reason yet, or no connection', () => {
    expect(waitingOf(record, true)).toEqual({ failures: 0 });
    expect(waitingOf(record, false)).toEqual({ reason: 'offline', failures: 0 });
  });

  it("the last answer's reason and status, unless the device is offline now", () => {
    const failed = { ...record, attempts: 3, lastFailure: { reason: 'server' as const, status: 404, at: 5 } };
    expect(waitingOf(failed, true)).toEqual({ reason: 'server', status: 404, failures: 3 });
    expect(waitingOf(failed, false)).toEqual({ reason: 'offline', failures: 3 });
  });
});
