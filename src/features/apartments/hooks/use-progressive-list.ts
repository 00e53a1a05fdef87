import { startTransition, useEffect, useState } from 'react';

import { onIdle } from '@/lib/idle';

/**
 * Cards per step: one step renders, commits and lays out in well under the 50 ms long-task limit on
 * a slow phone (8 cards took 10–17 ms unthrottled in Lighthouse's trace, over 50 ms at 4× CPU).
 */
export const PROGRESSIVE_BATCH = 4;

/**
 * Cards in the first step. It commits with the finder's filters (and, when the finder replaces the
 * prerendered overview, with the overview's removal): with 4 cards that commit and its layout were
 * 6–10 ms each unthrottled in Lighthouse's trace, a long task at 4× CPU.
 */
export const PROGRESSIVE_FIRST = 2;

/**
 * A long list rendered in steps: the first `first` items at once, then `batch` more each time the
 * browser is idle, so that showing all 56 apartments is many short tasks instead of one long one
 * (a tap or a scroll is handled in between). A new list (other filters or sort) starts again from
 * its first step. `complete` tells when every item is on the page.
 */
export function useProgressiveList<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  { first = PROGRESSIVE_FIRST, batch = PROGRESSIVE_BATCH }: { first?: number; batch?: number } = {},
) {
  // The same items in the same order count as the same list, whatever the array's identity.
  const listKey = items.map(keyOf).join('\n');
  const [shown, setShown] = useState({ listKey, count: first });
  const current = shown.listKey === listKey ? shown : { listKey, count: first };
  if (current !== shown) setShown(current);
  const complete = current.count >= items.length;

  // Keyed by the list too: a step scheduled for one list must not land on the next, and a new list
  // that starts at the same count as the old one still gets its next step.
  useEffect(() => {
    if (complete) return;
    return onIdle(
      () =>
        startTransition(() =>
          setShown((state) => (state.listKey === listKey ? { ...state, count: state.count + batch } : state)),
        ),
      200,
    );
  }, [complete, current.count, listKey, batch]);

  return { visible: items.slice(0, current.count), complete };
}
