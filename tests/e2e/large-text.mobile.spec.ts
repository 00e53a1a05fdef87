/**
 * Large text on a small phone (WCAG 1.4.4 and 1.4.10): at 320 × 640 with the text at 200 %, the
 * content pages reflow instead of pushing the page sideways: headings break a word longer than the
 * line, a button's label wraps inside the button, the footer breaks the e-mail address, a list item
 * stays inside, a long word or web address breaks, the unit's facts stand under their names, the
 * cost tables put each figure under its name, the calculator each figure under its line.
 * (The picker has its own test in picker.mobile.spec.ts.)
 */
import { expect, test, type Page } from '@playwright/test';

import { LANGUAGES, openPage, pathIn } from './site-pages';

const PAGES = [
  '/',
  '/projects',
  '/team',
  '/past-projects',
  '/teaser',
  '/projects/grabbeallee-68/building-description',
  '/projects/grabbeallee-68',
  '/projects/grabbeallee-68/apartments/2.3.1',
  '/projects/grabbeallee-68/compare?units=2.3.1,1.0.1',
  '/projects/grabbeallee-68/price-list',
  '/datenschutz',
  '/impressum',
  '/device',
];

async function openWithLargeText(page: Page, path: string) {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  await page.setViewportSize({ width: 320, height: 640 });
  await openPage(page, path);
  await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
}

/** The elements that reach past the screen's right edge, outside any box that scrolls sideways. */
function spillingPastTheScreen(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const insideScroller = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      )
        if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(parent).overflowX)) return true;
      return false;
    };
    return [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > width + 0.5 && !insideScroller(element);
      })
      .map((element) => `${element.tagName.toLowerCase()}: ${(element.textContent ?? '').slice(0, 40)}`);
  });
}

for (const language of LANGUAGES) {
  for (const path of PAGES) {
    test(`${pathIn(language, path)} at 320 px with 200 % text fits the screen`, async ({ page }) => {
      await openWithLargeText(page, pathIn(language, path));
      await expect.poll(() => spillingPastTheScreen(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
  }
}

test("a button's label wraps inside the button with 200 % text, which keeps its 48 px least height", async ({
  page,
}) => {
  await openWithLargeText(page, '/de');
  const button = page.getByRole('link', { name: 'Mehr erfahren – Grabbeallee 68' });
  await button.scrollIntoViewIfNeeded();
  const box = (await button.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  // Two lines or more at this size, all inside the button.
  expect(box.height).toBeGreaterThan(48);
  const label = (await button.locator('span').last().boundingBox())!;
  expect(label.y).toBeGreaterThanOrEqual(box.y);
  expect(label.y + label.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
});
