/**
 * Sales status of a unit: Available, Reserved and Sold (green, yellow, red), and the hold state
 * "Vormerkung" that the German texts show (its own colour, "On hold" in English). Any other value the
 * backend sends is shown as it is, in a neutral style. A unit with no matching row in live statuses is
 * Available; without live statuses no unit is called Available (StatusKnowledge, UnitStatus).
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

/** A row of the remote apartments table; other columns are ignored. */
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

/** What the page knows of the statuses; only live ones may call a flat Available. */
export type StatusKnowledge =
  /** Being asked for: nothing is stated yet. */
  | { phase: 'loading' }
  /** Received from the backend at `asOf`: a unit with no row is Available. */
  | { phase: 'live'; statuses: StatusByCode; asOf: Date }
  /** Not loaded (offline, error, timeout): the statuses last kept on this device, as of `asOf`. */
  | { phase: 'cached'; statuses: StatusByCode; asOf: Date }
  /** Not loaded and nothing kept: no status is known. */
  | { phase: 'unknown' };

/** One unit's status as the site may state it. */
export type UnitStatus =
  | { kind: 'loading' }
  | { kind: 'live'; status: string; asOf: Date }
  /** Reserved, Sold, On hold or another value last kept on this device; never Available. */
  | { kind: 'last-known'; status: string; asOf: Date }
  /** Nothing known, or last known Available: the flat may have been sold since. */
  | { kind: 'not-confirmed'; lastChecked: Date | null };

const LOADING: UnitStatus = { kind: 'loading' };

export function unitStatusOf(unit: Pick<Unit, 'weNr'>, knowledge: StatusKnowledge): UnitStatus {
  switch (knowledge.phase) {
    case 'loading':
      return LOADING;
    case 'unknown':
      return { kind: 'not-confirmed', lastChecked: null };
    case 'live':
      return { kind: 'live', status: knowledge.statuses.get(unit.weNr) ?? AVAILABLE, asOf: knowledge.asOf };
    case 'cached': {
      const status = knowledge.statuses.get(unit.weNr) ?? AVAILABLE;
      return status === AVAILABLE
        ? { kind: 'not-confirmed', lastChecked: knowledge.asOf }
        : { kind: 'last-known', status, asOf: knowledge.asOf };
    }
  }
}

/** Every unit's status by its code, built once per knowledge (the cards compare them by identity). */
export type UnitStatuses = ReadonlyMap<string, UnitStatus>;

export function unitStatusesOf(
  units: readonly Pick<Unit, 'weNr'>[],
  knowledge: StatusKnowledge,
): UnitStatuses {
  return new Map(units.map((unit) => [unit.weNr, unitStatusOf(unit, knowledge)]));
}

/** Available for sure: only a live status says so. */
export function isAvailable(status: UnitStatus): boolean {
  return status.kind === 'live' && status.status === AVAILABLE;
}

/** The tone a status is drawn in; 'unknown' while loading or not confirmed. */
export function unitStatusTone(status: UnitStatus): StatusTone | 'unknown' {
  return status.kind === 'live' || status.kind === 'last-known' ? statusTone(status.status) : 'unknown';
}

/** Sold, live or last known: the flat offers similar ones instead of the exposé. */
export function isSold(status: UnitStatus): boolean {
  return unitStatusTone(status) === 'sold';
}

/** Could still be had: Available live, or not confirmed (never last known as taken). */
export function mayBeAvailable(status: UnitStatus): boolean {
  return isAvailable(status) || status.kind === 'not-confirmed';
}

/** When the statuses shown were received, or null when none are. */
export function knowledgeAsOf(knowledge: StatusKnowledge): Date | null {
  return knowledge.phase === 'live' || knowledge.phase === 'cached' ? knowledge.asOf : null;
}
