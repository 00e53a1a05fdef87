/**
 * Icons come from one sprite (src/components/icons/): the prerendered HTML carries only references
 * into an empty slot, the sprite is requested after the first screen has loaded, and every icon on
 * the page then draws, offline too (the worker precaches the sprite).
 */
import { expect, test, type Page } from '@playwright/test';

import { HYDRATED_ATTRIBUTE } from '../../src/first-load/contract';
import { watchConsole } from './console-guard';
import { acknowledgeCookieNotice } from './site-pages';

const PROJECT = '/projects/grabbeallee-68';

/** Every <use> of the page points at a symbol that is in the document and draws something. */
async function unresolvedIcons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('svg > use')]
      .map((use) => use.getAttribute('href') ?? '')
      .filter((href) => {
        const symbol = href.startsWith('#') ? document.getElementById(href.slice(1)) : null;
        return symbol?.tagName !== 'symbol' || symbol.childElementCount === 0;
      }),
  );
}

test('the HTML carries icon references, not shapes; the sprite comes after load and fills them all', async ({
  page,
  request,
}) => {
  const html = await (await request.get(PROJECT)).text();
  const icons = [...html.matchAll(/<svg\b[^>]*>(?:(?!<\/svg>)[\s\S])*<use href="#[a-z0-9-]+"/g)];
  expect(icons.length).toBeGreaterThan(20);
  expect(html).toMatch(/<div hidden="" data-icon-sprite=""><\/div>/);
  expect(html).not.toContain('sprite.gen');

  const problems = watchConsole(page);
  await page.goto(PROJECT);
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
  await expect.poll(() => unresolvedIcons(page)).toEqual([]);
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const sprite = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('sprite.gen'));
    return { load: navigation.loadEventStart, sprite: sprite?.startTime ?? -1 };
  });
  expect(timing.sprite, 'the sprite is requested once the page has loaded').toBeGreaterThanOrEqual(
    timing.load,
  );
  // An icon draws: its box has the icon's size.
  const box = await page.locator('#features svg > use').first().boundingBox();
  expect(box?.width).toBeGreaterThan(10);
  expect(problems).toEqual([]);
});

test('offline, the icons come from the device', async ({ page, context }) => {
  await page.goto('/');
  await acknowledgeCookieNotice(page);
  await expect(page.getByRole('status').filter({ hasText: 'Ready to work offline' })).toBeVisible({
    timeout: 20_000,
  });
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  await context.setOffline(true);
  await page.goto(`/de${PROJECT}`);
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
  await expect.poll(() => unresolvedIcons(page)).toEqual([]);
  await context.setOffline(false);
});
