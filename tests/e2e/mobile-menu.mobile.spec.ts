import { expect, test } from '@playwright/test';

import { APP_ENTRY_URL_PATTERN } from '../../src/first-load/contract';

test('the mobile menu opens, navigates and closes', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  await page.goto('/de');
  const burger = page.getByRole('button', { name: 'Menü öffnen' });
  await expect(burger).toBeVisible();
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();
  await burger.click();
  const menu = page.getByRole('dialog', { name: 'Menü' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Projekte unseres Architekten' }).click();
  await expect(page).toHaveURL(/\/de\/past-projects$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gebaut in Berlin');

  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  // Escape closes the menu that is open: pressed before it shows, it would close nothing.
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('a tap on the menu button before the page is interactive still opens the menu', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  // Holds the client code back, so the tap lands on the prerendered button before hydration.
  let releaseEntry: () => void = () => undefined;
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route(APP_ENTRY_URL_PATTERN, async (route) => {
    await entryHeld;
    await route.continue();
  });
  await page.goto('/de');
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await expect(page.getByRole('dialog', { name: 'Menü' })).toBeHidden();
  releaseEntry();
  await expect(page.getByRole('dialog', { name: 'Menü' })).toBeVisible();
});

test('once the page is idle the menu and the other language load ahead, and an open menu loads its pages', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const loaded = (pattern: RegExp) => requested.filter((path) => pattern.test(path));
  await page.goto('/de');
  // Before any tap: the drawer's code, and English texts beside the German ones.
  await expect.poll(() => loaded(/\/assets\/mobile-menu-[\w-]+\.js$/).length, { timeout: 15_000 }).toBe(1);
  await expect
    .poll(() => new Set(loaded(/\/assets\/messages-[\w-]+\.js$/)).size, { timeout: 15_000 })
    .toBe(2);
  expect(loaded(/\/assets\/team-[\w-]+\.js$/)).toEqual([]);

  await page.getByRole('button', { name: 'Menü öffnen' }).tap();
  await expect(page.getByRole('dialog', { name: 'Menü' })).toBeVisible();
  // The Team page's code, before its link is tapped.
  await expect.poll(() => loaded(/\/assets\/team-[\w-]+\.js$/).length, { timeout: 15_000 }).toBe(1);
  await page.getByRole('dialog', { name: 'Menü' }).getByRole('link', { name: 'Team' }).tap();
  await expect(page).toHaveURL(/\/de\/team$/);
  await expect(page.getByRole('dialog', { name: 'Menü' })).toBeHidden();
  // The switch navigates after the tap's frame; the choice is stored all the same.
  await page.getByRole('link', { name: 'EN English' }).tap();
  await expect(page).toHaveURL(/\/team$/);
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
});
