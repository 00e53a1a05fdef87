/**
 * Size budget of `npm test`: the JavaScript the home page needs until it is interactive, gzip.
 * Measured in Chromium against the production build: every script the page fetches from
 * navigation until hydration has finished and the network is idle (the service worker is
 * blocked, so nothing is served from a cache). Each file is gzipped at level 9 here, so the
 * figure does not depend on the server's compression. Budget: 150 kB (150,000 bytes).
 */
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';

import { CHROMIUM_ARGS, chromiumExecutable } from '../../tests/e2e/chromium-path.ts';
import { startStaticServer } from './static-server.ts';

export const INITIAL_JS_BUDGET_BYTES = 150_000;

export interface ScriptSize {
  url: string;
  gzipBytes: number;
}

export async function measureInitialJs(path: string): Promise<ScriptSize[]> {
  const server = await startStaticServer({ root: 'dist', port: 0 });
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const pending: Promise<ScriptSize>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then((body) => ({
          url: new URL(response.url()).pathname,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        })),
      );
    });
    await page.goto(`http://localhost:${port}${path}`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    return await Promise.all(pending);
  } finally {
    await browser.close();
    server.close();
  }
}

const HOME_PAGES = ['/', '/de'];

async function main(): Promise<void> {
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  let over = false;
  for (const path of HOME_PAGES) {
    const scripts = await measureInitialJs(path);
    const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    console.log(`Initial JavaScript of the home page ${path} (gzip):`);
    for (const script of [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      console.log(`  ${kB(script.gzipBytes).padStart(9)}  ${script.url}`);
    }
    console.log(
      `  ${kB(total).padStart(9)}  total in ${scripts.length} files; budget ${kB(INITIAL_JS_BUDGET_BYTES)}`,
    );
    if (total > INITIAL_JS_BUDGET_BYTES) {
      console.error(`${path} is over budget by ${kB(total - INITIAL_JS_BUDGET_BYTES)}.`);
      over = true;
    }
  }
  if (over) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
