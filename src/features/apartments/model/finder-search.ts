/**
 * The apartment finder's URL search parameters (typed, valibot). The project route validates its search
 * with this schema alone, so the code every page loads carries neither the finder's functions
 * (unit-finder.ts) nor the unit data.
 */
import * as v from 'valibot';

import type { BuildingNumber, RoomCount } from '@/content/units';

export const SORT_ORDERS = ['price-asc', 'price-desc', 'price-per-sqm-asc', 'size-asc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_SORT: SortOrder = 'price-asc';

/**
 * The values the URL may name: the unit data's types (a unit has 2 to 4 rooms). The chips show only
 * the values some unit has (`filterCounts`). The studio option the spec words (`rooms=1`) matches no
 * unit of the project, so an old link naming it is read as "all rooms" (it falls back like any unknown
 * value) instead of an empty list whose filter no chip shows. Kept apart from the unit data, which the
 * route's search schema must not pull into the code every page loads.
 */
const URL_ROOMS = [2, 3, 4] as const satisfies readonly RoomCount[];
const URL_BUILDINGS = [1, 2, 3, 4] as const satisfies readonly BuildingNumber[];

/** A number in the URL may arrive as a number (?building=2) or a string (?building="2"). */
function numberParam<const T extends readonly number[]>(options: T) {
  return v.pipe(v.union([v.number(), v.pipe(v.string(), v.transform(Number))]), v.picklist(options));
}

/** Unknown or malformed values fall back to "all" / the default instead of breaking the page. */
export const finderSearchSchema = v.object({
  building: v.fallback(v.optional(numberParam(URL_BUILDINGS)), undefined),
  rooms: v.fallback(v.optional(numberParam(URL_ROOMS)), undefined),
  sort: v.fallback(v.optional(v.picklist(SORT_ORDERS)), undefined),
});

export type FinderSearch = v.InferOutput<typeof finderSearchSchema>;
