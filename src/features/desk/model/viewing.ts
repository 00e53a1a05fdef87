/**
 * Viewings as the desk sees them (migration 20261130160000_viewings.sql, desk_viewing_slots): slots with their
 * bookings, the planner's form, Berlin days and wall-clock times, and the agent's day kept on the device for a
 * site without signal (DESK_VIEWING_DAY_STORAGE_KEY, validated when read, removed on sign-out).
 */
import * as v from 'valibot';

import { DESK_VIEWING_DAY_STORAGE_KEY, readDeviceItem, writeDeviceItem } from '@/lib/device-storage';
import { berlinDay, berlinInstant, berlinParts } from '@/lib/i18n/berlin-day';

import { isoDaySchema } from '../../../../supabase/functions/_shared/lead-pipeline';
import {
  meetingPointSchema,
  viewingKindSchema,
  type MeetingPoint,
  type ViewingKind as SlotKind,
} from '../../../../supabase/functions/_shared/viewing-place';

export {
  MEETING_POINTS,
  VIEWING_KINDS as SLOT_KINDS,
  type MeetingPoint,
  type ViewingKind as SlotKind,
} from '../../../../supabase/functions/_shared/viewing-place';
export const BOOKING_STATUSES = ['booked', 'cancelled', 'attended', 'no_show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** What the agent marks at the site; 'booked' takes a mark back. */
export type BookingMark = 'attended' | 'no_show' | 'booked';
/** The viewing entries of a lead's log (contact_lead_events.viewing_event). */
export const VIEWING_EVENTS = [
  'booked',
  'moved_by_buyer',
  'cancelled_by_buyer',
  'moved_by_staff',
  'cancelled_by_staff',
  'attended',
  'no_show',
  'unmarked',
] as const;
export type ViewingEvent = (typeof VIEWING_EVENTS)[number];

export const OPEN_CAPACITY = { min: 2, max: 100 } as const;
const MAX_SLOT_MINUTES = 12 * 60;

const timestamp = v.pipe(v.string(), v.isoTimestamp());

export const viewingBookingSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  created_at: timestamp,
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  locale: v.picklist(['en', 'de']),
  we_nrs: v.array(v.string()),
  status: v.picklist(BOOKING_STATUSES),
  lead_id: v.nullable(v.pipe(v.string(), v.uuid())),
  version: v.number(),
});
export type ViewingBooking = v.InferOutput<typeof viewingBookingSchema>;

export const viewingSlotSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  project_id: v.string(),
  we_nr: v.nullable(v.string()),
  starts_at: timestamp,
  ends_at: timestamp,
  kind: viewingKindSchema,
  capacity: v.number(),
  meeting_point: meetingPointSchema,
  agent_id: v.nullable(v.pipe(v.string(), v.uuid())),
  agent_name: v.nullable(v.string()),
  cancelled_at: v.nullable(timestamp),
  version: v.number(),
  bookings: v.array(viewingBookingSchema),
});
export type ViewingSlot = v.InferOutput<typeof viewingSlotSchema>;

/** A party that holds a place: booked, or already marked at the site. */
export const holdsPlace = (booking: Pick<ViewingBooking, 'status'>): boolean =>
  booking.status !== 'cancelled';

export function placesBooked(slot: Pick<ViewingSlot, 'bookings'>): number {
  return slot.bookings.filter(holdsPlace).length;
}

export function placesLeft(slot: Pick<ViewingSlot, 'bookings' | 'capacity'>): number {
  return Math.max(0, slot.capacity - placesBooked(slot));
}

/** The parties a move or a cancellation tells (the server mails every booking still 'booked'). */
export function partiesToTell(slot: Pick<ViewingSlot, 'bookings'>): number {
  return slot.bookings.filter((booking) => booking.status === 'booked').length;
}

/** Replaces the slot of the same id in a list (a fresh answer of the server), else the list as it was. */
export function withSlot(slots: readonly ViewingSlot[], fresh: ViewingSlot): ViewingSlot[] {
  return slots.map((slot) => (slot.id === fresh.id ? fresh : slot));
}

// ---------------------------------------------------------------------------------------------------------
// Berlin days and wall-clock times.
// ---------------------------------------------------------------------------------------------------------

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;
export const wallTimeSchema = v.pipe(v.string(), v.regex(HHMM));

/** '14:30': the Berlin wall-clock time of an instant, as a time input takes it. */
export function berlinWallTime(date: Date): string {
  const { hour, minute } = berlinParts(date);
  return `${hour}:${minute}`;
}

/** The Berlin day a slot starts on. */
export const slotDay = (slot: Pick<ViewingSlot, 'starts_at'>): string => berlinDay(new Date(slot.starts_at));

/** The day of a viewing log entry's detail ('2026-12-03 14:00', the Berlin time the server wrote), or null. */
export function viewingEntryDay(detail: string): string | null {
  const day = /^(\d{4}-\d{2}-\d{2}) \d{2}:\d{2}$/.exec(detail)?.[1];
  return day && v.is(isoDaySchema, day) ? day : null;
}

// ---------------------------------------------------------------------------------------------------------
// The planner's forms.
// ---------------------------------------------------------------------------------------------------------

export interface SlotTimesInput {
  day: string;
  start: string;
  end: string;
}

export interface SlotFormInput extends SlotTimesInput {
  kind: SlotKind;
  /** Typed as text; only an open viewing uses it. */
  capacity: string;
  /** A flat's code, or '' for the whole project. */
  weNr: string;
  meetingPoint: MeetingPoint;
  /** A staff member's id, or '' for none. */
  agentId: string;
}

export type SlotTimesProblem = 'day' | 'start' | 'end' | 'past' | 'order' | 'too_long';
export type SlotFormProblem = SlotTimesProblem | 'capacity';

export interface SlotTimes {
  startsAt: Date;
  endsAt: Date;
}

/** The times of a slot as the agent typed them (Berlin), or what is wrong with them. */
export function parseSlotTimes(
  input: SlotTimesInput,
  now: Date,
): { ok: true; times: SlotTimes } | { ok: false; problem: SlotTimesProblem } {
  if (!v.is(isoDaySchema, input.day)) return { ok: false, problem: 'day' };
  if (!v.is(wallTimeSchema, input.start)) return { ok: false, problem: 'start' };
  if (!v.is(wallTimeSchema, input.end)) return { ok: false, problem: 'end' };
  const startsAt = berlinInstant(input.day, input.start);
  const endsAt = berlinInstant(input.day, input.end);
  if (startsAt <= now) return { ok: false, problem: 'past' };
  if (endsAt <= startsAt) return { ok: false, problem: 'order' };
  if (endsAt.getTime() - startsAt.getTime() > MAX_SLOT_MINUTES * 60_000)
    return { ok: false, problem: 'too_long' };
  return { ok: true, times: { startsAt, endsAt } };
}

export interface SlotDraft extends SlotTimes {
  kind: SlotKind;
  capacity: number;
  weNr: string | null;
  meetingPoint: MeetingPoint;
  agentId: string | null;
}

const capacitySchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{1,3}$/),
  v.transform(Number),
  v.minValue(OPEN_CAPACITY.min),
  v.maxValue(OPEN_CAPACITY.max),
);

/** The planner's form as a slot to publish, or what is wrong with it. */
export function parseSlotForm(
  input: SlotFormInput,
  now: Date,
): { ok: true; draft: SlotDraft } | { ok: false; problem: SlotFormProblem } {
  const times = parseSlotTimes(input, now);
  if (!times.ok) return times;
  const capacity =
    input.kind === 'single'
      ? { success: true as const, output: 1 }
      : v.safeParse(capacitySchema, input.capacity);
  if (!capacity.success) return { ok: false, problem: 'capacity' };
  return {
    ok: true,
    draft: {
      ...times.times,
      kind: input.kind,
      capacity: capacity.output,
      weNr: input.weNr || null,
      meetingPoint: input.meetingPoint,
      agentId: input.agentId || null,
    },
  };
}

/** A slot's times as the move form starts: its own Berlin day, start and end. */
export function slotTimesInput(slot: Pick<ViewingSlot, 'starts_at' | 'ends_at'>): SlotTimesInput {
  const starts = new Date(slot.starts_at);
  return {
    day: berlinDay(starts),
    start: berlinWallTime(starts),
    end: berlinWallTime(new Date(slot.ends_at)),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The agent's day kept on the device.
// ---------------------------------------------------------------------------------------------------------

const storedDaySchema = v.object({
  savedAt: timestamp,
  day: isoDaySchema,
  slots: v.array(viewingSlotSchema),
});

export interface StoredViewingDay {
  savedAt: Date;
  day: string;
  slots: ViewingSlot[];
}

export function writeStoredViewingDay(day: string, slots: readonly ViewingSlot[], savedAt: Date): void {
  writeDeviceItem(
    DESK_VIEWING_DAY_STORAGE_KEY,
    JSON.stringify({ savedAt: savedAt.toISOString(), day, slots }),
  );
}

/** The last day the desk loaded, or null (none, or not readable). */
export function readStoredViewingDay(): StoredViewingDay | null {
  const raw = readDeviceItem(DESK_VIEWING_DAY_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = v.safeParse(storedDaySchema, JSON.parse(raw));
    return parsed.success ? { ...parsed.output, savedAt: new Date(parsed.output.savedAt) } : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Marks at the site, queued on the device (viewing-mark outbox).
// ---------------------------------------------------------------------------------------------------------

/** One mark waiting for the server: one per booking, the version the agent saw, the status wanted. */
export const viewingMarkRecordSchema = v.object({
  /** The booking's id: a second mark of the same booking replaces the first. */
  key: v.pipe(v.string(), v.uuid()),
  queuedAt: v.number(),
  slotId: v.pipe(v.string(), v.uuid()),
  expectedVersion: v.number(),
  status: v.picklist(['attended', 'no_show', 'booked']),
  /** waiting: to be sent; conflict: the booking changed meanwhile, the agent decides. */
  state: v.picklist(['waiting', 'conflict']),
  /** A conflict's day, as the server answered: the viewing may have moved to another day. */
  day: v.optional(isoDaySchema),
});
export type ViewingMarkRecord = v.InferOutput<typeof viewingMarkRecordSchema>;

/**
 * The record for a new mark of `booking`, given what waits for it already: the version stays the one the agent
 * first saw (the server has not moved on); a mark back to what the server has needs nothing sent (null).
 */
export function nextMarkRecord(
  booking: Pick<ViewingBooking, 'id' | 'version' | 'status'>,
  slotId: string,
  status: BookingMark,
  waiting: ViewingMarkRecord | undefined,
  now: number,
): ViewingMarkRecord | null {
  if (status === booking.status) return null;
  return {
    key: booking.id,
    queuedAt: waiting?.queuedAt ?? now,
    slotId,
    expectedVersion: waiting?.state === 'waiting' ? waiting.expectedVersion : booking.version,
    status,
    state: 'waiting',
  };
}

/** Conflicts whose booking the day shown does not hold, counted by their day (undefined: not known), in order of day. */
export function conflictsElsewhere(
  records: Iterable<ViewingMarkRecord>,
  shownBookings: ReadonlySet<string>,
): { day: string | undefined; count: number }[] {
  const counts = new Map<string | undefined, number>();
  for (const record of records) {
    if (record.state !== 'conflict' || shownBookings.has(record.key)) continue;
    counts.set(record.day, (counts.get(record.day) ?? 0) + 1);
  }
  return [...counts]
    .map(([day, count]) => ({ day, count }))
    .sort((a, b) => (a.day ?? '9999').localeCompare(b.day ?? '9999'));
}

/** The status the agent sees: a waiting mark over the server's. */
export function shownStatus(booking: ViewingBooking, mark: ViewingMarkRecord | undefined): BookingStatus {
  return mark?.state === 'waiting' ? mark.status : booking.status;
}

/**
 * The day's visits in order of their time: the slots not cancelled, each with the parties still coming; and
 * every party with a mark on the device (`marked`), cancelled meanwhile or not, so that its choice stays in view.
 */
export function dayVisits(
  slots: readonly ViewingSlot[],
  marked: ReadonlySet<string> = new Set(),
): ViewingSlot[] {
  return slots
    .map((slot) => ({
      ...slot,
      bookings: slot.bookings.filter(
        (booking) => marked.has(booking.id) || (slot.cancelled_at === null && holdsPlace(booking)),
      ),
    }))
    .filter((slot) => slot.cancelled_at === null || slot.bookings.length > 0)
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at));
}

/** A refused mark the server holds already (a colleague marked the same): nothing left to decide. */
export function markAlreadyStored(slot: Pick<ViewingSlot, 'bookings'>, record: ViewingMarkRecord): boolean {
  return slot.bookings.some((booking) => booking.id === record.key && booking.status === record.status);
}

/** Whether a booking can still be marked at the site (a cancelled one cannot). */
export const markable = (booking: Pick<ViewingBooking, 'status'>): boolean => booking.status !== 'cancelled';

/** A phone number as a tel: link (digits and a leading +). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? `+${digits.slice(1).replace(/\+/g, '')}` : digits.replace(/\+/g, '')}`;
}

/** The field a form problem is shown under. */
export function problemField(problem: SlotFormProblem): keyof SlotFormInput {
  if (problem === 'capacity') return 'capacity';
  if (problem === 'day') return 'day';
  return problem === 'start' || problem === 'past' ? 'start' : 'end';
}
