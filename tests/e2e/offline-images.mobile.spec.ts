import { expect, test } from '@playwright/test';

import { HYDRATED_ATTRIBUTE } from '../../src/first-load/contract';
import { acknowledgeCookieNotice } from './site-pages';

/**
 * The first visit precaches each image in one width only, the one this device uses
 * (src/site-map/device-image-width.ts). Offline, a variant never fetched — here the wider ones a rotated
 * tablet or a larger window asks for — is answered with a stored variant of the same image.
 */
test('offline, images in widths never fetched show a stored variant of the same image', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await acknowledgeCookieNotice(page);
  await expect(page.getByRole('status').filter({ hasText: 'Ready to work offline' })).toBeVisible({
    timeout: 20_000,
  });
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));

  const imageRequests: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'image') imageRequests.push(request.url());
  });
  await context.setOffline(true);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto('/projects/grabbeallee-68');
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');

  // The hero asks for a width the phone never fetched, and still shows its picture.
  const hero = page.locator('main img').first();
  await expect(hero).toBeVisible();
  const { src, naturalWidth } = await hero.evaluate((img: HTMLImageElement) => ({
    src: img.currentSrc,
    naturalWidth: img.naturalWidth,
  }));
  expect(src).not.toMatch(/-(480|768)\.avif$/);
  expect(naturalWidth).toBeGreaterThan(0);
  // That width is in no cache: the worker answered with another variant of the same image.
  expect(await page.evaluate(async (url) => Boolean(await caches.match(url)), src)).toBe(false);
  // Every image on the first screen is decoded, none broken.
  const broken = await page.locator('main img').evaluateAll((images) =>
    (images as HTMLImageElement[])
      .filter((img) => img.getBoundingClientRect().top < window.innerHeight && img.loading !== 'lazy')
      .filter((img) => img.complete && img.naturalWidth === 0)
      .map((img) => img.currentSrc),
  );
  expect(broken).toEqual([]);
});
