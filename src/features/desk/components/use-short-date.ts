import { INTL_LOCALE } from '@/lib/i18n/locale';
import { dateTimeFormat } from '@/lib/i18n/use-formatters';
import { useLocale } from '@/lib/i18n/use-locale';

const SHORT_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'Europe/Berlin' };

/** '2 Dec' / '2. Dez.': a day this season, as a small tile has room for (the sales office's calendar). */
export function useShortDate(): (date: Date) => string {
  const locale = useLocale();
  return (date) => dateTimeFormat(INTL_LOCALE[locale], SHORT_DATE).format(date);
}
