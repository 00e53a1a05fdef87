/**
 * The apartment finder as pure functions: filtering, sorting, the counts of available units and of the
 * chips; its URL parameters are finder-search.ts.
 */
import type { BuildingNumber, RoomCount, Unit } from '@/content/units';

import { DEFAULT_SORT, type FinderSearch, type SortOrder } from './finder-search';
import { isAvailable, mayBeAvailable, type UnitStatuses } from './unit-status';

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

/** How many of these units are Available (live statuses only; see unit-status.ts). */
export function countAvailable(units: readonly Unit[], statuses: UnitStatuses): number {
  return units.filter((unit) => isAvailable(statuses.get(unit.weNr)!)).length;
}

/** A filter's chips: 'all' and one per value some unit has, each with how many units it lists. */
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
 * chip's badge: the units it would list, whatever their status, as the list below counts them, with
 * the other filter kept (the building badges follow the chosen room count and the other way round).
 */
export function filterCounts(units: readonly Unit[], filters: UnitFilters): FilterCounts {
  const count = (f: UnitFilters) => filterUnits(units, f).length;
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
 * What a sold unit offers instead of the exposé: up to `limit` units with as many rooms that may be
 * had (Available, or not confirmed while the statuses are not live), the closest in living area first
 * (then the cheaper).
 */
export function similarAvailable(
  unit: Unit,
  units: readonly Unit[],
  statuses: UnitStatuses,
  limit = 3,
): Unit[] {
  const distance = (other: Unit) => Math.abs(other.livingArea - unit.livingArea);
  return units
    .filter(
      (other) =>
        other.rooms === unit.rooms && other.weNr !== unit.weNr && mayBeAvailable(statuses.get(other.weNr)!),
    )
    .sort((a, b) => distance(a) - distance(b) || a.price - b.price)
    .slice(0, limit);
}

export function hasActiveFilters(search: FinderSearch): boolean {
  return search.building !== undefined || search.rooms !== undefined;
}
