import { expect, test } from '@playwright/test';

import { HYDRATED_ATTRIBUTE } from '../../src/first-load/contract';
import { watchConsole } from './console-guard';
import { LANGUAGES, pathIn, SITE_PAGES } from './site-pages';

for (const language of LANGUAGES) {
  test.describe(`routes in ${language}`, () => {
    for (const sitePage of SITE_PAGES) {
      const path = pathIn(language, sitePage.path);
      test(`${path} renders its own content and hydrates cleanly`, async ({ page }) => {
        const problems = watchConsole(page);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(sitePage.h1[language]);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
        await expect(
          page.getByRole('navigation', { name: language === 'de' ? 'Hauptnavigation' : 'Main' }),
        ).toBeVisible();
        expect(problems).toEqual([]);
      });
    }
  });
}

test('the German home is exactly /de', async ({ page }) => {
  await page.goto('/team');
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/team$/);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Startseite/ })
    .click();
  await expect(page).toHaveURL(/\/de$/);
});

test('/projects shows the home page', async ({ page }) => {
  await page.goto('/projects');
  await expect(page.locator('section#contact')).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
});

for (const language of LANGUAGES) {
  for (const unknown of ['/nothing', '/projects/unknown-project', '/team/extra', '/en/team']) {
    const path = pathIn(language, unknown);
    test(`${path} is a 404 in ${language}`, async ({ page }) => {
      const logged: string[] = [];
      page.on('console', (message) => logged.push(message.text()));
      const problems = watchConsole(page, [
        /404 Error: User attempted to access non-existent route/,
        /status of 404/,
      ]);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        language === 'de' ? 'Hoppla! Seite nicht gefunden' : 'Oops! Page not found',
      );
      await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
      await expect.poll(() => logged.some((line) => line.includes(path))).toBe(true);
      expect(logged.filter((line) => line.includes('__not-found__'))).toEqual([]);
      expect(problems).toEqual([]);
      await page
        .getByRole('link', { name: language === 'de' ? 'Zurück zur Startseite' : 'Return to Home' })
        .click();
      await expect(page).toHaveURL(language === 'de' ? /\/de$/ : /:\d+\/$/);
    });
  }
}
