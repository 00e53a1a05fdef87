import { useLingui } from '@lingui/react';

import { isLocale, type Locale } from './locale';

/** The active language. */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : 'en';
}

/** The value of the optional `{-$locale}` path segment for a language: 'de' or absent. */
export function localeParam(locale: Locale): { locale: 'de' | undefined } {
  return { locale: locale === 'de' ? 'de' : undefined };
}
