/**
 * The message catalogs and which pages need which. `messages` holds the site's shared texts (layout,
 * home, dialogs); the long texts of a few pages sit in their own catalogs, so the home page does not
 * download the legal pages or the project page, and the contact form's texts come with its code. lingui.config.ts extracts each catalog from the
 * folders listed here; the router loads a page's catalogs before it renders.
 */
import { COMPARE_PATH, DEVICE_PATH } from '../../site-map/field-kit-paths';
import { stripLocale } from './locale';

export const CATALOG_SOURCES = {
  legal: ['src/features/legal'],
  project: [
    'src/features/apartments',
    'src/features/favourites',
    'src/features/project',
    'src/features/share',
    'src/features/gallery',
    'src/components/lightbox',
    'src/components/energy',
    'src/components/print',
    'src/routes/{-$locale}/projects/-components',
    'src/content/project-page',
  ],
  about: ['src/features/team', 'src/features/past-projects', 'src/features/brand', 'src/content/about-page'],
  /** 'Clear visitor data', shown on the privacy page, the compare page and the device page. */
  'visitor-data': ['src/features/visitor-data'],
  device: ['src/features/device'],
  /** The contact form and dialog: loaded with their code (loadCatalogOnDemand), not with a page. */
  contact: ['src/features/contact/form'],
} as const;

/** Catalogs no page loads by itself: the code that needs one loads it (i18n.ts, loadCatalogOnDemand). */
export type OnDemandCatalog = 'contact';
export type PageCatalog = Exclude<keyof typeof CATALOG_SOURCES, OnDemandCatalog>;
export type CatalogName = 'messages' | PageCatalog | OnDemandCatalog;

const PAGE_CATALOGS: { matches: (bare: string) => boolean; catalog: PageCatalog }[] = [
  { matches: (bare) => bare === '/impressum' || bare === '/datenschutz', catalog: 'legal' },
  { matches: (bare) => bare.startsWith('/projects/'), catalog: 'project' },
  { matches: (bare) => ['/team', '/past-projects', '/brand'].includes(bare), catalog: 'about' },
  {
    matches: (bare) => [COMPARE_PATH, DEVICE_PATH, '/datenschutz'].includes(bare),
    catalog: 'visitor-data',
  },
  { matches: (bare) => bare === DEVICE_PATH, catalog: 'device' },
];

/** The catalogs a page needs, from its path in either language. */
export function catalogsForPath(pathname: string): CatalogName[] {
  const bare = stripLocale(pathname);
  return ['messages', ...PAGE_CATALOGS.filter((page) => page.matches(bare)).map((page) => page.catalog)];
}
