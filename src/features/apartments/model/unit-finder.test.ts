import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { UNITS } from '@/content/units';

import { finderSearchSchema } from './finder-search';
import {
  countAvailable,
  filterCounts,
  filterUnits,
  findUnits,
  hasActiveFilters,
  similarAvailable,
  sortUnits,
} from './unit-finder';
import { type StatusByCode, type UnitStatuses, unitStatusesOf } from './unit-status';

const ROWS = new Map([
  ['1.0.1', 'Sold'],
  ['1.0.2', 'Reserved'],
  ['2.0.1', 'Vormerkung'],
  ['4.0.1', 'Available'],
]);
const AS_OF = new Date('2026-11-27T14:02:00Z');
const live = (rows: StatusByCode): UnitStatuses =>
  unitStatusesOf(UNITS, { phase: 'live', statuses: rows, asOf: AS_OF });
const statuses = live(ROWS);

describe('finder search params', () => {
  it('accepts the filters and sorts as numbers or strings', () => {
    expect(v.parse(finderSearchSchema, { building: 2, rooms: '3', sort: 'size-asc' })).toEqual({
      building: 2,
      rooms: 3,
      sort: 'size-asc',
    });
    expect(v.parse(finderSearchSchema, {})).toEqual({
      building: undefined,
      rooms: undefined,
      sort: undefined,
    });
  });

  it('falls back to "all" and the default order for unknown values', () => {
    expect(v.parse(finderSearchSchema, { building: 7, rooms: 'many', sort: 'cheapest' })).toEqual({
      building: undefined,
      rooms: undefined,
      sort: undefined,
    });
  });

  it('reads an old link to studios (rooms=1), which no unit is, as all rooms', () => {
    expect(v.parse(finderSearchSchema, { building: 2, rooms: 1 })).toEqual({
      building: 2,
      rooms: undefined,
      sort: undefined,
    });
  });

  it('knows when a filter is set', () => {
    expect(hasActiveFilters({})).toBe(false);
    expect(hasActiveFilters({ sort: 'price-desc' })).toBe(false);
    expect(hasActiveFilters({ rooms: 2 })).toBe(true);
  });
});

describe('filterUnits', () => {
  it('keeps every unit without a filter', () => {
    expect(filterUnits(UNITS, {})).toHaveLength(56);
  });

  it('filters by building', () => {
    expect(filterUnits(UNITS, { building: 1 })).toHaveLength(24);
    expect(filterUnits(UNITS, { building: 2 })).toHaveLength(12);
    expect(filterUnits(UNITS, { building: 3 })).toHaveLength(12);
    expect(filterUnits(UNITS, { building: 4 })).toHaveLength(8);
  });

  it('filters by rooms and combines both filters', () => {
    const threeRooms = filterUnits(UNITS, { rooms: 3 });
    expect(threeRooms.every((unit) => unit.rooms === 3)).toBe(true);
    expect(threeRooms).toHaveLength(6 + 4 + 4 + 4);
    expect(filterUnits(UNITS, { building: 4, rooms: 2 })).toEqual([]);
  });
});

describe('sortUnits', () => {
  const isSortedBy = (values: number[], direction: 1 | -1) =>
    values.every((value, i) => i === 0 || direction * (value - values[i - 1]!) >= 0);

  it('sorts by price both ways, by price per m² and by size, ascending where not stated', () => {
    expect(
      isSortedBy(
        sortUnits(UNITS, 'price-asc').map((u) => u.price),
        1,
      ),
    ).toBe(true);
    expect(
      isSortedBy(
        sortUnits(UNITS, 'price-desc').map((u) => u.price),
        -1,
      ),
    ).toBe(true);
    expect(
      isSortedBy(
        sortUnits(UNITS, 'price-per-sqm-asc').map((u) => u.pricePerSqm),
        1,
      ),
    ).toBe(true);
    expect(
      isSortedBy(
        sortUnits(UNITS, 'size-asc').map((u) => u.livingArea),
        1,
      ),
    ).toBe(true);
    expect(sortUnits(UNITS, 'price-asc')[0]!.weNr).toBe('1.0.3');
    expect(sortUnits(UNITS, 'price-desc')[0]!.weNr).toBe('1.0.4');
  });

  it('breaks ties by unit number and does not change its input', () => {
    const copy = [...UNITS];
    const sorted = sortUnits(UNITS, 'price-per-sqm-asc');
    expect(UNITS).toEqual(copy);
    const sevenThousand = sorted.filter((unit) => unit.pricePerSqm === 7000).map((unit) => unit.unitNumber);
    expect(sevenThousand).toEqual([1, 2, 3, 4]);
  });

  it('findUnits filters, then sorts with price ascending by default', () => {
    const found = findUnits(UNITS, { building: 2 });
    expect(found.map((u) => u.building)).toEqual(Array(12).fill(2));
    expect(found).toEqual(sortUnits(found, 'price-asc'));
  });
});

describe('counting available units', () => {
  it('counts only live Available units; no row means Available, other values do not count', () => {
    expect(countAvailable(UNITS, live(new Map()))).toBe(56);
    expect(countAvailable(UNITS, statuses)).toBe(53);
  });

  it('counts none as available while the statuses are not live', () => {
    const kept = { statuses: ROWS, asOf: AS_OF };
    expect(countAvailable(UNITS, unitStatusesOf(UNITS, { phase: 'cached', ...kept }))).toBe(0);
    expect(countAvailable(UNITS, unitStatusesOf(UNITS, { phase: 'unknown' }))).toBe(0);
    expect(countAvailable(UNITS, unitStatusesOf(UNITS, { phase: 'loading' }))).toBe(0);
  });

  it('gives each filter option the units it would list, whatever their status, keeping the other filter', () => {
    const byValue = ({ all, options }: { all: number; options: { value: number; count: number }[] }) => ({
      all,
      ...Object.fromEntries(options.map((option) => [option.value, option.count])),
    });
    const counts = filterCounts(UNITS, {});
    expect(byValue(counts.building)).toEqual({ all: 56, 1: 24, 2: 12, 3: 12, 4: 8 });
    expect(byValue(counts.rooms)).toEqual({ all: 56, 2: 20, 3: 18, 4: 18 });
    const inBuilding1 = filterCounts(UNITS, { building: 1, rooms: 2 });
    expect(byValue(inBuilding1.rooms)).toEqual({ all: 24, 2: 12, 3: 6, 4: 6 });
    expect(byValue(inBuilding1.building)).toEqual({ all: 20, 1: 12, 2: 4, 3: 4, 4: 0 });
  });

  it('offers a chip only for a value some unit has, in ascending order', () => {
    const counts = filterCounts(UNITS, {});
    expect(counts.rooms.options.map((option) => option.value)).toEqual([2, 3, 4]);
    expect(counts.building.options.map((option) => option.value)).toEqual([1, 2, 3, 4]);
    const twoBuildings = UNITS.filter((unit) => unit.building === 4 || unit.building === 2);
    expect(filterCounts(twoBuildings, {}).building.options.map((option) => option.value)).toEqual([2, 4]);
    // Building 4 has no 2-room flat: no chip for 2 rooms there.
    const inBuilding4 = UNITS.filter((unit) => unit.building === 4);
    expect(filterCounts(inBuilding4, {}).rooms.options.map((option) => option.value)).toEqual([3, 4]);
  });
});

describe('similarAvailable', () => {
  const sold = UNITS.find((unit) => unit.weNr === '1.0.1')!;

  it('lists up to three Available units with as many rooms, the closest in size first', () => {
    const similar = similarAvailable(sold, UNITS, statuses);
    expect(similar).toHaveLength(3);
    for (const unit of similar) {
      expect(unit.rooms).toBe(sold.rooms);
      expect(unit.weNr).not.toBe(sold.weNr);
      expect(ROWS.get(unit.weNr) ?? 'Available').toBe('Available');
    }
    const distances = similar.map((unit) => Math.abs(unit.livingArea - sold.livingArea));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const others = UNITS.filter(
      (unit) => unit.rooms === sold.rooms && unit.weNr !== sold.weNr && !similar.includes(unit),
    );
    for (const unit of others)
      expect(Math.abs(unit.livingArea - sold.livingArea)).toBeGreaterThanOrEqual(distances[2]!);
  });

  it('leaves out units that are not Available, and is empty when none is', () => {
    const allSold = live(new Map(UNITS.map((unit) => [unit.weNr, 'Sold'])));
    expect(similarAvailable(sold, UNITS, allSold)).toEqual([]);
    const closest = similarAvailable(sold, UNITS, live(new Map()))[0]!;
    const onceReserved = similarAvailable(sold, UNITS, live(new Map([[closest.weNr, 'Reserved']])));
    expect(onceReserved.map((unit) => unit.weNr)).not.toContain(closest.weNr);
    expect(onceReserved).toHaveLength(3);
  });

  it('without live statuses, offers the units not last known as taken', () => {
    const closest = similarAvailable(sold, UNITS, live(new Map()))[0]!;
    const cached = unitStatusesOf(UNITS, {
      phase: 'cached',
      statuses: new Map([[closest.weNr, 'Reserved']]),
      asOf: AS_OF,
    });
    const offered = similarAvailable(sold, UNITS, cached);
    expect(offered).toHaveLength(3);
    expect(offered.map((unit) => unit.weNr)).not.toContain(closest.weNr);
    expect(similarAvailable(sold, UNITS, unitStatusesOf(UNITS, { phase: 'loading' }))).toEqual([]);
  });
});
