/**
 * The language rules of the site as pure functions, shared by the
 * app, the service worker, the build and the server. English pages are unprefixed, German pages mirror
 * them under /de; the German home is exactly /de. (The app's stored choice is in lib/i18n/locale.ts.)
 */
import * as v from 'valibot';

import { LOCALES, type Locale } from '../content/locales.ts';
import { NOT_FOUND_PROBE } from './pages.ts';
import { sameOriginPath } from './same-origin-path.ts';

export const LOCALE_PREFIX = '/de';

export const localeSchema = v.picklist(LOCALES);

export function isLocale(value: unknown): value is Locale {
  return v.is(localeSchema, value);
}

/** A path starting with /de is German; any other path is English. */
export function localeFromPath(pathname: string): Locale {
  return pathname === LOCALE_PREFIX || pathname.startsWith(`${LOCALE_PREFIX}/`) ? 'de' : 'en';
}

/** The language of the optional `{-$locale}` path segment: 'de' is German; absent (or an unknown segment, an English 404) is English. */
export function localeFromParam(segment: string | undefined): Locale {
  return `/${segment}` === LOCALE_PREFIX ? 'de' : 'en';
}

/** The path without its language prefix, always starting with '/'. '/de' -> '/', '/de/team' -> '/team'. */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) === 'de') {
    const rest = pathname.slice(LOCALE_PREFIX.length);
    return rest === '' ? '/' : rest;
  }
  return pathname === '' ? '/' : pathname;
}

/** The same page in the given language: ('/team', 'de') -> '/de/team', ('/', 'de') -> '/de'. */
export function localizePath(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname);
  if (locale === 'en') return bare;
  return bare === '/' ? LOCALE_PREFIX : `${LOCALE_PREFIX}${bare}`;
}

/** Search string (with or without '?') without the lang parameter; '' when nothing is left. */
export function searchWithoutLang(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('lang');
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

/**
 * Where a ?lang=de|en parameter sends the visitor: the matching prefixed or unprefixed path,
 * with the hash kept and the parameter removed. Any other value (or none) is ignored: null.
 */
export function langRedirectTarget(url: { pathname: string; search: string; hash: string }): string | null {
  const requested = new URLSearchParams(url.search).get('lang');
  if (!isLocale(requested)) return null;
  // `//evil.example?lang=en` must not become a redirect to evil.example.
  return sameOriginPath(
    `${localizePath(sameOriginPath(url.pathname), requested)}${searchWithoutLang(url.search)}${url.hash}`,
  );
}

/**
 * Where the EN|DE switch goes: the equivalent path in the other language, without lang, hash kept. The
 * 404 pages are prerendered under a probe path that is no page: their static links go to the home page.
 */
export function switchTarget(
  url: { pathname: string; search: string; hash: string },
  locale: Locale,
): string {
  if (stripLocale(url.pathname) === NOT_FOUND_PROBE) return localizePath('/', locale);
  return `${localizePath(url.pathname, locale)}${searchWithoutLang(url.search)}${url.hash}`;
}

/** Scroll to the top only when the path without the language prefix changed and there is no hash anchor. */
export function shouldScrollToTop(
  fromPathname: string | undefined,
  to: { pathname: string; hash: string },
): boolean {
  if (to.hash !== '' && to.hash !== '#') return false;
  if (fromPathname === undefined) return false;
  return stripLocale(fromPathname) !== stripLocale(to.pathname);
}
