import { describe, expect, it } from 'vitest';

import { berlinDay, berlinDayRange, berlinInstant, shiftDay } from './berlin-day';

describe('Berlin times', () => {
  it('turns a Berlin wall time into the instant, winter and summer', () => {
    expect(berlinInstant('2026-12-03', '14:00').toISOString()).toBe('2026-12-03T13:00:00.000Z');
    expect(berlinInstant('2026-07-03', '14:00').toISOString()).toBe('2026-07-03T12:00:00.000Z');
  });

  it('spans 23 hours on the day the clocks go forward', () => {
    const { from, to } = berlinDayRange('2027-03-28');
    expect(from.toISOString()).toBe('2027-03-27T23:00:00.000Z');
    expect((to.getTime() - from.getTime()) / 3_600_000).toBe(23);
  });

  it('steps over month ends', () => {
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('reads the Berlin day, not the UTC one, late in the evening', () => {
    expect(berlinDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('is right on both sides of the clocks going back', () => {
    expect(berlinInstant('2027-10-31', '01:30').toISOString()).toBe('2027-10-30T23:30:00.000Z');
    expect(berlinInstant('2027-10-31', '04:00').toISOString()).toBe('2027-10-31T03:00:00.000Z');
    const { from, to } = berlinDayRange('2027-10-31');
    expect((to.getTime() - from.getTime()) / 3_600_000).toBe(25);
  });
});
