import { expect, type Page } from '@playwright/test';

import { LOADER_FILE_PREFIX } from '../../src/first-load/contract';
import { recordedLayoutShifts, recordLayoutShifts, type LayoutShift } from './layout-shifts';

/** Whether the browser renders the element's content now (false while content-visibility skips it). */
export const rendered = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

/** The prerendered page as it is before the client entry runs: only the inline script has run. */
export const withoutClientEntry = (page: Page) =>
  page.route(`**/${LOADER_FILE_PREFIX}*.js`, (route) => route.abort());

/** The layout shifts of the prerendered page's staged first frames (near-screen.module.css), to `lastPart`. */
export async function stagedFrameShifts(page: Page, path: string, lastPart: string): Promise<LayoutShift[]> {
  await recordLayoutShifts(page);
  await withoutClientEntry(page);
  await page.goto(path);
  await expect.poll(() => rendered(page, lastPart)).toBe(true);
  return recordedLayoutShifts(page);
}
