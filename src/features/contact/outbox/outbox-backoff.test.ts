import { describe, expect, it } from 'vitest';

import { BACKOFF_MAX_MS, backoffDelay } from './outbox-backoff';

describe('backoffDelay', () => {
  it('starts at half a second and doubles up to the cap', () => {
    const middle = () => 0.5; // no jitter
    expect([1, 2, 3, 4, 5].map((attempts) => backoffDelay(attempts, middle))).toEqual([
      500, 1_000, 2_000, 4_000, 8_000,
    ]);
    expect(backoffDelay(20, middle)).toBe(BACKOFF_MAX_MS);
  });

  it('spreads retries by ±20 %', () => {
    expect(backoffDelay(1, () => 0)).toBe(400);
    expect(backoffDelay(1, () => 0.999_999)).toBe(600);
    expect(backoffDelay(20, () => 0.999_999)).toBe(BACKOFF_MAX_MS * 1.2);
  });
});
