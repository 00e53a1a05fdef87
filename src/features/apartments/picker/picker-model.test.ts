import { describe, expect, it } from 'vitest';

import { SITE_FLOORS } from '@/content/site-plan';
import { UNITS } from '@/content/units';

import { isAvailable, type StatusKnowledge, unitStatusesOf, unitStatusOf } from '../model/unit-status';
import {
  aheadOf,
  floorBands,
  floorKey,
  matchesPickerFilters,
  neighbourBuilding,
  neighbourFloor,
  pickerParams,
  readFloorParams,
  readPickerSearch,
  samePickerState,
  SITE_VIEW_KEY,
} from './picker-model';

const LIVE: StatusKnowledge = {
  phase: 'live',
  statuses: new Map([
    ['2.3.1', 'Sold'],
    ['2.3.2', 'Reserved'],
    ['1.5.4', 'Vormerkung'],
    ['4.0.1', 'Sold'],
  ]),
  asOf: new Date('2026-11-27T14:02:00Z'),
};
const STATUSES = unitStatusesOf(UNITS, LIVE);

describe('floorBands', () => {
  it('counts the flats and free flats of every building and floor as the unit list has them', () => {
    const bands = floorBands(STATUSES);
    const all = [...bands.values()].flat();
    expect(all).toHaveLength(6 + 4 + 4 + 4);
    expect(all.reduce((sum, band) => sum + band.units.length, 0)).toBe(UNITS.length);
    for (const band of all) {
      const listed = UNITS.filter((unit) => unit.building === band.building && unit.floor === band.floor);
      expect(band.units).toEqual(listed);
      expect(band.free).toBe(listed.filter((unit) => isAvailable(unitStatusOf(unit, LIVE))).length);
    }
    // Top floor first; building 2's 3rd floor has one of its three flats free.
    expect(bands.get(1)!.map((band) => band.floor)).toEqual([5, 4, 3, 2, 1, 0]);
    expect(bands.get(2)!.find((band) => band.floor === 3)).toMatchObject({ free: 1 });
    expect(bands.get(4)!.find((band) => band.floor === 0)).toMatchObject({ free: 1 });
    expect(bands.get(1)!.find((band) => band.floor === 5)).toMatchObject({ free: 3 });
  });

  it('counts no flat as free while the statuses are not live', () => {
    const cached = floorBands(unitStatusesOf(UNITS, { ...LIVE, phase: 'cached' }));
    expect([...cached.values()].flat().every((band) => band.free === 0)).toBe(true);
    const unknown = floorBands(unitStatusesOf(UNITS, { phase: 'unknown' }));
    expect([...unknown.values()].flat().every((band) => band.free === 0)).toBe(true);
  });
});

describe('readPickerSearch', () => {
  it('reads building, floor and the filters, and keeps the floor within the building', () => {
    expect(readPickerSearch({ building: 2, floor: '3', rooms: 3, available: 1 })).toEqual({
      building: 2,
      floor: 3,
      rooms: 3,
      available: true,
    });
    expect(readPickerSearch({ building: 3, floor: 5 })).toMatchObject({ building: 3, floor: 3 });
    expect(readPickerSearch({ building: 1 })).toMatchObject({ building: 1, floor: 0 });
  });

  it('falls back to the site view and no filter for anything else', () => {
    expect(readPickerSearch({ building: 7, floor: 2, rooms: 1, available: 'no' })).toEqual({
      rooms: undefined,
      available: undefined,
    });
    expect(pickerParams({ available: true })).toEqual({ rooms: undefined, available: 1 });
    expect(pickerParams({ rooms: 3 })).toEqual({ rooms: 3, available: undefined });
  });
});

describe('readFloorParams', () => {
  it("reads a floor page's building and floor, the site view without them", () => {
    expect(readFloorParams({ building: '2', floor: '3' })).toEqual({ building: 2, floor: 3 });
    expect(readFloorParams({ building: '1', floor: '0' })).toEqual({ building: 1, floor: 0 });
    expect(readFloorParams({})).toBeNull();
  });

  it('finds no page for a building without a floor, a floor the building lacks or anything else', () => {
    expect(readFloorParams({ building: '2' })).toBeUndefined();
    expect(readFloorParams({ floor: '2' })).toBeUndefined();
    expect(readFloorParams({ building: '2', floor: '4' })).toBeUndefined();
    expect(readFloorParams({ building: '5', floor: '0' })).toBeUndefined();
    expect(readFloorParams({ building: '2', floor: '03' })).toBeUndefined();
    expect(readFloorParams({ building: 'x', floor: '1' })).toBeUndefined();
  });

  it('compares two states by place and filters', () => {
    expect(samePickerState({ building: 2, floor: 3 }, { building: 2, floor: 3, rooms: undefined })).toBe(
      true,
    );
    expect(samePickerState({ building: 2, floor: 3 }, { building: 2, floor: 2 })).toBe(false);
    expect(samePickerState({}, { available: true })).toBe(false);
  });
});

describe('filters and neighbours', () => {
  it('matches rooms and availability', () => {
    const unit = UNITS.find((candidate) => candidate.weNr === '2.3.1')!;
    const asOf = LIVE.phase === 'live' ? LIVE.asOf : new Date();
    const sold = { kind: 'live', status: 'Sold', asOf } as const;
    const available = { kind: 'live', status: 'Available', asOf } as const;
    expect(matchesPickerFilters(unit, sold, {})).toBe(true);
    expect(matchesPickerFilters(unit, sold, { available: true })).toBe(false);
    expect(matchesPickerFilters(unit, available, { rooms: unit.rooms, available: true })).toBe(true);
    expect(matchesPickerFilters(unit, available, { rooms: unit.rooms === 2 ? 3 : 2 })).toBe(false);
    // Not confirmed is not available.
    const unconfirmed = { kind: 'not-confirmed', lastChecked: asOf } as const;
    expect(matchesPickerFilters(unit, unconfirmed, { available: true })).toBe(false);
  });

  it('steps between floors and buildings, lowering the floor where the next building has fewer', () => {
    expect(neighbourFloor(2, 3, 1)).toBeNull();
    expect(neighbourFloor(1, 3, 1)).toBe(4);
    expect(neighbourFloor(1, 0, -1)).toBeNull();
    expect(neighbourBuilding(1, 5, 1)).toEqual({ building: 2, floor: 3 });
    expect(neighbourBuilding(2, 1, -1)).toEqual({ building: 1, floor: 1 });
    expect(neighbourBuilding(4, 1, 1)).toBeNull();
  });
});

describe('aheadOf', () => {
  it('renders every floor ahead from the site view, in the order of its bands', () => {
    const bands = [...floorBands(STATUSES).values()].flat().map(floorKey);
    expect(aheadOf(undefined)).toEqual(bands);
    expect(SITE_FLOORS.map(floorKey)).toEqual(bands);
    expect(new Set(bands).size).toBe(18);
  });

  it('from a floor, the floors its buttons, keys and swipes go to, then the site view', () => {
    expect(aheadOf({ building: 2, floor: 3 })).toEqual(['2.2', '1.3', '3.3', SITE_VIEW_KEY]);
    expect(aheadOf({ building: 1, floor: 5 })).toEqual(['1.4', '2.3', SITE_VIEW_KEY]);
    expect(aheadOf({ building: 4, floor: 0 })).toEqual(['4.1', '3.0', SITE_VIEW_KEY]);
  });
});
