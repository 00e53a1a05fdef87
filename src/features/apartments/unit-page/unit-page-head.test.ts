import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';

import { unitByCode } from '@/content/units';
import { pageHead } from '@/lib/head';
import { SITE_ORIGIN } from '@/lib/site';

import { unitPageHead } from './unit-page-head';

describe('the head of a unit page', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
  const path = '/projects/grabbeallee-68/apartments/2.3.1';

  it('has its title, canonical, the alternates and breadcrumbs down to the apartment', () => {
    const head = pageHead({ pathname: `/de${path}`, ...unitPageHead(unitByCode('2.3.1')!, 'de') });
    expect(head.meta).toContainEqual({ title: 'Apartment 2.3.1: 3 rooms, 50 m² – Grabbeallee 68' });
    expect(head.links).toEqual([
      { rel: 'canonical', href: `${SITE_ORIGIN}/de${path}` },
      { rel: 'alternate', hrefLang: 'en', href: `${SITE_ORIGIN}${path}` },
      { rel: 'alternate', hrefLang: 'de', href: `${SITE_ORIGIN}/de${path}` },
      { rel: 'alternate', hrefLang: 'x-default', href: `${SITE_ORIGIN}${path}` },
    ]);
    const jsonLd = head.meta.find((m) => 'script:ld+json' in m) as {
      'script:ld+json': {
        '@graph': { '@type': string; itemListElement?: { name: string; item: string }[] }[];
      };
    };
    const graph = jsonLd['script:ld+json']['@graph'];
    expect(graph.map((node) => node['@type'])).toEqual(['Organization', 'BreadcrumbList']);
    const trail = graph.find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement ?? [];
    expect(trail.map((item) => item.name)).toEqual(['Home', 'Projects', 'Grabbeallee 68', 'Apartment 2.3.1']);
    expect(trail.map((item) => item.item)).toEqual([
      `${SITE_ORIGIN}/de`,
      `${SITE_ORIGIN}/de/projects`,
      `${SITE_ORIGIN}/de/projects/grabbeallee-68`,
      `${SITE_ORIGIN}/de${path}`,
    ]);
  });
});
