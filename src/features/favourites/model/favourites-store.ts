/**
 * The visitor's favourite units, kept on the device (localStorage `favouriteUnits`, via
 * lib/device-storage), as one small external store for useSyncExternalStore: every heart, count and
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
import {
  FAVOURITE_UNITS_STORAGE_KEY,
  onDeviceItemChangedElsewhere,
  readDeviceItem,
  removeDeviceItem,
  writeDeviceItem,
} from '@/lib/device-storage';

const KNOWN_CODES = new Set(UNITS.map((unit) => unit.weNr));

const storedFavouritesSchema = v.array(v.string());

export type Favourites = readonly string[];

const EMPTY: Favourites = [];
const listeners = new Set<() => void>();

let cachedRaw: string | null | undefined;
let cachedFavourites: Favourites = EMPTY;
/** Used when the device will not keep the list (blocked or full storage). */
let inMemory: Favourites | null = null;

/** Parses the stored value: the known unit codes, once each, in the order saved. Exported for tests. */
export function parseFavourites(raw: string | null): { favourites: Favourites; valid: boolean } {
  if (raw === null) return { favourites: EMPTY, valid: true };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { favourites: EMPTY, valid: false };
  }
  const result = v.safeParse(storedFavouritesSchema, json);
  if (!result.success) return { favourites: EMPTY, valid: false };
  const favourites = [...new Set(result.output.filter((code) => KNOWN_CODES.has(code)))];
  return { favourites, valid: favourites.length === result.output.length };
}

/** The favourite unit codes, oldest first. The same array until they change (a stable snapshot). */
export function readFavourites(): Favourites {
  if (inMemory) return inMemory;
  const raw = readDeviceItem(FAVOURITE_UNITS_STORAGE_KEY);
  if (raw === cachedRaw) return cachedFavourites;
  const { favourites, valid } = parseFavourites(raw);
  if (!valid) {
    console.warn('Favourites: dropping what cannot be read', raw);
    if (favourites.length) writeDeviceItem(FAVOURITE_UNITS_STORAGE_KEY, JSON.stringify(favourites));
    else removeDeviceItem(FAVOURITE_UNITS_STORAGE_KEY);
  }
  cachedRaw = readDeviceItem(FAVOURITE_UNITS_STORAGE_KEY);
  cachedFavourites = favourites.length ? favourites : EMPTY;
  return cachedFavourites;
}

function write(favourites: Favourites): void {
  const kept = favourites.length
    ? writeDeviceItem(FAVOURITE_UNITS_STORAGE_KEY, JSON.stringify(favourites))
    : (removeDeviceItem(FAVOURITE_UNITS_STORAGE_KEY), readDeviceItem(FAVOURITE_UNITS_STORAGE_KEY) === null);
  inMemory = kept ? null : favourites;
  for (const listener of listeners) listener();
}

export function isFavourite(weNr: string): boolean {
  return readFavourites().includes(weNr);
}

/** Adds or removes one unit; returns whether it is a favourite now. Unknown codes are ignored. */
export function toggleFavourite(weNr: string): boolean {
  if (!KNOWN_CODES.has(weNr)) return false;
  const favourites = readFavourites();
  const saved = favourites.includes(weNr);
  write(saved ? favourites.filter((code) => code !== weNr) : [...favourites, weNr]);
  return !saved;
}

/** Removes every favourite from this device (the shared-device clearing). */
export function clearFavourites(): void {
  write(EMPTY);
}

export function subscribeToFavourites(listener: () => void): () => void {
  listeners.add(listener);
  const unsubscribe = onDeviceItemChangedElsewhere(FAVOURITE_UNITS_STORAGE_KEY, listener);
  return () => {
    listeners.delete(listener);
    unsubscribe();
  };
}

/** The server render (and hydration) shows no favourites: they exist on the device only. */
export function serverFavourites(): Favourites {
  return EMPTY;
}
