/** The heart on the finder's cards: toggles, is stored on the device, survives reloads and offline. */
import { expect, test } from '@playwright/test';

import { HYDRATED_ATTRIBUTE } from '../../src/first-load/contract';
import { FIELD_KIT_TEXT, iconContrast, storedFavourites, waitForOfflineReady } from './field-kit-helpers';
import { cards, finderStatus, openFinder, projectPath } from './project-helpers';
import { LANGUAGES } from './site-pages';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

for (const language of LANGUAGES) {
  const text = FIELD_KIT_TEXT[language];

  test(`the heart on a card toggles, is kept on the device and counted in the finder (${language})`, async ({
    page,
  }) => {
    test.setTimeout(60_000); // two finder loads and a navigation; slow on a busy machine
    await openFinder(page, language);
    const weNr = (await cards(page).first().getAttribute('data-unit'))!;
    const heart = cards(page)
      .first()
      .getByRole('button', { name: text.heart(weNr) });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('link', { name: text.favouritesLink(0) })).toBeVisible();

    // The heart's colours, the keyboard and the reload are behaviour, not language: in English only; German
    // has its names checked on the way to the compare page.
    if (language === 'en') expect(await iconContrast(heart)).toBeGreaterThanOrEqual(3);

    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: text.favouritesLink(1) })).toBeVisible();
    expect(await storedFavourites(page)).toEqual([weNr]);
    if (language === 'en') {
      // The saved heart stays visible on its disc (it was a red heart on a red disc, 1.2:1). The
      // pointer moves away first: the hover colour is not the state under test.
      await page.mouse.move(0, 0);
      expect(await iconContrast(heart)).toBeGreaterThanOrEqual(3);

      // From the keyboard: Space toggles it off and on again.
      await heart.focus();
      await page.keyboard.press('Space');
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await page.keyboard.press('Enter');
      await expect(heart).toHaveAttribute('aria-pressed', 'true');

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
      await expect(
        cards(page)
          .first()
          .getByRole('button', { name: text.heart(weNr) }),
      ).toHaveAttribute('aria-pressed', 'true');
    }

    // The count links to the compare page, which lists the favourite.
    await page.getByRole('link', { name: text.favouritesLink(1) }).click();
    await expect(page).toHaveURL(/\/compare$/);
    await expect(page.getByRole('checkbox', { name: text.checkbox(weNr) })).toBeVisible();
  });
}

test('a second tab follows the favourites at once', async ({ page, context }) => {
  await openFinder(page, 'en');
  const other = await context.newPage();
  await openFinder(other, 'en');
  const weNr = (await cards(page).first().getAttribute('data-unit'))!;
  await cards(page)
    .first()
    .getByRole('button', { name: FIELD_KIT_TEXT.en.heart(weNr) })
    .click();
  await expect(
    cards(other)
      .first()
      .getByRole('button', { name: FIELD_KIT_TEXT.en.heart(weNr) }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('a corrupt store shows no favourites and breaks nothing', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('favouriteUnits', '{"broken":'));
  await openFinder(page, 'de');
  await expect(page.getByRole('link', { name: FIELD_KIT_TEXT.de.favouritesLink(0) })).toBeVisible();
  await expect(cards(page).first().getByRole('button', { pressed: false }).first()).toBeVisible();
});

test('favourites survive an offline reload', async ({ page, context }) => {
  // The worker stores the whole site first, then the page comes back from it: two full loads.
  test.slow();
  await page.goto(projectPath('de', '?tab=apartments'));
  await waitForOfflineReady(page, 'de');
  await expect(finderStatus(page)).not.toHaveAttribute('data-status-phase', 'loading');
  const weNr = (await cards(page).nth(1).getAttribute('data-unit'))!;
  await cards(page)
    .nth(1)
    .getByRole('button', { name: FIELD_KIT_TEXT.de.heart(weNr) })
    .click();

  await context.setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true', { timeout: 20_000 });
  await expect(
    cards(page)
      .nth(1)
      .getByRole('button', { name: FIELD_KIT_TEXT.de.heart(weNr) }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: FIELD_KIT_TEXT.de.favouritesLink(1) })).toBeVisible();
  await context.setOffline(false);
});
