import { expect, test } from '@playwright/test';

import { clickInPlace, openPage } from './site-pages';

test.describe('?lang parameter', () => {
  test('lang=de goes to the German path, keeps the hash, removes the parameter and replaces history', async ({
    page,
  }) => {
    await openPage(page, '/past-projects');
    await openPage(page, '/team?lang=de#principles');
    await expect(page).toHaveURL(/\/de\/team#principles$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Die Menschen hinter dem Projekt');
    // The ?lang URL was replaced: one step back is the page before it.
    await page.goBack();
    await expect(page).toHaveURL(/\/past-projects$/);
  });

  test('lang=en goes to the English path and keeps other parameters', async ({ page }) => {
    await openPage(page, '/de/brand?lang=en&ref=mail#downloads');
    await expect(page).toHaveURL(/\/brand\?ref=mail#downloads$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('other values are ignored', async ({ page }) => {
    await openPage(page, '/team?lang=fr');
    await expect(page).toHaveURL(/\/team\?lang=fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('EN|DE switch', () => {
  test('goes to the equivalent path, drops lang and stores the choice', async ({ page }) => {
    await openPage(page, '/past-projects?lang=xx#top');
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/past-projects#top$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gebaut in Berlin');
    await expect(page).toHaveTitle(/Projekte unseres Architekten/);
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('de');

    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/past-projects#top$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Built in Berlin');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
  });

  test('on the home page the whole page follows: the first screen, then the sections below and the footer', async ({
    page,
  }) => {
    await openPage(page, '/');
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // The page's head follows too.
    await expect(page).toHaveTitle('Grabbeallee 68 – Neubau-Eigentumswohnungen in Berlin-Pankow');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Eigentumswohnungen/);
    // Below the first screen, in German all the same.
    await expect(page.locator('#projects')).toContainText('Unser Projekt');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('a[href="/de/impressum"]')).toHaveCount(1);
    await expect(footer.locator('a[href="/impressum"]')).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText('Our project');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('de');
  });

  test('the page is updated in place: the figures keep their elements and only change their words', async ({
    page,
  }) => {
    // A list keyed by its translated label would be rebuilt, and its Mantine style tags with it.
    for (const [path, figures] of [
      ['/', '#home li'],
      ['/projects/grabbeallee-68', 'main dl > div'],
    ] as const) {
      await openPage(page, path);
      const marked = await page.locator(figures).evaluateAll((elements) => {
        for (const element of elements) element.setAttribute('data-before-switch', '');
        return elements.length;
      });
      expect(marked).toBeGreaterThanOrEqual(3);
      const english = await page.locator(figures).allInnerTexts();
      await page.getByRole('link', { name: 'Deutsch' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect.poll(() => page.locator(figures).allInnerTexts()).not.toEqual(english);
      await expect(page.locator(`${figures}[data-before-switch]`)).toHaveCount(marked);
    }
  });

  test('once the page is idle, a switch has everything on the device: the texts of the page and of its contact form', async ({
    page,
  }) => {
    await openPage(page, '/projects/grabbeallee-68');
    // The contact form's code and texts come once the page is idle, with the dialog mounted closed.
    const closedDialog = page.locator('[role="dialog"]').filter({ has: page.locator('input[type="email"]') });
    await expect(closedDialog).toBeAttached({ timeout: 10_000 });
    await page.waitForLoadState('networkidle');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: 'Bauträger kontaktieren' })).toBeVisible();
    expect(scripts).toEqual([]);
  });

  test('the German home switches to the English home', async ({ page }) => {
    await openPage(page, '/de');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('scroll on navigation', () => {
  test('a new page starts at the top; switching language keeps the position', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await openPage(page, '/');
    // Scroll down, then up a little: the header shows again, as it does for a visitor.
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(page.getByRole('banner')).toHaveAttribute('data-hidden', 'true');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(page.getByRole('banner')).toHaveAttribute('data-hidden', 'false');

    await clickInPlace(page, page.getByRole('link', { name: 'Deutsch' }));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);

    await clickInPlace(page, page.getByRole('banner').getByRole('link', { name: 'Team', exact: true }));
    await expect(page).toHaveURL(/\/de\/team$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // Back returns to where the visitor left the page; Forward to the top of the next one.
    await page.goBack();
    await expect(page).toHaveURL(/\/de$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    await page.goForward();
    await expect(page).toHaveURL(/\/de\/team$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a link with a hash scrolls to its anchor, not to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await openPage(page, '/team');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('section#contact')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});
