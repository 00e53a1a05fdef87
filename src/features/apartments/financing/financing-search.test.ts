import { describe, expect, it } from 'vitest';

import { parseTypedNumber, readFinancingSearch } from './financing-search';

describe('readFinancingSearch', () => {
  it('reads numbers and numeric strings within their limits', () => {
    expect(
      readFinancingSearch({ equity: 80_000, interest: '3.4', repayment: 2.5, fixed: '15', tab: 'x' }),
    ).toEqual({
      equity: 80_000,
      interest: 3.4,
      repayment: 2.5,
      fixed: 15,
    });
  });

  it('leaves out what is no number, outside its limits or no offered period', () => {
    expect(readFinancingSearch({ equity: -1, interest: 'abc', repayment: 0.1, fixed: 12 })).toEqual({
      equity: undefined,
      interest: undefined,
      repayment: undefined,
      fixed: undefined,
    });
    expect(readFinancingSearch({ interest: 16, equity: '', fixed: { a: 1 } })).toEqual({
      equity: undefined,
      interest: undefined,
      repayment: undefined,
      fixed: undefined,
    });
  });
});

describe('parseTypedNumber', () => {
  it('reads each language’s grouping and decimal mark', () => {
    expect(parseTypedNumber('80.000', 'de')).toBe(80_000);
    expect(parseTypedNumber('1.234.567,5', 'de')).toBe(1_234_567.5);
    expect(parseTypedNumber('3,4', 'de')).toBe(3.4);
    expect(parseTypedNumber('80,000', 'en')).toBe(80_000);
    expect(parseTypedNumber('3.4', 'en')).toBe(3.4);
    expect(parseTypedNumber('€ 71,064', 'en')).toBe(71_064);
    expect(parseTypedNumber('71.064 €', 'de')).toBe(71_064);
    expect(parseTypedNumber('3,6 %', 'de')).toBe(3.6);
  });

  it('takes a lone separator before one or two digits as the decimal point in either language', () => {
    expect(parseTypedNumber('3.4', 'de')).toBe(3.4);
    expect(parseTypedNumber('3,45', 'en')).toBe(3.45);
    expect(parseTypedNumber('80000', 'de')).toBe(80_000);
  });

  it('is null for what is no number', () => {
    for (const text of ['', 'abc', '1,2,3.4.5', '-3', '3..4'])
      expect(parseTypedNumber(text, 'de')).toBeNull();
  });
});
