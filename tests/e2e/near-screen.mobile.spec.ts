import { expect, test, type Page } from '@playwright/test';

import {
  CRITICAL_CSS_END_ATTRIBUTE,
  CRITICAL_CSS_RESUME_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  NEAR_SCREEN_ATTRIBUTE,
} from '../../src/first-load/contract';
import { rendered, stagedFrameShifts, withoutClientEntry } from './first-frames';
import { recordedLayoutShifts, recordLayoutShifts, totalShift } from './layout-shifts';

/**
 * Long pages render their sections below the screen only near it (src/components/layout/
 * near-screen.module.css), where the page's start-up script allows it (src/first-load/near-screen.ts). On
 * the prerendered page a section, and the site header's contents, start skipped for one frame, so
 * the first paint's task holds the hero alone, and a section's contents one frame more; once
 * hydrated nothing waits. A page opened at an address into it is laid out whole, and lands on its
 * section.
 */
const animationOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => getComputedStyle(element).animationName);

/** The site's header (not the contact dialog's, mounted closed and hidden once the page is idle). */
const SITE_HEADER = 'header[data-home]';

test('before hydration the header and the first section wait one frame, then render', async ({ page }) => {
  await withoutClientEntry(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'false');
  await expect(page.locator('html')).toHaveAttribute(NEAR_SCREEN_ATTRIBUTE, '');
  for (const part of ['#projects', '#projects > div', SITE_HEADER]) {
    expect(await animationOf(page, part)).not.toBe('none');
  }
  await expect.poll(() => rendered(page, '#projects h2')).toBe(true);
  await expect.poll(() => rendered(page, 'header nav[aria-label="Language"]')).toBe(true);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  expect(await rendered(page, '#contact h2')).toBe(false);
});

test('once hydrated, nothing waits a frame; far sections still wait for the screen', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
  for (const part of ['#projects', '#projects > div', SITE_HEADER]) {
    expect(await animationOf(page, part)).toBe('none');
  }
  expect(await rendered(page, '#contact h2')).toBe(false);
});

// A phone's screen ends where the hero does; on a tablet or a laptop the first sections show
// under it while their contents are still skipped, so nothing they hold may move the page (the
// contents' reserved height keeps it still).
for (const viewport of [
  { width: 412, height: 823 },
  { width: 768, height: 1024 },
  { width: 1280, height: 900 },
]) {
  test(`${viewport.width}×${viewport.height}: the staged first frames move nothing on the screen`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const shifts = await stagedFrameShifts(page, '/', '#projects h2');
    expect(totalShift(shifts), JSON.stringify(shifts)).toBeLessThanOrEqual(0.01);
  });
}

// A slow phone may paint while the parser is still inside the hero, whose content is anchored to the
// bottom and so grows upwards as it arrives; three loads at an eighth of the CPU's speed.
test('on a slow phone painting mid-parse, the hero moves nothing', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await recordLayoutShifts(page);
  await withoutClientEntry(page);
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  for (let load = 0; load < 3; load++) {
    await page.goto('/');
    await expect(page.locator('#home-title')).toBeVisible();
    const shifts = await recordedLayoutShifts(page);
    expect(totalShift(shifts), JSON.stringify(shifts)).toBeLessThanOrEqual(0.01);
  }
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with script' : 'without script', () => {
    test.use({ javaScriptEnabled });

    test('an address into the page lays it out whole and lands on its section', async ({ page }) => {
      await page.goto('/#contact');
      await expect(page.locator('html')).not.toHaveAttribute(NEAR_SCREEN_ATTRIBUTE);
      expect(await animationOf(page, '#projects')).toBe('none');
      expect(await rendered(page, '#projects h2')).toBe(true);
      await expect.poll(() => rendered(page, '#contact h2')).toBe(true);
      await expect(page.locator('#contact h2')).toBeInViewport();
    });
  });
}

// The site stylesheet arrives after the first paint and restyles every part it reaches: the parts
// below the critical CSS's end, and every page's footer, are left to the screen's approach, so its
// arrival does not lay out the whole page while a visitor's first tap waits (a quote or a single
// link may be laid out: too little to matter).
test('below the critical CSS, every large part of the project page waits for the screen', async ({
  page,
}) => {
  await withoutClientEntry(page);
  await page.goto('/projects/grabbeallee-68');
  await expect(page.locator('html')).toHaveAttribute(NEAR_SCREEN_ATTRIBUTE, '');
  const laidOutBelowEnd = await page.evaluate(
    ({ endAttribute, resumeAttribute }) => {
      const end = document.querySelector(`[${endAttribute}]`);
      if (!end) return ['no end marker'];
      const waits = (element: Element | null): boolean =>
        element !== null &&
        (getComputedStyle(element).contentVisibility === 'auto' || waits(element.parentElement));
      const large = (part: Element) => part.querySelectorAll('*').length >= 20;
      // The end marker's later siblings, then what follows <main> up to where the critical CSS resumes.
      const parts: Element[] = [];
      for (let part = end.nextElementSibling; part; part = part.nextElementSibling) parts.push(part);
      const main = end.closest('main');
      for (let part = main?.nextElementSibling ?? null; part; part = part.nextElementSibling) {
        if (part.hasAttribute(resumeAttribute)) break;
        parts.push(part);
      }
      return parts.filter((part) => large(part) && !waits(part)).map((part) => part.outerHTML.slice(0, 80));
    },
    { endAttribute: CRITICAL_CSS_END_ATTRIBUTE, resumeAttribute: CRITICAL_CSS_RESUME_ATTRIBUTE },
  );
  expect(laidOutBelowEnd).toEqual([]);
  for (const part of ['#buyer-protection h2', '#final-cta-title', 'footer a[href="/impressum"]']) {
    expect(await rendered(page, part), part).toBe(false);
  }
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect.poll(() => rendered(page, 'footer a[href="/impressum"]')).toBe(true);
});
