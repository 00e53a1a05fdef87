/**
 * Days and times in the sales office's zone (Europe/Berlin), whatever zone the device is
 * set to: the proof and the CSV state the same moment on every device.
 */
import { BERLIN_TIME_ZONE as TIME_ZONE, berlinParts } from '@/lib/i18n/berlin-day';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/locale';
import { dateTimeFormat } from '@/lib/i18n/use-formatters';

export { berlinDay } from '@/lib/i18n/berlin-day';

const WITH_ZONE: Intl.DateTimeFormatOptions = { timeZone: TIME_ZONE, dateStyle: 'long', timeStyle: 'long' };

/** '2026-11-29 14:03:12', Berlin time: a form Excel and LibreOffice read as a date in either language. */
export function berlinSpreadsheetTime(date: Date): string {
  const parts = berlinParts(date);
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** '29 November 2026 at 14:03:12 GMT+1': to the second, with the zone, in the reader's language. */
export function berlinMoment(date: Date, locale: Locale): string {
  return dateTimeFormat(INTL_LOCALE[locale], WITH_ZONE).format(date);
}

const SHORT_MOMENT: Intl.DateTimeFormatOptions = {
  timeZone: TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** 'Thu, 3 Dec 2026, 14:00': a viewing's Berlin time in the reader's language. */
export function berlinShortMoment(date: Date, locale: Locale): string {
  return dateTimeFormat(INTL_LOCALE[locale], SHORT_MOMENT).format(date);
}
