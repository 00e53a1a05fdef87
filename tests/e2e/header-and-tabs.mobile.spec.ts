/**
 * On a phone: the sticky header hides what scrolls under it, and the project's tab strip, wider than
 * the screen, shows that it scrolls (faded edges) and keeps the selected tab in view.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

import { PROJECT_PATH } from './project-helpers';
import { openPage } from './site-pages';

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

/** The alpha channel of a computed colour (`rgb(…)` is opaque). */
const alpha = (colour: string) => Number(/rgba\([^)]*,\s*([\d.]+)\)/.exec(colour)?.[1] ?? 1);

test('the header is opaque once the page scrolls under it', async ({ page }) => {
  await openPage(page, PROJECT_PATH);
  await page.mouse.wheel(0, 900);
  await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
  // Back up a little: the header shows again, over the page's text.
  await page.mouse.wheel(0, -200);
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-hidden', 'false');
  const paint = await header.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, opacity: style.opacity };
  });
  expect(alpha(paint.background), paint.background).toBe(1);
  expect(paint.opacity).toBe('1');
});

/** Where the strip is scrolled to, which edges fade, and the selected tab's box within the strip. */
async function stripState(strip: Locator) {
  return strip.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const selected = element.querySelector('[aria-selected="true"]')!.getBoundingClientRect();
    return {
      overflows: element.scrollWidth > element.clientWidth,
      mask: getComputedStyle(element).maskImage,
      fadeStart: element.getAttribute('data-fade-start'),
      fadeEnd: element.getAttribute('data-fade-end'),
      selectedInView: selected.left >= box.left - 0.5 && selected.right <= box.right + 0.5,
    };
  });
}

async function openTab(page: Page, tab: string) {
  await openPage(page, `${PROJECT_PATH}${tab === 'overview' ? '' : `?tab=${tab}`}`);
  await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('id', `project-tabs-tab-${tab}`);
  return page.getByRole('tablist', { name: 'Project sections' });
}

test('the tab strip fades where more tabs lie beyond it', async ({ page }) => {
  const strip = await openTab(page, 'overview');
  const start = await stripState(strip);
  expect(start.overflows, 'five tabs are wider than a 390 px phone').toBe(true);
  expect(start).toMatchObject({ fadeStart: 'false', fadeEnd: 'true', selectedInView: true });
  expect(start.mask).toContain('gradient');

  // Swiped to its end: the start fades, the end does not.
  await strip.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
  await expect.poll(async () => (await stripState(strip)).fadeEnd).toBe('false');
  expect((await stripState(strip)).fadeStart).toBe('true');
});

test('the selected tab is scrolled into view, opened from the address or tapped', async ({ page }) => {
  const atLocation = await openTab(page, 'location');
  await expect.poll(async () => (await stripState(atLocation)).selectedInView).toBe(true);
  expect((await stripState(atLocation)).fadeStart).toBe('true');

  // From the start of the strip, the third tab is cut off by the screen's edge: tapped where it
  // shows (a person's tap, which scrolls nothing itself), it comes into view whole.
  const strip = await openTab(page, 'overview');
  const third = page.getByRole('tab', { name: 'Building & floor' });
  const box = (await third.boundingBox())!;
  const stripBox = (await strip.boundingBox())!;
  expect(box.x + box.width, 'cut off at the start').toBeGreaterThan(stripBox.x + stripBox.width);
  await page.mouse.click(box.x + 12, box.y + box.height / 2);
  await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('id', 'project-tabs-tab-floors');
  await expect.poll(async () => (await stripState(strip)).selectedInView).toBe(true);
});
