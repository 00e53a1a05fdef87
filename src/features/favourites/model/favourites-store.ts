/**
 * The visitor's favourite units, kept on the device (localStorage `favouriteUnits`, via
 * lib/device-store), as one small external store for useSyncExternalStore: every heart, count and
 * list on the page reads the same snapshot and re-renders together, and other tabs' changes arrive
 * through the `storage` event.
 *
 * What is read back is validated (valibot): a list of unit codes, of which only codes of this project's
 * units are kept, once each. Anything else (a damaged value, another app's data, an old format) counts
 * as no favourites and is removed, so a broken store never breaks the page. Where storage is blocked or
 * full, the favourites live in memory for the rest of the visit.
 */
import * as v from 'valibot';

import { UNITS } from '@/content/units';
import { FAVOURITE_UNITS_STORAGE_KEY } from '@/lib/device-storage';
import { createDeviceStore, parseStoredJson } from '@/lib/device-store';

const KNOWN_CODES = new Set(UNITS.map((unit) => unit.weNr));

const storedFavouritesSchema = v.array(v.string());

export type Favourites = readonly string[];

const EMPTY: Favourites = [];

/** Parses the stored value: the known unit codes, once each, in the order saved. Exported for tests. */
export function parseFavourites(raw: string | null): { favourites: Favourites; valid: boolean } {
  if (raw === null) return { favourites: EMPTY, valid: true };
  const stored = parseStoredJson(raw, storedFavouritesSchema);
  if (!stored) return { favourites: EMPTY, valid: false };
  const favourites = [...new Set(stored.filter((code) => KNOWN_CODES.has(code)))];
  return { favourites: favourites.length ? favourites : EMPTY, valid: favourites.length === stored.length };
}

const store = createDeviceStore<Favourites>({
  key: FAVOURITE_UNITS_STORAGE_KEY,
  empty: EMPTY,
  parse(raw) {
    const { favourites, valid } = parseFavourites(raw);
    if (!valid) console.warn('Favourites: dropping what cannot be read', raw);
    return { value: favourites, rewrite: !valid };
  },
  serialize: (favourites) => (favourites.length ? JSON.stringify(favourites) : null),
  unsaved: 'memory',
});

/** The favourite unit codes, oldest first. The same array until they change (a stable snapshot). */
export function readFavourites(): Favourites {
  return store.read();
}

export function isFavourite(weNr: string): boolean {
  return readFavourites().includes(weNr);
}

/** Adds or removes one unit; returns whether it is a favourite now. Unknown codes are ignored. */
export function toggleFavourite(weNr: string): boolean {
  if (!KNOWN_CODES.has(weNr)) return false;
  const favourites = readFavourites();
  const saved = favourites.includes(weNr);
  store.write(saved ? favourites.filter((code) => code !== weNr) : [...favourites, weNr]);
  return !saved;
}

/** Removes every favourite from this device (the shared-device clearing). */
export function clearFavourites(): void {
  store.write(EMPTY);
}

export const subscribeToFavourites = store.subscribe;

/** The server render (and hydration) shows no favourites: they exist on the device only. */
export const serverFavourites = store.serverSnapshot;
