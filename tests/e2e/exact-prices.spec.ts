/**
 * Every price the site states is the flat's exact price. Reads every prerendered page of both
 * languages from dist/ as the build wrote it (text, title, meta and Open Graph tags, JSON-LD): each euro
 * amount that names a flat's price equals that flat's exact price, every "from" and every range equal
 * the exact lowest and highest price, and no other price-sized amount stands on any page but a figure
 * worked out from an exact price (buying costs, the repayment example's equity and loan).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { expect, test } from '@playwright/test';

import { FINANCING_DEFAULTS } from '../../src/content/project-page/financing';
import { purchaseCosts } from '../../src/content/project-page/purchase-costs';
import { UNITS, type Unit } from '../../src/content/units';
import { localizePath } from '../../src/site-map/locale-paths';
import { htmlFileFor } from '../../src/site-map/pages';
import { prerenderTargets } from '../../src/site-map/prerender-targets';
import { unitPagePath } from '../../src/site-map/unit-pages';

const DIST = resolve(import.meta.dirname, '../../dist');
const prices = UNITS.map((unit) => unit.price);
const LOWEST = Math.min(...prices);
const HIGHEST = Math.max(...prices);
const EXACT = new Set(prices);

/** Every whole-euro figure a page may state that is worked out from an exact price. */
const DERIVED = new Set(
  UNITS.flatMap(({ price }) => {
    const costs = purchaseCosts(price);
    const discounted = costs.withEarlyBirdDiscount;
    const equity = Math.round((costs.total * FINANCING_DEFAULTS.equitySharePercent) / 100);
    return [costs.total, discounted.price, discounted.total, equity, costs.total - equity];
  }),
);

/** Below this, an amount is no flat's price (buying costs, €/m², equity of a small flat). */
const PRICE_SIZED = 100_000;

/** "€253,400" (en-IE) or "253.400 €" (de-DE), whole euros; amounts with cents are monthly rates. */
const AMOUNT = /€(\d{1,3}(?:,\d{3})+|\d+)(?![.,]?\d)|(?<![\d.,])(\d{1,3}(?:\.\d{3})+|\d+)(?!,\d)[\s\u00a0]€/g;

function amountsIn(text: string): number[] {
  return [...text.matchAll(AMOUNT)].map((match) => Number((match[1] ?? match[2])!.replace(/[.,]/g, '')));
}

function decode(text: string): string {
  return text
    .replace(/&nbsp;|&#160;|&#xa0;/gi, '\u00a0')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

interface PageParts {
  file: string;
  /** The body's text, as a reader sees it (tags removed). */
  text: string;
  /** <title> and every <meta content> (description, Open Graph, Twitter). */
  head: string[];
  jsonLd: unknown[];
  html: string;
}

function readPage(file: string): PageParts {
  const html = readFileSync(resolve(DIST, file), 'utf8');
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as unknown,
  );
  const head = [
    ...[...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decode(match[1]!)),
    ...[...html.matchAll(/<meta [^>]*content="([^"]*)"/g)].map((match) => decode(match[1]!)),
  ];
  const text = decode(
    html
      .replace(/<head>[\s\S]*?<\/head>/, ' ')
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' '),
  ).replace(/[ \t\n\r]+/g, ' ');
  return { file, text, head, jsonLd, html };
}

/** Every price-like field of the JSON-LD: [field, value, the node's type]. */
function jsonLdPrices(node: unknown, found: [string, unknown, unknown][] = []): [string, unknown, unknown][] {
  if (Array.isArray(node)) for (const item of node) jsonLdPrices(item, found);
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      if (/price$/i.test(key) && key !== 'priceCurrency') found.push([key, value, record['@type']]);
      else jsonLdPrices(value, found);
    }
  }
  return found;
}

const targets = prerenderTargets();

test.beforeAll(() => {
  if (!existsSync(resolve(DIST, 'index.html')))
    throw new Error(
      `dist/ has no prerendered pages: run \`VITE_BACKEND=local npm run build\` first (${DIST}).`,
    );
  const missing = targets.filter((target) => !existsSync(resolve(DIST, target.file)));
  if (missing.length > 0)
    throw new Error(
      `Prerendered pages missing from dist/: ${missing.map((target) => target.file).join(', ')}`,
    );
});

test('every price-sized amount on every prerendered page is an exact flat price or worked out from one', () => {
  const wrong: string[] = [];
  let checked = 0;
  for (const target of targets) {
    const page = readPage(target.file);
    for (const [where, text] of [['text', page.text], ...page.head.map((head) => ['head', head])] as const) {
      for (const amount of amountsIn(text)) {
        checked += 1;
        if (amount >= PRICE_SIZED && !EXACT.has(amount) && !DERIVED.has(amount))
          wrong.push(`${target.file} (${where}): ${amount}`);
      }
      // "from €253,400" / "ab 253.400 €": the exact lowest price, in every language and abbreviation.
      for (const match of text.matchAll(/\b(?:from|From|ab|Ab)[\s\u00a0]+(€[\d,]+|[\d.]+[\s\u00a0]€)/g))
        if (amountsIn(match[1]!)[0]! >= PRICE_SIZED && amountsIn(match[1]!)[0] !== LOWEST)
          wrong.push(`${target.file}: "${match[0]}"`);
      // "€253,400 – €658,000": the exact range.
      for (const match of text.matchAll(
        /(€[\d,]+|[\d.]+[\s\u00a0]€)[\s\u00a0]*[–-][\s\u00a0]*(€[\d,]+|[\d.]+[\s\u00a0]€)/g,
      )) {
        const [low, high] = [amountsIn(match[1]!)[0], amountsIn(match[2]!)[0]];
        if (low! >= PRICE_SIZED && (low !== LOWEST || high !== HIGHEST))
          wrong.push(`${target.file}: range "${match[0]}"`);
      }
      if (/€\d+(?:[.,]\d+)?k\b|\d+[.,]?\d*\s?(?:Tsd|k)\.?[\s\u00a0]€/.test(text))
        wrong.push(`${target.file}: an abbreviated price in "${/.{0,30}€\d+k.{0,10}/.exec(text)?.[0]}"`);
    }
    for (const [field, value, type] of jsonLdPrices(page.jsonLd)) {
      if (field === 'lowPrice' && value !== LOWEST)
        wrong.push(`${target.file}: JSON-LD lowPrice ${String(value)}`);
      else if (field === 'highPrice' && value !== HIGHEST)
        wrong.push(`${target.file}: JSON-LD highPrice ${String(value)}`);
      else if (field === 'price' && !EXACT.has(value as number))
        wrong.push(`${target.file}: JSON-LD ${String(type)} price ${String(value)}`);
    }
  }
  expect(wrong).toEqual([]);
  // The sweep read the pages' figures (the price list alone states 56 prices per language).
  expect(checked).toBeGreaterThan(UNITS.length * 2 * 4);
});

for (const locale of ['en', 'de'] as const) {
  const euro = (amount: number) =>
    locale === 'en' ? `€${amount.toLocaleString('en-IE')}` : `${amount.toLocaleString('de-DE')}\u00a0€`;
  const unitFile = (unit: Unit) => htmlFileFor(localizePath(unitPagePath(unit.weNr), locale));

  test(`each unit page states its flat's exact price in the page, the head and the JSON-LD (${locale})`, () => {
    for (const unit of UNITS) {
      const page = readPage(unitFile(unit));
      const exact = euro(unit.price);
      // The price under the title, in the facts and first in the cost table.
      expect(page.html, unit.weNr).toContain(`data-price="${unit.price}"`);
      const priceElement = /data-price="\d+"[^>]*>([^<]*)</.exec(page.html)![1]!;
      expect(decode(priceElement), unit.weNr).toBe(exact);
      const costPrice = /data-cost="price"[\s\S]*?<td[^>]*>([^<]*)</.exec(page.html)![1]!;
      expect(decode(costPrice), unit.weNr).toBe(exact);
      // Every price-sized amount of the page is this flat's price or a figure worked out from it.
      const own = purchaseCosts(unit.price);
      const ownDerived = new Set([
        unit.price,
        own.total,
        own.withEarlyBirdDiscount.price,
        own.withEarlyBirdDiscount.total,
      ]);
      const equity = Math.round((own.total * FINANCING_DEFAULTS.equitySharePercent) / 100);
      ownDerived.add(equity).add(own.total - equity);
      for (const amount of amountsIn(page.text).filter((value) => value >= PRICE_SIZED))
        expect(ownDerived.has(amount), `${unit.weNr}: ${amount}`).toBe(true);
      // Meta description, Open Graph and Twitter descriptions: the exact price and no other.
      const descriptions = page.head.filter((content) => amountsIn(content).length > 0);
      expect(descriptions.length, unit.weNr).toBeGreaterThanOrEqual(2);
      for (const content of descriptions) expect(amountsIn(content), unit.weNr).toEqual([unit.price]);
      const offers = jsonLdPrices(page.jsonLd).filter(([field]) => field === 'price');
      expect(
        offers.map(([, value]) => value),
        unit.weNr,
      ).toEqual([unit.price]);
    }
  });

  test(`the price list and the floor pages name each flat at its exact price (${locale})`, () => {
    const byCode = new Map(UNITS.map((unit) => [unit.weNr, unit]));
    const priceList = readPage(htmlFileFor(localizePath('/projects/grabbeallee-68/price-list', locale)));
    const rows = [...priceList.html.matchAll(/<tr data-unit="([\d.]+)">([\s\S]*?)<\/tr>/g)];
    expect(rows).toHaveLength(UNITS.length);
    for (const [, code, row] of rows) {
      const cells = decode(row!.replace(/<!-- -->/g, '')).match(/<td[^>]*>([^<]*)<\/td>/g)!;
      expect(decode(cells.at(-1)!.replace(/<[^>]+>/g, '')), code).toBe(euro(byCode.get(code!)!.price));
    }
    // The floor pages' flats in words: "Apartment 1.0.2 · 2 rooms · 39.4 m² · €275,800 · …".
    const inLocale = (url: string) => (locale === 'de' ? url.startsWith('/de/') : !url.startsWith('/de'));
    const floorPages = targets.filter((target) => /\/floors\/./.test(target.url) && inLocale(target.url));
    expect(floorPages.length).toBeGreaterThan(0);
    let inWords = 0;
    for (const target of floorPages) {
      const { html } = readPage(target.file);
      for (const [, code, line] of html.matchAll(/apartments\/([\d.]+)"[^>]*>[^<]*<\/a>([\s\S]*?)<\/li>/g)) {
        const amounts = amountsIn(decode(line!.replace(/<[^>]+>/g, '')));
        if (amounts.length === 0) continue;
        inWords += 1;
        expect(amounts, `${target.file}: ${code}`).toEqual([byCode.get(code!)!.price]);
      }
    }
    // Every flat once on its floor's page.
    expect(inWords).toBe(UNITS.length);
  });
}
