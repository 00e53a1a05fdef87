/**
 * The one hydration signal. The root's first effect calls markHydrated once the prerendered page is
 * interactive; everything that waits for that moment reads it from here:
 *  - HYDRATED_MARK, a performance mark (the size budget and the bench wait for it);
 *  - the click holder clicks the button tapped before (click-holder.ts);
 *  - whenHydrated / isHydrated for the start-up sequence (boot.ts) and the deferred parts;
 *  - usePageHydrated, and through it HYDRATED_ATTRIBUTE on <html> (routes/__root.tsx), which CSS and
 *    the browser tests read.
 */
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

import { clickHolder } from './click-holder';
import { HYDRATED_MARK } from './contract';

let hydrated = false;
let resolveHydrated: () => void = () => {};
const hydration = new Promise<void>((resolve) => {
  resolveHydrated = resolve;
});

/** Called once, by the root component's first effect: the prerendered page is now interactive. */
export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  performance.mark(HYDRATED_MARK);
  resolveHydrated();
  // After the effects of this commit: the held tap's handler may update the page.
  queueMicrotask(() => clickHolder().pageInteractive());
}

export function isHydrated(): boolean {
  return hydrated;
}

/** Resolves once the page is interactive (never during server rendering). */
export function whenHydrated(): Promise<void> {
  return hydration;
}

const onHydrated = (callback: () => void) => {
  void hydration.then(callback);
  return () => {};
};
const notYet = () => false;

/** The signal for the root component: false in the prerendered HTML, true once markHydrated ran. */
export function usePageHydrated(): boolean {
  return useSyncExternalStore(onHydrated, isHydrated, notYet);
}

/**
 * Whether the first page's components that read useHydrated have hydrated. Not the page's signal
 * above: the root's first effect can run before a route component that suspended during hydration
 * has hydrated its own part of the HTML (the project page opened at its apartments tab: React
 * error #418), so the hook follows the first effect of its own components.
 */
let componentsHydrated = false;

/** False until the first page's components that read useHydrated have hydrated. */
export function isFirstPageHydrated(): boolean {
  return componentsHydrated;
}

/**
 * False while the prerendered page hydrates, true afterwards; true at once on a page rendered after
 * that (a client-side navigation). State read from the URL's query or hash (the prerendered HTML
 * knows only the bare path) is applied once this is true, so the markup matches.
 *
 * The switch is a transition, so React renders what changes with it in slices, yielding to the
 * browser between them. With useSyncExternalStore (server snapshot false, client snapshot true) it
 * was a synchronous re-render of the whole page right after hydration: one task of about 110 ms on
 * the project page on a phone (4× CPU).
 */
export function useHydrated(): boolean {
  const [current, setCurrent] = useState(componentsHydrated);
  useEffect(() => {
    componentsHydrated = true;
    if (!current) startTransition(() => setCurrent(true));
  }, [current]);
  return current;
}
