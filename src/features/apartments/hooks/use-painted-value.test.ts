import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { usePaintedValue } from './use-painted-value';

describe('usePaintedValue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  /** The frame is painted and the task after it runs (afterPaint). */
  const paint = () => act(() => vi.advanceTimersByTime(50));

  function setup(initial = 'a') {
    return renderHook(({ value }) => usePaintedValue(value), { initialProps: { value: initial } });
  }

  it('starts with the value and follows a change only after the frame is painted', () => {
    const { result, rerender } = setup();
    expect(result.current).toBe('a');
    rerender({ value: 'b' });
    expect(result.current).toBe('a');
    paint();
    expect(result.current).toBe('b');
  });

  it('renders only the last of several changes made before the frame', () => {
    const seen: string[] = [];
    const { result, rerender } = renderHook(
      ({ value }) => {
        const painted = usePaintedValue(value);
        seen.push(painted);
        return painted;
      },
      { initialProps: { value: 'a' } },
    );
    rerender({ value: 'b' });
    rerender({ value: 'c' });
    paint();
    expect(result.current).toBe('c');
    expect(seen).not.toContain('b');
  });

  it('follows a change back to the value it shows without a further render', () => {
    const { result, rerender } = setup();
    rerender({ value: 'b' });
    rerender({ value: 'a' });
    paint();
    expect(result.current).toBe('a');
  });
});
