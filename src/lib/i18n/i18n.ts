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

/** Makes a language whose catalogs are loaded the active one. */
function activateLoaded(locale: Locale): void {
  installMissingHandler();
  if (i18n.locale !== locale) i18n.activate(locale);
}

async function loadCatalog(locale: Locale, name: CatalogName): Promise<void> {
  const key = catalogKey(locale, name);
  if (loaded.has(key)) return;
  const load = catalogFiles[`./${key}.po`];
  if (!load) throw new Error(`No catalog ${key}`);
  const { messages } = await load();
  i18n.load(locale, messages);
  loaded.add(key);
}

/** Loads (once each) these catalogs of a language, with the on-demand ones asked for so far. */
async function loadCatalogs(locale: Locale, catalogs: CatalogName[]): Promise<void> {
  await Promise.all(withOnDemand(catalogs).map((name) => loadCatalog(locale, name)));
}

/**
 * Loads (once) and activates a locale with the given catalogs. Must finish before the first render
 * of a page.
 */
export async function activateLocale(locale: Locale, catalogs: CatalogName[] = ['messages']): Promise<void> {
  await loadCatalogs(locale, catalogs);
  activateLoaded(locale);
}

/**
 * Loads a catalog that comes with a piece of code rather than with a page (the contact form): call
 * it together with the code's import. It is loaded for the active language and, from then on, for
 * every language the visitor switches to.
 */
export function loadCatalogOnDemand(name: OnDemandCatalog): Promise<void> {
  onDemand.add(name);
  return loadCatalog(i18n.locale as Locale, name);
}

/**
 * Loads, without activating, the catalogs the page at this path needs (and the on-demand ones asked
 * for so far), e.g. the other language's ahead of a tap on the language switch.
 */
export function preloadPageLocale(pathname: string): Promise<void> {
  return loadCatalogs(localeFromPath(pathname), catalogsForPath(pathname));
}

/** Set by switchLocaleAhead, taken by the navigation that follows it (takeLocaleSwitchedAhead). */
let switchedAhead = false;

/**
 * Activates the language of the page at this path at once, if its catalogs (and the on-demand
 * ones asked for so far) are loaded, as the language switch loads them ahead; false if one is
 * missing: the navigation then activates it itself. Called right before the navigation to that
 * page, it puts the new language in the navigation's first render, with the address.
 */
export function switchLocaleAhead(pathname: string): boolean {
  const locale = localeFromPath(pathname);
  const names = withOnDemand(catalogsForPath(pathname));
  if (!names.every((name) => loaded.has(catalogKey(locale, name)))) return false;
  activateLoaded(locale);
  switchedAhead = true;
  return true;
}

/** Whether switchLocaleAhead ran for the navigation now loading (asked once per navigation). */
export function takeLocaleSwitchedAhead(): boolean {
  const taken = switchedAhead;
  switchedAhead = false;
  return taken;
}

/** The language and catalogs of a page, from its path. */
export function activatePageLocale(pathname: string): Promise<void> {
  return activateLocale(localeFromPath(pathname), catalogsForPath(pathname));
}

export { i18n };
