/**
 * The first load. A visitor who starts scrolling the prerendered page before it is
 * interactive keeps that position through hydration (no jump to the top), and the finder's chips
 * are announced with label and count apart.
 */
import { expect, test } from '@playwright/test';

import {
  CRITICAL_CSS_END_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  SITE_STYLESHEET_ATTRIBUTE,
} from '../../src/first-load/contract';
import { watchConsole } from './console-guard';
import { stagedFrameShifts } from './first-frames';
import { recordedLayoutShifts, recordLayoutShifts, totalShift } from './layout-shifts';
import { chipCount, openFinder } from './project-helpers';
import { LANGUAGES, pathIn, SITE_PAGES } from './site-pages';

// Keeping the scroll position through hydration is the page's behaviour, not its language's: each page
// in one language, alternating down the route table so that both languages keep half of the pages
// (routes.spec.ts loads every page in both and watches each hydrate without an error).
for (const [index, sitePage] of SITE_PAGES.entries()) {
  const language = LANGUAGES[index % LANGUAGES.length]!;
  const path = pathIn(language, sitePage.path);
  test(`${path}: scrolling right after load keeps its position through hydration`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(path, { waitUntil: 'load' });
    const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    test.skip(scrollable < 300, 'the page is too short to scroll');
    await page.mouse.move(200, 300);
    await page.mouse.wheel(0, 400);
    // The wheel scroll has happened (and ended) before the page became interactive.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const scrolled = await page.evaluate(() => ({
      y: window.scrollY,
      hydrated: document.documentElement.dataset.hydrated,
    }));
    await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
    // Let the start-up sequence (deferred sections, contact form) run its course too.
    await page.waitForLoadState('networkidle');
    const after = await page.evaluate(() => window.scrollY);
    expect(Math.abs(after - scrolled.y), `scrolled to ${scrolled.y}, then at ${after}`).toBeLessThan(4);
    expect(problems).toEqual([]);
  });
}

test('the stylesheet waits for load, unless the visitor starts scrolling', async ({ page }) => {
  // The hero image takes its time (longer than the test on a busy machine): the page has not loaded yet.
  await page.route('**/images/hero-*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    await route.continue().catch(() => undefined); // the page may be closed by then
  });
  await page.goto('/projects/grabbeallee-68', { waitUntil: 'domcontentloaded' });
  const stylesheet = page.locator(`link[${SITE_STYLESHEET_ATTRIBUTE}]`);
  const footerBackground = () =>
    page.evaluate(() => getComputedStyle(document.querySelector('footer')!).backgroundColor);
  await page.waitForTimeout(500);
  await expect(stylesheet).toHaveCount(0);
  // The footer comes after the project page's critical-CSS end: the stylesheet styles it.
  expect(await footerBackground()).toBe('rgba(0, 0, 0, 0)');
  await page.mouse.move(200, 300);
  await page.mouse.wheel(0, 600);
  // Well before the loader's own fallback, 3 s after the HTML was parsed.
  await expect(stylesheet).toHaveCount(1, { timeout: 1500 });
  await expect.poll(footerBackground).not.toBe('rgba(0, 0, 0, 0)');
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
});

test.describe('a tall desktop screen (1920 × 1440)', () => {
  test.use({ viewport: { width: 1920, height: 1440 } });

  // The pages whose critical CSS ends early, to keep their HTML within the first round trip
  // (scripts/first-round-trip.ts): what the stylesheet styles starts below the first screen of a
  // desktop this tall (the project page's timeline starts just below: on a taller screen its title and
  // lead show, styled by the rules of the gallery's section above it).
  for (const [path, firstScreen] of [
    ['/projects/grabbeallee-68', 1200],
    ['/de/projects/grabbeallee-68/apartments/1.0.4', 1440],
  ] as const) {
    test(`${path}: the first screen stands on the critical CSS, and nothing shifts when the stylesheet comes`, async ({
      page,
    }) => {
      await recordLayoutShifts(page);
      let releaseStylesheet!: () => void;
      const stylesheetHeld = new Promise<void>((resolve) => (releaseStylesheet = resolve));
      await page.route('**/assets/*.css', async (route) => {
        await stylesheetHeld;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'load' });
      const firstLeftToStylesheet = await page.evaluate(
        (attribute) =>
          document.querySelector(`[${attribute}]`)!.nextElementSibling!.getBoundingClientRect().top,
        CRITICAL_CSS_END_ATTRIBUTE,
      );
      expect(firstLeftToStylesheet).toBeGreaterThanOrEqual(firstScreen);
      // By its time, not by what was reported before: a busy machine may report an earlier shift late.
      const released = await page.evaluate(() => performance.now());
      releaseStylesheet();
      await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
      await page.waitForLoadState('networkidle');
      const shifts = (await recordedLayoutShifts(page)).filter((shift) => shift.at >= released);
      expect(totalShift(shifts), JSON.stringify(shifts)).toBeLessThanOrEqual(0.01);
    });
  }

  // Before hydration the gallery is skipped for a frame (near-screen.module.css) while this screen shows
  // the timeline under it: a placeholder of another height than the gallery's moves the timeline.
  test('/projects/grabbeallee-68: the staged first frames move nothing', async ({ page }) => {
    const shifts = await stagedFrameShifts(page, '/projects/grabbeallee-68', '#timeline h2');
    expect(totalShift(shifts), JSON.stringify(shifts)).toBeLessThanOrEqual(0.01);
  });
});

test('a real navigation still scrolls to the top', async ({ page }) => {
  await page.goto('/team');
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
  await page.evaluate(() => window.scrollTo(0, 500));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/datenschutz$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

for (const [language, names] of [
  ['en', { building: 'Building 2', all: 'All', available: 'apartments' }],
  ['de', { building: 'Haus 2', all: 'Alle', available: 'Wohnungen' }],
] as const) {
  test(`finder chips are named with label and count apart (${language})`, async ({ page }) => {
    await openFinder(page, language);
    const count = await chipCount(page, 'building', names.building);
    const group = page.getByRole('radiogroup', { name: language === 'de' ? 'Haus' : 'Building' });
    await expect(
      group.getByRole('radio', { name: `${names.building}, ${count} ${names.available}`, exact: true }),
    ).toHaveCount(1);
    const all = await chipCount(page, 'building', names.all);
    await expect(
      group.getByRole('radio', { name: `${names.all}, ${all} ${names.available}`, exact: true }),
    ).toHaveCount(1);
    // (The radio itself is visually hidden under its chip label; it is what screen readers announce.)
    // The old merged names ("Building 29") are gone.
    await expect(group.getByRole('radio', { name: `${names.building}${count}`, exact: true })).toHaveCount(0);
  });
}
