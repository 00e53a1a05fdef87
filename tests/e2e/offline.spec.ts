import { expect, test, type Page } from '@playwright/test';

import { HYDRATED_ATTRIBUTE } from '../../src/first-load/contract';
import { acknowledgeCookieNotice } from './site-pages';

/** Waits for the site's own signal that the worker has precached everything and controls the page. */
async function waitForOfflineReady(page: Page, language: 'en' | 'de') {
  await acknowledgeCookieNotice(page);
  await expect(
    page.getByRole('status').filter({
      hasText: language === 'de' ? 'Offline bereit' : 'Ready to work offline',
    }),
  ).toBeVisible({ timeout: 20_000 });
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
}

test.describe('offline', () => {
  test('after one visit, pages never visited open offline in both languages', async ({ page, context }) => {
    await page.goto('/');
    await waitForOfflineReady(page, 'en');
    await context.setOffline(true);

    for (const [path, heading] of [
      ['/de/team', 'Die Menschen hinter dem Projekt'],
      ['/past-projects', 'Built in Berlin'],
      ['/de/projects/grabbeallee-68', 'Grabbeallee 68'],
      ['/de/impressum', 'Impressum'],
      ['/brand', 'Private Brand Templates'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.fromServiceWorker()).toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
    }

    // Client-side navigation loads its code from the cache too.
    await page.getByRole('banner').getByRole('link', { name: 'Team', exact: true }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The people behind the project');

    // The language switch works offline, catalogs included.
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Die Menschen hinter dem Projekt');

    // An unknown path offline gets the 404 page of its language.
    await page.goto('/de/gibt-es-nicht');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hoppla! Seite nicht gefunden');
    await context.setOffline(false);
  });

  test('a ?lang link opens offline too', async ({ page, context }) => {
    await page.goto('/de');
    await waitForOfflineReady(page, 'de');
    await context.setOffline(true);
    await page.goto('/team?lang=de#x');
    await expect(page).toHaveURL(/\/de\/team#x$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Die Menschen hinter dem Projekt');
    await context.setOffline(false);
  });
});

test('no request leaves the site origin (fonts are self-hosted)', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname !== 'localhost' && !url.protocol.startsWith('data')) foreign.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.goto('/de/team');
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
  const fonts = await page.evaluate(
    () => document.fonts.check('700 16px Montserrat') && document.fonts.check('16px "Open Sans"'),
  );
  expect(fonts).toBe(true);
});

test('the manifest makes the site installable', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as Record<string, unknown> & {
    icons: { sizes: string; purpose: string; src: string }[];
    screenshots: { form_factor: string; src: string }[];
  };
  expect(manifest).toMatchObject({
    name: expect.any(String),
    short_name: 'Grabbeallee 68',
    description: expect.any(String),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#2F4F4F',
    background_color: '#E8E4D9',
  });
  for (const [size, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['192x192', 'maskable'],
    ['512x512', 'maskable'],
  ]) {
    const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === purpose);
    expect(icon, `${size} ${purpose}`).toBeDefined();
    const image = await request.get(icon!.src);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  for (const factor of ['narrow', 'wide']) {
    const shot = manifest.screenshots.find((s) => s.form_factor === factor);
    expect(shot, factor).toBeDefined();
    expect((await request.get(shot!.src)).status()).toBe(200);
  }
});
