import { describe, expect, it } from 'vitest';

import { computeUnitFigures, wholeSqmRange } from './unit-figures';
import { unitFigures } from './unit-figures.gen';
import { UNITS } from './units';

describe('unit figures', () => {
  it('are the ranges the units span (run `npm run content:figures` after changing units.ts)', () => {
    expect(unitFigures).toEqual(computeUnitFigures(UNITS));
  });

  it('computes each range from the rows', () => {
    expect(unitFigures.unitCount).toBe(56);
    expect(unitFigures.rooms).toEqual({ min: 2, max: 4 });
    expect(unitFigures.livingArea).toEqual({ min: 36.2, max: 94 });
    expect(unitFigures.price.min).toBe(Math.min(...UNITS.map((unit) => unit.price)));
    expect(unitFigures.price.max).toBe(Math.max(...UNITS.map((unit) => unit.price)));
  });

  it('rounds an area range outwards to whole m²', () => {
    expect(wholeSqmRange({ min: 36.2, max: 94 })).toEqual({ min: 36, max: 94 });
    expect(wholeSqmRange({ min: 35.9, max: 94.1 })).toEqual({ min: 35, max: 95 });
  });
});
