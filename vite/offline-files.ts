/**
 * Which files of dist/ are needed offline, in one place for the worker's precache (vite.config.ts)
 * and the offline pack (offline-pack-plugin.ts). The pack holds all of them; the first visit's
 * precache leaves out the field-kit pages (unit pages, the picker's floors, compare, the device
 * page), which only the pack and the worker's runtime cache store, so a first visit stays within its
 * precache budget.
 */
import { LOCALES, localizePath } from '../src/lib/i18n/locale.ts';
import { htmlFileFor, MAIL_LINK_PAGE_PATHS, STAFF_PAGE_PATHS } from '../src/site-map/pages.ts';
import { COMPARE_PATH, DEVICE_PATH, PICKER_PATH, PROJECT_PATH } from '../src/site-map/unit-pages.ts';

export const OFFLINE_EXTENSIONS = [
  'html',
  'js',
  'css',
  'woff2',
  'svg',
  'png',
  'webp',
  'avif',
  'jpg',
  'ico',
  'webmanifest',
] as const;

/** Workbox glob patterns for the same extensions. */
export const OFFLINE_GLOB_PATTERNS = [`**/*.{${OFFLINE_EXTENSIONS.join(',')}}`];

/** The share image: link previews fetch it from the server, and no page shows it. */
export const SHARE_IMAGE_FILE = 'og-image.jpg';

/** Never offline: the manifest screenshots (install dialogs fetch them online), the share image and the worker. */
export const NEVER_OFFLINE_GLOBS = ['screenshots/**', SHARE_IMAGE_FILE, 'sw.js', 'workbox-*.js'];

/** Pages only the offline pack (and the runtime cache) stores, as globs relative to dist/. */
export function packOnlyPageGlobs(): string[] {
  return LOCALES.flatMap((locale) => [
    `${htmlFileFor(localizePath(PROJECT_PATH, locale)).replace(/\.html$/, '')}/apartments/**`,
    `${htmlFileFor(localizePath(PICKER_PATH, locale)).replace(/\.html$/, '')}/**`,
    htmlFileFor(localizePath(COMPARE_PATH, locale)),
    htmlFileFor(localizePath(DEVICE_PATH, locale)),
  ]);
}

/** The HTML files of the staff pages and the mail-link pages: never offline, neither precached nor in the pack. */
export function onlineOnlyPageFiles(): string[] {
  return LOCALES.flatMap((locale) =>
    [...STAFF_PAGE_PATHS, ...MAIL_LINK_PAGE_PATHS].map((path) => htmlFileFor(localizePath(path, locale))),
  );
}

/** The clean URL of a page's HTML file (inverse of htmlFileFor): 'de/team.html' -> '/de/team'. */
export function pageUrlFor(htmlFile: string): string {
  return htmlFile === 'index.html' ? '/' : `/${htmlFile.replace(/\.html$/, '')}`;
}
