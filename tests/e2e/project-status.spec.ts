import { expect, test } from '@playwright/test';

import { watchConsole } from './console-guard';
import { cards, countLine, finderStatus, openFinder, TEXT } from './project-helpers';
import { LANGUAGES } from './site-pages';

// Several steps per test, each waiting for the real page: give them room on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

// The backend is made to fail for this page only (a route), so tests running in parallel are not affected.
const APARTMENTS = '**/rest/v1/apartments*';

for (const language of LANGUAGES) {
  const text = TEXT[language];

  // Behaviour, not language: each test here runs in one language, alternating; the texts of every
  // status state are checked in both languages by status-not-known.spec.ts.
  if (language === 'en') {
    test(`a refused status load calls no unit available and shows no toast (${language})`, async ({
      page,
    }) => {
      const problems = watchConsole(page, [/Statuses not loaded/, /500/]);
      await page.route(APARTMENTS, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"backend down"}' }),
      );
      await openFinder(page, language);
      await expect(finderStatus(page)).toHaveAttribute('data-status-phase', 'unknown');
      await expect(page.locator('[data-variant="destructive"]')).toHaveCount(0);
      await expect(cards(page)).toHaveCount(56);
      await expect(page.locator('[data-available]')).toHaveCount(0);
      await expect(page.locator('[data-unit="1.0.1"] [data-status]')).toHaveText(text.notConfirmed);
      await expect(page.locator('[data-unit="1.0.1"] [data-status]')).toHaveAttribute('data-tone', 'unknown');
      expect(problems).toEqual([]);
    });
  }

  // Behaviour, not language: in German only.
  if (language === 'de') {
    test.describe(() => {
      // A page the service worker controls fetches through it, out of the page's routes' reach: the worker
      // takes control when a loaded machine gets to it, and what is tested here is the page's own memory.
      test.use({ serviceWorkers: 'block' });

      test(`with the backend unreachable, the last statuses are shown with their time (${language})`, async ({
        page,
      }) => {
        await openFinder(page, language);
        await expect(finderStatus(page)).toHaveAttribute('data-status-phase', 'live', {
          timeout: 20_000,
        });
        await page.route(APARTMENTS, (route) => route.abort('internetdisconnected'));
        // Leave the tab and come back: the list mounts again and asks the backend again. The way back
        // waits for the other tab to be shown, as a person does (a tap before would only stay put).
        await page.getByRole('tab', { name: text.floorPlansTab }).click();
        await expect(finderStatus(page)).toBeHidden();
        await page.getByRole('tab', { name: text.apartmentsTab }).click();
        await expect(finderStatus(page)).toHaveAttribute('data-status-phase', 'cached', {
          timeout: 20_000,
        });
        await expect(countLine(page)).toHaveText(text.cachedCountLine);
        await expect(page.locator('[data-unit="1.0.1"] [data-status]')).toHaveText(text.sold);
        // Available when last seen: not confirmed now.
        await expect(page.locator('[data-unit="1.0.2"] [data-status]')).toHaveText(text.notConfirmed);
        await expect(page.locator('[data-available]')).toHaveCount(0);
        await expect(page.locator('[data-variant="destructive"]')).toHaveCount(0);
      });
    });
  }

  // Behaviour, not language: in English only.
  if (language === 'en') {
    test(`with the backend unreachable and nothing stored, no status is claimed (${language})`, async ({
      page,
    }) => {
      await page.route(APARTMENTS, (route) => route.abort('connectionrefused'));
      await openFinder(page, language);
      await expect(finderStatus(page)).toHaveAttribute('data-status-phase', 'unknown');
      await expect(page.locator('[data-status-note]')).toBeVisible();
      await expect(page.locator('[data-variant="destructive"]')).toHaveCount(0);
    });
  }

  // Behaviour, not language: in English only (the German finder's prefill is compared with the unit
  // page's in unit-pages.spec.ts).
  if (language === 'en') {
    test(`request exposé prefills the contact form with the unit (${language})`, async ({ page }) => {
      await openFinder(page, language);
      await page.locator('article[data-unit="2.1.2"]').getByRole('button', { name: text.expose }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAccessibleName(/2\.1\.2/);
      const message = dialog.getByRole('textbox', { name: /Message/ });
      await expect(message).toHaveValue(/2\.1\.2/);
    });
  }
}
