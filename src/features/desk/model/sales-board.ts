/**
 * The sales board: every flat with its status as the desk knows it, since when, and the figures of the owner's
 * weekly report. A status the desk does not know (a unit missing from the answer, a value other than the four)
 * is "not confirmed", never Available: the flat may be sold.
 */
import { SITE_FLOORS, type FloorPlace } from '@/content/site-plan';
import { UNITS, type BuildingNumber, type Unit } from '@/content/units';

import type { UnitState } from '../api/desk-api';
import { berlinDay } from './berlin-time';
import { DESK_STATUSES, isDeskStatus, type DeskStatus } from './desk-status';
import type { DeskLead } from './lead';

export type BoardStatus = DeskStatus | 'not-confirmed';
export const BOARD_STATUSES: readonly BoardStatus[] = [...DESK_STATUSES, 'not-confirmed'];

export interface BoardFlat {
  unit: Unit;
  status: BoardStatus;
  /** The desk's state of the unit (null: missing from the answer), for the status dialog. */
  state: UnitState | null;
  holdUntil: Date | null;
  /** When the current status began (null: its history does not say). */
  since: Date | null;
  /** The latest change of a hold, reservation or sale: who (null: the system) and their note. */
  lastChange: { by: string | null; note: string } | null;
  /** Who has the flat: the lead a hold is for, or the newest lead linked to it as reservation or purchase. */
  party: string | null;
}

/** The leads a flat is linked to by status: a sold flat's buyer first, then who reserved it. */
const PARTY_LINKS: Partial<Record<BoardStatus, readonly string[]>> = {
  Sold: ['purchase', 'reservation'],
  Reserved: ['reservation', 'purchase'],
};

/** The lead or buyer of each flat, from its hold and the leads' flat links (leads newest first). */
function partyOf(
  status: BoardStatus,
  state: UnitState | null,
  weNr: string,
  leads: readonly DeskLead[],
): string | null {
  if (status === 'Vormerkung') return state?.hold_for?.name ?? null;
  for (const kind of PARTY_LINKS[status] ?? []) {
    const lead = leads.find(({ units }) => units.some((link) => link.we_nr === weNr && link.kind === kind));
    if (lead) return lead.name;
  }
  return null;
}

/** Every flat in unit order, from the desk's states and the starts of their statuses. */
export function boardFlats(
  states: ReadonlyMap<string, UnitState>,
  since: ReadonlyMap<string, Date | null>,
  leads: readonly DeskLead[] = [],
): BoardFlat[] {
  return UNITS.map((unit) => {
    const state = states.get(unit.weNr) ?? null;
    const status: BoardStatus = state && isDeskStatus(state.status) ? state.status : 'not-confirmed';
    const start = status === 'not-confirmed' ? null : (since.get(unit.weNr) ?? null);
    // The latest change belongs to the current status only when its history explains that status.
    const named = start !== null && status !== 'Available' && state?.changed_at;
    return {
      unit,
      status,
      state,
      holdUntil: status === 'Vormerkung' ? (state?.hold_until ?? null) : null,
      since: start,
      lastChange: named ? { by: state.changed_by ?? null, note: state.note ?? '' } : null,
      party: partyOf(status, state, unit.weNr, leads),
    };
  });
}

export interface BoardFloor extends FloorPlace {
  flats: BoardFlat[];
}

/** Each building's floors, top floor first (the picker's order), with their flats in place. */
export function boardFloors(flats: readonly BoardFlat[]): Map<BuildingNumber, BoardFloor[]> {
  const floors = new Map<BuildingNumber, BoardFloor[]>();
  for (const place of SITE_FLOORS) {
    const onFloor = flats.filter(
      ({ unit }) => unit.building === place.building && unit.floor === place.floor,
    );
    floors.set(place.building, [...(floors.get(place.building) ?? []), { ...place, flats: onFloor }]);
  }
  return floors;
}

export interface BoardFigures {
  counts: Record<BoardStatus, number>;
  /** Euros, the exact sum of the sold flats' prices. */
  soldSum: number;
}

export function boardFigures(flats: readonly BoardFlat[]): BoardFigures {
  const counts = Object.fromEntries(BOARD_STATUSES.map((status) => [status, 0])) as Record<
    BoardStatus,
    number
  >;
  let soldSum = 0;
  for (const flat of flats) {
    counts[flat.status] += 1;
    if (flat.status === 'Sold') soldSum += flat.unit.price;
  }
  return { counts, soldSum };
}

const DAY_MS = 86_400_000;

/** Whole calendar days (Berlin) from `since` to `now`: 0 on the day it began. */
export function daysInStatus(since: Date, now: Date): number {
  const day = (date: Date) => Date.parse(`${berlinDay(date)}T00:00:00Z`);
  return Math.max(0, Math.round((day(now) - day(since)) / DAY_MS));
}
