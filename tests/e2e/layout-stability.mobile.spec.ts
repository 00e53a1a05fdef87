import { expect, test } from '@playwright/test';

import { HYDRATED_ATTRIBUTE } from '../../src/first-load/contract';
import { recordedLayoutShifts, recordLayoutShifts, totalShift } from './layout-shifts';
import { BASE_URL } from './playwright.config';
import { splitPageServer } from './split-page-server';

/**
 * A phone paints the prerendered page with metric-matched local fonts and swaps in the web fonts
 * after first paint, when the client entry adds them (src/styles/web-fonts.ts). Nothing on the first
 * screen may move when they do, nor when a busy machine paints the hero half parsed (lib/head.ts,
 * `firstScreen`, holds its paint until it is parsed whole).
 */
for (const path of ['/', '/de', '/projects/grabbeallee-68', '/de/projects/grabbeallee-68']) {
  test(`${path}: the web fonts arriving shift nothing`, async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
    await page.waitForFunction(async () => {
      await document.fonts.ready;
      return [...document.fonts].some((face) => face.family === 'Open Sans' && face.status === 'loaded');
    });
    // Two frames for a shift caused by the last font to be reported.
    const shifts = await recordedLayoutShifts(page);
    expect(totalShift(shifts), JSON.stringify(shifts)).toBeLessThanOrEqual(0.01);
  });
}

/**
 * A slow network or a busy phone paints the page before its end has arrived, the cookie notice (the
 * markup's last part) in part: it is shown only whole, never growing upward as the rest comes.
 */
for (const path of ['/', '/de/projects/grabbeallee-68']) {
  test(`${path}: the cookie notice painted before the page has arrived whole does not grow`, async ({
    page,
  }) => {
    const split = await splitPageServer(BASE_URL, {
      path,
      after: 'data-notice-dock',
      cutBefore: '</p>',
      pauseMs: 1500,
    });
    try {
      await recordLayoutShifts(page);
      await page.goto(split.origin + path);
      await expect(page.getByRole('region', { name: /cookie/i })).toBeVisible();
      const { painted, parsed } = await page.evaluate(() => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive,
      }));
      // The case asked about: a paint while the notice's button had not arrived yet.
      expect(painted).toBeLessThan(parsed);
      const shifts = await recordedLayoutShifts(page);
      expect(totalShift(shifts), JSON.stringify(shifts)).toBeLessThanOrEqual(0.01);
    } finally {
      await split.close();
    }
  });
}
