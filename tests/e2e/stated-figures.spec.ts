/**
 * Every range, count and total the built pages state, computed from the unit list: the home
 * page, the project page, the teaser, the price list and the unit pages' descriptions, read from the
 * prerendered files as the server sends them. The content modules are checked in
 * src/content/stated-figures.test.ts; the JSON-LD in discoverability.spec.ts.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';

import { UNITS } from '../../src/content/units';
import { writeEuro, writeFixed, writeNumber } from '../../src/lib/i18n/number-format';
import { unitPagePath } from '../../src/site-map/unit-pages';
import { LANGUAGES, pathIn } from './site-pages';

const prices = UNITS.map((unit) => unit.price);
const areas = UNITS.map((unit) => unit.livingArea);
const low = Math.min(...prices);
const high = Math.max(...prices);
const areaMin = Math.floor(Math.min(...areas));
const areaMax = Math.ceil(Math.max(...areas));
const buildings = new Set(UNITS.map((unit) => unit.building)).size;

const spaced = (text: string) => text.replace(/&nbsp;|\u00a0/g, ' ').replace(/\s+/g, ' ');

async function textOf(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  return spaced(
    html
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' '),
  );
}

for (const language of LANGUAGES) {
  const euro = (amount: number) => spaced(writeEuro(amount, language));
  const de = language === 'de';

  test(`home, project page and teaser state the units' ranges and counts (${language})`, async ({
    request,
  }) => {
    const home = await textOf(request, pathIn(language, '/'));
    expect(home).toContain(
      de
        ? `${UNITS.length} Eigentumswohnungen in ${buildings} Häusern, mit 2 bis 4 Zimmern und ${areaMin} bis ${areaMax} m²`
        : `${UNITS.length} condominiums in ${buildings} buildings, with 2 to 4 rooms and ${areaMin} to ${areaMax} m²`,
    );
    expect(home).toContain(de ? `ab ${euro(low)}` : `from ${euro(low)}`);
    expect(home).toContain(`${euro(low)} – ${euro(high)}`);
    expect(home).toContain(`${areaMin}–${areaMax} m²`);
    expect(home).toContain(
      de ? `${UNITS.length} in ${buildings} Häusern` : `${UNITS.length} in ${buildings} buildings`,
    );

    const projectPage = await textOf(request, pathIn(language, '/projects/grabbeallee-68'));
    expect(projectPage).toContain(`${euro(low)} – ${euro(high)}`);
    expect(projectPage).toContain(`${areaMin}–${areaMax} m²`);

    const teaser = await textOf(request, pathIn(language, '/teaser'));
    expect(teaser).toContain(spaced(writeEuro(low, 'en')));
    expect(teaser).toContain(`${UNITS.length} modern apartments`);
  });

  test(`the price list states every unit and the total living area (${language})`, async ({ request }) => {
    const html = await (await request.get(pathIn(language, '/projects/grabbeallee-68/price-list'))).text();
    const rows = [...html.matchAll(/<tr data-unit="([\d.]+)">([\s\S]*?)<\/tr>/g)];
    expect(rows.map((row) => row[1])).toEqual(UNITS.map((unit) => unit.weNr));
    for (const [, code, row] of rows) {
      const unit = UNITS.find((candidate) => candidate.weNr === code)!;
      const cells = spaced(row!.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '|'));
      // The exact price, and the area with one decimal ("94,0 m²").
      expect(cells).toContain(`|${euro(unit.price)}|`);
      expect(cells).toContain(`|${writeFixed(unit.livingArea, 1, language)} m²|`);
      expect(cells).toContain(euro(unit.pricePerSqm));
    }
    const total = areas.reduce((sum, area) => sum + area, 0);
    expect(spaced(html)).toContain(`${writeFixed(total, 1, language)} m²`);
    // The areas leave outdoor space out, so they are not said to follow the WoFlV; it is listed beside them.
    expect(spaced(html)).not.toContain('WoFlV');
    expect(html).toMatch(/Living area \(excl\. outdoor space\)|Wohnfläche \(ohne Freiflächen\)/);
    expect(html).toMatch(/data-discount-terms="">[^<]*(Early-bird discount|Frühbucherrabatt)/);
  });

  test(`each unit page's description states the unit's area and exact price (${language})`, async ({
    request,
  }) => {
    test.setTimeout(90_000); // 56 pages; slow on a busy machine
    for (const unit of UNITS) {
      const html = await (await request.get(pathIn(language, unitPagePath(unit.weNr)))).text();
      const description = spaced(/<meta name="description" content="([^"]*)"/.exec(html)![1]!);
      expect(description).toContain(`${writeNumber(unit.livingArea, language)} m²`);
      expect(description).toContain(euro(unit.price));
    }
  });
}
