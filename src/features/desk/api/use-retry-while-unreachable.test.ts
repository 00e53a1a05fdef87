// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { RETRY_DELAYS_MS, useRetryWhileUnreachable } from './use-retry-while-unreachable';

/** supabase-js's auth events, as the desk's client would report them. */
const authListeners = new Set<(event: string) => void>();
vi.mock('./desk-client', () => ({
  getDeskClient: () =>
    Promise.resolve({
      auth: {
        onAuthStateChange: (listener: (event: string) => void) => {
          authListeners.add(listener);
          return { data: { subscription: { unsubscribe: () => authListeners.delete(listener) } } };
        },
      },
    }),
}));

/** An attempt that answers "unreachable" as often as given, then reached. */
function attemptsUnreachable(times: number) {
  let left = times;
  return vi.fn(() => Promise.resolve(left-- > 0));
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useRetryWhileUnreachable', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries at once and, while the server cannot be reached, again after growing pauses without any online event', async () => {
    const attempt = attemptsUnreachable(3);
    renderHook(() => useRetryWhileUnreachable(attempt));
    await wait(0);
    expect(attempt).toHaveBeenCalledTimes(1);
    await wait(RETRY_DELAYS_MS[0] - 1);
    expect(attempt).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await wait(RETRY_DELAYS_MS[1]);
    expect(attempt).toHaveBeenCalledTimes(3);
    await wait(RETRY_DELAYS_MS[2]);
    expect(attempt).toHaveBeenCalledTimes(4);
    // Reached: no more rounds until something happens.
    await wait(60_000);
    expect(attempt).toHaveBeenCalledTimes(4);
  });

  it('keeps the longest pause once reached, and starts over at once when the connection returns', async () => {
    const attempt = attemptsUnreachable(100);
    renderHook(() => useRetryWhileUnreachable(attempt));
    await wait(RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0));
    expect(attempt).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1);
    await wait(RETRY_DELAYS_MS.at(-1)!);
    expect(attempt).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 2);
    window.dispatchEvent(new Event('online'));
    await wait(0);
    expect(attempt).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 3);
    // The pauses start short again: one timer only, the online round's.
    await wait(RETRY_DELAYS_MS[0]);
    expect(attempt).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 4);
  });

  it('stops when the page leaves', async () => {
    const attempt = attemptsUnreachable(100);
    const { unmount } = renderHook(() => useRetryWhileUnreachable(attempt));
    await wait(0);
    unmount();
    window.dispatchEvent(new Event('online'));
    await wait(60_000);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('runs again once the sign-in is renewed (a call made while it ran out went without it), and lets go when unmounted', async () => {
    authListeners.clear();
    const attempt = attemptsUnreachable(0);
    const { unmount } = renderHook(() => useRetryWhileUnreachable(attempt));
    await wait(0);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(authListeners.size).toBe(1);
    for (const listener of authListeners) listener('SIGNED_IN');
    await wait(0);
    expect(attempt).toHaveBeenCalledTimes(1);
    for (const listener of authListeners) listener('TOKEN_REFRESHED');
    await wait(0);
    expect(attempt).toHaveBeenCalledTimes(2);
    unmount();
    expect(authListeners.size).toBe(0);
  });
});
