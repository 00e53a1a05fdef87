/**
 * Head tags of one page: title, description, one canonical link for its language version, alternates
 * for en, de and x-default (the English path), Open Graph and Twitter tags with the share image, and
 * the page's JSON-LD, all absolute from SITE_ORIGIN. An English-only page (the teaser) is announced in
 * English only: its German URL is canonical to the English one and has no German alternate.
 */
import { localeFromPath, localizePath, stripLocale } from './i18n/locale';
import { absoluteUrl } from './site';
import { structuredData } from './structured-data';

export interface PageHeadInput {
  /** The path of the page as requested, e.g. '/de/team'. */
  pathname: string;
  title: string;
  description: string;
  /** Path (without language prefix) of the page this one duplicates, e.g. '/' for /projects. */
  canonicalPath?: string;
  robots?: string;
  /** The page's content exists in English only (the teaser). */
  englishOnly?: boolean;
  /** The page's JSON-LD where its route builds it (unit pages); otherwise it comes from structuredData(). */
  jsonLd?: Record<string, unknown>;
  /**
   * The id of the part that fills the first screen, painted only once it is parsed whole
   * (`<link rel="expect" blocking="render">`): a bottom-aligned hero painted half parsed shifts up.
   */
  firstScreen?: string;
}

/** A page's head texts, as a route's loader returns them when they travel with the page's code. */
export type LoadedPageHead = Omit<PageHeadInput, 'pathname'>;

/**
 * The head of a route whose loader returns its texts (`{ head }`), so that they come with the page's
 * code rather than with the router every page loads; empty until the loader has run.
 */
export function headFromLoader({
  match,
  loaderData,
}: {
  match: { pathname: string };
  loaderData?: { head: LoadedPageHead };
}) {
  return loaderData ? pageHead({ pathname: match.pathname, ...loaderData.head }) : {};
}

/** The share image (1200 × 630) of every page. */
export const SHARE_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630 };

const OG_LOCALE = { en: 'en_IE', de: 'de_DE' } as const;

export function pageHead({
  pathname,
  title,
  description,
  canonicalPath,
  robots,
  englishOnly = false,
  jsonLd,
  firstScreen,
}: PageHeadInput) {
  const locale = localeFromPath(pathname);
  const bare = canonicalPath ?? stripLocale(pathname);
  const english = absoluteUrl(localizePath(bare, 'en'));
  const german = absoluteUrl(localizePath(bare, 'de'));
  const canonical = locale === 'de' && !englishOnly ? german : english;
  const contentLocale = englishOnly ? 'en' : locale;
  const image = absoluteUrl(SHARE_IMAGE.path);
  const indexed = !robots?.includes('noindex');
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      ...(robots ? [{ name: 'robots', content: robots }] : []),
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: 'Grabbeallee 68' },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: canonical },
      { property: 'og:locale', content: OG_LOCALE[contentLocale] },
      ...(englishOnly
        ? []
        : [{ property: 'og:locale:alternate', content: OG_LOCALE[locale === 'de' ? 'en' : 'de'] }]),
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: String(SHARE_IMAGE.width) },
      { property: 'og:image:height', content: String(SHARE_IMAGE.height) },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image },
      ...(indexed ? [{ 'script:ld+json': jsonLd ?? structuredData(bare, contentLocale) }] : []),
    ],
    links: [
      { rel: 'canonical', href: canonical },
      { rel: 'alternate', hrefLang: 'en', href: english },
      ...(englishOnly ? [] : [{ rel: 'alternate', hrefLang: 'de', href: german }]),
      { rel: 'alternate', hrefLang: 'x-default', href: english },
      ...(firstScreen ? [{ rel: 'expect', href: `#${firstScreen}`, blocking: 'render' }] : []),
    ],
  };
}
