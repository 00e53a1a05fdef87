/**
 * Discoverability, read from the prerendered files as the server sends them (no script runs):
 * sitemap.xml with reciprocal hreflang alternates, robots.txt, Open Graph and Twitter tags, JSON-LD.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';

import { UNITS } from '../../src/content/units';
import { UNIT_PAGE_PATHS, unitPagePath } from '../../src/site-map/unit-pages';
import { LANGUAGES, pathIn, SITE_PAGES } from './site-pages';

const ORIGIN = 'https://grabbeallee68.de';
const absolute = (path: string) => `${ORIGIN}${path}`;
const pathOf = (url: string) => new URL(url).pathname;

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

interface Head {
  canonical: string | undefined;
  alternates: Record<string, string>;
  meta: Record<string, string>;
  jsonLd: { '@graph': Record<string, unknown>[] }[];
}

async function headOf(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (tag: string, name: string) => {
    const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    return value === undefined ? undefined : decode(value);
  };
  const links = [...head.matchAll(/<link [^>]*>/g)].map((m) => m[0]);
  const metas = [...head.matchAll(/<meta [^>]*>/g)].map((m) => m[0]);
  return {
    canonical: links.filter((l) => attr(l, 'rel') === 'canonical').map((l) => attr(l, 'href'))[0],
    alternates: Object.fromEntries(
      links
        .filter((l) => attr(l, 'rel') === 'alternate')
        .map((l) => [attr(l, 'hrefLang')!, attr(l, 'href')!]),
    ),
    meta: Object.fromEntries(
      metas
        .map((m) => [attr(m, 'property') ?? attr(m, 'name'), attr(m, 'content')] as const)
        .filter((pair): pair is [string, string] => pair[0] !== undefined && pair[1] !== undefined),
    ),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(decode(m[1]!)) as { '@graph': Record<string, unknown>[] },
    ),
  };
}

async function sitemap(request: APIRequestContext) {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(m[1]!)![1]!,
    alternates: Object.fromEntries(
      [...m[1]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((a) => [
        a[1]!,
        a[2]!,
      ]),
    ),
  }));
}

test('sitemap.xml lists every indexable page of both languages once, without brand, auth and duplicates', async ({
  request,
}) => {
  const entries = await sitemap(request);
  const paths = entries.map((entry) => pathOf(entry.loc)).sort();
  expect(paths).toEqual(
    [
      '/',
      '/de',
      '/projects/grabbeallee-68',
      '/de/projects/grabbeallee-68',
      '/projects/grabbeallee-68/price-list',
      '/de/projects/grabbeallee-68/price-list',
      '/projects/grabbeallee-68/building-description',
      '/de/projects/grabbeallee-68/building-description',
      // Choosing by building and floor.
      '/projects/grabbeallee-68/floors',
      '/de/projects/grabbeallee-68/floors',
      '/teaser',
      '/team',
      '/de/team',
      '/past-projects',
      '/de/past-projects',
      '/impressum',
      '/de/impressum',
      '/datenschutz',
      '/de/datenschutz',
      // The unit pages, in both languages.
      ...UNIT_PAGE_PATHS.flatMap((path) => [path, `/de${path}`]),
    ].sort(),
  );
});

test('each sitemap entry is its page’s canonical URL with the page’s own alternates, and they are reciprocal', async ({
  request,
}) => {
  const entries = await sitemap(request);
  const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
  for (const entry of entries) {
    const head = await headOf(request, pathOf(entry.loc));
    expect(head.canonical, entry.loc).toBe(entry.loc);
    expect(head.alternates, entry.loc).toEqual(entry.alternates);
    expect(entry.alternates['x-default']).toBe(entry.alternates.en);
    // Reciprocal: every language version it names is listed and names the same set back.
    for (const [language, href] of Object.entries(entry.alternates)) {
      if (language === 'x-default') continue;
      expect(byLoc.get(href)?.alternates, `${entry.loc} -> ${href}`).toEqual(entry.alternates);
    }
    expect(entry.alternates[entry.loc.includes('/de') ? 'de' : 'en']).toBe(entry.loc);
  }
});

test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).not.toMatch(/^Disallow: \/$/m);
  expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
});

test('/de/teaser is announced as the English teaser only', async ({ request }) => {
  const head = await headOf(request, '/de/teaser');
  expect(head.canonical).toBe(absolute('/teaser'));
  expect(head.alternates).toEqual({ en: absolute('/teaser'), 'x-default': absolute('/teaser') });
  expect(head.meta['og:url']).toBe(absolute('/teaser'));
  expect(head.meta['og:locale']).toBe('en_IE');
});

for (const language of LANGUAGES) {
  for (const sitePage of SITE_PAGES) {
    const path = pathIn(language, sitePage.path);
    test(`${path} has Open Graph and Twitter tags with the share image and its canonical og:url`, async ({
      request,
    }) => {
      const head = await headOf(request, path);
      expect(head.meta['og:url']).toBe(head.canonical);
      expect(head.meta['og:title']).toBeTruthy();
      expect(head.meta['og:description']).toBeTruthy();
      expect(head.meta['og:type']).toBe('website');
      expect(head.meta['twitter:card']).toBe('summary_large_image');
      expect(head.meta['twitter:image']).toBe(head.meta['og:image']);
      if (sitePage.path !== '/teaser')
        expect(head.meta['og:locale']).toBe(language === 'de' ? 'de_DE' : 'en_IE');
      const image = await request.get(pathOf(head.meta['og:image']!));
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toContain('image/jpeg');
    });
  }
}

test('JSON-LD of the project page: organisation, residence with address, offer with the units’ price range, breadcrumbs', async ({
  request,
}) => {
  const prices = UNITS.map((unit) => unit.price);
  for (const language of LANGUAGES) {
    const head = await headOf(request, pathIn(language, '/projects/grabbeallee-68'));
    expect(head.jsonLd).toHaveLength(1);
    const graph = head.jsonLd[0]!['@graph'];
    expect(graph.map((node) => node['@type'])).toEqual([
      'Organization',
      'ApartmentComplex',
      'AggregateOffer',
      'BreadcrumbList',
    ]);
    const byType = (type: string) => graph.find((node) => node['@type'] === type) as Record<string, unknown>;
    // The company's legal name, address and e-mail are client facts not confirmed yet: the brand only.
    expect(byType('Organization')).toEqual({
      '@type': 'Organization',
      '@id': absolute('/#organization'),
      name: 'Grabbeallee 68',
      url: absolute('/'),
      logo: absolute('/brand/logo.png'),
    });
    const residence = byType('ApartmentComplex');
    expect(residence).toMatchObject({
      name: 'Grabbeallee 68',
      numberOfAccommodationUnits: UNITS.length,
      address: { streetAddress: 'Grabbeallee 68', postalCode: '13156', addressLocality: 'Berlin' },
    });
    expect(residence).not.toHaveProperty('geo');
    const offer = byType('AggregateOffer');
    expect(offer).toMatchObject({
      priceCurrency: 'EUR',
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
    });
    // Which units are sold is known only live, not when the pages are built.
    expect(offer).not.toHaveProperty('offerCount');
    const crumbs = byType('BreadcrumbList').itemListElement as unknown as {
      position: number;
      name: string;
      item: string;
    }[];
    // "Projects" is the home page's projects section (/projects is canonical to the home page).
    expect(crumbs.map((crumb) => [crumb.position, crumb.item])).toEqual([
      [1, absolute(pathIn(language, '/'))],
      [2, `${absolute(pathIn(language, '/'))}#projects`],
      [3, absolute(pathIn(language, '/projects/grabbeallee-68'))],
    ]);
    expect(crumbs[0]!.name).toBe(language === 'de' ? 'Start' : 'Home');
  }
});

test('JSON-LD of every unit page: the apartment and its offer at the unit’s exact price, no availability fixed at build time', async ({
  request,
}) => {
  test.setTimeout(120_000); // 112 pages; slow on a busy machine
  for (const language of LANGUAGES) {
    for (const unit of UNITS) {
      const path = pathIn(language, unitPagePath(unit.weNr));
      const graph = (await headOf(request, path)).jsonLd[0]!['@graph'];
      expect(
        graph.map((node) => node['@type']),
        path,
      ).toEqual(['Organization', 'Apartment', 'Offer', 'BreadcrumbList']);
      const [, apartment, offer, crumbs] = graph as Record<string, unknown>[];
      expect(apartment, path).toMatchObject({
        '@id': `${absolute(path)}#apartment`,
        numberOfRooms: unit.rooms,
        floorSize: { '@type': 'QuantitativeValue', value: unit.livingArea, unitCode: 'MTK' },
        containedInPlace: { '@id': absolute('/#residence') },
      });
      expect(offer, path).toEqual({
        '@type': 'Offer',
        url: absolute(path),
        price: unit.price,
        priceCurrency: 'EUR',
        itemOffered: { '@id': `${absolute(path)}#apartment` },
        seller: { '@id': absolute('/#organization') },
      });
      const items = crumbs!.itemListElement as { item: string }[];
      expect(items.at(-1)!.item).toBe(absolute(path));
    }
  }
});

test('JSON-LD on the other pages: organisation everywhere, breadcrumbs below home, none on noindex pages', async ({
  request,
}) => {
  const team = (await headOf(request, '/de/team')).jsonLd[0]!['@graph'];
  expect(team.map((node) => node['@type'])).toEqual(['Organization', 'BreadcrumbList']);
  const home = (await headOf(request, '/')).jsonLd[0]!['@graph'];
  expect(home.map((node) => node['@type'])).toEqual(['Organization', 'ApartmentComplex', 'AggregateOffer']);
  expect((await headOf(request, '/brand')).jsonLd).toEqual([]);
});
