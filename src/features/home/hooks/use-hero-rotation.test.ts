// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { HERO_ROTATION_INTERVAL_MS, neighbourIndices, useHeroRotation } from './use-hero-rotation';

describe('neighbourIndices', () => {
  it('wraps around both ends', () => {
    expect(neighbourIndices(0, 3).sort()).toEqual([0, 1, 2]);
    expect(neighbourIndices(4, 6).sort()).toEqual([3, 4, 5]);
    expect(neighbourIndices(0, 6).sort()).toEqual([0, 1, 5]);
    expect(neighbourIndices(0, 1)).toEqual([0]);
  });
});

describe('useHeroRotation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every interval and wraps after the last image', () => {
    const { result } = renderHook(() => useHeroRotation(3, true));
    expect(result.current.active).toBe(0);
    act(() => vi.advanceTimersByTime(HERO_ROTATION_INTERVAL_MS));
    expect(result.current.active).toBe(1);
    act(() => vi.advanceTimersByTime(2 * HERO_ROTATION_INTERVAL_MS));
    expect(result.current.active).toBe(0);
  });

  it('stays on the first image when disabled (desktop or reduced motion)', () => {
    const { result } = renderHook(() => useHeroRotation(3, false));
    act(() => vi.advanceTimersByTime(3 * HERO_ROTATION_INTERVAL_MS));
    expect(result.current.active).toBe(0);
    expect(result.current.running).toBe(false);
  });

  it('stops while the visitor has paused it', () => {
    const { result } = renderHook(() => useHeroRotation(3, true));
    act(() => result.current.togglePaused());
    act(() => vi.advanceTimersByTime(3 * HERO_ROTATION_INTERVAL_MS));
    expect(result.current.active).toBe(0);
    act(() => result.current.togglePaused());
    act(() => vi.advanceTimersByTime(HERO_ROTATION_INTERVAL_MS));
    expect(result.current.active).toBe(1);
  });
});
