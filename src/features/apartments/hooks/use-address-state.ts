import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

import { afterPaint } from '@/lib/idle';

interface Tracked<T> {
  value: T;
  /** The address the value was last taken from or compared with. */
  address: T;
  /** The values handed to onAddress whose address has not come back yet, oldest first. */
  inFlight: readonly T[];
}

/**
 * A state the page's address holds (the project page's tab, the finder's filters), answered from
 * React state in the tap's own frame: `change` (a value, or a function of the one shown, which
 * keeps `change` itself the same across renders) sets it at once and hands it to `onAddress` (the
 * router's navigation, whose store update renders every route subscriber and the page again) in a
 * task after the frame that shows it is painted (a change made in a transition, once that commits).
 * The address still leads: Back, Forward or a
 * link set the state again; the state's own changes coming back from the address (oldest first, a
 * newer one may be on its way) leave it as it is. `onAddress` also gets the value shown before the
 * change (the picker keeps a history entry for opening or leaving a floor, not for a step between floors).
 */
export function useAddressState<T>(
  address: T,
  onAddress: (value: T, before: T) => void,
  same: (a: T, b: T) => boolean,
): [T, (next: T | ((current: T) => T)) => void] {
  const [state, setState] = useState<Tracked<T>>({ value: address, address, inFlight: [] });
  let current = state;
  if (!same(state.address, address)) {
    // Adjusted while rendering: the new address shows in this render, with no second pass.
    const sent = state.inFlight.findIndex((candidate) => same(candidate, address));
    current =
      sent >= 0
        ? { value: state.value, address, inFlight: state.inFlight.slice(sent + 1) }
        : { value: address, address, inFlight: [] };
    setState(current);
  }
  const latest = useRef({ value: current.value, onAddress });
  useLayoutEffect(() => {
    latest.current = { value: current.value, onAddress };
  });
  // Changes made but not yet handed on, oldest first: written once a render showing them commits.
  const unwritten = useRef<{ next: T; before: T }[]>([]);
  useEffect(() => {
    if (unwritten.current.length === 0) return;
    const writes = unwritten.current;
    unwritten.current = [];
    afterPaint(() => {
      for (const { next, before } of writes) latest.current.onAddress(next, before);
    });
  }, [current.inFlight]);
  const change = useCallback(
    (nextOrUpdate: T | ((current: T) => T)) => {
      const next =
        typeof nextOrUpdate === 'function'
          ? (nextOrUpdate as (current: T) => T)(latest.current.value)
          : nextOrUpdate;
      const before = latest.current.value;
      if (same(next, before)) return;
      latest.current.value = next;
      unwritten.current.push({ next, before });
      setState((old) => ({ ...old, value: next, inFlight: [...old.inFlight, next] }));
    },
    [same],
  );
  return [current.value, change];
}
