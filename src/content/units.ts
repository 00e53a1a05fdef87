/**
 * The units of Grabbeallee 68: one typed row per unit, in unit-number order, which is the order of the
 * backend's unit codes (supabase/local/unit-codes.ts: building by building, floor by floor).
 * - Outdoor space follows the floor: a terrace (and a garden facing the courtyard) on the ground floor,
 *   a balcony in between, a roof terrace on top.
 * - The price is computed once, living area × price per m² in whole euros (`unitPrice`), and stated
 *   exactly: a rounded price would be below what the buyer pays for some units.
 * - The living areas add up to `project.saleableSpaceSqm` and lie within both of the specification's
 *   readings; the site states the range the units span (`unit-figures.ts`).
 */
import { PROJECT_ID } from './project-id.ts';

export type BuildingNumber = 1 | 2 | 3 | 4;
export type FloorNumber = 0 | 1 | 2 | 3 | 4 | 5;
export type RoomCount = 2 | 3 | 4;

export interface Building {
  number: BuildingNumber;
  kind: 'street' | 'garden';
  /** Floors 0 (ground floor) to floors - 1. */
  floors: number;
  unitsPerFloor: number;
}

export const BUILDINGS: readonly Building[] = [
  { number: 1, kind: 'street', floors: 6, unitsPerFloor: 4 },
  { number: 2, kind: 'garden', floors: 4, unitsPerFloor: 3 },
  { number: 3, kind: 'garden', floors: 4, unitsPerFloor: 3 },
  { number: 4, kind: 'garden', floors: 4, unitsPerFloor: 2 },
];

export const BUILDING_NUMBERS: readonly BuildingNumber[] = [1, 2, 3, 4];
export const FLOOR_NUMBERS: readonly FloorNumber[] = [0, 1, 2, 3, 4, 5];

/** What a unit is, from its floor and outdoor space. */
export type UnitCategory =
  'garden-apartment' | 'ground-floor-apartment' | 'balcony-apartment' | 'roof-terrace-apartment';

interface UnitRow {
  /** Unit code building.floor.unit, e.g. 1.0.1. */
  weNr: string;
  rooms: RoomCount;
  /** m² */
  livingArea: number;
  /** €/m² */
  pricePerSqm: number;
  bicycleSpots: 1 | 2 | 3;
  /** Outdoor and storage areas in m², where the unit has them. */
  balcony?: number;
  terrace?: number;
  garden?: number;
  storageRoom?: number;
}

export interface Unit extends UnitRow {
  projectId: typeof PROJECT_ID;
  /** 1–56 */
  unitNumber: number;
  building: BuildingNumber;
  floor: FloorNumber;
  /** Position on its floor, from 1. */
  unitOnFloor: number;
  /** Euros, exact: `unitPrice(livingArea, pricePerSqm)`; every page states it as it is. */
  price: number;
  category: UnitCategory;
}

const UNIT_ROWS: readonly UnitRow[] = [
  {
    weNr: '1.0.1',
    rooms: 3,
    livingArea: 59.2,
    pricePerSqm: 7000,
    bicycleSpots: 2,
    terrace: 10.5,
    garden: 28.0,
    storageRoom: 5.0,
  },
  {
    weNr: '1.0.2',
    rooms: 2,
    livingArea: 39.4,
    pricePerSqm: 7000,
    bicycleSpots: 1,
    terrace: 10.5,
    storageRoom: 4.0,
  },
  {
    weNr: '1.0.3',
    rooms: 2,
    livingArea: 36.2,
    pricePerSqm: 7000,
    bicycleSpots: 1,
    terrace: 10.5,
    storageRoom: 4.0,
  },
  {
    weNr: '1.0.4',
    rooms: 4,
    livingArea: 94.0,
    pricePerSqm: 7000,
    bicycleSpots: 3,
    terrace: 10.5,
    garden: 36.0,
    storageRoom: 6.0,
  },
  {
    weNr: '1.1.1',
    rooms: 3,
    livingArea: 59.7,
    pricePerSqm: 7050,
    bicycleSpots: 2,
    balcony: 7.8,
    storageRoom: 5.0,
  },
  {
    weNr: '1.1.2',
    rooms: 2,
    livingArea: 39.6,
    pricePerSqm: 7050,
    bicycleSpots: 1,
    balcony: 6.2,
    storageRoom: 4.0,
  },
  {
    weNr: '1.1.3',
    rooms: 2,
    livingArea: 36.2,
    pricePerSqm: 7050,
    bicycleSpots: 1,
    balcony: 6.2,
    storageRoom: 4.0,
  },
  {
    weNr: '1.1.4',
    rooms: 4,
    livingArea: 89.2,
    pricePerSqm: 7050,
    bicycleSpots: 3,
    balcony: 9.1,
    storageRoom: 6.0,
  },
  {
    weNr: '1.2.1',
    rooms: 3,
    livingArea: 59.2,
    pricePerSqm: 7100,
    bicycleSpots: 2,
    balcony: 7.8,
    storageRoom: 5.0,
  },
  {
    weNr: '1.2.2',
    rooms: 2,
    livingArea: 39.4,
    pricePerSqm: 7100,
    bicycleSpots: 1,
    balcony: 6.2,
    storageRoom: 4.0,
  },
  {
    weNr: '1.2.3',
    rooms: 2,
    livingArea: 36.2,
    pricePerSqm: 7100,
    bicycleSpots: 1,
    balcony: 6.2,
    storageRoom: 4.0,
  },
  {
    weNr: '1.2.4',
    rooms: 4,
    livingArea: 88.3,
    pricePerSqm: 7100,
    bicycleSpots: 3,
    balcony: 9.1,
    storageRoom: 6.0,
  },
  {
    weNr: '1.3.1',
    rooms: 3,
    livingArea: 59.7,
    pricePerSqm: 7150,
    bicycleSpots: 2,
    balcony: 7.8,
    storageRoom: 5.0,
  },
  {
    weNr: '1.3.2',
    rooms: 2,
    livingArea: 39.6,
    pricePerSqm: 7150,
    bicycleSpots: 1,
    balcony: 6.2,
    storageRoom: 4.0,
  },
  {
    weNr: '1.3.3',
    rooms: 2,
    livingArea: 36.2,
    pricePerSqm: 7150,
    bicycleSpots: 1,
    balcony: 6.2,
    storageRoom: 4.0,
  },
  {
    weNr: '1.3.4',
    rooms: 4,
    livingArea: 89.2,
    pricePerSqm: 7150,
    bicycleSpots: 3,
    balcony: 9.1,
    storageRoom: 6.0,
  },
  {
    weNr: '1.4.1',
    rooms: 3,
    livingArea: 59.2,
    pricePerSqm: 7200,
    bicycleSpots: 2,
    balcony: 7.8,
    storageRoom: 5.0,
  },
  {
    weNr: '1.4.2',
    rooms: 2,
    livingArea: 39.4,
    pricePerSqm: 7200,
    bicycleSpots: 1,
    balcony: 6.2,
    storageRoom: 4.0,
  },
  {
    weNr: '1.4.3',
    rooms: 2,
    livingArea: 36.2,
    pricePerSqm: 7200,
    bicycleSpots: 1,
    balcony: 6.2,
    storageRoom: 4.0,
  },
  {
    weNr: '1.4.4',
    rooms: 4,
    livingArea: 88.3,
    pricePerSqm: 7200,
    bicycleSpots: 3,
    balcony: 9.1,
    storageRoom: 6.0,
  },
  {
    weNr: '1.5.1',
    rooms: 3,
    livingArea: 56.3,
    pricePerSqm: 7400,
    bicycleSpots: 2,
    terrace: 18.0,
    storageRoom: 5.0,
  },
  {
    weNr: '1.5.2',
    rooms: 2,
    livingArea: 38.5,
    pricePerSqm: 7400,
    bicycleSpots: 1,
    terrace: 13.0,
    storageRoom: 4.0,
  },
  {
    weNr: '1.5.3',
    rooms: 2,
    livingArea: 36.2,
    pricePerSqm: 7400,
    bicycleSpots: 1,
    terrace: 9.0,
    storageRoom: 4.0,
  },
  {
    weNr: '1.5.4',
    rooms: 4,
    livingArea: 82.9,
    pricePerSqm: 7450,
    bicycleSpots: 3,
    terrace: 22.0,
    storageRoom: 6.0,
  },
  {
    weNr: '2.0.1',
    rooms: 3,
    livingArea: 51.5,
    pricePerSqm: 7100,
    bicycleSpots: 2,
    terrace: 12.0,
    garden: 48.0,
  },
  {
    weNr: '2.0.2',
    rooms: 2,
    livingArea: 37.7,
    pricePerSqm: 7100,
    bicycleSpots: 1,
    terrace: 12.0,
    garden: 33.0,
  },
  {
    weNr: '2.0.3',
    rooms: 4,
    livingArea: 74.9,
    pricePerSqm: 7100,
    bicycleSpots: 3,
    terrace: 12.0,
    garden: 59.0,
  },
  {
    weNr: '2.1.1',
    rooms: 3,
    livingArea: 51.9,
    pricePerSqm: 7160,
    bicycleSpots: 2,
    balcony: 7.8,
    storageRoom: 5.0,
  },
  {
    weNr: '2.1.2',
    rooms: 2,
    livingArea: 37.8,
    pricePerSqm: 7160,
    bicycleSpots: 1,
    balcony: 6.2,
    storageRoom: 4.0,
  },
  {
    weNr: '2.1.3',
    rooms: 4,
    livingArea: 75.7,
    pricePerSqm: 7160,
    bicycleSpots: 3,
    balcony: 9.1,
    storageRoom: 6.0,
  },
  {
    weNr: '2.2.1',
    rooms: 3,
    livingArea: 51.5,
    pricePerSqm: 7220,
    bicycleSpots: 2,
    balcony: 7.8,
    storageRoom: 5.0,
  },
  {
    weNr: '2.2.2',
    rooms: 2,
    livingArea: 37.7,
    pricePerSqm: 7220,
    bicycleSpots: 1,
    balcony: 6.2,
    storageRoom: 4.0,
  },
  {
    weNr: '2.2.3',
    rooms: 4,
    livingArea: 74.9,
    pricePerSqm: 7220,
    bicycleSpots: 3,
    balcony: 9.1,
    storageRoom: 6.0,
  },
  {
    weNr: '2.3.1',
    rooms: 3,
    livingArea: 50.0,
    pricePerSqm: 7380,
    bicycleSpots: 2,
    terrace: 16.0,
    storageRoom: 5.0,
  },
  {
    weNr: '2.3.2',
    rooms: 2,
    livingArea: 37.3,
    pricePerSqm: 7380,
    bicycleSpots: 1,
    terrace: 11.0,
    storageRoom: 4.0,
  },
  {
    weNr: '2.3.3',
    rooms: 4,
    livingArea: 72.5,
    pricePerSqm: 7380,
    bicycleSpots: 3,
    terrace: 20.0,
    storageRoom: 6.0,
  },
  {
    weNr: '3.0.1',
    rooms: 3,
    livingArea: 53.2,
    pricePerSqm: 7100,
    bicycleSpots: 2,
    terrace: 12.0,
    garden: 49.0,
  },
  {
    weNr: '3.0.2',
    rooms: 2,
    livingArea: 37.2,
    pricePerSqm: 7100,
    bicycleSpots: 1,
    terrace: 12.0,
    garden: 32.0,
  },
  {
    weNr: '3.0.3',
    rooms: 4,
    livingArea: 77.7,
    pricePerSqm: 7100,
    bicycleSpots: 3,
    terrace: 12.0,
    garden: 60.0,
  },
  {
    weNr: '3.1.1',
    rooms: 3,
    livingArea: 53.7,
    pricePerSqm: 7160,
    bicycleSpots: 2,
    balcony: 7.8,
    storageRoom: 5.0,
  },
  {
    weNr: '3.1.2',
    rooms: 2,
    livingArea: 37.3,
    pricePerSqm: 7160,
    bicycleSpots: 1,
    balcony: 6.2,
    storageRoom: 4.0,
  },
  {
    weNr: '3.1.3',
    rooms: 4,
    livingArea: 78.5,
    pricePerSqm: 7160,
    bicycleSpots: 3,
    balcony: 9.1,
    storageRoom: 6.0,
  },
  {
    weNr: '3.2.1',
    rooms: 3,
    livingArea: 53.2,
    pricePerSqm: 7220,
    bicycleSpots: 2,
    balcony: 7.8,
    storageRoom: 5.0,
  },
  {
    weNr: '3.2.2',
    rooms: 2,
    livingArea: 37.2,
    pricePerSqm: 7220,
    bicycleSpots: 1,
    balcony: 6.2,
    storageRoom: 4.0,
  },
  {
    weNr: '3.2.3',
    rooms: 4,
    livingArea: 77.7,
    pricePerSqm: 7220,
    bicycleSpots: 3,
    balcony: 9.1,
    storageRoom: 6.0,
  },
  {
    weNr: '3.3.1',
    rooms: 3,
    livingArea: 51.7,
    pricePerSqm: 7380,
    bicycleSpots: 2,
    terrace: 17.0,
    storageRoom: 5.0,
  },
  {
    weNr: '3.3.2',
    rooms: 2,
    livingArea: 36.9,
    pricePerSqm: 7380,
    bicycleSpots: 1,
    terrace: 11.0,
    storageRoom: 4.0,
  },
  {
    weNr: '3.3.3',
    rooms: 4,
    livingArea: 75.1,
    pricePerSqm: 7380,
    bicycleSpots: 3,
    terrace: 21.0,
    storageRoom: 6.0,
  },
  {
    weNr: '4.0.1',
    rooms: 3,
    livingArea: 65.9,
    pricePerSqm: 7120,
    bicycleSpots: 2,
    terrace: 12.0,
    garden: 56.0,
  },
  {
    weNr: '4.0.2',
    rooms: 4,
    livingArea: 82.1,
    pricePerSqm: 7120,
    bicycleSpots: 3,
    terrace: 12.0,
    garden: 62.0,
  },
  {
    weNr: '4.1.1',
    rooms: 3,
    livingArea: 66.6,
    pricePerSqm: 7180,
    bicycleSpots: 2,
    balcony: 7.8,
    storageRoom: 5.0,
  },
  {
    weNr: '4.1.2',
    rooms: 4,
    livingArea: 82.9,
    pricePerSqm: 7180,
    bicycleSpots: 3,
    balcony: 9.1,
    storageRoom: 6.0,
  },
  {
    weNr: '4.2.1',
    rooms: 3,
    livingArea: 66.0,
    pricePerSqm: 7240,
    bicycleSpots: 2,
    balcony: 7.8,
    storageRoom: 5.0,
  },
  {
    weNr: '4.2.2',
    rooms: 4,
    livingArea: 82.1,
    pricePerSqm: 7240,
    bicycleSpots: 3,
    balcony: 9.1,
    storageRoom: 6.0,
  },
  {
    weNr: '4.3.1',
    rooms: 3,
    livingArea: 63.9,
    pricePerSqm: 7380,
    bicycleSpots: 2,
    terrace: 19.0,
    storageRoom: 5.0,
  },
  {
    weNr: '4.3.2',
    rooms: 4,
    livingArea: 79.4,
    pricePerSqm: 7380,
    bicycleSpots: 3,
    terrace: 21.0,
    storageRoom: 6.0,
  },
];

/**
 * The price rule: living area × price per m², in whole euros. The product of a one-decimal area and a
 * price per m² in tens of euros is whole already; rounding only drops the floating-point error.
 */
export function unitPrice(livingArea: number, pricePerSqm: number): number {
  return Math.round(livingArea * pricePerSqm);
}

export function buildingOf(number: BuildingNumber): Building {
  const building = BUILDINGS.find((candidate) => candidate.number === number);
  if (!building) throw new Error(`Unknown building ${number}`);
  return building;
}

function categoryOf(row: UnitRow, floor: number, building: Building): UnitCategory {
  if (row.garden !== undefined) return 'garden-apartment';
  if (floor === 0) return 'ground-floor-apartment';
  if (floor === building.floors - 1) return 'roof-terrace-apartment';
  return 'balcony-apartment';
}

function toUnit(row: UnitRow, index: number): Unit {
  const [building, floor, unitOnFloor] = row.weNr.split('.').map(Number) as [
    BuildingNumber,
    FloorNumber,
    number,
  ];
  return {
    ...row,
    projectId: PROJECT_ID,
    unitNumber: index + 1,
    building,
    floor,
    unitOnFloor,
    price: unitPrice(row.livingArea, row.pricePerSqm),
    category: categoryOf(row, floor, buildingOf(building)),
  };
}

export const UNITS: readonly Unit[] = Object.freeze(UNIT_ROWS.map(toUnit));

/** The units of one floor of one building, in order. */
export function unitsOnFloor(building: BuildingNumber, floor: number): Unit[] {
  return UNITS.filter((unit) => unit.building === building && unit.floor === floor);
}

/** The unit with this code (e.g. '2.3.1'), or undefined when there is none. */
export function unitByCode(weNr: string): Unit | undefined {
  return UNITS.find((unit) => unit.weNr === weNr);
}
