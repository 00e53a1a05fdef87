// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useProgressiveList } from './use-progressive-list';

const list = (n: number, prefix = 'u') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
const EIGHTS = { first: 8, batch: 8 };
const mountedOf = (result: { current: { mounted: ReadonlySet<string> } }) => [...result.current.mounted];

describe('useProgressiveList', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const idle = () => act(() => vi.advanceTimersByTime(250));

  it('mounts the first batch at once, then one batch per idle moment until complete', () => {
    const keys = list(20);
    const { result } = renderHook(() => useProgressiveList(keys, EIGHTS));
    expect(mountedOf(result)).toEqual(keys.slice(0, 8));
    expect(result.current.complete).toBe(false);
    idle();
    expect(mountedOf(result)).toEqual(keys.slice(0, 16));
    idle();
    expect(mountedOf(result)).toEqual(keys);
    expect(result.current.complete).toBe(true);
  });

  it('keeps what is mounted when the order changes, adds the new first step at once and goes on in the new order', () => {
    const keys = list(20);
    const { result, rerender } = renderHook(({ keys }) => useProgressiveList(keys, EIGHTS), {
      initialProps: { keys },
    });
    const reversed = [...keys].reverse();
    rerender({ keys: reversed });
    // u0…u7 stay; the new first eight (u19…u12) join.
    expect(new Set(mountedOf(result))).toEqual(new Set([...keys.slice(0, 8), ...reversed.slice(0, 8)]));
    idle();
    // The next four of the new order not yet mounted: u11…u8.
    expect(result.current.mounted.size).toBe(20);
    expect(result.current.complete).toBe(true);
  });

  it('does not start again with a new array of the same keys', () => {
    const { result, rerender } = renderHook(({ keys }) => useProgressiveList(keys, EIGHTS), {
      initialProps: { keys: list(20) },
    });
    idle();
    rerender({ keys: list(20) });
    expect(result.current.mounted.size).toBe(16);
    idle();
    expect(result.current.complete).toBe(true);
  });

  it('may start with a smaller first step', () => {
    const keys = list(10);
    const { result } = renderHook(() => useProgressiveList(keys, { first: 2, batch: 4 }));
    expect(mountedOf(result)).toEqual(keys.slice(0, 2));
    idle();
    expect(mountedOf(result)).toEqual(keys.slice(0, 6));
    idle();
    expect(mountedOf(result)).toEqual(keys);
    expect(result.current.complete).toBe(true);
  });

  it('is complete at once when the list fits in one batch', () => {
    const { result } = renderHook(() => useProgressiveList(list(5), EIGHTS));
    expect(result.current.complete).toBe(true);
    expect(result.current.mounted.size).toBe(5);
  });
});
