import { useMemo } from 'react';

import { numberFormat } from './intl-formats';
import { INTL_LOCALE, type Locale } from './locale';
import { useLocale } from './use-locale';

const EURO: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
};

/** Euros with no decimals, en-IE for English and de-DE for German (spec §9). */
export function formatEuro(amount: number, locale: Locale): string {
  return numberFormat(INTL_LOCALE[locale], EURO).format(amount);
}

export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(INTL_LOCALE[locale]).format(value);
}

export function useFormatters() {
  const locale = useLocale();
  return useMemo(
    () => ({
      euro: (amount: number) => formatEuro(amount, locale),
      number: (value: number) => formatNumber(value, locale),
    }),
    [locale],
  );
}
