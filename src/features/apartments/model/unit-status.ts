/**
 * Sales status of a unit (spec §4): Available, Reserved and Sold (green, yellow, red), and the hold state
 * "Vormerkung" that the German texts show (its own colour, "On hold" in English). Any other value the
 * backend sends is shown as it is, in a neutral style. A unit with no matching row is Available.
 */
import * as v from 'valibot';

import type { Unit } from '@/content/units';

export const AVAILABLE = 'Available';

export type StatusTone = 'available' | 'reserved' | 'sold' | 'hold' | 'neutral';

const TONES: Record<string, StatusTone> = {
  Available: 'available',
  Reserved: 'reserved',
  Sold: 'sold',
  Vormerkung: 'hold',
};

export function statusTone(status: string): StatusTone {
  return Object.hasOwn(TONES, status) ? TONES[status]! : 'neutral';
}

export function isAvailable(status: string): boolean {
  return status === AVAILABLE;
}

/** A row of the remote apartments table (spec §3 "Remote apartment row"); other columns are ignored. */
export const apartmentRowSchema = v.object({
  we_nr: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  status: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  project_id: v.string(),
  unit_number: v.nullish(v.number()),
});

export type ApartmentRow = v.InferOutput<typeof apartmentRowSchema>;

/** Status by unit code, for the rows that passed validation. */
export type StatusByCode = ReadonlyMap<string, string>;

export function statusesFromRows(rows: readonly ApartmentRow[]): StatusByCode {
  return new Map(rows.map((row) => [row.we_nr, row.status]));
}

export function statusOf(unit: Pick<Unit, 'weNr'>, statuses: StatusByCode): string {
  return statuses.get(unit.weNr) ?? AVAILABLE;
}
