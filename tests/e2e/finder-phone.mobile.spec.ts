/**
 * The apartment finder and the compare page on a phone (390 × 844 and 320 × 640): compact unit rows
 * (thumbnail beside the facts), one count line, chips only for values some unit has, similar flats
 * for a sold unit, the compare table's narrow sticky labels and swipeable unit columns, no sideways
 * scrolling of the page, and every control of the finder and the compare table at least 44 × 44 px.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

import { COMPARE } from './field-kit-helpers';
import { allCardsShown, cards, countLine, openFinder, SHOWN_CARD, TEXT } from './project-helpers';
import { clickInPlace, openPage, pathIn, type Language } from './site-pages';

test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

/**
 * The bounds: the heights scripts/measure-finder-phone.ts measures, with room for German's longer
 * words, so that a return to full-width thumbnails fails.
 */
const VIEWPORTS = [
  { width: 390, height: 844, card: 240, page: 16_500 },
  { width: 320, height: 640, card: 275, page: 19_000 },
] as const;

/** The seed (supabase/seed.sql): 41 of the 56 units are Available; 1.0.1 is Sold. */
const AVAILABLE = 41;

/**
 * Interactive elements in `root` smaller than 44 × 44 px, described for the failure message. A
 * visually hidden input (a chip's radio) is measured by its label, which is what a finger hits;
 * hidden ones (a closed disclosure) are left out.
 */
function smallTargets(root: Locator): Promise<string[]> {
  return root.evaluate((node) => {
    const small: string[] = [];
    const selector = 'a[href], button, select, input:not([type="hidden"]), textarea, [role="button"]';
    for (const element of node.querySelectorAll<HTMLElement>(selector)) {
      let target: HTMLElement = element;
      if (element instanceof HTMLInputElement && element.labels?.[0] && element.offsetWidth <= 1)
        target = element.labels[0];
      if (!target.checkVisibility({ visibilityProperty: true })) continue;
      const box = target.getBoundingClientRect();
      if (box.width < 44 || box.height < 44) {
        const name = target.getAttribute('aria-label') ?? target.textContent?.trim().slice(0, 40);
        small.push(
          `${target.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Scrolls the page down a screen at a time, so that every card is laid out at its real size. */
async function scrollThrough(page: Page) {
  const { height } = page.viewportSize()!;
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += height) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(20);
  }
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('compact unit rows: the thumbnail beside the facts, the whole list far shorter', async ({
      page,
    }) => {
      await openFinder(page, 'en');
      await allCardsShown(page);
      await expect(cards(page)).toHaveCount(56);
      await scrollThrough(page);
      const heights = await cards(page).evaluateAll((nodes) =>
        nodes.map((n) => n.getBoundingClientRect().height),
      );
      expect(Math.max(...heights)).toBeLessThan(viewport.card);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(viewport.page);

      // The thumbnail beside the title, code, rooms, area, floor, price and status, all in view at once.
      const card = page.locator('article[data-unit="1.0.1"]');
      await card.scrollIntoViewIfNeeded();
      const thumb = (await card.locator('button').first().boundingBox())!;
      const title = (await card.getByRole('heading', { level: 3 }).boundingBox())!;
      expect(title.x).toBeGreaterThanOrEqual(thumb.x + thumb.width);
      expect(title.y).toBeLessThan(thumb.y + thumb.height);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText('Apartment 1.0.1');
      await expect(card.locator('p').first()).toHaveText('3 rooms · 59.2 m² · Ground floor · Building 1');
      await expect(card.locator('[data-price]')).toBeVisible();
      await expect(card.locator('[data-status]')).toHaveText(TEXT.en.sold);
      expect(await noSidewaysScroll(page)).toBe(true);
    });

    // The count line and chips are texts, checked in both languages; English at 390 (its finder's fit at
    // 320 is the compact rows' test), German, whose words are longer, on the narrower 320.
    const language: Language = viewport.width === 320 ? 'de' : 'en';
    test(`one count line, chips only for values some unit has (${language})`, async ({ page }) => {
      const text = TEXT[language];
      await openFinder(page, language);
      const line = countLine(page);
      await expect(line).toHaveText(text.countLine(56, AVAILABLE));
      // Nothing else counts the apartments (the old "56 apartments match your selection").
      await expect(page.getByText(/match your selection|entsprechen Ihrer Auswahl/)).toHaveCount(0);
      const roomChips = await page
        .locator('[aria-labelledby="filter-rooms-label"] label')
        .evaluateAll((labels) => labels.map((label) => label.textContent?.replace(/\d+$/, '').trim()));
      expect(roomChips).toEqual([text.all, text.rooms(2), text.rooms(3), text.rooms(4)]);
      // (In the filters: the contact form's room choice, mounted hidden once idle, offers a studio.)
      await expect(page.locator('[aria-labelledby="filter-rooms-label"]').getByText('Studio')).toHaveCount(0);
      // A line that names the filter: building 2 has 12 flats, 9 of them Available.
      await page
        .locator('[aria-labelledby="filter-building-label"] label')
        .filter({ hasText: new RegExp(`^${text.building(2)}\\s*\\d+$`) })
        .click();
      await expect(line).toHaveText(text.filteredCountLine(12, 9));
      expect(await noSidewaysScroll(page)).toBe(true);
    });

    test('a sold unit offers similar Available flats, not the exposé; every control is a 44 px target', async ({
      page,
    }) => {
      const text = TEXT.en;
      // With a filter set, so that the reset link shows too; 2.0.1 is Sold.
      await openFinder(page, 'en', '?tab=apartments&building=2');
      const sold = page.locator('article[data-unit="2.0.1"]');
      await sold.scrollIntoViewIfNeeded();
      await expect(sold.getByRole('button', { name: text.expose })).toHaveCount(0);
      await sold.getByRole('button', { name: text.similar }).click();
      const similar = sold.locator('[data-similar-unit]');
      await expect(similar).toHaveCount(3);
      await expect(similar.first()).toBeInViewport();
      const available = page.locator(`${SHOWN_CARD}:not([data-unit="2.0.1"])`).first();
      await expect(available.getByRole('button', { name: text.expose })).toBeVisible();
      await expect(available.getByRole('button', { name: text.phoneDetails })).toBeVisible();

      await allCardsShown(page);
      expect(await smallTargets(page.locator('#project-tabs-panel-apartments'))).toEqual([]);
      expect(await noSidewaysScroll(page)).toBe(true);
    });

    test('compare: a narrow sticky label column, unit columns that swipe into view, costs on one line', async ({
      page,
    }) => {
      await openPage(page, `${pathIn('en', COMPARE)}?units=2.3.1,1.0.2,3.3.2`);
      const region = page.getByRole('region', { name: 'Comparison of the chosen apartments' });
      await expect(region.locator('thead th[data-unit]')).toHaveCount(3);
      await region.scrollIntoViewIfNeeded();
      const label = (await region.locator('tr[data-row="price"] > th').boundingBox())!;
      expect(label.width).toBeLessThan(viewport.width * 0.35);

      // Scrolls sideways inside its box; the page itself does not.
      expect(await region.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
      expect(await noSidewaysScroll(page)).toBe(true);

      // Each unit's column, swiped to, stands whole beside the labels, at least 40 % of the screen wide.
      const box = (await region.boundingBox())!;
      const heads = region.locator('thead th[data-unit]');
      for (let index = 0; index < 3; index++) {
        const head = heads.nth(index);
        const left = await head.evaluate((node) => (node as HTMLElement).offsetLeft);
        await region.evaluate(
          (node, x) => node.scrollTo({ left: x, behavior: 'instant' }),
          left - label.width,
        );
        await expect
          .poll(async () => {
            const column = (await head.boundingBox())!;
            const visible =
              Math.min(column.x + column.width, box.x + box.width) -
              Math.max(column.x, label.x + label.width);
            return visible / viewport.width;
          })
          .toBeGreaterThanOrEqual(0.4);
      }
      // A swipe stops at a column's start, right beside the labels (scroll snap).
      await region.evaluate((node) => node.scrollTo({ left: 0, behavior: 'instant' }));
      const second = heads.nth(1);
      const secondLeft = await second.evaluate((node) => (node as HTMLElement).offsetLeft);
      await region.evaluate(
        (node, x) => node.scrollTo({ left: x, behavior: 'instant' }),
        secondLeft - label.width - 30,
      );
      await expect
        .poll(async () => Math.round((await second.boundingBox())!.x - (label.x + label.width)))
        .toBeLessThanOrEqual(1);
      await region.evaluate((node) => node.scrollTo({ left: 0, behavior: 'instant' }));

      // The availability row, one badge per unit.
      await expect(region.locator('tr[data-row="status"] [data-status]')).toHaveCount(3);
      // Costs readable: every amount on one line, no label wider than its column.
      for (const row of ['cost-tax', 'cost-notary', 'cost-total']) {
        for (const cell of await region.locator(`tr[data-row="${row}"] > td`).all()) {
          const lines = await cell.evaluate((node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          });
          expect(lines, `${row} on one line`).toBe(1);
        }
      }
      const overflowing = await region
        .locator('th[scope="row"]')
        .evaluateAll((nodes) => nodes.filter((n) => n.scrollWidth > n.clientWidth).map((n) => n.textContent));
      expect(overflowing).toEqual([]);
      expect(await smallTargets(region)).toEqual([]);
    });
  });
}

test.describe('compare in German on the smallest phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the long German labels fit the label column', async ({ page }) => {
    await openPage(page, `${pathIn('de', COMPARE)}?units=2.3.1,1.0.2,3.3.2`);
    const region = page.getByRole('region', { name: 'Vergleich der ausgewählten Wohnungen' });
    await expect(region.locator('thead th[data-unit]')).toHaveCount(3);
    const overflowing = await region
      .locator('th[scope="row"]')
      .evaluateAll((nodes) => nodes.filter((n) => n.scrollWidth > n.clientWidth).map((n) => n.textContent));
    expect(overflowing).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test('Back from a flat returns to it in the apartments list, which renders in slices', async ({ page }) => {
  // The position read below is one the finished page has: the whole list, with its statuses.
  await openFinder(page, 'en');
  await allCardsShown(page);
  const flat = page.getByRole('link', { name: 'Apartment 1.2.1', exact: true });
  await flat.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -200));
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(3000);
  await clickInPlace(page, flat);
  await expect(page).toHaveURL(/\/apartments\/1\.2\.1$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('1.2.1');
  await page.waitForTimeout(1500); // a look at the flat: the list is gone when the visitor comes back

  await page.goBack();
  await expect(page).toHaveURL(/\?tab=apartments$/);
  // Where it was (within the device's pixel rounding), not at the footer, which the growing list
  // would carry the page down to.
  const distance = () => page.evaluate((y) => Math.abs(window.scrollY - y), left);
  await expect.poll(distance).toBeLessThan(4);
  await page.waitForTimeout(1000);
  expect(await distance()).toBeLessThan(4);
  await expect(flat).toBeInViewport();
  // A page opened there, not a scroll down by the visitor: the header stays in view.
  await expect(page.getByRole('banner')).toHaveAttribute('data-hidden', 'false');
  await expect(page.getByRole('banner')).toBeInViewport();
});
