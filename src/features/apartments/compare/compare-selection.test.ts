import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { compareSearchSchema } from './compare-search';
import { readCompareSelection, unitCodesOf, unitsParam } from './compare-selection';

const codes = (param: string) => readCompareSelection(param).units.map((unit) => unit.weNr);

describe('compare selection', () => {
  it('reads up to three units in the order of the URL', () => {
    expect(codes('2.3.1,1.0.2,3.3.2')).toEqual(['2.3.1', '1.0.2', '3.3.2']);
    expect(readCompareSelection(undefined)).toEqual({ units: [], unknown: [], overLimit: [] });
  });

  it('reports units beyond three instead of dropping them silently', () => {
    const selection = readCompareSelection('2.3.1,1.0.2,3.3.2,1.0.1,1.0.3');
    expect(selection.units.map((unit) => unit.weNr)).toEqual(['2.3.1', '1.0.2', '3.3.2']);
    expect(selection.overLimit).toEqual(['1.0.1', '1.0.3']);
  });

  it('reports codes of no unit, and they do not count towards the limit', () => {
    const selection = readCompareSelection('9.9.9,2.3.1,abc,1.0.2');
    expect(selection.unknown).toEqual(['9.9.9', 'abc']);
    expect(selection.units.map((unit) => unit.weNr)).toEqual(['2.3.1', '1.0.2']);
    expect(selection.overLimit).toEqual([]);
  });

  it('takes each code once, accepts spaces and reads no more than twenty codes', () => {
    expect(unitCodesOf(' 2.3.1, 2.3.1 ,,1.0.2 ')).toEqual(['2.3.1', '1.0.2']);
    expect(unitCodesOf(Array.from({ length: 50 }, (_, index) => `x${index}`).join(','))).toHaveLength(20);
  });

  it('validates the search parameter: scalars as text, anything else means no selection', () => {
    expect(v.parse(compareSearchSchema, { units: '2.3.1,1.0.2' })).toEqual({ units: '2.3.1,1.0.2' });
    expect(v.parse(compareSearchSchema, { units: 1 })).toEqual({ units: '1' });
    expect(v.parse(compareSearchSchema, { units: 2.3 })).toEqual({ units: '2.3' });
    expect(v.parse(compareSearchSchema, { units: { a: 1 } })).toEqual({ units: undefined });
    expect(v.parse(compareSearchSchema, { units: ['2.3.1'] })).toEqual({ units: undefined });
    expect(v.parse(compareSearchSchema, {})).toEqual({ units: undefined });
  });

  it('writes the parameter back', () => {
    expect(unitsParam(['2.3.1', '1.0.2'])).toBe('2.3.1,1.0.2');
    expect(unitsParam([])).toBeUndefined();
  });
});
