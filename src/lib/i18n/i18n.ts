/**
 * Lingui runtime: catalogs are compiled from locales/<locale>/messages.po by @lingui/vite-plugin
 * and loaded per language, so a page only downloads its own language.
 */
import { i18n, type Messages } from '@lingui/core';

import type { Locale } from './locale';

const catalogLoaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../../locales/en/messages.po'),
  de: () => import('../../../locales/de/messages.po'),
};

let missingHandlerInstalled = false;

/** A missing translation logs a warning; Lingui then shows the message key itself. */
function installMissingHandler(): void {
  if (missingHandlerInstalled) return;
  missingHandlerInstalled = true;
  i18n.on('missing', ({ locale, id }) => {
    console.warn(`[i18n] Missing translation for "${id}" in locale "${locale}"`);
  });
}

/** Loads (once) and activates a locale. Must finish before the first render of a page. */
export async function activateLocale(locale: Locale): Promise<void> {
  installMissingHandler();
  if (i18n.locale === locale) return;
  const { messages } = await catalogLoaders[locale]();
  i18n.load(locale, messages);
  i18n.activate(locale);
}

export { i18n };
