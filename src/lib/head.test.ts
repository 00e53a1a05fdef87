import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';

import { pageHead } from './head';
import { SITE_ORIGIN } from './site';

describe('pageHead', () => {
  // Breadcrumb names of the JSON-LD are translated: heads run with the page's language active.
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('announces an English-only page in English only, also under /de', () => {
    const head = pageHead({ pathname: '/de/teaser', title: 'T', description: 'D', englishOnly: true });
    expect(head.links).toEqual([
      { rel: 'canonical', href: `${SITE_ORIGIN}/teaser` },
      { rel: 'alternate', hrefLang: 'en', href: `${SITE_ORIGIN}/teaser` },
      { rel: 'alternate', hrefLang: 'x-default', href: `${SITE_ORIGIN}/teaser` },
    ]);
    expect(head.meta).toContainEqual({ property: 'og:url', content: `${SITE_ORIGIN}/teaser` });
    expect(head.meta).toContainEqual({ property: 'og:locale', content: 'en_IE' });
  });

  it('leaves JSON-LD out of noindex pages', () => {
    const jsonLd = (robots?: string) =>
      pageHead({ pathname: '/team', title: 'T', description: 'D', robots }).meta.filter(
        (m) => 'script:ld+json' in m,
      );
    expect(jsonLd()).toHaveLength(1);
    expect(jsonLd('noindex,nofollow')).toHaveLength(0);
  });

  it('gives one canonical for the language version and en, de, x-default alternates', () => {
    const head = pageHead({ pathname: '/de/team', title: 'Team', description: 'D' });
    expect(head.links).toEqual([
      { rel: 'canonical', href: `${SITE_ORIGIN}/de/team` },
      { rel: 'alternate', hrefLang: 'en', href: `${SITE_ORIGIN}/team` },
      { rel: 'alternate', hrefLang: 'de', href: `${SITE_ORIGIN}/de/team` },
      { rel: 'alternate', hrefLang: 'x-default', href: `${SITE_ORIGIN}/team` },
    ]);
    expect(head.meta).toContainEqual({ title: 'Team' });
    expect(head.meta).toContainEqual({ name: 'description', content: 'D' });
  });

  it('uses the home page URLs for both homes, and for a page that duplicates it', () => {
    expect(pageHead({ pathname: '/', title: 'H', description: 'D' }).links[0]).toEqual({
      rel: 'canonical',
      href: `${SITE_ORIGIN}/`,
    });
    const projects = pageHead({ pathname: '/de/projects', title: 'H', description: 'D', canonicalPath: '/' });
    expect(projects.links[0]).toEqual({ rel: 'canonical', href: `${SITE_ORIGIN}/de` });
  });

  it('makes the page wait to paint until its first screen is parsed, only when it names one', () => {
    const expectLinks = (firstScreen?: string) =>
      pageHead({ pathname: '/', title: 'T', description: 'D', firstScreen }).links.filter(
        (link) => link.rel === 'expect',
      );
    expect(expectLinks('home')).toEqual([{ rel: 'expect', href: '#home', blocking: 'render' }]);
    expect(expectLinks()).toEqual([]);
  });

  it('adds robots only when asked', () => {
    expect(
      pageHead({ pathname: '/brand', title: 'B', description: 'D', robots: 'noindex,nofollow' }).meta,
    ).toContainEqual({
      name: 'robots',
      content: 'noindex,nofollow',
    });
    expect(
      pageHead({ pathname: '/team', title: 'T', description: 'D' }).meta.some(
        (m) => 'name' in m && m.name === 'robots',
      ),
    ).toBe(false);
  });
});
