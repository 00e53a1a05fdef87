import { useLayoutEffect } from 'react';

/** The root attribute under which the dock's notices wait (notice-dock.module.css). */
export const NOTICES_ASIDE_ATTRIBUTE = 'data-notices-aside';
/** Marks a notice that waits behind an open menu or lightbox (the cookie notice, the worker's notices). */
export const STEPS_ASIDE_ATTRIBUTE = 'data-steps-aside';

let holders = 0;

/**
 * While an overlay that takes the whole screen for itself is open (the menu, a lightbox), the
 * dock's standing notices step aside, so that none covers a menu entry or a plan; they come back
 * when it closes. Nested overlays share one flag.
 */
export function useNoticesAside(active: boolean): void {
  useLayoutEffect(() => {
    if (!active) return;
    holders += 1;
    document.documentElement.setAttribute(NOTICES_ASIDE_ATTRIBUTE, '');
    return () => {
      holders -= 1;
      if (holders === 0) document.documentElement.removeAttribute(NOTICES_ASIDE_ATTRIBUTE);
    };
  }, [active]);
}
