import { describe, expect, it } from 'vitest';

import { berlinDay, berlinMoment, berlinSpreadsheetTime } from './berlin-time';

describe('berlin time', () => {
  it('writes a spreadsheet time in Berlin, in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(berlinSpreadsheetTime(new Date('2026-11-29T13:03:12.345Z'))).toBe('2026-11-29 14:03:12');
    expect(berlinSpreadsheetTime(new Date('2026-07-01T22:30:05Z'))).toBe('2026-07-02 00:30:05');
  });

  it('states the moment to the second with its zone, in either language', () => {
    const moment = new Date('2026-11-29T13:03:12Z');
    expect(berlinMoment(moment, 'en')).toBe('29 November 2026 at 14:03:12 GMT+1');
    expect(berlinMoment(moment, 'de')).toBe('29. November 2026 um 14:03:12 MEZ');
    expect(berlinMoment(new Date('2026-07-01T13:03:12Z'), 'de')).toBe('1. Juli 2026 um 15:03:12 MESZ');
  });

  it('gives the Berlin calendar day, which starts an hour or two before UTC’s', () => {
    expect(berlinDay(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
    expect(berlinDay(new Date('2026-11-30T22:59:59Z'))).toBe('2026-11-30');
    expect(berlinDay(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });
});
