import { describe, expect, it } from 'vitest';

import { readSearchLimits, SEARCH_MAX_PRICE, SEARCH_MIN_AREA } from './search-limits';

describe('readSearchLimits', () => {
  it('reads empty fields as any price and any size', () => {
    expect(readSearchLimits({ maxPrice: '', minArea: ' ' })).toEqual({
      maxPrice: { ok: true, value: undefined },
      minArea: { ok: true, value: undefined },
    });
  });

  it('takes figures within the shared bounds, the bounds included', () => {
    expect(readSearchLimits({ maxPrice: SEARCH_MAX_PRICE.min, minArea: SEARCH_MIN_AREA.max })).toEqual({
      maxPrice: { ok: true, value: SEARCH_MAX_PRICE.min },
      minArea: { ok: true, value: SEARCH_MIN_AREA.max },
    });
    expect(readSearchLimits({ maxPrice: 450_000, minArea: 70.15 }).minArea).toEqual({
      ok: true,
      value: 70.15,
    });
  });

  it('says which bound a figure misses, or that it is no figure the rules take', () => {
    expect(
      readSearchLimits({ maxPrice: SEARCH_MAX_PRICE.min - 1, minArea: SEARCH_MIN_AREA.max + 1 }),
    ).toEqual({
      maxPrice: { ok: false, problem: 'min' },
      minArea: { ok: false, problem: 'max' },
    });
    expect(
      readSearchLimits({ maxPrice: SEARCH_MAX_PRICE.max + 1, minArea: SEARCH_MIN_AREA.min - 1 }),
    ).toEqual({
      maxPrice: { ok: false, problem: 'max' },
      minArea: { ok: false, problem: 'min' },
    });
    expect(readSearchLimits({ maxPrice: 450_000.5, minArea: 70.125 })).toEqual({
      maxPrice: { ok: false, problem: 'format' },
      minArea: { ok: false, problem: 'format' },
    });
  });
});
