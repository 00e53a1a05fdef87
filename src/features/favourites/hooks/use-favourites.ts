import { useSyncExternalStore } from 'react';

import {
  readFavourites,
  serverFavourites,
  subscribeToFavourites,
  type Favourites,
} from '../model/favourites-store';

/** The favourite unit codes; none on the server and during hydration, so the HTML matches. */
export function useFavourites(): Favourites {
  return useSyncExternalStore(subscribeToFavourites, readFavourites, serverFavourites);
}

/** Whether one unit is a favourite (re-renders only when that answer changes). */
export function useIsFavourite(weNr: string): boolean {
  return useSyncExternalStore(
    subscribeToFavourites,
    () => readFavourites().includes(weNr),
    () => false,
  );
}
