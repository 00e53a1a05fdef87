import { useLayoutEffect } from 'react';

let locks = 0;
let saved: { overflow: string; gutter: string } | null = null;

/**
 * Keeps the page behind an open overlay from scrolling, its scrollbar's gutter kept so nothing moves
 * sideways. Instead of Mantine's lock, whose style sheet and body attribute make the browser restyle and
 * lay out the whole page in the opening frame. Nested overlays share one lock.
 */
export function useScrollLock(locked: boolean): void {
  useLayoutEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    if (locks === 0) {
      saved = { overflow: root.style.overflow, gutter: root.style.scrollbarGutter };
      root.style.overflow = 'hidden';
      root.style.scrollbarGutter = 'stable';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0 && saved) {
        root.style.overflow = saved.overflow;
        root.style.scrollbarGutter = saved.gutter;
        saved = null;
      }
    };
  }, [locked]);
}
