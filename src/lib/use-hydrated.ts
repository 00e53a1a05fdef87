import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the prerendered page this document opened with has been hydrated by a component that
 * reads useHydrated. Not lib/hydration.ts's flag: that one is set by the root's first effect, before
 * a lazily loaded route component has hydrated its own part of the HTML.
 */
let firstPageHydrated = false;

/** False until the first page's components that read useHydrated have hydrated. */
export function isFirstPageHydrated(): boolean {
  return firstPageHydrated;
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
  const [hydrated, setHydrated] = useState(firstPageHydrated);
  useEffect(() => {
    firstPageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
