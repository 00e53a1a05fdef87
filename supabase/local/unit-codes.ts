/**
 * The canonical list of the 56 unit codes (we_nr) of grabbeallee-68, as the backend assumes them.
 *
 * we_nr = `${building}.${floor}.${indexOnFloor}`, floors counted from 0 (ground floor), units on a floor
 * from 1. Unit numbers run 1..56 through the buildings in order, floor by floor. Building 1 is the street
 * building; 2, 3 and 4 are garden houses. The app's static apartment list can be checked against this.
 */
export const PROJECT_ID = 'grabbeallee-68';

export interface BuildingLayout {
  building: 1 | 2 | 3 | 4;
  /** Floors 0..maxFloor. */
  floors: number;
  unitsPerFloor: number;
}

export const BUILDING_LAYOUT: readonly BuildingLayout[] = [
  { building: 1, floors: 6, unitsPerFloor: 4 }, // floors 0-5, units 1-24
  { building: 2, floors: 4, unitsPerFloor: 3 }, // floors 0-3, units 25-36
  { building: 3, floors: 4, unitsPerFloor: 3 }, // floors 0-3, units 37-48
  { building: 4, floors: 4, unitsPerFloor: 2 }, // floors 0-3, units 49-56
];

export interface UnitCode {
  unitNumber: number;
  weNr: string;
  building: number;
  floor: number;
  indexOnFloor: number;
}

function buildUnitCodes(): UnitCode[] {
  const units: UnitCode[] = [];
  for (const { building, floors, unitsPerFloor } of BUILDING_LAYOUT) {
    for (let floor = 0; floor < floors; floor++) {
      for (let indexOnFloor = 1; indexOnFloor <= unitsPerFloor; indexOnFloor++) {
        units.push({
          unitNumber: units.length + 1,
          weNr: `${building}.${floor}.${indexOnFloor}`,
          building,
          floor,
          indexOnFloor,
        });
      }
    }
  }
  return units;
}

export const UNIT_CODES: readonly UnitCode[] = Object.freeze(buildUnitCodes());

/** we_nr by unit number (1..56). */
export const WE_NR_BY_UNIT_NUMBER: ReadonlyMap<number, string> = new Map(
  UNIT_CODES.map((unit) => [unit.unitNumber, unit.weNr]),
);
