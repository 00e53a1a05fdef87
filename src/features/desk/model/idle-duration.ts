/** How long the desk waited without input before it signed out, as staff read it ("30 minutes", "5 Sekunden"). */
import { numberFormat } from '@/lib/i18n/use-formatters';

const MINUTES: Intl.NumberFormatOptions = { style: 'unit', unit: 'minute', unitDisplay: 'long' };
const SECONDS: Intl.NumberFormatOptions = { style: 'unit', unit: 'second', unitDisplay: 'long' };

/** Whole minutes from a minute up, else seconds; a no-break space between number and unit. */
export function idleDuration(seconds: number, intlLocale: string): string {
  const text =
    seconds >= 60 && seconds % 60 === 0
      ? numberFormat(intlLocale, MINUTES).format(seconds / 60)
      : numberFormat(intlLocale, SECONDS).format(seconds);
  return text.replace(/(\d) /, '$1\u00A0');
}
