/** The visitor's choice of language, kept under localStorage `locale` as the spec asks. */
import { LOCALES, type Locale } from '../../content/locales.ts';
import { LOCALE_STORAGE_KEY, writeDeviceItem } from '../device-storage.ts';

/** Keeps a chosen language (anything else is ignored); where storage is blocked the URL still carries it. */
export function storeLocale(language: string | null | undefined): void {
  if (LOCALES.includes(language as Locale)) writeDeviceItem(LOCALE_STORAGE_KEY, language as Locale);
}
