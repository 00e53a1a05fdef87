/**
 * The building-and-floor picker as pure functions: its address (a floor's path,
 * `/floors/2/3?rooms=3&available=1`, and the older `?building=2&floor=3`; valibot), the free flats of
 * every floor, which flats match the filters, and the neighbouring floors and buildings of the arrows,
 * buttons and swipes.
 */
import * as v from 'valibot';

import { SITE_FLOORS, type FloorPlace } from '@/content/site-plan';
import {
  BUILDINGS,
  buildingOf,
  type BuildingNumber,
  type RoomCount,
  type Unit,
  unitsOnFloor,
} from '@/content/units';

import { isAvailable, type UnitStatus, type UnitStatuses } from '../model/unit-status';

/** A number in the URL arrives as a number (?floor=3) or a string (?floor="3"). */
const urlInteger = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.nonEmpty(), v.transform(Number))]),
  v.number(),
  v.integer(),
);

const pickerSearchSchema = v.object({
  building: v.fallback(v.optional(v.pipe(urlInteger, v.picklist([1, 2, 3, 4] as const))), undefined),
  floor: v.fallback(v.optional(v.pipe(urlInteger, v.minValue(0), v.maxValue(5))), undefined),
  rooms: v.fallback(v.optional(v.pipe(urlInteger, v.picklist([2, 3, 4] as const))), undefined),
  available: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.literal(1), v.literal('1'), v.literal(true)]),
        v.transform((): true => true),
      ),
    ),
    undefined,
  ),
});

export interface PickerFilters {
  rooms?: RoomCount | undefined;
  available?: true | undefined;
}

/** Where the picker is and what it filters: no building is the site view. */
export interface PickerSearch extends PickerFilters {
  building?: BuildingNumber | undefined;
  floor?: number | undefined;
}

/**
 * The picker's state from a search (`?building=2&floor=3&rooms=3`, the address before floors had
 * paths); a floor the building does not have opens its top floor.
 */
export function readPickerSearch(search: Record<string, unknown>): PickerSearch {
  const parsed = v.parse(pickerSearchSchema, search);
  if (parsed.building === undefined) return { rooms: parsed.rooms, available: parsed.available };
  const floors = buildingOf(parsed.building).floors;
  return { ...parsed, floor: Math.min(parsed.floor ?? 0, floors - 1) };
}

/** The filters' URL parameters (absent values are left out). */
export function pickerParams({ rooms, available }: PickerFilters): Record<string, number | undefined> {
  return { rooms, available: available ? 1 : undefined };
}

const pathSegment = v.pipe(v.string(), v.regex(/^\d$/), v.transform(Number));

/**
 * The floor a floor page's path names (`/floors/2/3`: building 2, 3rd floor), null for the site
 * view (`/floors`), undefined for a building without a floor, a building the project does not have
 * or a floor it does not have (not found).
 */
export function readFloorParams(params: {
  building?: string | undefined;
  floor?: string | undefined;
}): { building: BuildingNumber; floor: number } | null | undefined {
  if (params.building === undefined && params.floor === undefined) return null;
  const building = v.safeParse(v.pipe(pathSegment, v.picklist([1, 2, 3, 4] as const)), params.building);
  const floor = v.safeParse(pathSegment, params.floor);
  if (!building.success || !floor.success) return undefined;
  return floor.output < buildingOf(building.output).floors
    ? { building: building.output, floor: floor.output }
    : undefined;
}

/** Two states alike: the same place and filters. */
export function samePickerState(a: PickerSearch, b: PickerSearch): boolean {
  return (
    a.building === b.building && a.floor === b.floor && a.rooms === b.rooms && a.available === b.available
  );
}

export function matchesPickerFilters(
  unit: Unit,
  status: UnitStatus,
  { rooms, available }: PickerFilters,
): boolean {
  return (rooms === undefined || unit.rooms === rooms) && (!available || isAvailable(status));
}

export interface FloorBand {
  building: BuildingNumber;
  floor: number;
  units: Unit[];
  /** Flats with the status Available (live statuses only). */
  free: number;
}

/** Every building's floors, top floor first, with how many of their flats are free. */
export function floorBands(statuses: UnitStatuses): Map<BuildingNumber, FloorBand[]> {
  const bands = new Map(BUILDINGS.map((building) => [building.number, [] as FloorBand[]]));
  for (const { building, floor } of SITE_FLOORS) {
    const units = unitsOnFloor(building, floor);
    const free = units.filter((unit) => isAvailable(statuses.get(unit.weNr)!)).length;
    bands.get(building)!.push({ building, floor, units, free });
  }
  return bands;
}

/** The floor above (+1) or below (−1), or null at the top or the ground floor. */
export function neighbourFloor(building: BuildingNumber, floor: number, step: 1 | -1): number | null {
  const next = floor + step;
  return next >= 0 && next < buildingOf(building).floors ? next : null;
}

/**
 * The building to the right (+1) or left (−1), in number order, or null at either end. The floor
 * stays, lowered to the other building's top floor where it has fewer.
 */
export function neighbourBuilding(building: BuildingNumber, floor: number, step: 1 | -1): FloorPlace | null {
  const index = BUILDINGS.findIndex((candidate) => candidate.number === building) + step;
  const next = BUILDINGS[index];
  return next ? { building: next.number, floor: Math.min(floor, next.floors - 1) } : null;
}

/** A floor's key (`2.3`, as `data-floor-view` says it). */
export function floorKey({ building, floor }: FloorPlace): string {
  return `${building}.${floor}`;
}

/** The site view's key in `aheadOf`. */
export const SITE_VIEW_KEY = 'site';

/**
 * What the picker renders ahead, hidden, once idle, nearest first, so that the next tap only
 * reveals it: from the site view every floor (any band may be next), from a floor the floors and
 * buildings its buttons, keys and swipes go to, then the site view.
 */
export function aheadOf(place: FloorPlace | undefined): string[] {
  if (!place) return SITE_FLOORS.map(floorKey);
  const { building, floor } = place;
  const up = neighbourFloor(building, floor, 1);
  const down = neighbourFloor(building, floor, -1);
  const near = [
    up === null ? null : { building, floor: up },
    down === null ? null : { building, floor: down },
    neighbourBuilding(building, floor, -1),
    neighbourBuilding(building, floor, 1),
  ];
  return [...near.filter((candidate) => candidate !== null).map(floorKey), SITE_VIEW_KEY];
}
