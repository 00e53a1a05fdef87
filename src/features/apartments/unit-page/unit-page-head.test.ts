import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';

import { unitByCode } from '@/content/units';
import { pageHead } from '@/lib/head';
import { SITE_ORIGIN } from '@/lib/site';

import { offerAvailability, unitPageHead } from './unit-page-head';

type Node = Record<string, unknown> & { '@type': string };

describe('the head of a unit page', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
  const path = '/projects/grabbeallee-68/apartments/2.3.1';
  const unit = unitByCode('2.3.1')!;

  function graphOf(status?: string): Node[] {
    const head = pageHead({ pathname: `/de${path}`, ...unitPageHead(unit, 'de', status) });
    const jsonLd = head.meta.find((m) => 'script:ld+json' in m) as { 'script:ld+json': { '@graph': Node[] } };
    return jsonLd['script:ld+json']['@graph'];
  }

  it('has its title, canonical, the alternates and breadcrumbs down to the apartment', () => {
    const head = pageHead({ pathname: `/de${path}`, ...unitPageHead(unit, 'de') });
    expect(head.meta).toContainEqual({ title: 'Apartment 2.3.1: 3 rooms, 50\u00a0m² – Grabbeallee 68' });
    expect(head.links).toEqual([
      { rel: 'canonical', href: `${SITE_ORIGIN}/de${path}` },
      { rel: 'alternate', hrefLang: 'en', href: `${SITE_ORIGIN}${path}` },
      { rel: 'alternate', hrefLang: 'de', href: `${SITE_ORIGIN}/de${path}` },
      { rel: 'alternate', hrefLang: 'x-default', href: `${SITE_ORIGIN}${path}` },
    ]);
    const graph = graphOf();
    expect(graph.map((node) => node['@type'])).toEqual([
      'Organization',
      'Apartment',
      'Offer',
      'BreadcrumbList',
    ]);
    const trail = (graph.at(-1)!.itemListElement ?? []) as { name: string; item: string }[];
    expect(trail.map((item) => item.name)).toEqual(['Home', 'Projects', 'Grabbeallee 68', 'Apartment 2.3.1']);
    // "Projects" is the home page's projects section: /projects is a duplicate of the home page.
    expect(trail.map((item) => item.item)).toEqual([
      `${SITE_ORIGIN}/de`,
      `${SITE_ORIGIN}/de#projects`,
      `${SITE_ORIGIN}/de/projects/grabbeallee-68`,
      `${SITE_ORIGIN}/de${path}`,
    ]);
  });

  it('describes the apartment and offers it at its exact price, with no availability unless the status is known', () => {
    const [, apartment, offer] = graphOf();
    expect(apartment).toMatchObject({
      '@id': `${SITE_ORIGIN}/de${path}#apartment`,
      numberOfRooms: 3,
      floorSize: { '@type': 'QuantitativeValue', value: unit.livingArea, unitCode: 'MTK' },
      address: { streetAddress: 'Grabbeallee 68', postalCode: '13156', addressLocality: 'Berlin' },
      containedInPlace: { '@id': `${SITE_ORIGIN}/#residence` },
    });
    expect(offer).toEqual({
      '@type': 'Offer',
      url: `${SITE_ORIGIN}/de${path}`,
      price: unit.price,
      priceCurrency: 'EUR',
      itemOffered: { '@id': `${SITE_ORIGIN}/de${path}#apartment` },
      seller: { '@id': `${SITE_ORIGIN}/#organization` },
    });
    expect(graphOf('Sold')[2]).toMatchObject({ availability: 'https://schema.org/SoldOut' });
  });

  it('maps the sales status to the offer’s availability', () => {
    expect(offerAvailability('Available')).toBe('https://schema.org/InStock');
    expect(offerAvailability('Reserved')).toBe('https://schema.org/LimitedAvailability');
    expect(offerAvailability('Vormerkung')).toBe('https://schema.org/LimitedAvailability');
    expect(offerAvailability('Sold')).toBe('https://schema.org/SoldOut');
    expect(offerAvailability('Archived')).toBeUndefined();
    expect(offerAvailability(undefined)).toBeUndefined();
  });
});
