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

// The notice sits at the screen's bottom: a line more with the fallback font than with the web font
// would move it when the font arrives.
test('the notice has as many lines with the fallback font as with the web font, from phone to desktop', async ({
  browser,
  baseURL,
}) => {
  // Four page loads, each to hydration.
  test.slow();
  const widths = [1280, 1024, 768, 412, 390, 360, 320];
  const heights = async (path: string, blockFonts: boolean) => {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    if (blockFonts) await page.route(/\.woff2$/, (route) => route.abort());
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
    await page.evaluate(() => document.fonts.ready);
    const text = page.getByRole('region', { name: /^Cookie/ }).locator('p');
    const found: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      found.push(`${width} px: ${Math.round((await text.boundingBox())!.height)}`);
    }
    await context.close();
    return found;
  };
  for (const path of ['/team', '/de/team']) {
    expect(await heights(path, true), path).toEqual(await heights(path, false));
  }
});
