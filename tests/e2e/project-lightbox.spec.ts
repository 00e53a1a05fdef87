import { expect, test, type Page } from '@playwright/test';

import { unitPagePath } from '../../src/site-map/unit-pages';
import { watchConsole } from './console-guard';
import { wakes } from './lightbox-wake';
import { openFinder, projectPath, TEXT } from './project-helpers';
import { clickInPlace, LANGUAGES, openPage } from './site-pages';

// Several steps per test, each waiting for the real page: give them room on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

const lightbox = (page: Page) => page.locator('[data-lightbox]');
const counter = (page: Page) => lightbox(page).locator('[aria-live]').first();

for (const language of LANGUAGES) {
  const text = TEXT[language];

  // Behaviour, not language: each lightbox test runs in one language (alternating); the controls'
  // names are checked in both.
  if (language === 'en') {
    test(`unit lightbox: keys, wrap-around, idle-hide, fade-out and focus (${language})`, async ({
      page,
    }) => {
      const problems = watchConsole(page);
      await openFinder(page, language);
      const thumb = page.locator('article[data-unit="1.2.2"] button').first();
      await thumb.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAccessibleName(/1\.2\.2/);
      await expect(counter(page)).toContainText('1 / 3');
      // The unit plan, then its floor with the unit marked, then the building's render.
      await expect(
        lightbox(page)
          .getByRole('img', { name: /1\.2\.2/ })
          .first(),
      ).toBeVisible();

      // Keys turn the slides wherever focus is, also before the focus trap has moved it in.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('ArrowRight');
      await expect(counter(page)).toContainText('2 / 3');
      await page.keyboard.press('ArrowRight');
      await expect(counter(page)).toContainText('3 / 3');
      await page.keyboard.press('ArrowRight');
      await expect(counter(page)).toContainText('1 / 3');
      await page.keyboard.press('ArrowLeft');
      await expect(counter(page)).toContainText('3 / 3');

      // Controls hide after 1 s without pointer movement and come back when it moves.
      const nextButton = page.getByRole('button', { name: text.next });
      await wakes(page, () => page.mouse.move(400, 400));
      await expect(lightbox(page).locator('[data-idle="true"]')).toHaveCount(1, { timeout: 2500 });
      await expect(nextButton).toHaveCSS('opacity', '0');
      // The close button does not fade: it is there whenever it is needed.
      await expect(dialog.getByRole('button', { name: text.close })).toHaveCSS('opacity', '1');
      await wakes(page, () => page.mouse.move(420, 420));
      await clickInPlace(page, nextButton);
      await expect(counter(page)).toContainText('1 / 3');
      // Every control's name in this language (the gallery's test runs in German).
      await expect(dialog.getByRole('button', { name: text.previous })).toBeVisible();

      // Focus stays inside: tabbing never leaves the dialog.
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      }

      // Escape closes with a fade-out (still there just after, gone once faded) and focus returns.
      // Checked within the same frame, so a busy machine cannot make the fade look instant.
      const fadingAfterEscape = await page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const target = document.activeElement ?? document.body;
            target.dispatchEvent(
              new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true }),
            );
            // Mounted closed too (hidden): what counts is that it is still on screen.
            requestAnimationFrame(() =>
              resolve(document.querySelector('[data-lightbox]')?.checkVisibility() === true),
            );
          }),
      );
      expect(fadingAfterEscape).toBe(true);
      await expect(dialog).toHaveCount(0, { timeout: 3000 });
      await expect(thumb).toBeFocused();
      expect(problems).toEqual([]);
    });
  }

  // Behaviour, not language: in German only.
  if (language === 'de') {
    test(`gallery lightbox (${language})`, async ({ page }) => {
      await openPage(page, projectPath(language));
      const tiles = page.locator('[data-gallery] button');
      const count = await tiles.count();
      expect(count).toBeGreaterThan(5);
      await tiles.nth(1).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(counter(page)).toContainText(`2 / ${count}`);
      // Keys go where the focus is: into the lightbox once it has opened.
      await expect
        .poll(() =>
          page.evaluate(() => Boolean(document.activeElement?.closest('[data-lightbox] [data-idle]'))),
        )
        .toBe(true);
      await page.keyboard.press('ArrowLeft');
      await expect(counter(page)).toContainText(`1 / ${count}`);
      await page.keyboard.press('ArrowLeft');
      await expect(counter(page)).toContainText(`${count} / ${count}`);
      await page.mouse.move(300, 300);
      // Every control's name in this language (the unit lightbox's test runs in English).
      await expect(page.getByRole('dialog').getByRole('button', { name: text.next })).toBeVisible();
      await clickInPlace(page, page.getByRole('button', { name: text.previous }));
      await expect(counter(page)).toContainText(`${count - 1} / ${count}`);
      await clickInPlace(page, page.getByRole('dialog').getByRole('button', { name: text.close }));
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(tiles.nth(1)).toBeFocused();
      // The floor plans' tab, named in this language (its test runs in English).
      await expect(page.getByRole('tab', { name: text.floorPlansTab })).toBeVisible();
    });
  }

  // Behaviour, not language: in English only (the German tab's name is checked in the gallery test).
  if (language === 'en') {
    test(`floor-plans tab: ground floor to 5th, a click enlarges (${language})`, async ({ page }) => {
      await openPage(page, projectPath(language));
      await page.getByRole('tab', { name: text.floorPlansTab }).click();
      await expect(page).toHaveURL(/tab=floor-plans/);
      const plans = page.getByRole('tabpanel').locator('figure button');
      await expect(plans).toHaveCount(6);
      await plans.nth(3).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(counter(page)).toContainText('4 / 6');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }
}

test('a step asked for in the very frame that opens the gallery lightbox is taken', async ({ page }) => {
  await openPage(page, projectPath('en'));
  const tiles = page.locator('[data-gallery] button');
  const count = await tiles.count();
  // Once, so the lightbox's code is loaded and the next opening renders within the click.
  await tiles.nth(1).click();
  await expect(counter(page)).toContainText(`2 / ${count}`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Faded out, it is made anew in the background, hidden, with the one slide an opening shows first.
  // The closed modal stays attached while it fades out, with every slide: waited for until it is renewed.
  await expect(page.locator('[data-lightbox] [role="group"]')).toHaveCount(1);
  const nextButton = '[data-lightbox] button[aria-label="Next image"]';
  // Opened, then Next at once, in one task: before any paint, while the first frame shows one slide.
  await page.evaluate((next) => {
    document.querySelectorAll<HTMLButtonElement>('[data-gallery] button')[1]!.click();
    document.querySelector<HTMLButtonElement>(next)!.click();
  }, nextButton);
  await expect(counter(page)).toContainText(`3 / ${count}`);
});

test('desktop: double click and the zoom button zoom; Escape and Back close without a stray history entry', async ({
  page,
}) => {
  const historyIndex = () => page.evaluate(() => (history.state as { __TSR_index?: number }).__TSR_index);
  await openFinder(page, 'en');
  const before = await historyIndex();
  const thumb = page.locator('article[data-unit="1.2.2"] button').first();
  await thumb.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // On a large screen the energy certificate stands below the plans, with no button for it.
  await expect(dialog.locator('[data-energy-certificate]')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Energy certificate' })).toHaveCount(0);

  const slide = lightbox(page).locator('[role="group"]:not([aria-hidden="true"])');
  const scale = async () => Number(await slide.locator('[data-zoom-scale]').getAttribute('data-zoom-scale'));
  await slide.locator('[data-zoom-frame]').dblclick();
  await expect.poll(scale).toBeGreaterThanOrEqual(2.5);
  await dialog.getByRole('button', { name: 'Zoom out' }).click();
  await expect.poll(scale).toBe(1);
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(scale).toBeGreaterThan(1);
  // The next slide starts unzoomed.
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toContainText('2 / 3');
  await expect.poll(scale).toBe(1);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect.poll(historyIndex).toBe(before);
  await thumb.click();
  await expect(dialog).toBeVisible();
  expect(await historyIndex()).toBe(before! + 1);
  await page.goBack();
  await expect(dialog).toHaveCount(0);
  expect(await historyIndex()).toBe(before);
  await expect(page.locator('article[data-unit="1.2.2"]')).toBeVisible();
});

test('unit page: the lightbox waits mounted and hidden, opens at once, gives focus back and opens again', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await openPage(page, unitPagePath('1.2.2'));
  // Once the page is idle the lightbox is there, closed: out of sight and out of reach.
  await expect(lightbox(page)).toBeAttached({ timeout: 15_000 });
  await expect(lightbox(page)).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const plan = page.getByRole('button', { name: 'Enlarge the floor plan of apartment 1.2.2' });
  await plan.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(/1\.2\.2/);
  await expect(counter(page)).toContainText('1 / 3');
  // The picture is opaque from the start (only the backdrop fades in).
  await expect(lightbox(page).locator('[role="group"]').first()).toHaveCSS('opacity', '1');
  await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(plan).toBeFocused();

  // Opened again from the floor layout's button, on its own slide, after the fade-out.
  await page.getByRole('button', { name: 'Enlarge the plan of the 2nd floor' }).click();
  await expect(dialog).toBeVisible();
  await expect(counter(page)).toContainText('2 / 3');
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toContainText('3 / 3');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Enlarge the plan of the 2nd floor' })).toBeFocused();
  expect(problems).toEqual([]);
});

test.describe('a photo tapped before the overview is hydrated', () => {
  test.use({ serviceWorkers: 'block' });

  test('opens once the overview has hydrated (the tap is held, not lost)', async ({ page }) => {
    // The overview's code arrives only once the photo has been tapped: until then React cannot
    // hydrate it, and would drop the tap (src/first-load/click-holder.ts).
    let deliver: () => void = () => {};
    const tapped = new Promise<void>((resolve) => (deliver = resolve));
    await page.route(/\/assets\/project-overview-[\w-]+\.js$/, async (route) => {
      await tapped;
      await route.continue();
    });
    await openPage(page, projectPath('en'));
    const tiles = page.locator('[data-gallery] button');
    const count = await tiles.count();
    await tiles.nth(1).click();
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    deliver();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(counter(page)).toContainText(`2 / ${count}`);
  });
});
