import { useLayoutEffect } from 'react';

let locks = 0;
let saved: { overflow: string; gutter: string } | null = null;

/**
 * Keeps the page behind an open overlay from scrolling: `overflow: hidden` on the root, its
 * scrollbar's gutter kept so that nothing moves sideways. Overlays pass `lockScroll={false}` to
 * Mantine and use this instead: Mantine's lock (react-remove-scroll) adds a style sheet and a body
 * attribute that make the browser restyle and lay out the whole page in the opening frame, 160 ms
 * on a unit page on a phone slowed 4× (this: 5 ms). Nested overlays share one lock.
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
