import { startTransition, useCallback } from 'react';

import type { FinderSearch } from '../model/finder-search';
import { useAddressState } from './use-address-state';

function sameSearch(a: FinderSearch, b: FinderSearch): boolean {
  return a.building === b.building && a.rooms === b.rooms && a.sort === b.sort;
}

/**
 * The finder's filters and sort (use-address-state.ts). A chip or the sort is answered in a
 * transition: the tap's own frame is painted first, the list (chips, count and cards together)
 * follows it, and the URL once the list shows the choice. `change` stays the same function (the
 * memoised chips keep it). `onAddress` gets every field, undefined for one not set, so that what a
 * change removes leaves the URL too.
 */
export function useFinderSearch(
  address: FinderSearch,
  onAddress: (search: FinderSearch) => void,
): [FinderSearch, (patch: Partial<FinderSearch>) => void] {
  const [search, setSearch] = useAddressState(address, onAddress, sameSearch);
  const change = useCallback(
    (patch: Partial<FinderSearch>) =>
      startTransition(() =>
        setSearch((current) => {
          const { building, rooms, sort } = { ...current, ...patch };
          return { building, rooms, sort };
        }),
      ),
    [setSearch],
  );
  return [search, change];
}
