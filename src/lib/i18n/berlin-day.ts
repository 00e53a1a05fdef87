/**
 * The project's clock: the sales office and the site are in Berlin, so days and times of viewings, follow-ups
 * and statuses are Berlin's, whatever zone the device is set to.
 */
import { dateTimeFormat } from './use-formatters';

export const BERLIN_TIME_ZONE = 'Europe/Berlin';

const DAY_PARTS: Intl.DateTimeFormatOptions = {
  timeZone: BERLIN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
};

/** '2026-11-29': the Berlin calendar day at that moment (a follow-up's day, a viewing's day chip). */
export function berlinDay(date: Date): string {
  return dateTimeFormat('en-CA', DAY_PARTS).format(date);
}

const SPREADSHEET_PARTS: Intl.DateTimeFormatOptions = {
  timeZone: BERLIN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

/** The Berlin calendar and clock of an instant, as two-digit parts (year: four). */
export function berlinParts(
  date: Date,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const parts = Object.fromEntries(
    dateTimeFormat('en-GB', SPREADSHEET_PARTS)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
  };
}

/** Berlin's offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
function berlinOffsetMinutes(instant: number): number {
  const p = berlinParts(new Date(instant));
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The instant of a Berlin wall-clock time ('2026-12-03', '14:30'), whatever zone the device is in. */
export function berlinInstant(day: string, time: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  // The offset at the guess, then at the result: right on both sides of a daylight-saving change.
  const first = wall - berlinOffsetMinutes(wall) * 60_000;
  return new Date(wall - berlinOffsetMinutes(first) * 60_000);
}

/** The Berlin day `delta` days from `day` ('2026-12-03', -1 → '2026-12-02'). */
export function shiftDay(day: string, delta: number): string {
  const noon = new Date(`${day}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() + delta);
  return noon.toISOString().slice(0, 10);
}

/** The instants a Berlin day spans: [from, to), 23 or 25 hours on a daylight-saving change. */
export function berlinDayRange(day: string): { from: Date; to: Date } {
  return { from: berlinInstant(day, '00:00'), to: berlinInstant(shiftDay(day, 1), '00:00') };
}
