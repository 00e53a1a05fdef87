/**
 * Lingui runtime: catalogs are compiled from locales/<locale>/<catalog>.po by @lingui/vite-plugin
 * and loaded per language and per page (see catalogs.ts), so a page downloads only its own texts.
 */
import { i18n, type Messages } from '@lingui/core';

import { catalogsForPath, type CatalogName, type OnDemandCatalog } from './catalogs';
import { localeFromPath, type Locale } from './locale';

// The backend's mail catalog is compiled for it alone (npm run mails:compile): the app never loads it.
const catalogFiles = import.meta.glob<{ messages: Messages }>(['./*/*.po', '!./*/mails.po'], {
  base: '../../../locales',
});
const loaded = new Set<string>();
/** On-demand catalogs some code has asked for: every later language switch loads them too. */
const onDemand = new Set<OnDemandCatalog>();
/** Languages whose texts have been loaded, active or ahead of a switch. */
const localesLoaded = new Set<Locale>();

let missingHandlerInstalled = false;

/** A missing translation logs a warning; Lingui then shows the message key itself. */
function installMissingHandler(): void {
  if (missingHandlerInstalled) return;
  missingHandlerInstalled = true;
  i18n.on('missing', ({ locale, id }) => {
    console.warn(`[i18n] Missing translation for "${id}" in locale "${locale}"`);
  });
}

const catalogKey = (locale: Locale, name: CatalogName) => `${locale}/${name}`;

/** These catalogs with the on-demand ones asked for so far: what a page of a language needs. */
const withOnDemand = (catalogs: CatalogName[]): CatalogName[] => [...catalogs, ...onDemand];

async function loadCatalog(locale: Locale, name: CatalogName): Promise<void> {
  const key = catalogKey(locale, name);
  if (loaded.has(key)) return;
  const load = catalogFiles[`./${key}.po`];
  if (!load) throw new Error(`No catalog ${key}`);
  const { messages } = await load();
  i18n.load(locale, messages);
  loaded.add(key);
}

/** Loads (once each), without activating, these catalogs of a language and the on-demand ones asked for so far. */
export async function preloadLocale(locale: Locale, catalogs: CatalogName[]): Promise<void> {
  localesLoaded.add(locale);
  await Promise.all(withOnDemand(catalogs).map((name) => loadCatalog(locale, name)));
}

/**
 * Loads (once) and activates a locale with the given catalogs. Must finish before the first render
 * of a page.
 */
export async function activateLocale(locale: Locale, catalogs: CatalogName[] = ['messages']): Promise<void> {
  await preloadLocale(locale, catalogs);
  installMissingHandler();
  if (i18n.locale !== locale) i18n.activate(locale);
}

/**
 * Loads a catalog that comes with a piece of code rather than with a page (the contact form): call
 * it together with the code's import. It is loaded for the active language and, from then on, for
 * every language the visitor switches to. The returned promise waits for the active language's only.
 */
export function loadCatalogOnDemand(name: OnDemandCatalog): Promise<void> {
  onDemand.add(name);
  const active = i18n.locale as Locale;
  // A language loaded ahead of a tap on the switch gets it too, so that the switch waits for nothing.
  for (const locale of localesLoaded) if (locale !== active) loadCatalog(locale, name).catch(() => undefined);
  return loadCatalog(active, name);
}

/**
 * Loads, without activating, the catalogs the page at this path needs (and the on-demand ones asked
 * for so far), e.g. the other language's ahead of a tap on the language switch.
 */
export function preloadPageLocale(pathname: string): Promise<void> {
  return preloadLocale(localeFromPath(pathname), catalogsForPath(pathname));
}

/** The language and catalogs of a page, from its path: before hydrating the page the server rendered. */
export function activatePageLocale(pathname: string): Promise<void> {
  return activateLocale(localeFromPath(pathname), catalogsForPath(pathname));
}

export { i18n };
