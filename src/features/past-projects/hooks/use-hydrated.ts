import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the prerendered page hydrates, true afterwards. State read from the URL's query
 * (the prerendered HTML knows only the bare path) is applied after hydration, so the markup matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
