import { useMemo } from 'react';

import { INTL_LOCALE, type Locale } from './locale';
import { useLocale } from './use-locale';

/** A moment as date and time ('23 Nov 2026, 09:15'), or as a long date only ('23 November 2026'). */
export function formatDateTime(
  date: Date,
  locale: Locale,
  style: 'date-time' | 'date' = 'date-time',
): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'date' ? { dateStyle: 'long' } : { dateStyle: 'medium', timeStyle: 'short' };
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], options).format(date);
}

/** Dates in the active language (apart from useFormatters, which the home page loads first). */
export function useDateFormatters() {
  const locale = useLocale();
  return useMemo(
    () => ({
      dateTime: (date: Date) => formatDateTime(date, locale),
      date: (date: Date) => formatDateTime(date, locale, 'date'),
    }),
    [locale],
  );
}
