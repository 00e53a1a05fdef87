/** The one hydration signal, set by the root's first effect, so everything waiting for it agrees. */
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
 * Whether the first page's components that read useHydrated have hydrated. Not the page's signal: the
 * root's first effect can run before a route that suspended has hydrated its own HTML (a mismatch).
 */
let componentsHydrated = false;

/** False until the first page's components that read useHydrated have hydrated. */
export function isFirstPageHydrated(): boolean {
  return componentsHydrated;
}

/**
 * False while the prerendered page hydrates, then true: state from the URL's query or hash (which the
 * prerendered HTML cannot know) waits for it so the markup matches. A transition, so the re-render
 * it causes yields to the browser instead of being one long task.
 */
export function useHydrated(): boolean {
  const [current, setCurrent] = useState(componentsHydrated);
  useEffect(() => {
    componentsHydrated = true;
    if (!current) startTransition(() => setCurrent(true));
  }, [current]);
  return current;
}
