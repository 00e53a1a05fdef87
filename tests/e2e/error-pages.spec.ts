/** The render-error page and the 404 page's language links. */
import { expect, test } from '@playwright/test';

import { LANGUAGES, openPage, pathIn } from './site-pages';

test.describe('a page that fails to render', () => {
  // The worker would serve the page's script from its cache; the test replaces it on the network.
  test.use({ serviceWorkers: 'block' });

  for (const language of LANGUAGES) {
    test(`shows 'Unexpected Application Error!' in ${language}, inside the site layout`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await openPage(page, pathIn(language, '/'));
      // The team page's code throws when it is evaluated: a real failure while rendering the page.
      await page.route(/\/assets\/team-[\w-]+\.js$/, (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: 'throw new Error("Simulated render failure");',
        }),
      );
      await page.getByRole('banner').getByRole('link', { name: 'Team', exact: true }).click();

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        language === 'de' ? 'Unerwarteter Anwendungsfehler!' : 'Unexpected Application Error!',
      );
      await expect(page.getByRole('alert').filter({ hasText: /Simulated/ })).toHaveCount(0);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(errors.some((text) => text.includes('Simulated render failure'))).toBe(true);
      await page
        .getByRole('link', { name: language === 'de' ? 'Zurück zur Startseite' : 'Return to Home' })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Unexpected|Unerwarteter/);
    });
  }
});

for (const language of LANGUAGES) {
  test(`the 404 page's language links point to the visited path (${language})`, async ({ page }) => {
    const visited = pathIn(language, '/team/extra');
    const response = await openPage(page, visited);
    expect(response?.status()).toBe(404);
    const switcher = page.getByRole('navigation', { name: language === 'de' ? 'Sprache' : 'Language' });
    await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/team/extra');
    await expect(switcher.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de/team/extra');
  });
}

test('the prerendered 404 pages’ language links go to the home pages, not to the probe path', async ({
  request,
}) => {
  for (const language of LANGUAGES) {
    const response = await request.get(pathIn(language, '/team/extra'));
    expect(response.status()).toBe(404);
    // As the server sends it, before any script: the switch's two links.
    const html = await response.text();
    const hrefs = [...html.matchAll(/<a href="([^"]*)" hrefLang="(en|de)"/g)].map((m) => [m[2], m[1]]);
    expect(hrefs).toEqual([
      ['en', '/'],
      ['de', '/de'],
    ]);
  }
});
