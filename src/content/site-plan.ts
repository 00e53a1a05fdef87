/**
 * The buildings as the site places them, for the picker's site view and the desk's sales board: the street
 * building along Grabbeallee in front, the three garden houses behind it; each a stack of floors, top floor first.
 */
import { BUILDINGS, type BuildingNumber } from './units';

/** A floor of a building. */
export interface FloorPlace {
  building: BuildingNumber;
  floor: number;
}

/** The street row in front, the garden row behind it. */
export const SITE_ROWS: { street: readonly BuildingNumber[]; garden: readonly BuildingNumber[] } = {
  street: [1],
  garden: [2, 3, 4],
};

/** Every floor of the project, building by building, top floor first (the site view's order). */
export const SITE_FLOORS: readonly FloorPlace[] = BUILDINGS.flatMap((building) =>
  Array.from({ length: building.floors }, (_, index) => ({
    building: building.number,
    floor: building.floors - 1 - index,
  })),
);
