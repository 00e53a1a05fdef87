/** The compare page: the selection in the URL, every row, what the URL names but cannot show, choosing from favourites. */
import { expect, test } from '@playwright/test';

import { COMPARE, FAVOURITES_KEY, FIELD_KIT_TEXT } from './field-kit-helpers';
import { openPage, pathIn, type Language } from './site-pages';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

const THREE = ['2.3.1', '1.0.2', '3.3.2'];

const comparePath = (language: Language, units?: string) =>
  `${pathIn(language, COMPARE)}${units ? `?units=${units}` : ''}`;

for (const language of ['en', 'de'] as const) {
  const text = FIELD_KIT_TEXT[language];

  test(`compare shows three units side by side with every row (${language})`, async ({ page }) => {
    await openPage(page, comparePath(language, THREE.join(',')));
    const table = page.locator('table[data-compare-table]');
    await expect(table.locator('thead th[data-unit]')).toHaveText(THREE.map((weNr) => new RegExp(weNr)));
    const labels = await table.locator(':scope > tbody > tr > th[scope="row"]').allInnerTexts();
    expect(labels.map((label) => label.replaceAll('\u00ad', '').replaceAll('\u00a0', ' '))).toEqual(
      text.rows,
    );
    for (const row of await table.locator(':scope > tbody > tr:has(> th[scope="row"])').all()) {
      await expect(row.locator(':scope > td')).toHaveCount(3);
    }
    // The costs under their heading, one row per amount.
    await expect(table.locator('tr[data-row="costs"] > th[scope="rowgroup"]')).toHaveText(text.costsHeading);
    // Facts of 2.3.1 (units.ts), the plan, the costs and the status with its time.
    const column = (row: string, index: number) => table.locator(`tr[data-row="${row}"] > td`).nth(index);
    await expect(column('plan', 0).locator('svg, img').first()).toBeVisible();
    // 2.3.1: the exact €369,000 plus 6 % tax and 2 % fees (purchase-costs.ts); the discount, whose
    // conditions are open, has no rows.
    const euros = async (row: string) => Number((await column(row, 0).innerText()).replace(/\D/g, ''));
    expect(await euros('price')).toBe(369_000);
    expect(await euros('cost-tax')).toBe(22_140);
    expect(await euros('cost-notary')).toBe(7_380);
    expect(await euros('cost-total')).toBe(369_000 + 22_140 + 7_380);
    await expect(table.locator('tr[data-row^="cost-discount"]')).toHaveCount(0);
    await expect(page.locator('[data-compare-table]').locator('..')).not.toHaveAttribute(
      'data-status-phase',
      'loading',
      { timeout: 20_000 },
    );
    await expect(column('status', 2).locator('[data-status]')).toBeVisible();
    await expect(column('status', 2).locator('[data-status-as-of]')).toHaveText(text.asOf);
    // Each unit links to its page.
    await expect(table.locator('thead th[data-unit="1.0.2"] a')).toHaveAttribute(
      'href',
      pathIn(language, '/projects/grabbeallee-68/apartments/1.0.2'),
    );
  });

  test(`a URL with four units or an unknown unit says so (${language})`, async ({ page }) => {
    await openPage(page, comparePath(language, '2.3.1,1.0.2,9.9.9,3.3.2,1.0.1'));
    await expect(page.locator('[data-unknown-units]')).toContainText(text.unknown);
    await expect(page.locator('[data-over-limit-units]')).toContainText(text.overLimit);
    await expect(page.locator('thead th[data-unit]')).toHaveCount(3);

    await page.getByRole('button', { name: text.keepFirst }).click();
    await expect(page).toHaveURL(/units=2\.3\.1(,|%2C)1\.0\.2(,|%2C)3\.3\.2$/);
    await expect(page.locator('[data-compare-report]')).toHaveCount(0);
  });
}

test('choosing from favourites: up to three, a clear message at the limit, the URL follows', async ({
  page,
}) => {
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [FAVOURITES_KEY, JSON.stringify(['1.0.1', '1.0.2', '2.3.1', '3.3.2'])],
  );
  await openPage(page, comparePath('en'));
  await expect(page.locator('[data-compare-empty]')).toBeVisible();
  const text = FIELD_KIT_TEXT.en;
  for (const weNr of ['1.0.1', '1.0.2', '2.3.1'])
    await page.getByRole('checkbox', { name: text.checkbox(weNr) }).check();
  await expect(page.locator('thead th[data-unit]')).toHaveCount(3);
  await expect(page).toHaveURL(/units=1\.0\.1(,|%2C)1\.0\.2(,|%2C)2\.3\.1$/);

  await page.getByRole('checkbox', { name: text.checkbox('3.3.2') }).click();
  await expect(page.getByRole('checkbox', { name: text.checkbox('3.3.2') })).not.toBeChecked();
  await expect(page.locator('[data-compare-limit]')).toContainText(text.limit);

  // Removing one from the comparison makes room.
  await page.getByRole('button', { name: 'Remove apartment 1.0.1 from the comparison' }).click();
  await page.getByRole('checkbox', { name: text.checkbox('3.3.2') }).check();
  await expect(page.locator('thead th[data-unit]')).toHaveText([/1\.0\.2/, /2\.3\.1/, /3\.3\.2/]);
});

test('on a phone the columns scroll under row labels that stay in view', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await openPage(page, comparePath('en', THREE.join(',')));
  const region = page.getByRole('region', { name: 'Comparison of the chosen apartments' });
  const label = page.locator('tr[data-row="price"] > th');
  const before = (await label.boundingBox())!;
  const scrollable = await region.evaluate((node) => node.scrollWidth > node.clientWidth);
  expect(scrollable).toBe(true);
  await region.evaluate((node) => node.scrollTo({ left: 400 }));
  await expect.poll(async () => (await label.boundingBox())!.x).toBeCloseTo(before.x, 0);
  const priceCell = page.locator('tr[data-row="price"] > td').first();
  await expect.poll(async () => (await priceCell.boundingBox())!.x).toBeLessThan(before.x + before.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await context.close();
});
