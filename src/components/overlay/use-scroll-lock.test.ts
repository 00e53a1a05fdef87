// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useScrollLock } from './use-scroll-lock';

const root = () => document.documentElement.style;

describe('useScrollLock', () => {
  afterEach(() => {
    root().overflow = '';
    root().scrollbarGutter = '';
  });

  it('locks the page while locked, keeping the scrollbar gutter, and gives back what the root had', () => {
    root().overflow = 'clip';
    const { rerender, unmount } = renderHook(({ locked }) => useScrollLock(locked), {
      initialProps: { locked: false },
    });
    expect(root().overflow).toBe('clip');
    rerender({ locked: true });
    expect(root().overflow).toBe('hidden');
    expect(root().scrollbarGutter).toBe('stable');
    rerender({ locked: false });
    expect(root().overflow).toBe('clip');
    expect(root().scrollbarGutter).toBe('');
    unmount();
    expect(root().overflow).toBe('clip');
  });

  it('stays locked until the last of two open overlays closes', () => {
    const first = renderHook(() => useScrollLock(true));
    const second = renderHook(() => useScrollLock(true));
    first.unmount();
    expect(root().overflow).toBe('hidden');
    second.unmount();
    expect(root().overflow).toBe('');
  });
});
