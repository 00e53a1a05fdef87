import { useCallback, useEffect, useState } from 'react';

import { DeskCallError } from './desk-call';

export type DeskLoad<T> =
  { phase: 'loading' } | { phase: 'ready'; data: T } | { phase: 'failed'; error: DeskCallError | null };

/**
 * A desk list loaded on mount and again on `refresh` (the previous list stays shown meanwhile); `update`
 * puts in a change the server has answered with. `loader` must keep its identity (a module function).
 */
export function useDeskLoad<T>(loader: () => Promise<T>): {
  load: DeskLoad<T>;
  refresh: () => void;
  update: (data: T) => void;
} {
  const [load, setLoad] = useState<DeskLoad<T>>({ phase: 'loading' });
  const refresh = useCallback(() => {
    loader().then(
      (data) => setLoad({ phase: 'ready', data }),
      (error: unknown) => setLoad({ phase: 'failed', error: error instanceof DeskCallError ? error : null }),
    );
  }, [loader]);
  useEffect(refresh, [refresh]);
  const update = useCallback((data: T) => setLoad({ phase: 'ready', data }), []);
  return { load, refresh, update };
}
