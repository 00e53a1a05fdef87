import { expect, test } from '@playwright/test';

import { APP_ENTRY_URL_PATTERN, HYDRATED_ATTRIBUTE } from '../../src/first-load/contract';

// One button: the site sets no cookies, so two choices with the same effect would be a sham choice.
test(`the notice's one button stores 'declined' (no consent to anything) and the notice never shows again`, async ({
  page,
}) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie notice' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
  await banner.getByRole('button', { name: 'Got it' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('declined');

  await page.goto('/de/team');
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
  await expect(page.getByRole('region', { name: 'Cookie-Hinweis' })).toHaveCount(0);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
  await expect(page.getByRole('region', { name: 'Cookie-Hinweis' })).toHaveCount(0);
});

test(`'accepted', stored by the earlier two-button banner, still counts as read`, async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
});

test('the banner is German on German pages', async ({ page }) => {
  await page.goto('/de');
  const banner = page.getByRole('region', { name: 'Cookie-Hinweis' });
  await expect(banner.getByRole('button')).toHaveCount(1);
  await expect(banner.getByRole('button', { name: 'Verstanden' })).toBeVisible();
});

test('the banner shows with the first paint where no choice is stored, and not where one is', async ({
  page,
}) => {
  // The app's code held back: what shows is the prerendered page and its start-up script.
  await page.route(APP_ENTRY_URL_PATTERN, () => new Promise(() => {}));
  await page.goto('/projects/grabbeallee-68', { waitUntil: 'domcontentloaded' });
  const banner = page.getByRole('region', { name: 'Cookie notice' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Got it' })).toBeVisible();
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
  const banner = page.getByRole('region', { name: 'Cookie notice' });
  await expect(banner).toBeVisible();
  const top = await banner.evaluate((element) => element.getBoundingClientRect().top);
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
  await expect(banner).toHaveAttribute('data-state', 'shown');
  expect(await banner.evaluate((element) => element.getBoundingClientRect().top)).toBe(top);

  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
});
