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
