/**
 * Size budget of `npm test`: the JavaScript the home pages and a flat's page need until they are
 * interactive (each file gzipped here at level 9, so the figure does not depend on the server), and the
 * HTML of the bench's pages, each within the first round trip (first-round-trip.ts). Measured in Chromium against the
 * production build with the service worker blocked; code loaded after hydration is listed, not budgeted.
 */
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

import { startStaticServer } from '../server/static-server.ts';
import { HYDRATED_MARK } from '../src/first-load/contract.ts';
import { BENCH_PAGES } from './bench/bench-pages.ts';
import { launchChromium } from './chromium.ts';
import { FIRST_WINDOW_BYTES, measureResponseBytes } from './first-round-trip.ts';

/**
 * Each at least 5 kB above its pages, so a feature rarely needs a new budget and a larger regression
 * stops the build: the home pages, and a flat's page, where shared links and alert mails land (the
 * heaviest first load of the project's pages).
 */
export const INITIAL_JS_BUDGETS: readonly { pages: readonly string[]; bytes: number }[] = [
  { pages: ['/', '/de'], bytes: 156_500 },
  {
    pages: ['/projects/grabbeallee-68/apartments/2.3.1', '/de/projects/grabbeallee-68/apartments/2.3.1'],
    bytes: 200_500,
  },
];

export interface ScriptSize {
  url: string;
  gzipBytes: number;
  /** Requested before the page was hydrated (initial), or afterwards (deferred). */
  initial: boolean;
}

export async function measureInitialJs(path: string): Promise<ScriptSize[]> {
  const server = await startStaticServer({ root: 'dist', port: 0 });
  const { port } = server.address() as AddressInfo;
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const bodies = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodies.set(
        response.url(),
        response
          .body()
          .then((body) => gzipSync(body, { level: 9 }).length)
          // A script the start-up sequence requests as the browser closes: not part of the figure.
          .catch(() => 0),
      );
    });
    await page.goto(`http://localhost:${port}${path}`);
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK, {
      timeout: 20_000,
    });
    await page.waitForLoadState('networkidle');
    // A script is initial when its request started before the page was hydrated.
    const started = await page.evaluate((mark) => {
      const hydratedAt = performance.getEntriesByName(mark)[0]!.startTime;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ url: entry.name, initial: entry.startTime < hydratedAt }));
    }, HYDRATED_MARK);
    return await Promise.all(
      started.map(async ({ url, initial }) => ({
        url: new URL(url).pathname,
        gzipBytes: (await bodies.get(url)) ?? 0,
        initial,
      })),
    );
  } finally {
    await browser.close();
    server.close();
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * The bench's pages, each answered within TCP's first window (first-round-trip.ts), as the
 * production server sends them. Returns whether every page fits.
 */
async function checkFirstRoundTrip(): Promise<boolean> {
  const server = await startStaticServer({ root: 'dist', port: 0 });
  const { port } = server.address() as AddressInfo;
  let fits = true;
  try {
    console.log(
      `HTML of the landing pages up to their closing scripts (headers + Brotli body), within the first window of ${FIRST_WINDOW_BYTES} bytes:`,
    );
    for (const path of BENCH_PAGES) {
      const { headers, body, paintedBody, status } = await measureResponseBytes(
        `http://localhost:${port}${path}`,
      );
      const total = headers + paintedBody;
      const spare = FIRST_WINDOW_BYTES - total;
      const verdict =
        status !== 200
          ? `answered ${status}`
          : spare < 0
            ? `${-spare} bytes over`
            : `${spare} bytes to spare`;
      console.log(
        `  ${String(total).padStart(6)} bytes (${headers} + ${paintedBody}; whole body ${body})  ${path}: ${verdict}`,
      );
      if (status !== 200 || spare < 0) fits = false;
    }
  } finally {
    server.close();
  }
  if (!fits) {
    console.error('A page needs a second round trip before it can paint: see scripts/first-round-trip.ts.');
  }
  return fits;
}

async function main(): Promise<void> {
  const sum = (list: ScriptSize[]) => list.reduce((bytes, script) => bytes + script.gzipBytes, 0);
  let over = false;
  for (const { pages, bytes: budget } of INITIAL_JS_BUDGETS) {
    for (const path of pages) {
      const scripts = await measureInitialJs(path);
      const initial = scripts.filter((script) => script.initial);
      const deferred = scripts.filter((script) => !script.initial);
      const total = sum(initial);
      console.log(`Initial JavaScript of ${path} (gzip), requested before it was interactive:`);
      for (const script of [...initial].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
        console.log(`  ${kB(script.gzipBytes).padStart(9)}  ${script.url}`);
      }
      console.log(`  ${kB(total).padStart(9)}  total in ${initial.length} files; budget ${kB(budget)}`);
      const names = deferred.map((script) => script.url.replace('/assets/', '')).join(', ');
      console.log(
        `  Loaded once interactive (idle or on first use), not budgeted: ${kB(sum(deferred))}: ${names}`,
      );
      if (total > budget) {
        console.error(`${path} is ${kB(total - budget)} over the budget.`);
        over = true;
      } else {
        console.log(`  ${kB(budget - total)} under the budget.`);
      }
    }
  }
  if (!(await checkFirstRoundTrip())) over = true;
  if (over) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
