import * as v from 'valibot';

import { BERLIN_TIME_ZONE, berlinDay } from '@/lib/i18n/berlin-day';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/locale';
import { dateTimeFormat } from '@/lib/i18n/use-formatters';

import { meetingPointSchema, viewingKindSchema } from '../../../../supabase/functions/_shared/viewing-place';

export type {
  MeetingPoint,
  ViewingKind as SlotKind,
} from '../../../../supabase/functions/_shared/viewing-place';

/** One row of `viewing_slots_open` (anon): a slot with places left. */
export const openSlotSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  starts_at: v.pipe(v.string(), v.isoTimestamp()),
  ends_at: v.pipe(v.string(), v.isoTimestamp()),
  kind: viewingKindSchema,
  we_nr: v.nullable(v.string()),
  meeting_point: meetingPointSchema,
  places_left: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type OpenSlot = v.InferOutput<typeof openSlotSchema>;

export const openSlotsSchema = v.array(openSlotSchema);

// Formats of Berlin time (module constants: dateTimeFormat keeps one formatter per options object).
const DAY_CHIP: Intl.DateTimeFormatOptions = {
  timeZone: BERLIN_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
};
const CLOCK: Intl.DateTimeFormatOptions = { timeZone: BERLIN_TIME_ZONE, hour: '2-digit', minute: '2-digit' };
const FULL_DATE: Intl.DateTimeFormatOptions = {
  timeZone: BERLIN_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
};

export interface SlotDay {
  day: string;
  slots: OpenSlot[];
}

/** The slots by Berlin day, days and slots in time order. */
export function slotsByDay(slots: readonly OpenSlot[]): SlotDay[] {
  const days = new Map<string, OpenSlot[]>();
  for (const slot of [...slots].sort((a, b) => a.starts_at.localeCompare(b.starts_at))) {
    const day = berlinDay(new Date(slot.starts_at));
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days].map(([day, daySlots]) => ({ day, slots: daySlots }));
}

/** A day chip's words: "Tue 3 Dec" / "Di., 3. Dez.". */
export function dayLabel(day: string, locale: Locale): string {
  // Noon UTC of that day is the same day in Berlin.
  return dateTimeFormat(INTL_LOCALE[locale], DAY_CHIP).format(new Date(`${day}T12:00:00Z`));
}

/** A slot's time range in Berlin time: "14:00–16:00". */
export function timeRange(slot: Pick<OpenSlot, 'starts_at' | 'ends_at'>, locale: Locale): string {
  const format = dateTimeFormat(INTL_LOCALE[locale], CLOCK);
  return `${format.format(new Date(slot.starts_at))}–${format.format(new Date(slot.ends_at))}`;
}

/** The full date and time of a slot, e.g. for the booked confirmation: "Tuesday, 3 December 2026, 14:00–16:00". */
export function slotWhen(slot: Pick<OpenSlot, 'starts_at' | 'ends_at'>, locale: Locale): string {
  const date = dateTimeFormat(INTL_LOCALE[locale], FULL_DATE).format(new Date(slot.starts_at));
  return `${date}, ${timeRange(slot, locale)}`;
}

/** The nearest free slots to a time (a refused booking's): the ones after it first, then the ones before. */
export function nearestSlots(slots: readonly OpenSlot[], to: string, count: number): OpenSlot[] {
  const at = Date.parse(to);
  return [...slots]
    .sort((a, b) => Math.abs(Date.parse(a.starts_at) - at) - Math.abs(Date.parse(b.starts_at) - at))
    .slice(0, count)
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at));
}
