import { useMemo } from 'react';

import { INTL_LOCALE, type Locale } from './locale';
import { dateTimeFormat } from './use-formatters';
import { useLocale } from './use-locale';

const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long' };
export const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A moment as date and time ('23 Nov 2026, 09:15'), or as a long date only ('23 November 2026'). */
export function formatDateTime(
  date: Date,
  locale: Locale,
  style: 'date-time' | 'date' = 'date-time',
): string {
  const options = style === 'date' ? LONG_DATE : DATE_TIME;
  return dateTimeFormat(INTL_LOCALE[locale], options).format(date);
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
