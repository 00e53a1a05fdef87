/**
 * Every page the build prerenders: the route table's pages, one page per unit and one per floor of
 * the picker, in both languages, plus each language's 404 page. Apart from pages.ts because the unit list is needed by the build only:
 * the client imports pages.ts (the 404 probe) and must not carry all 56 units with it.
 */
import { LOCALES } from '../content/locales.ts';
import { localizePath } from './locale-paths.ts';
import { htmlFileFor, NOT_FOUND_PROBE, notFoundFile, PAGE_PATHS, type PrerenderTarget } from './pages.ts';
import { PICKER_FLOOR_PATHS, UNIT_PAGE_PATHS } from './unit-pages.ts';

export const PRERENDERED_PATHS: readonly string[] = [
  ...PAGE_PATHS,
  ...UNIT_PAGE_PATHS,
  ...PICKER_FLOOR_PATHS,
];

export function prerenderTargets(): PrerenderTarget[] {
  return LOCALES.flatMap((locale) => [
    ...PRERENDERED_PATHS.map((path) => {
      const url = localizePath(path, locale);
      return { url, file: htmlFileFor(url), expectedStatus: 200 as const };
    }),
    { url: localizePath(NOT_FOUND_PROBE, locale), file: notFoundFile(locale), expectedStatus: 404 as const },
  ]);
}
