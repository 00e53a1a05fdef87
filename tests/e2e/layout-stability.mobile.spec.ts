import { expect, test } from '@playwright/test';

import { HYDRATED_ATTRIBUTE } from '../../src/first-load/contract';
import { recordedLayoutShifts, recordLayoutShifts, totalShift } from './layout-shifts';

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
