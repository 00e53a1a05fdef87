/**
 * The picker on a phone: tap a band, a flat, its unit page; a sideways swipe changes the
 * building; at 320 px and with 200 % text nothing spills sideways and every flat keeps its words.
 */
import { expect, test, type Page } from '@playwright/test';

import { openPage, pathIn } from './site-pages';

test.describe.configure({ timeout: 60_000 });

const PICKER = '/projects/grabbeallee-68/floors';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

async function swipe(page: Page, from: { x: number; y: number }, dx: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= 6; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x + (dx * step) / 6, y: from.y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Nothing of the picker wider than the screen, and no flat's words cut off. */
async function expectNoSpill(page: Page) {
  const width = page.viewportSize()!.width;
  const beyond = await page
    .locator('[data-picker] *')
    .evaluateAll(
      (elements, right) =>
        elements
          .filter((element) => element.getBoundingClientRect().right > right + 0.5)
          .map((element) => element.outerHTML.slice(0, 80)),
      width,
    );
  expect(beyond).toEqual([]);
  const clipped = await page
    .locator('[data-flat], [data-band], [data-go]')
    .evaluateAll((elements) =>
      elements
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => element.outerHTML.slice(0, 80)),
    );
  expect(clipped).toEqual([]);
  // No flat wider than its place on the floor (its words would lie under its neighbour).
  const overlapping = await page
    .locator('[data-flat]')
    .evaluateAll((flats) =>
      flats
        .filter(
          (flat) =>
            flat.getBoundingClientRect().right > flat.parentElement!.getBoundingClientRect().right + 0.5,
        )
        .map((flat) => flat.getAttribute('data-flat')),
    );
  expect(overlapping).toEqual([]);
}

// Behaviour, not language: in English (German taps its way through the project page's tab below).
test('tap a band, tap a flat, open its unit page (en)', async ({ page }) => {
  await openPage(page, pathIn('en', PICKER));
  await expect(page.locator('[data-picker]')).toHaveAttribute('data-status-phase', /live|cached/, {
    timeout: 20_000,
  });
  await page.locator('[data-band="3.1"]').tap();
  await expect(page).toHaveURL(/\/floors\/3\/1$/);
  await page.locator('[data-flat="3.1.2"]').tap();
  const summary = page.locator('[data-summary="3.1.2"]');
  await expect(summary).toBeInViewport();
  await summary.locator('[data-unit-link]').tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apartment 3.1.2');
});

test('a sideways swipe over the floor goes to the next building and back', async ({ page }) => {
  await openPage(page, `${PICKER}/1/4`);
  const plan = page.locator('[data-floor-view="1.4"] [data-plan]');
  await plan.scrollIntoViewIfNeeded();
  const box = (await plan.boundingBox())!;
  const start = { x: box.x + box.width * 0.8, y: box.y + Math.min(box.height / 2, 120) };
  await swipe(page, start, -200);
  // Building 2 has no 4th floor: its top floor opens.
  await expect(page).toHaveURL(/\/floors\/2\/3$/);
  await expect(page.locator('[data-floor-view="2.3"]')).toBeVisible();
  const back = (await page.locator('[data-floor-view="2.3"] [data-plan]').boundingBox())!;
  await swipe(page, { x: back.x + back.width * 0.2, y: back.y + Math.min(back.height / 2, 120) }, 200);
  await expect(page).toHaveURL(/\/floors\/1\/3$/);
});

for (const textSize of ['100%', '200%']) {
  test(`at 320 px with ${textSize} text the site view and a floor fit the screen`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openPage(page, pathIn('de', PICKER));
    await page.addStyleTag({ content: `html { font-size: ${textSize} !important; }` });
    await expectNoSpill(page);
    await page.locator('[data-band="1.5"]').tap();
    await expect(page.locator('[data-floor-view="1.5"] [data-flat]')).toHaveCount(4);
    await expectNoSpill(page);
    // Each flat is a target of at least 44 × 44 px.
    for (const box of await page
      .locator('[data-floor-view="1.5"] [data-flat]')
      .evaluateAll((flats) => flats.map((flat) => flat.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
  });
}

test("the project page's tab on a phone: a band, a flat, its summary, the floor's own page (de)", async ({
  page,
}) => {
  await openPage(page, pathIn('de', '/projects/grabbeallee-68'));
  await page.getByRole('tab', { name: 'Haus & Etage' }).tap();
  await page.locator('[data-band="3.1"]').tap();
  // The floor opens where the band was tapped: its plan is on the screen.
  await expect(page.locator('[data-floor-view="3.1"] [data-plan]')).toBeInViewport({ ratio: 0.3 });
  await page.locator('[data-flat="3.1.2"]').tap();
  await expect(page.locator('[data-summary="3.1.2"]')).toBeInViewport();
  await page.locator('[data-floor-view="3.1"] [data-floor-link]').tap();
  await expect(page).toHaveURL(/\/de\/projects\/grabbeallee-68\/floors\/3\/1$/);
  await expect(page.locator('[data-floor-view="3.1"] [data-flat]')).toHaveCount(3);
});
