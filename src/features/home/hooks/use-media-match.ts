import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept up to date. False on the server and while the prerendered
 * page hydrates (React uses the server snapshot then), so the markup always matches; the real
 * value follows right after.
 */
export function useMediaMatch(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
