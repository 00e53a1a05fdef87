/**
 * The message catalogs and which pages need which. `messages` holds the site's shared texts (layout,
 * home, dialogs); the long texts of a few pages sit in their own catalogs, so the home page does not
 * download the legal pages or the project page, and the contact form's texts come with its code. lingui.config.ts extracts each catalog from the
 * folders listed here; the router loads a page's catalogs before it renders.
 */
import { COMPARE_PATH, DEVICE_PATH } from '../../site-map/field-kit-paths';
import {
  MAIL_LINK_PAGE_PATHS,
  STAFF_PAGE_PATHS,
  VIEWINGS_MANAGE_PATH,
  VIEWINGS_PATH,
} from '../../site-map/pages';
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
    // "Notify me" on unit pages and beside the finder and picker (its dialog has the alerts catalog).
    'src/features/contact/alert-buttons',
  ],
  about: ['src/features/team', 'src/features/past-projects', 'src/features/brand', 'src/content/about-page'],
  /** 'Clear visitor data', shown on the privacy page, the compare page and the device page. */
  'visitor-data': ['src/features/visitor-data'],
  device: ['src/features/device'],
  /**
   * The contact form and dialog, its field errors, the stored messages' list and the outbox's outcomes:
   * loaded with their code (loadCatalogOnDemand), not with a page.
   */
  contact: [
    'src/features/contact/form',
    'src/features/contact/model',
    'src/features/contact/stored-messages',
    'src/features/contact/outbox',
  ],
  /** The sales desk: with the /auth and /desk pages, and with its status button on a unit page (on demand). */
  desk: ['src/features/desk'],
  /** Buyer alerts: with the "Notify me" form (on demand) and with the confirm and unsubscribe pages. */
  alerts: ['src/features/contact/alerts'],
  /** Viewings: with the booking and manage pages, and with a booking's notice (on demand). */
  viewings: ['src/features/viewings', 'src/features/contact/viewing-bookings'],
} as const;

/** Catalogs code loads with itself (i18n.ts, loadCatalogOnDemand); 'desk', 'alerts' and 'viewings' also come with pages. */
export type OnDemandCatalog = 'contact' | 'desk' | 'alerts' | 'viewings';
export type PageCatalog = Exclude<keyof typeof CATALOG_SOURCES, 'contact'>;
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
  { matches: (bare) => STAFF_PAGE_PATHS.some((path) => path === bare), catalog: 'desk' },
  {
    matches: (bare) => MAIL_LINK_PAGE_PATHS.some((path) => path === bare && path.startsWith('/alerts/')),
    catalog: 'alerts',
  },
  { matches: (bare) => bare === VIEWINGS_PATH || bare === VIEWINGS_MANAGE_PATH, catalog: 'viewings' },
];

/** The catalogs a page needs, from its path in either language. */
export function catalogsForPath(pathname: string): CatalogName[] {
  const bare = stripLocale(pathname);
  return ['messages', ...PAGE_CATALOGS.filter((page) => page.matches(bare)).map((page) => page.catalog)];
}
