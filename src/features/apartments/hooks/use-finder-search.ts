import { useCallback } from 'react';

import { afterPaint } from '@/lib/idle';

import type { FinderSearch } from '../model/finder-search';
import { useAddressState } from './use-address-state';

function sameSearch(a: FinderSearch, b: FinderSearch): boolean {
  return a.building === b.building && a.rooms === b.rooms && a.sort === b.sort;
}

/**
 * The finder's filters and sort as it shows them (use-address-state.ts): a chip or the sort answers
 * in the tap's frame, the URL follows; `change` stays the same function (the memoised chips keep it). `onAddress` gets every field, undefined for one not set, so
 * that what a change removes leaves the URL too.
 */
export function useFinderSearch(
  address: FinderSearch,
  onAddress: (search: FinderSearch) => void,
): [FinderSearch, (patch: Partial<FinderSearch>) => void] {
  // One frame later still: the finder's list follows a change in the frame after it (use-painted-value.ts),
  // and the router's navigation, a long task, would otherwise run before that list is rendered.
  const toAddress = useCallback(
    (search: FinderSearch) => void afterPaint(() => onAddress(search)),
    [onAddress],
  );
  const [search, setSearch] = useAddressState(address, toAddress, sameSearch);
  const change = useCallback(
    (patch: Partial<FinderSearch>) =>
      setSearch((current) => {
        const { building, rooms, sort } = { ...current, ...patch };
        return { building, rooms, sort };
      }),
    [setSearch],
  );
  return [search, change];
}
