/**
 * The site's two number formats written out as Intl writes them, because a page's first Intl formatter
 * loads the locale's number data before hydration. The tests compare with Intl; the rest goes to Intl.
 */
import type { Locale } from './locale';

const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  de: { group: '.', decimal: ',' },
};

/** From here on, String() writes exponents. */
const LARGEST_FIXED = 1e21;

/** Intl writes a minus for every negative value, also one that rounds to zero (and for -0). */
function isNegative(value: number): boolean {
  return value < 0 || Object.is(value, -0);
}

/**
 * |value| rounded half away from zero to `maxFractionDigits`, as whole and fraction digits. Like Intl,
 * it rounds the shortest decimal that reads back as the same double (String(1.0005) is "1.0005", so
 * 1.001), not the double's exact binary value (1.000499…, which toFixed rounds to 1.000).
 */
function rounded(value: number, maxFractionDigits: number): [whole: string, fraction: string] {
  const magnitude = Math.abs(value);
  // String() writes exponents below 1e-6; such a value rounds to zero at three decimals or fewer.
  const [whole = '0', fraction = ''] = magnitude < 1e-6 ? ['0'] : String(magnitude).split('.');
  const kept = BigInt(whole + fraction.slice(0, maxFractionDigits).padEnd(maxFractionDigits, '0'));
  const roundsUp = (fraction[maxFractionDigits] ?? '0') >= '5';
  const all = (roundsUp ? kept + 1n : kept).toString().padStart(maxFractionDigits + 1, '0');
  return maxFractionDigits === 0
    ? [all, '']
    : [all.slice(0, -maxFractionDigits), all.slice(-maxFractionDigits)];
}

/** The digits of |value| (see rounded), grouped by thousands, without trailing zeros unless kept. */
function digits(value: number, maxFractionDigits: number, locale: Locale, keepZeros = false): string {
  const { group, decimal } = SEPARATORS[locale];
  const [whole, fraction] = rounded(value, maxFractionDigits);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group);
  const significant = keepZeros ? fraction : fraction.replace(/0+$/, '');
  return significant ? `${grouped}${decimal}${significant}` : grouped;
}

/** Whether the written-out rules cover this value; Intl formats the others. */
export function isPlainNumber(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value) < LARGEST_FIXED;
}

/** e.g. 1,234.5 (en) and 1.234,5 (de). */
export function writeNumber(value: number, locale: Locale): string {
  return `${isNegative(value) ? '-' : ''}${digits(value, 3, locale)}`;
}

/** Exactly `fractionDigits` decimals, e.g. 94.0 (en) and 94,0 (de): areas on the price list. */
export function writeFixed(value: number, fractionDigits: number, locale: Locale): string {
  return `${isNegative(value) ? '-' : ''}${digits(value, fractionDigits, locale, true)}`;
}

/** e.g. €250,000 (en) and 250.000 € (de, with a no-break space). */
export function writeEuro(amount: number, locale: Locale): string {
  const sign = isNegative(amount) ? '-' : '';
  const body = digits(amount, 0, locale);
  return locale === 'en' ? `${sign}€${body}` : `${sign}${body}\u00a0€`;
}
