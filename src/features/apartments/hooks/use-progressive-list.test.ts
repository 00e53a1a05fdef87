import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useProgressiveList } from './use-progressive-list';

const list = (n: number, prefix = 'u') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
const same = (item: string) => item;
const EIGHTS = { first: 8, batch: 8 };

describe('useProgressiveList', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const idle = () => act(() => vi.advanceTimersByTime(250));

  it('shows the first batch at once, then one batch per idle moment until complete', () => {
    const items = list(20);
    const { result } = renderHook(() => useProgressiveList(items, same, EIGHTS));
    expect(result.current.visible).toEqual(items.slice(0, 8));
    expect(result.current.complete).toBe(false);
    idle();
    expect(result.current.visible).toHaveLength(16);
    idle();
    expect(result.current.visible).toEqual(items);
    expect(result.current.complete).toBe(true);
  });

  it('starts again with a different list, but not with a new array of the same items', () => {
    const { result, rerender } = renderHook(({ items }) => useProgressiveList(items, same, EIGHTS), {
      initialProps: { items: list(20) },
    });
    idle();
    rerender({ items: list(20) });
    expect(result.current.visible).toHaveLength(16);
    rerender({ items: list(20, 'v') });
    expect(result.current.visible).toEqual(list(8, 'v'));
    expect(result.current.complete).toBe(false);
  });

  it('completes a new list that arrives in the same update as a step of the old one', () => {
    // After hydration the finder's filters from the URL and a step of the full list land together.
    const { result, rerender } = renderHook(({ items }) => useProgressiveList(items, same, EIGHTS), {
      initialProps: { items: list(20) },
    });
    act(() => {
      vi.advanceTimersByTime(250);
      rerender({ items: list(12, 'v') });
    });
    expect(result.current.visible).toEqual(list(8, 'v'));
    idle();
    expect(result.current.visible).toEqual(list(12, 'v'));
    expect(result.current.complete).toBe(true);
  });

  it('may start with a smaller first step', () => {
    const items = list(10);
    const { result } = renderHook(() => useProgressiveList(items, same, { first: 2, batch: 4 }));
    expect(result.current.visible).toEqual(items.slice(0, 2));
    idle();
    expect(result.current.visible).toEqual(items.slice(0, 6));
    idle();
    expect(result.current.visible).toEqual(items);
    expect(result.current.complete).toBe(true);
  });

  it('is complete at once when the list fits in one batch', () => {
    const { result } = renderHook(() => useProgressiveList(list(5), same, EIGHTS));
    expect(result.current.complete).toBe(true);
    expect(result.current.visible).toHaveLength(5);
  });
});
