import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { UNITS } from '@/content/units';

import {
  apartmentRowSchema,
  isAvailable,
  isSold,
  knowledgeAsOf,
  mayBeAvailable,
  type StatusKnowledge,
  statusesFromRows,
  statusTone,
  unitStatusesOf,
  unitStatusOf,
  unitStatusTone,
} from './unit-status';

const AS_OF = new Date('2026-11-27T14:02:00Z');
const ROWS = statusesFromRows([
  { we_nr: '1.0.1', status: 'Sold', project_id: 'grabbeallee-68', unit_number: 1 },
  { we_nr: '1.0.2', status: 'Reserved', project_id: 'grabbeallee-68', unit_number: 2 },
  { we_nr: '1.0.4', status: 'Available', project_id: 'grabbeallee-68', unit_number: 4 },
]);
const [SOLD, RESERVED, NO_ROW, AVAILABLE_ROW] = [UNITS[0]!, UNITS[1]!, UNITS[2]!, UNITS[3]!];

describe('unit status', () => {
  it('with live statuses, matches rows by unit code; a unit with no row is Available (spec §4)', () => {
    const live: StatusKnowledge = { phase: 'live', statuses: ROWS, asOf: AS_OF };
    expect(unitStatusOf(SOLD, live)).toEqual({ kind: 'live', status: 'Sold', asOf: AS_OF });
    expect(unitStatusOf(RESERVED, live)).toEqual({ kind: 'live', status: 'Reserved', asOf: AS_OF });
    expect(unitStatusOf(NO_ROW, live)).toEqual({ kind: 'live', status: 'Available', asOf: AS_OF });
    expect(isAvailable(unitStatusOf(NO_ROW, live))).toBe(true);
    expect(isAvailable(unitStatusOf(AVAILABLE_ROW, live))).toBe(true);
    expect(isAvailable(unitStatusOf(SOLD, live))).toBe(false);
    expect(isSold(unitStatusOf(SOLD, live))).toBe(true);
    expect(knowledgeAsOf(live)).toBe(AS_OF);
  });

  it('with kept statuses, states the taken ones with their time and none as available', () => {
    const cached: StatusKnowledge = { phase: 'cached', statuses: ROWS, asOf: AS_OF };
    expect(unitStatusOf(SOLD, cached)).toEqual({ kind: 'last-known', status: 'Sold', asOf: AS_OF });
    expect(unitStatusOf(RESERVED, cached)).toEqual({ kind: 'last-known', status: 'Reserved', asOf: AS_OF });
    // Last known Available, by its row or by having none: it may have been sold since.
    expect(unitStatusOf(NO_ROW, cached)).toEqual({ kind: 'not-confirmed', lastChecked: AS_OF });
    expect(unitStatusOf(AVAILABLE_ROW, cached)).toEqual({ kind: 'not-confirmed', lastChecked: AS_OF });
    const all = [...unitStatusesOf(UNITS, cached).values()];
    expect(all.filter(isAvailable)).toEqual([]);
    expect(all.map(unitStatusTone)).not.toContain('available');
    expect(isSold(unitStatusOf(SOLD, cached))).toBe(true);
    expect(mayBeAvailable(unitStatusOf(NO_ROW, cached))).toBe(true);
    expect(mayBeAvailable(unitStatusOf(RESERVED, cached))).toBe(false);
    expect(knowledgeAsOf(cached)).toBe(AS_OF);
  });

  it('with nothing known or while loading, calls no unit available', () => {
    for (const knowledge of [{ phase: 'unknown' }, { phase: 'loading' }] as const) {
      const all = [...unitStatusesOf(UNITS, knowledge).values()];
      expect(all).toHaveLength(UNITS.length);
      expect(all.filter(isAvailable)).toEqual([]);
      expect(new Set(all.map(unitStatusTone))).toEqual(new Set(['unknown']));
      expect(knowledgeAsOf(knowledge)).toBeNull();
    }
    expect(unitStatusOf(SOLD, { phase: 'unknown' })).toEqual({ kind: 'not-confirmed', lastChecked: null });
    expect(unitStatusOf(SOLD, { phase: 'loading' })).toEqual({ kind: 'loading' });
    expect(mayBeAvailable(unitStatusOf(SOLD, { phase: 'loading' }))).toBe(false);
  });

  it('colours Available, Reserved, Sold and the hold state Vormerkung, and keeps any other value neutral', () => {
    expect(statusTone('Available')).toBe('available');
    expect(statusTone('Reserved')).toBe('reserved');
    expect(statusTone('Sold')).toBe('sold');
    expect(statusTone('Vormerkung')).toBe('hold');
    expect(statusTone('toString')).toBe('neutral');
    expect(statusTone('Unknown')).toBe('neutral');
    expect(statusTone('sold')).toBe('neutral');
    expect(isAvailable({ kind: 'live', status: 'Vormerkung', asOf: AS_OF })).toBe(false);
  });

  it('validates rows: unit code and status are required', () => {
    expect(
      v.is(apartmentRowSchema, { we_nr: '1.0.1', status: 'Sold', project_id: 'x', unit_number: 1 }),
    ).toBe(true);
    expect(v.is(apartmentRowSchema, { we_nr: '', status: 'Sold', project_id: 'x' })).toBe(false);
    expect(v.is(apartmentRowSchema, { we_nr: '1.0.1', status: null, project_id: 'x' })).toBe(false);
  });
});
