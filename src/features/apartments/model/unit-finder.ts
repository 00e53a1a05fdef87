/**
 * The apartment finder as pure functions: its URL search parameters (typed with valibot), filtering,
 * sorting and the counts of available units (spec §2 Apartments tab, §4 Apartment status).
 */
import * as v from 'valibot';

import type { BuildingNumber, RoomCount, Unit } from '@/content/units';

import { isAvailable, statusOf, type StatusByCode } from './unit-status';

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

export interface UnitFilters {
  building?: BuildingNumber | undefined;
  rooms?: RoomCount | undefined;
}

export function matchesFilters(unit: Unit, { building, rooms }: UnitFilters): boolean {
  return (
    (building === undefined || unit.building === building) && (rooms === undefined || unit.rooms === rooms)
  );
}

export function filterUnits(units: readonly Unit[], filters: UnitFilters): Unit[] {
  return units.filter((unit) => matchesFilters(unit, filters));
}

const COMPARATORS: Record<SortOrder, (a: Unit, b: Unit) => number> = {
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  'price-per-sqm-asc': (a, b) => a.pricePerSqm - b.pricePerSqm,
  'size-asc': (a, b) => a.livingArea - b.livingArea,
};

/** A new sorted list; ties keep unit-number order, so the list never jumps between renders. */
export function sortUnits(units: readonly Unit[], order: SortOrder = DEFAULT_SORT): Unit[] {
  const compare = COMPARATORS[order];
  return [...units].sort((a, b) => compare(a, b) || a.unitNumber - b.unitNumber);
}

/** Units matching the filters, sorted: the finder's list shows them whatever their status. */
export function findUnits(units: readonly Unit[], search: FinderSearch): Unit[] {
  return sortUnits(filterUnits(units, search), search.sort);
}

/** How many of these units are Available. */
export function countAvailable(units: readonly Unit[], statuses: StatusByCode): number {
  return units.filter((unit) => isAvailable(statusOf(unit, statuses))).length;
}

/** A filter's chips: 'all' and one per value some unit has, each with its count of Available units. */
export interface FilterChoices<T extends number> {
  all: number;
  options: { value: T; count: number }[];
}

export interface FilterCounts {
  building: FilterChoices<BuildingNumber>;
  rooms: FilterChoices<RoomCount>;
}

/** The distinct values of a unit field, ascending: the options a filter offers. */
function valuesOf<T extends number>(units: readonly Unit[], field: (unit: Unit) => T): T[] {
  return [...new Set(units.map(field))].sort((a, b) => a - b);
}

/**
 * The chips of each filter, from the units themselves (no chip for a value no unit has), and each
 * chip's badge: the Available units it would show, with the other filter kept (the building badges
 * follow the chosen room count and the other way round).
 */
export function filterCounts(
  units: readonly Unit[],
  statuses: StatusByCode,
  filters: UnitFilters,
): FilterCounts {
  const count = (f: UnitFilters) => countAvailable(filterUnits(units, f), statuses);
  return {
    building: {
      all: count({ rooms: filters.rooms }),
      options: valuesOf(units, (unit) => unit.building).map((value) => ({
        value,
        count: count({ building: value, rooms: filters.rooms }),
      })),
    },
    rooms: {
      all: count({ building: filters.building }),
      options: valuesOf(units, (unit) => unit.rooms).map((value) => ({
        value,
        count: count({ building: filters.building, rooms: value }),
      })),
    },
  };
}

/**
 * What a sold unit offers instead of the exposé: up to `limit` Available units with as many rooms,
 * the closest in living area first (then the cheaper).
 */
export function similarAvailable(
  unit: Unit,
  units: readonly Unit[],
  statuses: StatusByCode,
  limit = 3,
): Unit[] {
  const distance = (other: Unit) => Math.abs(other.livingArea - unit.livingArea);
  return units
    .filter(
      (other) =>
        other.rooms === unit.rooms && other.weNr !== unit.weNr && isAvailable(statusOf(other, statuses)),
    )
    .sort((a, b) => distance(a) - distance(b) || a.price - b.price)
    .slice(0, limit);
}

export function hasActiveFilters(search: FinderSearch): boolean {
  return search.building !== undefined || search.rooms !== undefined;
}
