import { describe, expect, it } from 'vitest';

import { seededRandom } from '../seeded-random';
import { INTL_LOCALE, type Locale } from './locale';
import { isPlainNumber, writeEuro, writeFixed, writeNumber } from './number-format';

const EURO = {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
} as const;

/** Deterministic pseudo-random values, so a failure can be repeated. */
function* sample(count: number, scale: number, decimals: number) {
  const random = seededRandom(20261125);
  for (let i = 0; i < count; i += 1) {
    const value = Math.round(random() * scale * 10 ** decimals) / 10 ** decimals;
    yield value;
    yield -value;
  }
}

const VALUES = [
  0,
  -0,
  1,
  -1,
  0.5,
  1.5,
  2.5,
  -2.5,
  999.5,
  0.0005,
  0.0015,
  1.0005,
  1.0015,
  2.675,
  -0.0004,
  -0.4,
  0.1 + 0.2,
  1234,
  12345.678,
  999999.9995,
  250_000,
  1_000_000,
  2 ** 53,
  1e20,
  ...Array.from({ length: 2001 }, (_, i) => i),
  ...sample(2000, 1e7, 0),
  ...sample(2000, 1e5, 2),
  ...sample(2000, 1e4, 4),
  ...sample(500, 1e12, 3),
];

describe('the written-out number formats', () => {
  for (const locale of ['en', 'de'] as Locale[]) {
    it(`write every value as Intl.NumberFormat does in ${INTL_LOCALE[locale]}`, () => {
      const number = new Intl.NumberFormat(INTL_LOCALE[locale]);
      const euro = new Intl.NumberFormat(INTL_LOCALE[locale], EURO);
      const oneDecimal = new Intl.NumberFormat(INTL_LOCALE[locale], {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      });
      const wrong = VALUES.filter((value) => isPlainNumber(value)).flatMap((value) => [
        ...(writeNumber(value, locale) === number.format(value)
          ? []
          : [`${value}: ${writeNumber(value, locale)} ≠ ${number.format(value)}`]),
        ...(writeEuro(value, locale) === euro.format(value)
          ? []
          : [`${value} €: ${writeEuro(value, locale)} ≠ ${euro.format(value)}`]),
        ...(writeFixed(value, 1, locale) === oneDecimal.format(value)
          ? []
          : [`${value} (1 decimal): ${writeFixed(value, 1, locale)} ≠ ${oneDecimal.format(value)}`]),
      ]);
      expect(wrong).toEqual([]);
    });
  }

  it('leave what they do not cover to Intl', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, -Infinity, 1e21, -3e25])
      expect(isPlainNumber(value)).toBe(false);
    expect(isPlainNumber(1e20)).toBe(true);
  });

  it('write the spec’s examples', () => {
    expect(writeEuro(250_000, 'en')).toBe('€250,000');
    expect(writeEuro(250_000, 'de')).toBe('250.000\u00a0€');
    expect(writeNumber(74.35, 'de')).toBe('74,35');
    expect(writeFixed(94, 1, 'de')).toBe('94,0');
    expect(writeFixed(1234.56, 1, 'en')).toBe('1,234.6');
  });
});
