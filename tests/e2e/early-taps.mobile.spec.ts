/**
 * Taps and scrolls made before the page is interactive take their full effect, once:
 * the client code is held back, so each lands on the prerendered page, then released.
 */
import { expect, test, type Page } from '@playwright/test';

import { APP_ENTRY_URL_PATTERN, HYDRATED_ATTRIBUTE } from '../../src/first-load/contract';
import { PROJECT_PATH } from './project-helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

/** Holds every page's client entry until the returned release is called. */
async function holdClientCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_ENTRY_URL_PATTERN, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');

test('the language switch tapped before hydration goes to the page in German and stores the choice', async ({
  page,
}) => {
  const release = await holdClientCode(page);
  await page.goto('/team');
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'false');
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBeNull();
  await page.getByRole('link', { name: 'Deutsch' }).tap();
  await expect(page).toHaveURL(/\/de\/team$/);
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('de');
  release();
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('a scroll down before hydration leaves the header hidden, as the scroll hides it once hydrated', async ({
  page,
}) => {
  const release = await holdClientCode(page);
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  release();
  await hydrated(page);
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect(header).toHaveAttribute('data-hidden', 'true');
  // And the next scroll up shows it, as ever.
  await page.mouse.wheel(0, -300);
  await expect(header).toHaveAttribute('data-hidden', 'false');
});

test('Contact developer and the Apartments tab tapped before hydration each take effect once', async ({
  page,
}) => {
  const release = await holdClientCode(page);
  await page.goto(PROJECT_PATH);
  await page.getByRole('button', { name: 'Contact developer' }).tap();
  release();
  await hydrated(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveCount(1);
  await expect(dialog.locator('input[type="email"]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  const releaseAgain = await holdClientCode(page);
  await page.goto(PROJECT_PATH);
  await page.getByRole('tab', { name: 'Apartments' }).tap();
  releaseAgain();
  await hydrated(page);
  await expect(page).toHaveURL(/[?&]tab=apartments/);
  await expect(page.getByRole('tab', { name: 'Apartments' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('article[data-unit]').first()).toBeAttached();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
