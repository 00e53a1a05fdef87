/**
 * One value per fact: where the spec gives two readings of a figure or a date, every page states
 * the one the unit data and the content module decide: areas and prices as the units span them, completion
 * expected in Q1 2027. Reads every prerendered page of both languages, visible text and structured data.
 */
import { expect, test } from '@playwright/test';

import { PAGE_PATHS } from '../../src/site-map/pages';
import { UNIT_PAGE_PATHS } from '../../src/site-map/unit-pages';
import { openPage, pathIn, LANGUAGES } from './site-pages';

/** The readings the site no longer states: the spec's other figures and dates, and side-by-side notes. */
const OTHER_READINGS: RegExp[] = [
  /\b35\s*(?:–|-|to|bis)\s*95\b/,
  /\b36\s*(?:–|-|to|bis)\s*99\b/,
  /\b250[,.]000\b|\b250000\b|€250k/,
  /\b695[,.]000\b|\b695000\b/,
  /at the latest|spätestens/i,
  /\bQ2 2027\b|2\. Quartal 2027/,
  /\bMay 2027\b|\bMai 2027\b/,
  /brochure:|laut Broschüre/i,
];

function textOf(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<script(?![^>]*application\/ld\+json)[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ');
}

test('no page states a second reading of a figure or a date', async ({ request }) => {
  const found: string[] = [];
  for (const language of LANGUAGES) {
    for (const path of [...PAGE_PATHS, ...UNIT_PAGE_PATHS]) {
      const url = pathIn(language, path);
      const text = textOf(await (await request.get(url)).text());
      for (const reading of OTHER_READINGS) {
        const match = reading.exec(text);
        if (match)
          found.push(`${url}: "${text.slice(Math.max(0, match.index - 40), match.index + 40).trim()}"`);
      }
    }
  }
  expect(found).toEqual([]);
});

for (const language of LANGUAGES) {
  test(`the project's key figures in ${language} come from the units`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
    await openPage(page, pathIn(language, '/projects/grabbeallee-68'));
    const figures = page.locator('main dl').first();
    await expect(figures).toContainText('36–94 m²');
    await expect(figures).toContainText(language === 'de' ? '253.400 € – 658.000 €' : '€253,400 – €658,000');
    await expect(page.locator('main')).toContainText(
      language === 'de'
        ? 'Baubeginn September 2025 · Fertigstellung voraussichtlich im 1. Quartal 2027'
        : 'Construction started September 2025 · completion expected in Q1 2027',
    );
  });
}
