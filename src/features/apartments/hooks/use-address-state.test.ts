// @vitest-environment jsdom
import { act, render, renderHook, screen } from '@testing-library/react';
import { createElement, startTransition, Suspense, use } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useAddressState } from './use-address-state';

describe('useAddressState', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  /** The frame is painted and the task after it runs (afterPaint). */
  const paint = () => act(() => vi.advanceTimersByTime(50));

  function setup(initial = 'a') {
    const onAddress = vi.fn<(value: string, before: string) => void>();
    const hook = renderHook(({ address }) => useAddressState(address, onAddress, Object.is), {
      initialProps: { address: initial },
    });
    return { onAddress, ...hook };
  }

  it('shows a change at once and hands it to the address only after the frame is painted', () => {
    const { result, onAddress } = setup();
    act(() => result.current[1]('b'));
    expect(result.current[0]).toBe('b');
    expect(onAddress).not.toHaveBeenCalled();
    paint();
    expect(onAddress).toHaveBeenCalledExactlyOnceWith('b', 'a');
  });

  it('keeps a newer change when an older one comes back from the address', () => {
    const { result, rerender, onAddress } = setup();
    act(() => result.current[1]('b'));
    act(() => result.current[1]('c'));
    paint();
    expect(onAddress.mock.calls).toEqual([
      ['b', 'a'],
      ['c', 'b'],
    ]);
    rerender({ address: 'b' });
    expect(result.current[0]).toBe('c');
    rerender({ address: 'c' });
    expect(result.current[0]).toBe('c');
  });

  it('follows an address it did not ask for (Back, Forward, a link)', () => {
    const { result, rerender } = setup();
    act(() => result.current[1]('b'));
    paint();
    rerender({ address: 'b' });
    rerender({ address: 'a' });
    expect(result.current[0]).toBe('a');
    rerender({ address: 'z' });
    expect(result.current[0]).toBe('z');
  });

  it('takes a change as a function of what it shows, the latest change included, and stays the same function', () => {
    const { result, rerender, onAddress } = setup();
    const change = result.current[1];
    act(() => {
      change((shown) => `${shown}b`);
      change((shown) => `${shown}c`);
    });
    expect(result.current[0]).toBe('abc');
    rerender({ address: 'a' });
    expect(result.current[1]).toBe(change);
    paint();
    expect(onAddress.mock.calls).toEqual([
      ['ab', 'a'],
      ['abc', 'ab'],
    ]);
  });

  it('does not hand on a change to what it shows already', () => {
    const { result, onAddress } = setup();
    act(() => result.current[1]('a'));
    paint();
    expect(onAddress).not.toHaveBeenCalled();
  });
  it('hands a change back and forth within one frame on as made', () => {
    const { result, onAddress } = setup();
    act(() => {
      result.current[1]('b');
      result.current[1]('a');
    });
    paint();
    expect(onAddress.mock.calls).toEqual([
      ['b', 'a'],
      ['a', 'b'],
    ]);
  });

  it('hands a change made in a transition to the address only once the screen shows it', async () => {
    const onAddress = vi.fn<(value: string, before: string) => void>();
    let ready!: () => void;
    const loaded = new Promise<void>((resolve) => (ready = resolve));
    let change!: (next: string) => void;
    // Shows 'b' only once its data has come: until then the transition keeps 'a' on the screen.
    const Shown = ({ value }: { value: string }) => {
      if (value === 'b') use(loaded);
      return createElement('p', null, `shown ${value}`);
    };
    const Page = () => {
      const [value, set] = useAddressState<string>('a', onAddress, Object.is);
      change = set;
      return createElement(Suspense, { fallback: null }, createElement(Shown, { value }));
    };
    render(createElement(Page));
    await act(async () => startTransition(() => change('b')));
    paint();
    expect(screen.getByText('shown a')).toBeTruthy();
    expect(onAddress).not.toHaveBeenCalled();
    await act(async () => {
      ready();
      await loaded;
    });
    expect(screen.getByText('shown b')).toBeTruthy();
    expect(onAddress).not.toHaveBeenCalled();
    paint();
    expect(onAddress).toHaveBeenCalledExactlyOnceWith('b', 'a');
  });
});
