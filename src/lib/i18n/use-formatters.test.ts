import { describe, expect, it } from 'vitest';

import { dateTimeFormat, formatArea, formatAreaRange, numberFormat } from './use-formatters';

describe('intl formats', () => {
  it('makes one formatter per locale and options', () => {
    const euro = { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 } as const;
    expect(numberFormat('de-DE', euro)).toBe(numberFormat('de-DE', euro));
    expect(numberFormat('de-DE', euro)).not.toBe(numberFormat('en-IE', euro));
    expect(numberFormat('de-DE')).not.toBe(numberFormat('de-DE', euro));
    expect(numberFormat('de-DE', euro).format(250000).replace(/\s/g, ' ')).toBe('250.000 €');
    expect(numberFormat('en-IE', euro).format(250000)).toBe('€250,000');
  });

  it('keeps number and date formatters apart', () => {
    const month = { month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('de-DE', month)).toBe(dateTimeFormat('de-DE', month));
    expect(dateTimeFormat('de-DE', month).format(new Date('2027-05-01T00:00:00Z'))).toBe('Mai 2027');
  });

  it('writes areas with a no-break space before m², a range with the unit once', () => {
    expect(formatArea(71.5, 'de')).toBe('71,5\u00a0m²');
    expect(formatArea(1071.25, 'en')).toBe('1,071.25\u00a0m²');
    expect(formatAreaRange(36, 94, 'de')).toBe('36–94\u00a0m²');
  });
});
