import { describe, expect, it } from 'vitest';

import { projectDates, quarterLabel } from './project-dates';

describe('project dates', () => {
  it('writes quarters the German way under /de', () => {
    expect(quarterLabel('Q1 2027', 'en')).toBe('Q1 2027');
    expect(quarterLabel('Q1 2027', 'de')).toBe('1. Quartal 2027');
    expect(() => quarterLabel('early 2027', 'de')).toThrow();
  });

  it('states start, completion and delivery in both languages', () => {
    expect(projectDates('en')).toEqual({
      startMonth: 'September 2025',
      startDay: '1 September 2025',
      completionQuarter: 'Q1 2027',
      completionMonth: 'May 2027',
      deliveryQuarter: 'Q2 2027',
    });
    expect(projectDates('de')).toEqual({
      startMonth: 'September 2025',
      startDay: '1. September 2025',
      completionQuarter: '1. Quartal 2027',
      completionMonth: 'Mai 2027',
      deliveryQuarter: '2. Quartal 2027',
    });
  });
});
