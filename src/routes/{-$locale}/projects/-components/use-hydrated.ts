import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * false while the prerendered HTML hydrates, true right after. The HTML of every page is prerendered
 * without search params or hash, so state read from them is applied only once hydrated.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
