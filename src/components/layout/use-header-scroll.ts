import { useEffect, useState } from 'react';

/** Header is "scrolled" after this many pixels (spec §9). */
export const HEADER_SCROLLED_THRESHOLD = 10;

export interface HeaderScrollState {
  scrolled: boolean;
  hidden: boolean;
}

/** Pure step of the header state: scrolled after 10 px, hidden while scrolling down, shown on the way up. */
export function nextHeaderState(previousY: number, y: number, headerHeight: number): HeaderScrollState {
  const scrolled = y > HEADER_SCROLLED_THRESHOLD;
  const goingDown = y > previousY;
  return { scrolled, hidden: goingDown && y > headerHeight };
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
      const next = nextHeaderState(lastY, y, headerHeight);
      lastY = y;
      setState((prev) => (prev.scrolled === next.scrolled && prev.hidden === next.hidden ? prev : next));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // A page opened (or hydrated) mid-way: mark it scrolled, keep the header visible, unless a
    // scroll was handled first (its own frame, so that no scroll event is dropped meanwhile).
    const initialFrame = requestAnimationFrame(() => {
      if (scrolledSinceMount) return;
      setState({ scrolled: window.scrollY > HEADER_SCROLLED_THRESHOLD, hidden: false });
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
