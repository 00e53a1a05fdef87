/**
 * Every page the site prerenders, as paths without the language prefix, and where each page's
 * HTML file lives in dist/. The static server and the service worker both rely on this layout:
 * '/' -> index.html, '/de' -> de.html, '/de/team' -> de/team.html (clean URLs).
 */
import { LOCALES, localizePath, type Locale } from '../lib/i18n/locale.ts';

export const PAGE_PATHS = [
  '/',
  '/projects',
  '/projects/grabbeallee-68',
  '/projects/grabbeallee-68/price-list',
  '/projects/grabbeallee-68/building-description',
  '/teaser',
  '/team',
  '/past-projects',
  '/brand',
  '/impressum',
  '/datenschutz',
  '/auth',
] as const;

/** A path no route matches, rendered once per language to produce the 404 pages. */
export const NOT_FOUND_PROBE = '/__not-found__';

export function notFoundFile(locale: Locale): string {
  return locale === 'de' ? 'de/404.html' : '404.html';
}

export function htmlFileFor(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`;
}

export interface PrerenderTarget {
  url: string;
  file: string;
  expectedStatus: 200 | 404;
}

export function prerenderTargets(): PrerenderTarget[] {
  return LOCALES.flatMap((locale) => [
    ...PAGE_PATHS.map((path) => {
      const url = localizePath(path, locale);
      return { url, file: htmlFileFor(url), expectedStatus: 200 as const };
    }),
    { url: localizePath(NOT_FOUND_PROBE, locale), file: notFoundFile(locale), expectedStatus: 404 as const },
  ]);
}
