import { useEffect, useState } from 'react';

import { isPlacedByNavigation } from '@/lib/page-placement';

/** Header is "scrolled" after this many pixels, so a tiny scroll does not change its look. */
export const HEADER_SCROLLED_THRESHOLD = 10;

export interface HeaderScrollState {
  scrolled: boolean;
  hidden: boolean;
}

/** Pure step of the header state: scrolled past the threshold, hidden while scrolling down, shown on the way up. */
export function nextHeaderState(previousY: number, y: number, headerHeight: number): HeaderScrollState {
  const scrolled = y > HEADER_SCROLLED_THRESHOLD;
  const goingDown = y > previousY;
  return { scrolled, hidden: goingDown && y > headerHeight };
}

/**
 * Whether an offset the page has when it becomes interactive is the visitor's own scroll: a page
 * navigated to without a fragment starts at the top, so any offset is a scroll made before
 * hydration (down, as nothing was above). A reload or Back restores a position, and a fragment
 * scrolls to its target: those are a page opened mid-way.
 */
export function offsetIsVisitorScroll(navigationType: string | undefined, hash: string): boolean {
  return navigationType === 'navigate' && (hash === '' || hash === '#');
}

export function useHeaderScroll(headerHeight: number): HeaderScrollState {
  const [state, setState] = useState<HeaderScrollState>({ scrolled: false, hidden: false });
  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    let scrolledSinceMount = false;
    const update = () => {
      frame = 0;
      scrolledSinceMount = true;
      const y = window.scrollY;
      if (Math.abs(y - lastY) < 4 && y > HEADER_SCROLLED_THRESHOLD) return;
      // Back to a position or to an anchor: a page opened there, its header in view.
      const next = isPlacedByNavigation()
        ? { scrolled: y > HEADER_SCROLLED_THRESHOLD, hidden: false }
        : nextHeaderState(lastY, y, headerHeight);
      lastY = y;
      setState((prev) => (prev.scrolled === next.scrolled && prev.hidden === next.hidden ? prev : next));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // A page hydrated mid-way: mark it scrolled; keep the header visible when it was opened there,
    // hide it when the visitor scrolled down before hydration, as the scroll would have, unless a
    // scroll was handled first (its own frame, so that no scroll event is dropped meanwhile).
    const navigation = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined;
    const visitorScrolled = offsetIsVisitorScroll(navigation?.type, window.location.hash);
    const initialFrame = requestAnimationFrame(() => {
      if (scrolledSinceMount) return;
      const y = window.scrollY;
      setState({ scrolled: y > HEADER_SCROLLED_THRESHOLD, hidden: visitorScrolled && y > headerHeight });
    });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(initialFrame);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [headerHeight]);
  return state;
}
