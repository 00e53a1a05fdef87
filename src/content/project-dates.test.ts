import { describe, expect, it } from 'vitest';

import { INTL_LOCALE, LOCALES } from '../lib/i18n/locale';
import { dayLabel, monthLabel, projectDates, quarterLabel } from './project-dates';

describe('project dates', () => {
  it('writes quarters the German way under /de', () => {
    expect(quarterLabel('Q1 2027', 'en')).toBe('Q1 2027');
    expect(quarterLabel('Q1 2027', 'de')).toBe('1. Quartal 2027');
    expect(() => quarterLabel('early 2027', 'de')).toThrow();
  });

  it('states the start and the expected completion in both languages', () => {
    expect(projectDates('en')).toEqual({
      startMonth: 'September 2025',
      startDay: '1 September 2025',
      completionQuarter: 'Q1 2027',
    });
    expect(projectDates('de')).toEqual({
      startMonth: 'September 2025',
      startDay: '1. September 2025',
      completionQuarter: '1. Quartal 2027',
    });
  });

  it('writes every month and day as Intl.DateTimeFormat does (en-IE, de-DE)', () => {
    for (const locale of LOCALES) {
      const month = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const day = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      for (let m = 1; m <= 12; m += 1) {
        const yearMonth = `2026-${String(m).padStart(2, '0')}`;
        expect(monthLabel(yearMonth, locale)).toBe(month.format(new Date(`${yearMonth}-01T00:00:00Z`)));
        for (const d of ['01', '09', '28']) {
          expect(dayLabel(`${yearMonth}-${d}`, locale)).toBe(
            day.format(new Date(`${yearMonth}-${d}T00:00:00Z`)),
          );
        }
      }
    }
  });

  it('refuses what is not a date', () => {
    expect(() => monthLabel('2027-13', 'en')).toThrow();
    expect(() => dayLabel('1 May 2027', 'de')).toThrow();
  });
});
