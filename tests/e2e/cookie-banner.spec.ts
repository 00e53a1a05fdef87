import { expect, test } from '@playwright/test';

import { APP_ENTRY_URL_PATTERN, HYDRATED_ATTRIBUTE } from '../../src/first-load/contract';

for (const [button, stored] of [
  ['Accept All', 'accepted'],
  ['Essential Only', 'declined'],
] as const) {
  test(`'${button}' stores '${stored}' and the banner never shows again`, async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: button }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe(stored);

    await page.goto('/de/team');
    await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
    await expect(page.getByRole('region', { name: 'Cookie-Einwilligung' })).toHaveCount(0);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
    await expect(page.getByRole('region', { name: 'Cookie-Einwilligung' })).toHaveCount(0);
  });
}

test('the banner is German on German pages', async ({ page }) => {
  await page.goto('/de');
  const banner = page.getByRole('region', { name: 'Cookie-Einwilligung' });
  await expect(banner.getByRole('button', { name: 'Alle akzeptieren' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Nur notwendige' })).toBeVisible();
});

test('the banner shows with the first paint where no choice is stored, and not where one is', async ({
  page,
}) => {
  // The app's code held back: what shows is the prerendered page and its start-up script.
  await page.route(APP_ENTRY_URL_PATTERN, () => new Promise(() => {}));
  await page.goto('/projects/grabbeallee-68', { waitUntil: 'domcontentloaded' });
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Accept All' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'false');

  await page.evaluate(() => localStorage.setItem('cookieConsent', 'declined'));
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();

  // Anything else stored under the key is no choice: the banner shows.
  await page.evaluate(() => localStorage.setItem('cookieConsent', 'maybe'));
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(banner).toBeVisible();
});

test('once hydrated, a prerendered banner stays where it is and a stored choice removes it', async ({
  page,
}) => {
  await page.goto('/team');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  const top = await banner.evaluate((element) => element.getBoundingClientRect().top);
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
  await expect(banner).toHaveAttribute('data-state', 'shown');
  expect(await banner.evaluate((element) => element.getBoundingClientRect().top)).toBe(top);

  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
});
