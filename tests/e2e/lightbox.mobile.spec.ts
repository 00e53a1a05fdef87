/**
 * The plan lightbox on a phone. Full screen with the plan taking the screen (the
 * energy certificate behind a button), a close button that stays after the controls fade, a tap that
 * brings them back, Back that closes it, pinch and double-tap zoom with panning, and floor layouts
 * whose labels are legible once zoomed. On a 390 × 844 and a 320 × 640 phone: what is about size and
 * fit (the screen filled, labels legible once zoomed) at both sizes; the gestures and Back, which do
 * not depend on the size, at one of them each (alternating, so both sizes keep some).
 */
import { expect, test, type CDPSession, type Locator, type Page } from '@playwright/test';

import { unitPagePath } from '../../src/site-map/unit-pages';
import { watchConsole } from './console-guard';
import { wakes } from './lightbox-wake';
import { openFinder, projectPath, TEXT } from './project-helpers';
import { openPage } from './site-pages';

test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

const text = TEXT.en;
const dialog = (page: Page) => page.getByRole('dialog');
const counter = (page: Page) => page.locator('[data-lightbox] [aria-live]').first();
const currentSlide = (page: Page) => page.locator('[data-lightbox] [role="group"]:not([aria-hidden="true"])');
const zoomFrame = (page: Page) => currentSlide(page).locator('[data-zoom-frame]');
const zoomScale = async (page: Page) =>
  Number(await zoomFrame(page).locator('[data-zoom-scale]').getAttribute('data-zoom-scale'));

const historyIndex = (page: Page) =>
  page.evaluate(() => (history.state as { __TSR_index?: number }).__TSR_index);

async function openPlans(page: Page, code = '1.2.2') {
  await openFinder(page, 'en');
  return tapPlans(page, code);
}

async function tapPlans(page: Page, code = '1.2.2') {
  const thumb = page.locator(`article[data-unit="${code}"] button`).first();
  await thumb.tap();
  await expect(dialog(page)).toBeVisible();
  await expect(counter(page)).toContainText('1 / 3');
  return thumb;
}

async function centre(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Its centre once it has stopped moving: the counter changes as the carousel starts to scroll. */
async function settledCentre(page: Page, locator: Locator) {
  for (;;) {
    const before = await centre(locator);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const after = await centre(locator);
    if (before.x === after.x && before.y === after.y) return after;
  }
}

/**
 * Two taps at one point. Sent together, so that a busy machine cannot stretch them apart beyond the
 * double tap's 300 ms.
 */
async function doubleTap(page: Page, at: { x: number; y: number }) {
  const session = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchEnd') =>
    session.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchStart' ? [at] : [] });
  await Promise.all([touch('touchStart'), touch('touchEnd'), touch('touchStart'), touch('touchEnd')]);
  await session.detach();
}

/** Moves one or more fingers from their start to their end points in steps, as a person would. */
async function touchGesture(
  session: CDPSession,
  fingers: { from: { x: number; y: number }; to: { x: number; y: number } }[],
  steps = 12,
) {
  const at = (t: number) =>
    fingers.map(({ from, to }, id) => ({
      x: from.x + (to.x - from.x) * t,
      y: from.y + (to.y - from.y) * t,
      id,
    }));
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let step = 1; step <= steps; step += 1) {
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step / steps) });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** The smallest font size of the drawing's labels as drawn on the screen, in CSS pixels. */
function smallestLabel(svg: Locator) {
  return svg.evaluate((node) => {
    const sizes = [...node.querySelectorAll('text, tspan')].map((label) => {
      const element = label as SVGTextContentElement;
      // Screen pixels per drawing unit: the drawn height of the whole drawing over its viewBox height.
      const perUnit = node.getBoundingClientRect().height / (node as SVGSVGElement).viewBox.baseVal.height;
      return Number.parseFloat(getComputedStyle(element).fontSize) * perUnit;
    });
    return Math.min(...sizes);
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
]) {
  test.describe(`${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    test('the lightbox fills the screen, the plan takes it, the energy certificate waits behind a button', async ({
      page,
    }) => {
      const problems = watchConsole(page);
      await openPlans(page);
      const content = await page.locator('[data-lightbox]').boundingBox();
      expect(content).toEqual({ x: 0, y: 0, ...viewport });

      // The plan's frame: the whole width and most of the height.
      const frame = (await zoomFrame(page).boundingBox())!;
      expect(frame.width).toBe(viewport.width);
      expect(frame.height).toBeGreaterThan(viewport.height * 0.75);
      const plan = (await zoomFrame(page).locator('svg[role="img"]').boundingBox())!;
      expect(Math.max(plan.width / frame.width, plan.height / frame.height)).toBeGreaterThan(0.99);

      // The energy certificate is one tap away, and goes again.
      const certificate = dialog(page).locator('[data-energy-certificate]');
      await expect(certificate).toHaveCount(0);
      const info = dialog(page).getByRole('button', { name: 'Energy certificate' });
      await info.tap();
      await expect(info).toHaveAttribute('aria-expanded', 'true');
      await expect(certificate).toBeVisible();
      const sheet = (await certificate.boundingBox())!;
      expect(sheet.y + sheet.height).toBeLessThanOrEqual(viewport.height);
      await info.tap();
      await expect(certificate).toHaveCount(0);

      // Every control is a thumb's size.
      for (const button of await dialog(page).getByRole('button').all()) {
        const box = (await button.boundingBox())!;
        const name = (await button.getAttribute('aria-label')) ?? '';
        expect(box.width, name).toBeGreaterThanOrEqual(44);
        expect(box.height, name).toBeGreaterThanOrEqual(44);
      }
      expect(problems).toEqual([]);
    });

    // Behaviour, the same at either size: at 320 px wide only.
    if (viewport.width === 320) {
      test('after the fade the close button stays and works; a tap brings the arrows back', async ({
        page,
      }) => {
        await openFinder(page, 'en');
        const before = await historyIndex(page);
        const thumb = await tapPlans(page);
        expect(await historyIndex(page)).toBe(before! + 1);
        const idle = page.locator('[data-lightbox] [data-idle]');
        const next = dialog(page).getByRole('button', { name: text.next });
        const close = dialog(page).getByRole('button', { name: text.close });

        await expect(idle).toHaveAttribute('data-idle', 'true', { timeout: 2500 });
        await expect(next).toHaveCSS('opacity', '0');
        await page.waitForTimeout(400);
        await expect(close).toBeVisible();
        await expect(close).toHaveCSS('opacity', '1');

        // A tap on the picture brings the arrows back.
        await wakes(page, () => page.touchscreen.tap(viewport.width / 2, viewport.height / 2), text.next);
        await expect(counter(page)).toContainText('1 / 3');

        // Hidden again; the close button is what a tap on it reaches.
        await expect(idle).toHaveAttribute('data-idle', 'true', { timeout: 2500 });
        const { x, y } = await centre(close);
        expect(
          await page.evaluate(
            ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-lightbox-close]') !== null,
            { x, y },
          ),
        ).toBe(true);
        await page.touchscreen.tap(x, y);
        await expect(dialog(page)).toHaveCount(0);
        await expect(thumb).toBeFocused();
        // Closed by its button, it took its history entry along: no stray entry for Back to land on.
        await expect.poll(() => historyIndex(page)).toBe(before);
        expect(await page.evaluate(() => (history.state as { lightbox?: string }).lightbox)).toBeUndefined();
      });
    }

    // Behaviour, the same at either size: at 390 px wide only.
    if (viewport.width === 390) {
      test('Back closes the lightbox and the page stays where it was', async ({ page }) => {
        await openFinder(page, 'en');
        const thumb = page.locator('article[data-unit="2.3.1"] button').first();
        await thumb.scrollIntoViewIfNeeded();
        const url = page.url();
        for (let round = 0; round < 2; round += 1) {
          await thumb.tap();
          await expect(dialog(page)).toBeVisible();
          // Its history entry comes once the opening frame has painted (use-back-closes.ts).
          await expect
            .poll(() => page.evaluate(() => (history.state as { lightbox?: string }).lightbox))
            .toBeTruthy();
          const scrolled = await page.evaluate(() => window.scrollY);
          expect(scrolled).toBeGreaterThan(0);
          await page.goBack();
          await expect(dialog(page)).toHaveCount(0);
          // Still the same page, at the same place, with the card that opened it on the screen.
          expect(page.url()).toBe(url);
          expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(2);
          await expect(thumb).toBeInViewport();
        }
      });
    }

    // Behaviour, the same at either size: at 320 px wide only.
    if (viewport.width === 320) {
      test('double tap zooms the plan, one finger pans it; unzoomed, a swipe turns the page', async ({
        page,
      }) => {
        await openPlans(page);
        const session = await page.context().newCDPSession(page);
        const frame = (await zoomFrame(page).boundingBox())!;
        const middle = { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 };
        expect(await zoomScale(page)).toBe(1);

        await doubleTap(page, middle);
        await expect.poll(() => zoomScale(page)).toBeGreaterThanOrEqual(2.5);
        const layer = zoomFrame(page).locator('[data-zoom-scale]');
        // The zoom eases in: read where it ends.
        await layer.evaluate((node) =>
          Promise.all(node.getAnimations().map((animation) => animation.finished)),
        );
        const zoomedAt = await layer.evaluate((node) => new DOMMatrix(getComputedStyle(node).transform).e);

        // A pan moves the zoomed plan; it does not turn the page.
        await touchGesture(session, [{ from: middle, to: { x: middle.x + 80, y: middle.y + 40 } }]);
        const pannedTo = await layer.evaluate((node) => new DOMMatrix(getComputedStyle(node).transform).e);
        expect(pannedTo - zoomedAt).toBeGreaterThan(60);
        await expect(counter(page)).toContainText('1 / 3');
        await touchGesture(session, [{ from: middle, to: { x: middle.x - 150, y: middle.y } }]);
        await expect(counter(page)).toContainText('1 / 3');

        // The zoom button and a double tap unzoom; a swipe then turns the page.
        await doubleTap(page, middle);
        await expect.poll(() => zoomScale(page)).toBe(1);
        await touchGesture(session, [
          { from: { x: frame.x + frame.width * 0.7, y: middle.y }, to: { x: frame.x + 5, y: middle.y } },
        ]);
        await expect(counter(page)).toContainText('2 / 3');
      });
    }

    // Behaviour, the same at either size: at 390 px wide only.
    if (viewport.width === 390) {
      test('two fingers pinch the plan larger and smaller', async ({ page }) => {
        await openPlans(page);
        const session = await page.context().newCDPSession(page);
        const { x, y } = await centre(zoomFrame(page));
        await touchGesture(session, [
          { from: { x: x - 20, y: y - 20 }, to: { x: x - 100, y: y - 100 } },
          { from: { x: x + 20, y: y + 20 }, to: { x: x + 100, y: y + 100 } },
        ]);
        await expect.poll(() => zoomScale(page)).toBeGreaterThan(3);
        await expect(counter(page)).toContainText('1 / 3');
        await touchGesture(session, [
          { from: { x: x - 100, y: y - 100 }, to: { x: x - 10, y: y - 10 } },
          { from: { x: x + 100, y: y + 100 }, to: { x: x + 10, y: y + 10 } },
        ]);
        await expect.poll(() => zoomScale(page)).toBe(1);
      });
    }

    test('the floor layout’s labels are legible once zoomed (unit lightbox and floor-plans tab)', async ({
      page,
    }) => {
      await openPlans(page);
      // The focus trap moves focus in a timeout after opening; the arrow keys are the dialog's.
      await expect
        .poll(() => dialog(page).evaluate((node) => node.contains(document.activeElement)))
        .toBe(true);
      await page.keyboard.press('ArrowRight');
      await expect(counter(page)).toContainText('2 / 3');
      const layout = zoomFrame(page).locator('svg[role="img"]');
      expect(await smallestLabel(layout)).toBeLessThan(11);
      await doubleTap(page, await settledCentre(page, layout.locator('[data-marked]')));
      await expect.poll(() => smallestLabel(layout)).toBeGreaterThanOrEqual(11);
      // The unit that was tapped is still on the screen.
      const marked = await layout.locator('[data-marked]').boundingBox();
      expect(marked!.x + marked!.width).toBeGreaterThan(0);
      expect(marked!.x).toBeLessThan(viewport.width);

      await openPage(page, projectPath('en', '?tab=floor-plans'));
      await page.getByRole('tabpanel').locator('figure button').nth(2).tap();
      await expect(counter(page)).toContainText('3 / 6');
      await dialog(page).getByRole('button', { name: 'Zoom in' }).tap();
      await expect
        .poll(() => smallestLabel(zoomFrame(page).locator('svg[role="img"]')))
        .toBeGreaterThanOrEqual(11);
      await expect(dialog(page).getByRole('button', { name: 'Zoom out' })).toBeVisible();
    });

    test('on a unit page the plan and the floor layout open in the lightbox, where they zoom', async ({
      page,
    }) => {
      await openPage(page, unitPagePath('1.2.2'));
      const layout = page.locator('[data-floor-layout]');
      await layout.scrollIntoViewIfNeeded();
      expect(await smallestLabel(layout.locator('svg[role="img"]'))).toBeLessThan(11);
      await layout.getByRole('button', { name: 'Enlarge the plan of the 2nd floor' }).tap();
      await expect(counter(page)).toContainText('2 / 3');
      const enlarged = zoomFrame(page).locator('svg[role="img"]');
      await doubleTap(page, await centre(enlarged.locator('[data-marked]')));
      await expect.poll(() => smallestLabel(enlarged)).toBeGreaterThanOrEqual(11);
      await page.goBack();
      await expect(dialog(page)).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${unitPagePath('1.2.2').replace(/\./g, '\\.')}$`));

      await page.getByRole('button', { name: 'Enlarge the floor plan of apartment 1.2.2' }).tap();
      await expect(counter(page)).toContainText('1 / 3');
    });
  });
}
