import { useEffect, useState } from 'react';

/** How long each hero image stays before the next fades in. */
export const HERO_ROTATION_INTERVAL_MS = 5000;

/** The index after `index` and before it, wrapping around: the neighbours to preload. */
export function neighbourIndices(index: number, count: number): number[] {
  if (count <= 1) return [index];
  return [...new Set([(index - 1 + count) % count, index, (index + 1) % count])];
}

/**
 * The active slide of the mobile hero rotation. It advances only while `enabled` (phone width, no
 * prefers-reduced-motion), not paused by the visitor and while the page is visible.
 */
export function useHeroRotation(count: number, enabled: boolean) {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const running = enabled && !paused && count > 1;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') setActive((current) => (current + 1) % count);
    }, HERO_ROTATION_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [running, count]);
  return { active: enabled ? active : 0, running, paused, togglePaused: () => setPaused((value) => !value) };
}
