// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  mayApplyUpdate,
  startUpdateChecks,
  UPDATE_CHECK_INTERVAL_MS,
  type UpdateChecks,
} from './update-checks';

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('mayApplyUpdate', () => {
  it('applies a waiting worker only out of view and with no unsent input', () => {
    expect(mayApplyUpdate({ waiting: true, hidden: true, unsentInput: false })).toBe(true);
    expect(mayApplyUpdate({ waiting: true, hidden: true, unsentInput: true })).toBe(false);
    expect(mayApplyUpdate({ waiting: true, hidden: false, unsentInput: false })).toBe(false);
    expect(mayApplyUpdate({ waiting: false, hidden: true, unsentInput: false })).toBe(false);
  });
});

describe('startUpdateChecks', () => {
  let checks: UpdateChecks;
  let waiting: boolean;
  let unsent: boolean;
  const check = vi.fn(() => Promise.resolve());
  const apply = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    visibility = 'visible';
    waiting = false;
    unsent = false;
    check.mockClear();
    apply.mockClear();
    checks = startUpdateChecks({ check, apply, isWaiting: () => waiting, hasUnsentInput: () => unsent });
  });

  afterEach(() => {
    checks.stop();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('checks every hour while the page stays open', async () => {
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS * 24);
    expect(check).toHaveBeenCalledTimes(25);
  });

  it('checks when the page comes back into view and when it regains focus', async () => {
    setVisibility('hidden');
    expect(check).not.toHaveBeenCalled();
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('stops checking once stopped', async () => {
    checks.stop();
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS * 2);
    expect(check).not.toHaveBeenCalled();
  });

  it('applies a waiting worker when the page goes out of view and no form holds unsent input', () => {
    waiting = true;
    checks.onWaiting();
    expect(apply).not.toHaveBeenCalled();
    setVisibility('hidden');
    expect(apply).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    setVisibility('hidden');
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('keeps a waiting worker while a form holds unsent input, and applies it once the input is gone', () => {
    waiting = true;
    unsent = true;
    setVisibility('hidden');
    expect(apply).not.toHaveBeenCalled();
    setVisibility('visible');
    unsent = false;
    setVisibility('hidden');
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('applies a worker found by a check while out of view', async () => {
    setVisibility('hidden');
    check.mockImplementationOnce(() => {
      waiting = true;
      return Promise.resolve();
    });
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
