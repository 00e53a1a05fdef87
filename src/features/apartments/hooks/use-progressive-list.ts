import { startTransition, useEffect, useState } from 'react';

import { markPageGrowing } from '@/lib/hold-in-view';
import { onIdle } from '@/lib/idle';

/** Cards per step: one step renders, commits and lays out well under the long-task limit on a slow phone. */
export const PROGRESSIVE_BATCH = 4;

/**
 * Cards in the first step, fewer: it commits together with the finder's filters (and the prerendered
 * overview's removal), and must stay no long task either.
 */
export const PROGRESSIVE_FIRST = 2;

/**
 * A long list put on the page in steps: the first `first` keys at once, then `batch` more each time
 * the browser is idle, so that mounting all 56 apartments is many short tasks instead of one long
 * one (a tap or a scroll is handled in between). `keys` is every item, those wanted first first (the
 * finder: the units its filters show, then the hidden ones). Once on the page an item stays: a new
 * order or other wanted items (a filter, a sort) add the first `first` of them at once and go on from
 * there, they never start the list again. `complete` tells when every item is on the page.
 */
export function useProgressiveList(
  keys: readonly string[],
  { first = PROGRESSIVE_FIRST, batch = PROGRESSIVE_BATCH }: { first?: number; batch?: number } = {},
): { mounted: ReadonlySet<string>; complete: boolean } {
  const [mounted, setMounted] = useState<ReadonlySet<string>>(() => new Set(keys.slice(0, first)));
  const missing = keys.slice(0, first).filter((key) => !mounted.has(key));
  // The wanted items changed: their first step joins at once (state adjusted while rendering).
  if (missing.length) setMounted(new Set([...mounted, ...missing]));
  const complete = keys.every((key) => mounted.has(key));

  // Back to a position further down waits for the whole list (hold-in-view.ts).
  useEffect(() => (complete ? undefined : markPageGrowing()), [complete]);

  const order = keys.join('\n');
  useEffect(() => {
    if (complete) return;
    return onIdle(
      () =>
        startTransition(() =>
          setMounted((current) => {
            const next = order
              .split('\n')
              .filter((key) => !current.has(key))
              .slice(0, batch);
            return new Set([...current, ...next]);
          }),
        ),
      200,
    );
  }, [complete, mounted, order, batch]);

  return { mounted, complete };
}
