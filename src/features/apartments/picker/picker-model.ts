/**
 * The building-and-floor picker as pure functions: its URL (`?building=2&floor=3&rooms=3&available=1`,
 * valibot), the free flats of every floor, which flats match the filters, and the neighbouring floors
 * and buildings of the arrows, buttons and swipes.
 */
import * as v from 'valibot';

import {
  BUILDINGS,
  buildingOf,
  type BuildingNumber,
  type RoomCount,
  type Unit,
  unitsOnFloor,
} from '@/content/units';

import { isAvailable, statusOf, type StatusByCode } from '../model/unit-status';

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

export interface PickerSearch {
  building?: BuildingNumber | undefined;
  floor?: number | undefined;
  rooms?: RoomCount | undefined;
  available?: true | undefined;
}

/** The picker's state from a route's search; a floor the building does not have opens its top floor. */
export function readPickerSearch(search: Record<string, unknown>): PickerSearch {
  const parsed = v.parse(pickerSearchSchema, search);
  if (parsed.building === undefined) return { rooms: parsed.rooms, available: parsed.available };
  const floors = buildingOf(parsed.building).floors;
  return { ...parsed, floor: Math.min(parsed.floor ?? 0, floors - 1) };
}

/** The URL parameters of a state (the inverse of readPickerSearch; absent values are left out). */
export function pickerParams(state: PickerSearch): Record<string, number | undefined> {
  return {
    building: state.building,
    floor: state.building === undefined ? undefined : state.floor,
    rooms: state.rooms,
    available: state.available ? 1 : undefined,
  };
}

export interface PickerFilters {
  rooms?: RoomCount | undefined;
  available?: true | undefined;
}

export function matchesPickerFilters(
  unit: Unit,
  status: string,
  { rooms, available }: PickerFilters,
): boolean {
  return (rooms === undefined || unit.rooms === rooms) && (!available || isAvailable(status));
}

export interface FloorBand {
  building: BuildingNumber;
  floor: number;
  units: Unit[];
  /** Flats with the status Available. */
  free: number;
}

/** Every building's floors, top floor first, with how many of their flats are free. */
export function floorBands(statuses: StatusByCode): Map<BuildingNumber, FloorBand[]> {
  return new Map(
    BUILDINGS.map((building) => [
      building.number,
      Array.from({ length: building.floors }, (_, index) => {
        const floor = building.floors - 1 - index;
        const units = unitsOnFloor(building.number, floor);
        const free = units.filter((unit) => isAvailable(statusOf(unit, statuses))).length;
        return { building: building.number, floor, units, free };
      }),
    ]),
  );
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
export function neighbourBuilding(
  building: BuildingNumber,
  floor: number,
  step: 1 | -1,
): { building: BuildingNumber; floor: number } | null {
  const index = BUILDINGS.findIndex((candidate) => candidate.number === building) + step;
  const next = BUILDINGS[index];
  return next ? { building: next.number, floor: Math.min(floor, next.floors - 1) } : null;
}
