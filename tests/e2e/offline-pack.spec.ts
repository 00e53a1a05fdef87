/**
 * The offline pack (device page): estimate, progress, save, every unit page stored and one per building
 * opened offline in both languages with plan and render, statuses offline with their time, resume after an interruption
 * (only the missing files are fetched), removal.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import * as v from 'valibot';

import { project } from '../../src/content/project';
import { HYDRATED_ATTRIBUTE } from '../../src/first-load/contract';
import {
  PACK_LIST_URL,
  packFilesForDevice,
  packListSchema,
  type PackList,
} from '../../src/lib/offline-pack/pack-list';
import { PACK_REQUEST_HEADER } from '../../src/lib/offline-pack/pack-request';
import { OFFLINE_PACK_CACHE_NAME } from '../../src/lib/offline-pack/pack-state';
import { deviceImageWidth } from '../../src/site-map/device-image-width';
import { DEVICE_PATH, PROJECT_PATH, UNIT_PAGE_PATHS } from '../../src/site-map/unit-pages';
import { LANGUAGES, openPage, pathIn } from './site-pages';

// Saving the pack, then opening unit pages offline: several pages, each after the whole pack.
test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

async function packList(page: Page): Promise<PackList> {
  const response = await page.request.get(PACK_LIST_URL);
  return v.parse(packListSchema, await response.json());
}

/** The files this browser stores: the test viewport's width, like the page computes it. */
async function deviceFiles(page: Page) {
  const { width, height, ratio } = await page.evaluate(() => ({
    width: screen.width,
    height: screen.height,
    ratio: devicePixelRatio || 1,
  }));
  return packFilesForDevice(await packList(page), deviceImageWidth({ width, height }, ratio));
}

function packPanel(page: Page) {
  return page.getByRole('region', { name: 'Offline pack' });
}

async function storedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => new URL(request.url).pathname).filter((path) => !path.startsWith('/__'));
  }, OFFLINE_PACK_CACHE_NAME);
}

/** Records every progress line the panel shows, so that a fast download cannot hide it. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __progress: string[] }).__progress = seen;
    new MutationObserver(() => {
      const line = document.querySelector('[data-testid="pack-progress"] p')?.textContent;
      if (line && seen.at(-1) !== line) seen.push(line);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __progress: string[] }).__progress);
}

test('saved pack: every unit page stored, one of each building opens offline in both languages with plan and render, statuses as of the save', async ({
  page,
  context,
}) => {
  await openPage(page, DEVICE_PATH);
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, { timeout: 30_000 });
  const files = await deviceFiles(page);
  const panel = packPanel(page);

  // The estimate before saving.
  await expect(panel.getByTestId('pack-estimate')).toHaveText(
    new RegExp(`^Size: ${files.length.toLocaleString('en-IE')} files, about \\d+\\.\\d\\u00a0MB\\.$`),
  );
  const progressLines = await recordProgress(page);
  await panel.getByRole('button', { name: 'Save everything for offline use' }).click();
  await expect(panel.getByTestId('pack-facts')).toContainText('Saved on', { timeout: 120_000 });

  // Progress showed files and MB, and ended with everything.
  const lines = await progressLines();
  expect(lines.length).toBeGreaterThan(0);
  const total = files.length.toLocaleString('en-IE');
  expect(lines.at(-1)).toMatch(new RegExp(`^${total} of ${total} files · ([\\d.]+) of \\1\\u00a0MB$`));
  expect((await storedUrls(page)).sort()).toEqual(files.map((file) => file.url).sort());
  // A page came out of its language's bundle as the server sends it: the same HTML, its own policy.
  for (const path of ['/team', '/de/team']) {
    const served = await page.request.get(path);
    const stored = await page.evaluate(
      async ({ name, path }) => {
        const response = (await (await caches.open(name)).match(path))!;
        return { html: await response.text(), policy: response.headers.get('content-security-policy') };
      },
      { name: OFFLINE_PACK_CACHE_NAME, path },
    );
    expect(stored, path).toEqual({
      html: await served.text(),
      policy: served.headers()['content-security-policy'],
    });
  }

  // Storage facts: persistence answered and the space used shown.
  await expect(panel.getByTestId('storage-facts')).toContainText(/Storage used\s*[\d.]+\u00a0MB/);
  await expect(panel.getByTestId('storage-facts')).toContainText(
    /Persistent storage\s*(granted|not granted)/,
  );
  const asOf = (await panel.getByTestId('pack-facts').locator('dd').nth(1).textContent())!.replace(
    /^as of /,
    '',
  );

  // Which unit pages this build has: a page missing from the build is skipped (counted), a page the
  // build has must be in the pack and open offline.
  const built = new Set((await packList(page)).files.map((file) => file.url));
  const unitPages = LANGUAGES.flatMap((language) => UNIT_PAGE_PATHS.map((path) => pathIn(language, path)));
  const absent: string[] = [];
  for (const path of unitPages) {
    if (built.has(path)) continue;
    expect((await page.request.get(path)).status(), `${path} is built but not in the pack list`).toBe(404);
    absent.push(path);
  }
  test.info().annotations.push({
    type: 'unit pages',
    description: `${unitPages.length - absent.length} of ${unitPages.length} unit pages stored in the pack; ${absent.length} are 404 in this build (skipped)`,
  });
  console.log(test.info().annotations.at(-1)!.description);

  // The statuses shown offline come from the pack, not from an earlier visit.
  await page.evaluate(() => localStorage.removeItem('apartmentStatuses'));
  await context.setOffline(true);

  // Every page and picture of the pack is stored (checked above, file by file); a visitor opens one
  // unit page of each building in each language: the worker answers the navigation from the pack.
  const opened = new Map<string, string>();
  for (const path of unitPages.filter((unitPage) => !absent.includes(unitPage))) {
    const building = `${path.startsWith('/de/') ? 'de' : 'en'} ${path.split('/').at(-1)!.split('.')[0]}`;
    if (!opened.has(building)) opened.set(building, path);
  }
  expect(opened.size).toBe(LANGUAGES.length * project.buildings);
  for (const path of opened.values()) {
    // The prerendered page is what must be there offline.
    const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
    expect(response?.fromServiceWorker(), path).toBe(true);
    expect(response?.status(), path).toBe(200);
    // Its scripts ran under the stored policy.
    await page.locator(`html[${HYDRATED_ATTRIBUTE}="true"]`).waitFor({ state: 'attached' });
    const main = page.locator('main');
    // The plan (a drawing) and the render (a picture), both loaded.
    await expect(main.locator('[data-unit-plan] svg').first(), path).toBeVisible();
    const images = main.locator('img');
    expect(await images.count(), path).toBeGreaterThan(0);
    // A visitor scrolls to each picture (a lazy one far below need not load before): in one round trip.
    await expect
      .poll(
        () =>
          main.evaluate(async (root) => {
            const all = [...root.querySelectorAll('img')];
            for (const img of all) {
              img.scrollIntoView({ block: 'center' });
              if (img.complete && img.naturalWidth > 0) continue;
              await new Promise((settled) => {
                img.addEventListener('load', settled, { once: true });
                img.addEventListener('error', settled, { once: true });
                setTimeout(settled, 5000);
              });
            }
            return all.filter((img) => img.naturalWidth === 0).map((img) => img.alt || img.src);
          }),
        { message: `${path}: every picture loaded once scrolled to`, timeout: 30_000 },
      )
      .toEqual([]);
  }

  // The apartment list offline shows the statuses saved with the pack, with their time.
  await openPage(page, `${PROJECT_PATH}?tab=apartments`);
  // The statuses as last saved, with their time: never "available" without a live answer.
  await expect(page.getByText(`Availability as of ${asOf}`).first()).toBeVisible({ timeout: 20_000 });

  // The device page itself opens offline from the pack and tells what is saved.
  await openPage(page, `/de${DEVICE_PATH}`);
  await expect(page.getByRole('region', { name: 'Offline-Paket' }).getByTestId('pack-facts')).toContainText(
    'Gespeichert am',
  );
  await context.setOffline(false);

  // Remove deletes the pack's cache.
  await openPage(page, DEVICE_PATH);
  await packPanel(page).getByRole('button', { name: 'Remove offline pack' }).click();
  await expect(
    packPanel(page).getByRole('button', { name: 'Save everything for offline use' }),
  ).toBeVisible();
  expect(await page.evaluate((name) => caches.has(name), OFFLINE_PACK_CACHE_NAME)).toBe(false);
});

test.describe('interrupted download', () => {
  // Without the worker, page.route sees every request of the download.
  test.use({ serviceWorkers: 'block' });

  test('resumes after a reload and fetches only the missing files', async ({ page }) => {
    await openPage(page, DEVICE_PATH);
    const files = await deviceFiles(page);
    const images = files.filter((file) => file.url.startsWith('/images/'));
    expect(images.length).toBeGreaterThan(0);
    // The connection drops for every picture.
    await page.route('**/images/**', (route) => route.abort('internetdisconnected'));
    const firstRun: string[] = [];
    const recordFirstRun = (request: Request) => {
      if (request.headers()[PACK_REQUEST_HEADER]) firstRun.push(new URL(request.url()).pathname);
    };
    page.on('request', recordFirstRun);
    const panel = packPanel(page);
    await panel.getByRole('button', { name: 'Save everything for offline use' }).click();
    const resume = panel.getByRole('button', {
      name: `Resume download (${images.length.toLocaleString('en-IE')} files missing)`,
    });
    await expect(resume).toBeVisible({ timeout: 60_000 });
    const storedBefore = await storedUrls(page);
    expect(storedBefore).toHaveLength(files.length - images.length);
    // The pages came in one bundle per language and the code in one, none of them on its own.
    expect(files.filter((file) => file.bundle).length).toBeGreaterThan(200);
    expect(new Set(files.map((file) => file.bundle).filter(Boolean)).size).toBe(LANGUAGES.length + 1);
    expect(firstRun.filter((url) => !url.startsWith('/images/')).sort()).toEqual(
      [
        ...new Set(
          files.filter((file) => !file.url.startsWith('/images/')).map((file) => file.bundle ?? file.url),
        ),
      ].sort(),
    );
    await page.unroute('**/images/**');
    page.off('request', recordFirstRun);

    // Survives a reload: the page knows what is saved and what is missing.
    await page.reload();
    await page.locator(`html[${HYDRATED_ATTRIBUTE}="true"]`).waitFor({ state: 'attached' });
    const saved = (files.length - images.length).toLocaleString('en-IE');
    await expect(panel.getByRole('status')).toHaveText(
      `The download was interrupted: ${saved} of ${files.length.toLocaleString('en-IE')} files are saved.`,
    );
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.headers()[PACK_REQUEST_HEADER]) fetched.push(new URL(request.url()).pathname);
    });
    await resume.click();
    await expect(panel.getByTestId('pack-facts')).toContainText('Saved on', { timeout: 60_000 });
    expect(fetched.sort()).toEqual(images.map((file) => file.url).sort());
    expect(fetched.filter((url) => storedBefore.includes(url))).toEqual([]);
    expect((await storedUrls(page)).sort()).toEqual(files.map((file) => file.url).sort());
  });

  test('a download cut off by closing the page carries on by itself on the next visit', async ({
    context,
  }) => {
    const first = await context.newPage();
    await openPage(first, DEVICE_PATH);
    const files = await deviceFiles(first);
    // Slow enough to close the page midway.
    await first.route('**/*', async (route) => {
      if (route.request().headers()[PACK_REQUEST_HEADER])
        await new Promise((resolve) => setTimeout(resolve, 30));
      await route.continue();
    });
    await packPanel(first).getByRole('button', { name: 'Save everything for offline use' }).click();
    await expect.poll(async () => (await storedUrls(first)).length, { timeout: 60_000 }).toBeGreaterThan(20);
    await first.close();

    const second = await context.newPage();
    const fetched: string[] = [];
    second.on('request', (request) => {
      if (request.headers()[PACK_REQUEST_HEADER]) fetched.push(new URL(request.url()).pathname);
    });
    await openPage(second, DEVICE_PATH);
    await expect(packPanel(second).getByTestId('pack-facts')).toContainText('Saved on', { timeout: 60_000 });
    // Files saved before the page closed are not fetched again (those in flight at that moment may be).
    expect(fetched.length).toBeLessThan(files.length - 20 + 4);
    expect((await storedUrls(second)).sort()).toEqual(files.map((file) => file.url).sort());
  });
});
