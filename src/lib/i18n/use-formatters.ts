/**
 * Numbers and dates in the active language, with each Intl formatter made once and reused, as creating
 * one loads the locale's data. Formatters are kept by their options object: pass module constants.
 */
import { useMemo } from 'react';

import { INTL_LOCALE, type Locale } from './locale';
import { isPlainNumber, writeEuro, writeFixed, writeNumber } from './number-format';
import { useLocale } from './use-locale';

type Format = Intl.NumberFormat | Intl.DateTimeFormat;

/** Formatters by their options object, then by locale: pass options as module constants. */
const formats = new WeakMap<object, Record<string, Format>>();

function cached<T extends Format>(intlLocale: string, options: object, create: () => T): T {
  const byLocale = formats.get(options) ?? {};
  formats.set(options, byLocale);
  return (byLocale[intlLocale] ??= create()) as T;
}

const NO_OPTIONS = {};

/** `intlLocale` is a BCP 47 tag such as 'en-IE' or 'de-DE' (INTL_LOCALE in locale.ts). */
export function numberFormat(
  intlLocale: string,
  options: Intl.NumberFormatOptions = NO_OPTIONS,
): Intl.NumberFormat {
  return cached(intlLocale, options, () => new Intl.NumberFormat(intlLocale, options));
}

export function dateTimeFormat(
  intlLocale: string,
  options: Intl.DateTimeFormatOptions = NO_OPTIONS,
): Intl.DateTimeFormat {
  return cached(intlLocale, options, () => new Intl.DateTimeFormat(intlLocale, options));
}

const EURO: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
};

/**
 * Euros with no decimals, as en-IE writes them for English and de-DE for German. Written
 * out (number-format.ts): no page loads the locale's number data for them.
 */
export function formatEuro(amount: number, locale: Locale): string {
  return isPlainNumber(amount)
    ? writeEuro(amount, locale)
    : numberFormat(INTL_LOCALE[locale], EURO).format(amount);
}

export function formatNumber(value: number, locale: Locale): string {
  return isPlainNumber(value) ? writeNumber(value, locale) : numberFormat(INTL_LOCALE[locale]).format(value);
}

/** Exactly one decimal (m² on the price list), as Intl writes it with minimumFractionDigits: 1. */
export function formatOneDecimal(value: number, locale: Locale): string {
  return isPlainNumber(value)
    ? writeFixed(value, 1, locale)
    : numberFormat(INTL_LOCALE[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** An area in square metres, the figure and its unit kept on one line. */
export function formatArea(value: number, locale: Locale): string {
  return `${formatNumber(value, locale)}\u00a0m²`;
}

/** From one area to another, the unit written once: 36–94 m². */
export function formatAreaRange(min: number, max: number, locale: Locale): string {
  return `${formatNumber(min, locale)}–${formatArea(max, locale)}`;
}

export function useFormatters() {
  const locale = useLocale();
  return useMemo(
    () => ({
      euro: (amount: number) => formatEuro(amount, locale),
      number: (value: number) => formatNumber(value, locale),
      area: (value: number) => formatArea(value, locale),
      areaRange: (min: number, max: number) => formatAreaRange(min, max, locale),
    }),
    [locale],
  );
}
