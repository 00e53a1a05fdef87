/**
 * The visitor's language: the site's language rules (site-map/locale-paths.ts, pure and shared with the
 * worker and the build), the switch's stored choice and the Intl locales for numbers and dates.
 */
import type { Locale } from '../../content/locales.ts';

export { DEFAULT_LOCALE, LOCALES, type Locale } from '../../content/locales.ts';
export {
  isLocale,
  langRedirectTarget,
  LOCALE_PREFIX,
  localeFromParam,
  localeFromPath,
  localeSchema,
  localizePath,
  searchWithoutLang,
  shouldScrollToTop,
  stripLocale,
  switchTarget,
} from '../../site-map/locale-paths.ts';
export { LOCALE_STORAGE_KEY } from '../device-storage.ts';
export { storeLocale } from './stored-locale.ts';

/** Intl locale for numbers and currency: en-IE for English (euro amounts as Ireland writes them), de-DE for German. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-IE', de: 'de-DE' };
