/**
 * The service worker's update flow: a new version of the site (a changed sw.js) found while a page
 * is open is not forced on the visitor in view: the notice offers it, "Reload" applies it, and the
 * page then runs under the new worker. A message being typed is never reloaded away.
 */
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { startStaticServer } from '../../server/static-server';
import { HYDRATED_ATTRIBUTE } from '../../src/first-load/contract';
import { acknowledgeCookieNotice } from './site-pages';

// A copy of the build on a server of its own, so that this test can publish a new version (a
// changed sw.js) without touching the build the other tests use.
let site: { root: string; server: Server; origin: string };

// Each test installs the whole site (the precache) and then a new version of the worker.
test.describe.configure({ timeout: 150_000 });

test.beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'sw-update-'));
  cpSync('dist', root, { recursive: true });
  const server = await startStaticServer({ root, port: 0, host: '127.0.0.1' });
  site = { root, server, origin: `http://localhost:${(server.address() as AddressInfo).port}` };
});

test.afterAll(async () => {
  await new Promise((done) => site.server.close(done));
  rmSync(site.root, { recursive: true, force: true });
});

async function waitForOfflineReady(page: Page) {
  await acknowledgeCookieNotice(page);
  await expect(page.getByRole('status').filter({ hasText: 'Ready to work offline' })).toBeVisible({
    timeout: 45_000,
  });
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
}

/** The server now has a changed sw.js: a new version of the site. */
function publishNewVersion() {
  appendFileSync(join(site.root, 'sw.js'), '\n// the next version\n');
}

/** Asks for the worker as the page's hourly or on-focus check would. */
function checkForUpdate(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
}

test('a new version found while the page is in view is offered, and Reload applies it', async ({ page }) => {
  await page.goto(`${site.origin}/`);
  await waitForOfflineReady(page);
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  publishNewVersion();
  await checkForUpdate(page);

  const notice = page.getByRole('status').filter({ hasText: 'A new version of this site is available.' });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  // In view, nothing reloads by itself: the page is still the one the visitor was reading.
  await page.evaluate(() => ((window as unknown as { untouched: boolean }).untouched = true));
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => (window as unknown as { untouched?: boolean }).untouched)).toBe(true);

  await notice.getByRole('button', { name: 'Reload' }).click();
  await page.waitForFunction(() => !(window as unknown as { untouched?: boolean }).untouched);
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      waiting: Boolean(registration?.waiting),
      controlled: Boolean(navigator.serviceWorker.controller),
    };
  });
  expect(state).toEqual({ waiting: false, controlled: true });
  expect(firstWorker).toBeTruthy();
  await expect(notice).toBeHidden();
});

test('on a later visit too (the page already controlled), Reload applies the new version', async ({
  page,
}) => {
  await page.goto(`${site.origin}/de`);
  // The offline notice waits for the cookie notice to be read.
  await acknowledgeCookieNotice(page);
  await expect(page.getByRole('status').filter({ hasText: 'Offline bereit' })).toBeVisible({
    timeout: 45_000,
  });
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
  publishNewVersion();
  await checkForUpdate(page);
  const notice = page
    .getByRole('status')
    .filter({ hasText: 'Eine neue Version dieser Website ist verfügbar.' });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await page.evaluate(() => ((window as unknown as { untouched: boolean }).untouched = true));
  await notice.getByRole('button', { name: 'Neu laden' }).click();
  await page.waitForFunction(() => !(window as unknown as { untouched?: boolean }).untouched);
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
  await expect(page).toHaveURL(/\/de$/);
});
