import { describe, expect, it } from 'vitest';

import type { OutboxRecord } from './outbox-record';
import { afterFailedInsert, MAX_SERVER_ERRORS, RATE_LIMIT_WAIT_MS, requeued } from './outbox-retry-policy';

const NOW = 1_000_000;
const record: OutboxRecord = {
  id: '00000000-0000-4000-8000-000000000001',
  row: {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Zoë',
    email: 'zoe@example.com',
    phone: '+49 30 1234',
    preferred_rooms: 'flexible',
    message: '',
    gdpr_consent: true,
  },
  stage: 'insert',
  queuedAt: NOW,
  attempts: 0,
  nextAttemptAt: 0,
};
const failure = (status: number) => ({ ok: false as const, status, message: `HTTP ${status}` });

describe('afterFailedInsert', () => {
  it.each([400, 401, 403, 404, 409, 422])('a %i refuses the data: final', (status) => {
    expect(afterFailedInsert(record, failure(status), NOW)).toEqual({ kind: 'refuse' });
  });

  it.each([408, 500, 502, 503, 504])('a %i is retried with backoff and counted', (status) => {
    const verdict = afterFailedInsert(record, failure(status), NOW, () => 0.5);
    expect(verdict).toEqual({
      kind: 'retry',
      record: {
        ...record,
        attempts: 1,
        serverErrors: 1,
        nextAttemptAt: NOW + 500,
        lastError: `HTTP ${status}`,
      },
    });
  });

  it(`the ${MAX_SERVER_ERRORS}th answer of a failing server holds the message`, () => {
    let current = record;
    for (let answer = 1; answer < MAX_SERVER_ERRORS; answer += 1) {
      const verdict = afterFailedInsert(current, failure(503), NOW);
      expect(verdict.kind).toBe('retry');
      if (verdict.kind === 'refuse') throw new Error('unreachable');
      current = verdict.record;
    }
    expect(afterFailedInsert(current, failure(500), NOW)).toMatchObject({
      kind: 'hold',
      record: { heldAt: NOW, serverErrors: MAX_SERVER_ERRORS, attempts: MAX_SERVER_ERRORS },
    });
  });

  it('no answer (status 0) and 429 are retried without counting towards the hold', () => {
    const many = { ...record, attempts: 40, serverErrors: MAX_SERVER_ERRORS - 1 };
    expect(afterFailedInsert(many, failure(0), NOW)).toMatchObject({
      kind: 'retry',
      record: { serverErrors: 4 },
    });
    const limited = afterFailedInsert(record, failure(429), NOW, () => 0);
    expect(limited).toMatchObject({ kind: 'retry', record: { nextAttemptAt: NOW + RATE_LIMIT_WAIT_MS } });
  });

  it('requeued: the Retry clears the hold and the counters, due at once, same id', () => {
    const held = { ...record, attempts: 5, serverErrors: 5, heldAt: NOW, nextAttemptAt: NOW + 8000 };
    expect(requeued(held)).toEqual({ ...record, attempts: 0, serverErrors: 0, nextAttemptAt: 0 });
  });
});
