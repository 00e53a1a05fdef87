import { expect, test } from '@playwright/test';

import { HYDRATED_ATTRIBUTE } from '../../src/first-load/contract';
import { watchConsole } from './console-guard';
import {
  allCardsShown,
  cards,
  chip,
  countLine,
  chipCount,
  openFinder,
  projectPath,
  SHOWN_CARD,
  TEXT,
  unitCodes,
} from './project-helpers';
import { LANGUAGES, openPage } from './site-pages';

// Several steps per test, each waiting for the real page: give them room on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

/** The seed (supabase/seed.sql): 6 Sold, 8 Reserved, 1 Vormerkung; everything else Available. */
const SEEDED_AVAILABLE = { all: 41, 1: 17, 2: 9, 3: 9, 4: 6 } as const;
const UNITS_PER_BUILDING = { 1: 24, 2: 12, 3: 12, 4: 8 } as const;

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test.describe(`apartment finder (${language})`, () => {
    test('shows all 56 units and counts only the Available ones, as seeded', async ({ page }) => {
      const problems = watchConsole(page);
      await openFinder(page, language);
      await expect(cards(page)).toHaveCount(56);
      await expect(page.locator('[data-available]')).toHaveAttribute(
        'data-available',
        String(SEEDED_AVAILABLE.all),
      );
      // One line says both: every unit listed, and how many of them are Available.
      await expect(
        page.getByRole('heading', { level: 2, name: text.countLine(56, SEEDED_AVAILABLE.all), exact: true }),
      ).toBeVisible();
      await expect(chip(page, 'building', text.all)).toBeVisible();
      // The chips count what they list, as the list does: every unit, whatever its status (review m2).
      expect(await chipCount(page, 'building', text.all)).toBe(56);
      for (const building of [1, 2, 3, 4] as const) {
        expect(await chipCount(page, 'building', text.building(building))).toBe(UNITS_PER_BUILDING[building]);
      }
      // A chip for each room count some unit has, and none other (no studio: the project has none).
      await expect(
        page
          .locator('[aria-labelledby="filter-rooms-label"] label')
          .evaluateAll((labels) => labels.map((label) => label.textContent?.replace(/\d+$/, '').trim())),
      ).resolves.toEqual([text.all, text.rooms(2), text.rooms(3), text.rooms(4)]);
      // Sold, Reserved and the hold state are listed too, with their badge.
      await expect(page.locator('[data-unit="1.0.1"] [data-status]')).toHaveText(text.sold);
      await expect(page.locator('[data-unit="1.0.1"] [data-status]')).toHaveAttribute('data-tone', 'sold');
      await expect(page.locator('[data-unit="1.3.4"] [data-status]')).toHaveText(text.reserved);
      await expect(page.locator('[data-unit="1.5.4"] [data-status]')).toHaveText(text.hold);
      await expect(page.locator('[data-unit="1.5.4"] [data-status]')).toHaveAttribute('data-tone', 'hold');
      await expect(page.locator('[data-unit="1.0.2"] [data-status]')).toHaveText(text.available);
      // The texts of the behaviours tested in one language only: the tab, the prices as this
      // language writes them, the sold unit's offer of similar flats.
      await expect(page.getByRole('tab', { name: text.apartmentsTab })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const prices = await page
        .locator(`${SHOWN_CARD} [data-price]`)
        .evaluateAll((nodes) => nodes.map((n) => n.textContent ?? ''));
      expect(prices.length).toBeGreaterThan(0);
      for (const price of prices) expect(price.replace(/\u00a0/g, ' ')).toMatch(text.price);
      await expect(
        page.locator('article[data-unit="1.0.1"]').getByRole('button', { name: text.similar }),
      ).toBeVisible();
      await expect(
        page.locator('article[data-unit="1.0.1"]').getByRole('button', { name: text.expose }),
      ).toHaveCount(0);
      expect(problems).toEqual([]);
    });

    // Behaviour, not language: in English only (alternating; the texts are checked in both, above).
    if (language === 'en') {
      test('filters by each building, in the URL', async ({ page }) => {
        await openFinder(page, language);
        for (const building of [1, 2, 3, 4] as const) {
          await chip(page, 'building', text.building(building)).click();
          await expect(page).toHaveURL(new RegExp(`building=${building}`));
          await expect(cards(page)).toHaveCount(UNITS_PER_BUILDING[building]);
          expect((await unitCodes(page)).every((code) => code.startsWith(`${building}.`))).toBe(true);
          await expect(page.locator('[data-available]')).toHaveAttribute(
            'data-available',
            String(SEEDED_AVAILABLE[building]),
          );
          await expect(countLine(page)).toHaveText(
            text.filteredCountLine(UNITS_PER_BUILDING[building], SEEDED_AVAILABLE[building]),
          );
        }
        await chip(page, 'building', text.all).click();
        await expect(cards(page)).toHaveCount(56);
        await expect(page).not.toHaveURL(/building=/);
      });
    }

    // Behaviour, not language: in German only (alternating; the texts are checked in both, above).
    if (language === 'de') {
      test('sorts by price both ways, by price per m² and by size, on the rendered figures', async ({
        page,
      }) => {
        await openFinder(page, language);
        const prices = async () => {
          await allCardsShown(page);
          return page
            .locator(`${SHOWN_CARD} [data-price]`)
            .evaluateAll((nodes) => nodes.map((n) => n.textContent ?? ''));
        };
        const numbers = (texts: string[]) => texts.map((value) => Number(value.replace(/\D/g, '')));
        const ascending = (values: number[]) => values.every((v, i) => i === 0 || v >= values[i - 1]!);

        // Default: price ascending, formatted per locale, the exact price.
        const first = await prices();
        expect(first).toHaveLength(56);
        for (const price of first) expect(price.replace(/\u00a0/g, ' ')).toMatch(text.price);
        expect(ascending(numbers(first))).toBe(true);
        expect(numbers(first)[0]).toBe(253_400);

        const select = page.getByLabel(text.sortBy);
        await select.selectOption('price-desc');
        await expect(page).toHaveURL(/sort=price-desc/);
        const descending = numbers(await prices());
        expect(descending[0]).toBe(658_000);
        expect(ascending([...descending].reverse())).toBe(true);

        await select.selectOption('price-per-sqm-asc');
        await expect(page).toHaveURL(/sort=price-per-sqm-asc/);
        await allCardsShown(page);
        const perSqm = await page
          .locator(SHOWN_CARD)
          .evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-price-per-sqm'))));
        expect(ascending(perSqm)).toBe(true);
        expect(perSqm[0]).toBe(7000);

        await select.selectOption('size-asc');
        await expect(page).toHaveURL(/sort=size-asc/);
        await allCardsShown(page);
        const sizes = await page
          .locator(SHOWN_CARD)
          .evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-living-area'))));
        expect(ascending(sizes)).toBe(true);
        await expect(cards(page).first()).toHaveAttribute('data-unit', '1.0.3');
      });
    }

    // Behaviour, not language: in English only (alternating; the texts are checked in both, above).
    if (language === 'en') {
      test("a shared link's sort holds while the list fills in, and the page reads in the order it shows", async ({
        page,
      }) => {
        // The items are rendered in one order and moved into the chosen one on the page
        // (src/lib/child-order.ts): what a screen reader and the Tab key meet is what the eye sees.
        await openFinder(page, language, '?tab=apartments&sort=price-desc&rooms=3');
        const placed = async () => {
          await allCardsShown(page);
          return page.locator(SHOWN_CARD).evaluateAll((nodes) =>
            nodes.map((node) => ({
              price: Number(node.querySelector('[data-price]')?.textContent?.replace(/\D/g, '')),
              top: node.getBoundingClientRect().top,
              left: node.getBoundingClientRect().left,
            })),
          );
        };
        const inReadingOrder = (boxes: { top: number; left: number }[]) =>
          boxes.every(
            (box, i) =>
              i === 0 ||
              box.top > boxes[i - 1]!.top + 1 ||
              (Math.abs(box.top - boxes[i - 1]!.top) <= 1 && box.left > boxes[i - 1]!.left),
          );
        const shared = await placed();
        expect(shared.length).toBeGreaterThan(1);
        expect(shared.map((card) => card.price)).toEqual(
          [...shared.map((card) => card.price)].sort((a, b) => b - a),
        );
        expect(inReadingOrder(shared)).toBe(true);

        // Another sort, then the filter removed: the units it brings back join in their places.
        await page.getByLabel(text.sortBy).selectOption('price-asc');
        await chip(page, 'rooms', text.all).click();
        await expect(cards(page)).toHaveCount(56);
        const all = await placed();
        expect(all.map((card) => card.price)).toEqual(
          [...all.map((card) => card.price)].sort((a, b) => a - b),
        );
        expect(inReadingOrder(all)).toBe(true);
      });
    }

    test('shows the empty state with a reset', async ({ page }) => {
      // Building 4 has no 2-room flat.
      await openFinder(page, language, '?tab=apartments&building=4');
      await chip(page, 'rooms', text.rooms(2)).click();
      await expect(countLine(page)).toHaveText(text.empty);
      await expect(cards(page)).toHaveCount(0);
      await page.locator('[data-empty]').getByRole('button', { name: text.reset }).click();
      await expect(cards(page)).toHaveCount(56);
      await expect(page).not.toHaveURL(/building=|rooms=/);
    });

    // Behaviour, not language: in English only (alternating; the texts are checked in both, above).
    if (language === 'en') {
      test('reads an old link to studios, which no unit is, as all rooms', async ({ page }) => {
        await openFinder(page, language, '?tab=apartments&rooms=1');
        await expect(cards(page)).toHaveCount(56);
        await expect(page.locator('[aria-labelledby="filter-rooms-label"] input[value="all"]')).toBeChecked();
        await expect(countLine(page)).toHaveText(text.countLine(56, SEEDED_AVAILABLE.all));
      });
    }

    // Behaviour, not language: in German only (alternating; the texts are checked in both, above).
    if (language === 'de') {
      test('a sold unit offers similar Available flats instead of the exposé', async ({ page }) => {
        await openFinder(page, language);
        const sold = page.locator('article[data-unit="1.0.1"]');
        await expect(sold.locator('[data-status]')).toHaveText(text.sold);
        await expect(sold.getByRole('button', { name: text.expose })).toHaveCount(0);
        const toggle = sold.getByRole('button', { name: text.similar });
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        const links = sold.locator('[data-similar-unit]');
        await expect(links).toHaveCount(3);
        for (const code of await links.evaluateAll((nodes) =>
          nodes.map((n) => n.getAttribute('data-similar-unit')!),
        )) {
          const card = page.locator(`article[data-unit="${code}"]`);
          await expect(card.locator('[data-status]')).toHaveText(text.available);
          // As many rooms as the sold one (3).
          await expect(card.locator('p').first()).toContainText(language === 'de' ? '3 Zimmer' : '3 rooms');
        }
        // A reserved flat or one on hold keeps the exposé request.
        for (const code of ['1.3.4', '1.5.4'])
          await expect(
            page.locator(`article[data-unit="${code}"]`).getByRole('button', { name: text.expose }),
          ).toBeVisible();
        // Each similar flat links to its page.
        const first = (await links.first().getAttribute('data-similar-unit'))!;
        await links.first().click();
        await expect(page).toHaveURL(new RegExp(`/apartments/${first.replaceAll('.', '\\.')}$`));
      });
    }

    // Behaviour, not language: in German only (alternating; the texts are checked in both, above).
    if (language === 'de') {
      test('keeps a filtered list on reload and on back/forward', async ({ page }) => {
        await openFinder(page, language);
        await chip(page, 'building', text.building(2)).click();
        await page.getByLabel(text.sortBy).selectOption('size-asc');
        await expect(page).toHaveURL(/building=2/);
        const before = await unitCodes(page);
        expect(before).toHaveLength(12);
        // The filtered count line in this language (the building filter's test runs in English).
        await expect(countLine(page)).toHaveText(text.filteredCountLine(12, SEEDED_AVAILABLE[2]));

        await page.reload();
        await page.locator(`html[${HYDRATED_ATTRIBUTE}="true"]`).waitFor({ state: 'attached' });
        await expect(cards(page)).toHaveCount(12);
        expect(await unitCodes(page)).toEqual(before);
        await expect(page.getByLabel(text.sortBy)).toHaveValue('size-asc');

        await page.goto(language === 'de' ? '/de/team' : '/team');
        await page.goBack();
        await page.locator(`html[${HYDRATED_ATTRIBUTE}="true"]`).waitFor({ state: 'attached' });
        await expect(cards(page)).toHaveCount(12);
        expect(await unitCodes(page)).toEqual(before);
      });
    }

    // Behaviour, not language: in German only (alternating; the texts are checked in both, above).
    if (language === 'de') {
      test('#apartments opens the apartments tab', async ({ page }) => {
        await openPage(page, projectPath(language, '#apartments'));
        await expect(page.getByRole('tab', { name: text.apartmentsTab })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await expect(cards(page)).toHaveCount(56);
      });
    }
  });
}

test.describe('a project page opened at a tab', () => {
  test('replaces the prerendered overview with that tab in one step, without a loader', async ({ page }) => {
    // Every element with data-tab-loading (a tab's loader) that is ever added to the page.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { tabLoadersSeen: seen });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (
              node instanceof Element &&
              (node.matches('[data-tab-loading]') || node.querySelector('[data-tab-loading]'))
            )
              seen.push(record.target instanceof Element ? record.target.id : '');
      }).observe(document, { childList: true, subtree: true });
    });
    const overviewCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/project-overview-[\w-]+\.js$/.test(request.url())) overviewCode.push(request.url());
    });
    await openFinder(page, 'de');
    await expect(page.getByRole('tabpanel', { name: TEXT.de.apartmentsTab })).toBeVisible();
    await expect(page.locator('#project-tabs-panel-overview')).toBeEmpty();
    await allCardsShown(page);
    await expect(cards(page)).toHaveCount(56);
    expect(
      await page.evaluate(() => (window as unknown as { tabLoadersSeen: string[] }).tabLoadersSeen),
    ).toEqual([]);
    // The overview it replaced was neither hydrated nor even loaded; chosen later, it loads then.
    expect(overviewCode).toEqual([]);
    await page.getByRole('tab', { name: TEXT.de.overviewTab }).click();
    await expect(page.locator('#project-tabs-panel-overview section').first()).toBeVisible();
    expect(overviewCode).toHaveLength(1);
  });
});
