// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { letPartsLoad } from '@/lib/deferred-gates';

import type { ProjectTab } from './project-search';
import { usePrerenderedTabs } from './use-prerendered-tabs';

const TABS: readonly ProjectTab[] = ['apartments', 'floors'];

describe('usePrerenderedTabs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  /** Lets promises settle and idle callbacks (a timer where the browser has none) run. */
  const idle = () => act(() => vi.advanceTimersByTimeAsync(250));

  it('renders nothing ahead until the page is idle, then each tab once its code has loaded, one at a time', async () => {
    let finishFloors: () => void = () => {};
    const load = vi.fn((tab: ProjectTab) =>
      tab === 'floors' ? new Promise<void>((resolve) => (finishFloors = resolve)) : Promise.resolve(),
    );
    const { result } = renderHook(() => usePrerenderedTabs(TABS, load));
    await idle();
    expect(load).not.toHaveBeenCalled();
    expect([...result.current]).toEqual([]);

    letPartsLoad('idle');
    await idle();
    expect([...result.current]).toEqual(['apartments']);
    // The picker's code is still on its way: its tab waits for it.
    expect(load).toHaveBeenLastCalledWith('floors');
    await idle();
    expect([...result.current]).toEqual(['apartments']);
    finishFloors();
    await idle();
    expect([...result.current]).toEqual(['apartments', 'floors']);
  });

  it('leaves a tab whose code failed to load to the tap, and goes on with the next', async () => {
    letPartsLoad('idle');
    const load = vi.fn((tab: ProjectTab) =>
      tab === 'apartments' ? Promise.reject(new Error('offline')) : Promise.resolve(),
    );
    const { result } = renderHook(() => usePrerenderedTabs(TABS, load));
    await idle();
    await idle();
    expect(load).toHaveBeenCalledTimes(2);
    expect([...result.current]).toEqual(['floors']);
  });

  it('stops once the page is left', async () => {
    letPartsLoad('idle');
    const load = vi.fn(() => Promise.resolve());
    const { result, unmount } = renderHook(() => usePrerenderedTabs(TABS, load));
    unmount();
    await idle();
    await idle();
    expect([...result.current]).toEqual([]);
    expect(load).not.toHaveBeenCalled();
  });
});
