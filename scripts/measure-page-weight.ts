/**
 * Measures what the home page downloads, as a visitor sees it (service worker blocked, nothing
 * cached): image bytes at a phone's and a desktop's width (VIEWPORTS below), the largest image,
 * and every request that leaves the site's origin (allowed: the backend only).
 *   npx tsx scripts/measure-page-weight.ts [path …]     (default: / and /de; needs `npm run build`)
 * The page is scrolled to the bottom so that lazy images load too; "above the fold" counts what
 * arrives before any scrolling.
 */
import type { AddressInfo } from 'node:net';

import type { Page } from '@playwright/test';

import { startStaticServer } from '../server/static-server.ts';
import { HYDRATED_ATTRIBUTE } from '../src/first-load/contract.ts';
import { launchChromium } from './chromium.ts';

const VIEWPORTS = [
  { name: 'phone 375 px', width: 375, height: 740, deviceScaleFactor: 2 },
  { name: 'desktop 1440 px', width: 1440, height: 900, deviceScaleFactor: 1 },
] as const;

/** The backend the site may talk to besides its own origin: a hosted project (a local one is same-origin). */
const BACKEND_ORIGINS = process.env.VITE_SUPABASE_URL ? [new URL(process.env.VITE_SUPABASE_URL).origin] : [];

interface Download {
  url: string;
  type: string;
  bytes: number;
}

async function downloadsOf(
  page: Page,
  url: string,
  scroll: boolean,
): Promise<{ above: Download[]; all: Download[] }> {
  const downloads: Download[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    pending.push(
      response
        .body()
        .then((body) => {
          downloads.push({
            url: response.url(),
            type: response.request().resourceType(),
            bytes: body.length,
          });
        })
        .catch(() => undefined),
    );
  });
  await page.goto(url);
  await page.locator(`html[${HYDRATED_ATTRIBUTE}="true"]`).waitFor({ state: 'attached', timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const above = [...downloads];
  if (scroll) {
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y <= height; y += 400) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(60);
    }
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
  }
  return { above, all: downloads };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/de'];
  const server = await startStaticServer({ root: 'dist', port: 0 });
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  const foreign = new Set<string>();
  try {
    for (const path of paths) {
      for (const viewport of VIEWPORTS) {
        const context = await browser.newContext({
          serviceWorkers: 'block',
          viewport: { width: viewport.width, height: viewport.height },
          deviceScaleFactor: viewport.deviceScaleFactor,
        });
        const page = await context.newPage();
        page.on('request', (request) => {
          const requestOrigin = new URL(request.url()).origin;
          if (
            requestOrigin !== origin &&
            !BACKEND_ORIGINS.includes(requestOrigin) &&
            !request.url().startsWith('data:')
          ) {
            foreign.add(request.url());
          }
        });
        const { above, all } = await downloadsOf(page, `${origin}${path}`, true);
        const images = (list: Download[]) => list.filter((download) => download.type === 'image');
        const sum = (list: Download[]) => list.reduce((total, download) => total + download.bytes, 0);
        const largest = images(all).sort((a, b) => b.bytes - a.bytes)[0];
        console.log(`${path} at ${viewport.name} (DPR ${viewport.deviceScaleFactor}):`);
        console.log(`  images above the fold  ${kB(sum(images(above)))} in ${images(above).length} files`);
        console.log(`  images, whole page     ${kB(sum(images(all)))} in ${images(all).length} files`);
        if (largest)
          console.log(`  largest image          ${kB(largest.bytes)}  ${new URL(largest.url).pathname}`);
        console.log(`  everything             ${kB(sum(all))} in ${all.length} responses`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  if (foreign.size > 0) {
    console.error(
      `Requests that left the site's origin (other than the backend):\n  ${[...foreign].join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(`No request left the site's origin except to the backend (${BACKEND_ORIGINS.join(', ')}).`);
}

await main();
