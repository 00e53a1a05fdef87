import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { UNITS } from '@/content/units';

import { apartmentRowSchema, isAvailable, statusesFromRows, statusOf, statusTone } from './unit-status';

describe('unit status', () => {
  it('matches rows by unit code; a unit with no row is Available', () => {
    const statuses = statusesFromRows([
      { we_nr: '1.0.1', status: 'Sold', project_id: 'grabbeallee-68', unit_number: 1 },
      { we_nr: '1.0.2', status: 'Reserved', project_id: 'grabbeallee-68', unit_number: 2 },
    ]);
    expect(statusOf(UNITS[0]!, statuses)).toBe('Sold');
    expect(statusOf(UNITS[1]!, statuses)).toBe('Reserved');
    expect(statusOf(UNITS[2]!, statuses)).toBe('Available');
    expect(statusOf(UNITS[2]!, new Map())).toBe('Available');
  });

  it('colours Available, Reserved, Sold and the hold state Vormerkung, and keeps any other value neutral', () => {
    expect(statusTone('Available')).toBe('available');
    expect(statusTone('Reserved')).toBe('reserved');
    expect(statusTone('Sold')).toBe('sold');
    expect(statusTone('Vormerkung')).toBe('hold');
    expect(statusTone('toString')).toBe('neutral');
    expect(statusTone('Unknown')).toBe('neutral');
    expect(statusTone('sold')).toBe('neutral');
    expect(isAvailable('Vormerkung')).toBe(false);
  });

  it('validates rows: unit code and status are required', () => {
    expect(
      v.is(apartmentRowSchema, { we_nr: '1.0.1', status: 'Sold', project_id: 'x', unit_number: 1 }),
    ).toBe(true);
    expect(v.is(apartmentRowSchema, { we_nr: '', status: 'Sold', project_id: 'x' })).toBe(false);
    expect(v.is(apartmentRowSchema, { we_nr: '1.0.1', status: null, project_id: 'x' })).toBe(false);
  });
});
