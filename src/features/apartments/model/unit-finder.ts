/**
 * The apartment finder as pure functions: its URL search parameters (typed with valibot), filtering,
 * sorting and the counts of available units (spec §2 Apartments tab, §4 Apartment status).
 */
import * as v from 'valibot';

import type { BuildingNumber, Unit } from '@/content/units';

import { isAvailable, statusOf, type StatusByCode } from './unit-status';

export const SORT_ORDERS = ['price-asc', 'price-desc', 'price-per-sqm-asc', 'size-asc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_SORT: SortOrder = 'price-asc';

/** Room filter: 1 is the studio option the spec words; the project's units have 2 to 4 rooms. */
export const ROOM_FILTERS = [1, 2, 3, 4] as const;
export type RoomFilter = (typeof ROOM_FILTERS)[number];

export const BUILDING_FILTERS: readonly BuildingNumber[] = [1, 2, 3, 4];

/** A number in the URL may arrive as a number (?building=2) or a string (?building="2"). */
function numberParam<const T extends readonly number[]>(options: T) {
  return v.pipe(v.union([v.number(), v.pipe(v.string(), v.transform(Number))]), v.picklist(options));
}

/** Unknown or malformed values fall back to "all" / the default instead of breaking the page. */
export const finderSearchSchema = v.object({
  building: v.fallback(v.optional(numberParam(BUILDING_FILTERS as readonly BuildingNumber[])), undefined),
  rooms: v.fallback(v.optional(numberParam(ROOM_FILTERS)), undefined),
  sort: v.fallback(v.optional(v.picklist(SORT_ORDERS)), undefined),
});

export type FinderSearch = v.InferOutput<typeof finderSearchSchema>;

export interface UnitFilters {
  building?: BuildingNumber | undefined;
  rooms?: RoomFilter | undefined;
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

export interface FilterCounts {
  building: { all: number } & Record<BuildingNumber, number>;
  rooms: { all: number } & Record<RoomFilter, number>;
}

/**
 * The badge of each filter option: Available units it would show, with the other filter kept
 * (the building badges follow the chosen room count and the other way round).
 */
export function filterCounts(
  units: readonly Unit[],
  statuses: StatusByCode,
  filters: UnitFilters,
): FilterCounts {
  const count = (f: UnitFilters) => countAvailable(filterUnits(units, f), statuses);
  const building = { all: count({ rooms: filters.rooms }) } as FilterCounts['building'];
  for (const number of BUILDING_FILTERS) building[number] = count({ building: number, rooms: filters.rooms });
  const rooms = { all: count({ building: filters.building }) } as FilterCounts['rooms'];
  for (const value of ROOM_FILTERS) rooms[value] = count({ building: filters.building, rooms: value });
  return { building, rooms };
}

export function hasActiveFilters(search: FinderSearch): boolean {
  return search.building !== undefined || search.rooms !== undefined;
}
