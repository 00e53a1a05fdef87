// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CONTACT_CHALLENGE_DAYS, CONTACT_CHALLENGE_STORAGE_KEY } from '@/lib/device-storage';

import { CHALLENGE_TTL_SECONDS } from '../../../../supabase/functions/_shared/contact-challenge';
import { prefetchChallenge, readCachedChallenge, takeChallenge } from './challenge-cache';
import { issuedChallenge } from './challenge-fixture';
import { CHALLENGE_EXPIRY_MARGIN_MS } from './contact-challenge';

const NOW = Date.UTC(2026, 10, 26, 12);

const challenge = (expiresInMs: number) => issuedChallenge({ now: NOW, expiresInMs });
const store = (value: unknown) =>
  localStorage.setItem(
    CONTACT_CHALLENGE_STORAGE_KEY,
    typeof value === 'string' ? value : JSON.stringify(value),
  );
const stored = () => localStorage.getItem(CONTACT_CHALLENGE_STORAGE_KEY);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('the cached challenge', () => {
  it('is read while usable and taken once: the next message needs a new one', () => {
    const usable = challenge(60 * 60_000);
    store(usable);
    expect(readCachedChallenge()).toEqual(usable);
    expect(takeChallenge()).toEqual(usable);
    expect(stored()).toBeNull();
    expect(takeChallenge()).toBeUndefined();
  });

  it('is dropped once it expires within the margin, or when it is damaged or of another shape', () => {
    for (const value of [
      challenge(CHALLENGE_EXPIRY_MARGIN_MS - 1000),
      '{not json',
      { ...challenge(60 * 60_000), signature: 'x' },
      {
        parameters: { ...challenge(60 * 60_000).parameters, algorithm: 'SHA-256' },
        signature: 'cd'.repeat(32),
      },
    ]) {
      store(value);
      expect(readCachedChallenge()).toBeUndefined();
      expect(stored()).toBeNull();
    }
  });

  it('prefetch stores a fetched challenge, and fetches none while one is usable', async () => {
    const fresh = challenge(72 * 3600_000);
    const fetcher = vi.fn(async () => ({ ok: true as const, challenge: fresh }));
    await prefetchChallenge(fetcher);
    expect(JSON.parse(stored()!)).toEqual(fresh);
    await prefetchChallenge(fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('prefetch keeps nothing when the backend fails, and never throws', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    await prefetchChallenge(async () => ({ ok: false, status: 0, message: 'offline' }));
    await prefetchChallenge(() => Promise.reject(new Error('boom')));
    expect(stored()).toBeNull();
  });

  it('the privacy page states the lifetime the backend gives a challenge', () => {
    expect(CONTACT_CHALLENGE_DAYS * 24 * 3600).toBe(CHALLENGE_TTL_SECONDS);
  });
});
