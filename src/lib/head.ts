/**
 * Head tags of one page: title, description, one canonical link for its language version and
 * alternates for en, de and x-default (the English path), all absolute from SITE_ORIGIN.
 */
import { localeFromPath, localizePath, stripLocale } from './i18n/locale';
import { absoluteUrl } from './site';

export interface PageHeadInput {
  /** The path of the page as requested, e.g. '/de/team'. */
  pathname: string;
  title: string;
  description: string;
  /** Path (without language prefix) of the page this one duplicates, e.g. '/' for /projects. */
  canonicalPath?: string;
  robots?: string;
}

export function pageHead({ pathname, title, description, canonicalPath, robots }: PageHeadInput) {
  const locale = localeFromPath(pathname);
  const bare = canonicalPath ?? stripLocale(pathname);
  const english = absoluteUrl(localizePath(bare, 'en'));
  const german = absoluteUrl(localizePath(bare, 'de'));
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:locale', content: locale === 'de' ? 'de_DE' : 'en_IE' },
      ...(robots ? [{ name: 'robots', content: robots }] : []),
    ],
    links: [
      { rel: 'canonical', href: locale === 'de' ? german : english },
      { rel: 'alternate', hrefLang: 'en', href: english },
      { rel: 'alternate', hrefLang: 'de', href: german },
      { rel: 'alternate', hrefLang: 'x-default', href: english },
    ],
  };
}
