/**
 * Every page the site prerenders, as paths without the language prefix, and where each page's
 * HTML file lives in dist/. The static server and the service worker both rely on this layout:
 * '/' -> index.html, '/de' -> de.html, '/de/team' -> de/team.html (clean URLs).
 */
import type { Locale } from '../content/locales.ts';
import { COMPARE_PATH, DEVICE_PATH, PICKER_PATH } from './field-kit-paths.ts';

export const PAGE_PATHS = [
  '/',
  '/projects',
  '/projects/grabbeallee-68',
  '/projects/grabbeallee-68/price-list',
  '/projects/grabbeallee-68/building-description',
  // Every building and floor (?building=2&floor=3) is this page, its address applied once hydrated.
  PICKER_PATH,
  '/teaser',
  '/team',
  '/past-projects',
  '/brand',
  '/impressum',
  '/datenschutz',
  '/auth',
  // The sales desk (staff only): a shell that signs in first; noindex, not precached (offline-files.ts).
  '/desk',
  // Prerendered with no selection (the client reads ?units=); not precached (vite.config.ts).
  COMPARE_PATH,
  DEVICE_PATH,
  // A buyer alert's mail links (MAIL_LINK_PAGE_PATHS): noindex, online only.
  '/alerts/confirm',
  '/alerts/unsubscribe',
  // Booking a viewing (?unit=2.3.1 preselects a flat): precached like every page; the times load online.
  '/viewings',
  // A booking's personal link (?id=…&token=…, from its mails): noindex, online only.
  '/viewings/manage',
] as const;

/** Booking a viewing, and a booking's personal link page. */
export const VIEWINGS_PATH = '/viewings';
export const VIEWINGS_MANAGE_PATH = '/viewings/manage';

/** The booking page with a flat chosen (the unit page's, the finder's and the printed exposé's link). */
export function viewingBookingPath(weNr?: string): string {
  return weNr ? `${VIEWINGS_PATH}?unit=${encodeURIComponent(weNr)}` : VIEWINGS_PATH;
}

/** Staff pages: noindex, out of the sitemap, the precache and the offline pack (offline-files.ts). */
export const STAFF_PAGE_PATHS = ['/auth', '/desk'] as const;

/** The pages a buyer's mail links to (alerts, a viewing's personal link): they act on the server, so, like staff pages, never offline. */
export const MAIL_LINK_PAGE_PATHS = ['/alerts/confirm', '/alerts/unsubscribe', '/viewings/manage'] as const;

/** A path no route matches, rendered once per language to produce the 404 pages. */
export const NOT_FOUND_PROBE = '/__not-found__';

export function notFoundFile(locale: Locale): string {
  return locale === 'de' ? 'de/404.html' : '404.html';
}

export function htmlFileFor(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`;
}

/** One page the build renders (prerender-targets.ts lists them). */
export interface PrerenderTarget {
  url: string;
  file: string;
  expectedStatus: 200 | 404;
}
