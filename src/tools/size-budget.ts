/**
 * Size budget of `npm test`: the JavaScript the home page needs until it is interactive, gzip; and
 * the HTML of the bench's pages, each within the first round trip (first-round-trip.ts).
 * Measured in Chromium against the production build (service worker blocked, so nothing comes
 * from a cache): every script requested from navigation until hydration has finished. Code the
 * page loads afterwards, when idle or on first use (the worker registration, the contact form
 * below the fold, the home page's sections below the hero, dialogs), is listed separately and not
 * budgeted. Each file is gzipped at level 9 here, so the figure does not depend on the server's
 * compression.
 * Budget: 153 kB (153,000 bytes) for the initial part. Issue 10 reached 148.5 kB on its own; with issues 9, 11
 * and 12 merged (JSON-LD and Open Graph heads, the device-storage helper, the same-origin redirect guard and a
 * different chunk split of Lingui) the home pages load 152.2 kB (/) and 152.7 kB (/de). Issue 13's field kit
 * added 1.7 kB (the unit, compare and device routes in the route table every page loads, the footer link, the
 * per-language manifest link, the install-offer capture, two more catalogs in the catalog map): 154.0 kB (/)
 * and 154.4 kB (/de), so the budget was 154.5 kB. Issue 10's last round (formatters made once, the
 * manifest linked once interactive, the device-storage list's descriptions moved into comments) brought
 * the home pages to 153.8 kB (/) and 154.3 kB (/de): the budget was 154.3 kB. The page loader (1.0 kB),
 * inline until then and so not counted, became a file of its own to keep each page's HTML within the
 * first round trip; with it, and the icon sprite's loading, the home pages load 155.0 kB (/) and
 * 155.5 kB (/de): the budget was 155.5 kB. Splitting the evaluation in two tasks (React DOM's entry, then
 * the app's: one more file and a chunk boundary) and adding the web fonts by script (src/styles/web-fonts.ts)
 * took out the last long tasks of script evaluation and font re-layout, for 0.7 kB: 155.7 kB (/) and
 * 156.2 kB (/de), the budget was 156.2 kB. The project page's overview as a deferred component (its
 * deferred-gates module became a chunk of its own) and the number formats made in a task of their own
 * before hydration (entry-client.tsx) cost 0.2 kB: 155.9 kB (/) and 156.4 kB (/de), the budget was
 * 156.4 kB. Hydrating the home page's sections only once the visitor goes on from the first screen
 * (lib/when-seen-or-engaged.ts) cost 0.3 kB: 156.2 kB (/) and 156.7 kB (/de). Writing the euro and number
 * formats out (lib/i18n/number-format.ts), so that no page loads the locale's number data before it is
 * interactive (a 40 ms task on a phone), cost 0.5 kB: 156.7 kB (/) and 157.2 kB (/de), the budget was
 * 157.3 kB. Holding a section in place while the near-screen sections on the way take their height
 * (lib/hold-in-view.ts, in the router's scroll policy) and PageSection's near-screen option cost 0.2 kB:
 * 156.9 kB (/) and 157.4 kB (/de), the budget was 157.5 kB. Handing the router its state before React
 * renders (entry-client.tsx: RouterProvider instead of RouterClient and its Await) saved 0.2 kB: 156.8 kB (/)
 * and 157.2 kB (/de), the budget was 157.3 kB (the next 0.1 kB above /de). The project overview's
 * hydration gate then added a few bytes: 156,790 bytes (/) and 157,263 bytes (/de). The start-up code
 * in one file per entry instead of 19 (src/first-load/vite/chunking.ts: the same code, fewer and larger
 * files, so gzip does better) saved 5.0 kB: 151,783 bytes (/) and 152,256 bytes (/de). Mantine's lazy
 * code in one chunk (not loaded here before the page is interactive; its 39 kB come once it is, with
 * the sections below the first screen) changed the cut of what is: 151,187 bytes (/) and 151,660
 * bytes (/de), the budget was 151.7 kB. Holding a tap on a deferred part that React has not hydrated
 * yet, which it would drop (first-load/click-holder.ts), cost 0.3 kB: 151,504 bytes (/) and
 * 151,977 bytes (/de), the budget was 152.0 kB. The app's shared lazy code in two chunks (project-shared,
 * site-lib) changed the cut again: 151,104 bytes (/) and 151,577 bytes (/de), the budget was 151.6 kB. Not
 * hydrating the project overview that another tab replaces (deferred-project-overview.ts) cost 52 bytes:
 * 151,156 bytes (/) and 151,629 bytes (/de), the budget was 151.7 kB. The site header's contents one frame
 * after the hero (near-screen.module.css, `secondFrame`) cost 0.1 kB: 151,276 bytes (/) and 151,749
 * bytes (/de), the budget was 151.8 kB. The home page painting its hero only once parsed whole (lib/head.ts,
 * `firstScreen`) cost 84 bytes: 151,360 bytes (/) and 151,833 bytes (/de), the budget was 151.9 kB. A loading
 * image pulsing only while it is on the screen (components/image/use-image-load-state.ts) cost 128 bytes:
 * 151,488 bytes (/) and 151,961 bytes (/de), the budget is 152.0 kB. React's CommonJS factories as function
 * expressions, compiled off the main thread (first-load/vite/eager-factories-plugin.ts), saved 10 bytes: 151,478 bytes (/)
 * and 151,951 bytes (/de). The header's menu button in plain CSS instead of Mantine's Burger, with the phone's
 * touch targets (issue 31), saved 185 bytes (/) and 170 bytes (/de): 151,293 bytes (/) and 151,781 bytes (/de).
 */
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

import { HYDRATED_MARK } from '../first-load/contract.ts';
import { startStaticServer } from '../server/static-server.ts';
import { BENCH_PAGES } from './bench/bench-pages.ts';
import { launchChromium } from './chromium.ts';
import { FIRST_WINDOW_BYTES, measureResponseBytes } from './first-round-trip.ts';

/** The budget of issue 2, tightened by issue 10, raised by issue 46 for what the law asks of the pages; enforced by `npm test`. */
export const INITIAL_JS_BUDGET_BYTES = 154_000;

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

const HOME_PAGES = ['/', '/de'];
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
      `HTML of the landing pages (headers + Brotli body), within the first window of ${FIRST_WINDOW_BYTES} bytes:`,
    );
    for (const path of BENCH_PAGES) {
      const { headers, body, status } = await measureResponseBytes(`http://localhost:${port}${path}`);
      const total = headers + body;
      const spare = FIRST_WINDOW_BYTES - total;
      const verdict =
        status !== 200
          ? `answered ${status}`
          : spare < 0
            ? `${-spare} bytes over`
            : `${spare} bytes to spare`;
      console.log(`  ${String(total).padStart(6)} bytes (${headers} + ${body})  ${path}: ${verdict}`);
      if (status !== 200 || spare < 0) fits = false;
    }
  } finally {
    server.close();
  }
  if (!fits) {
    console.error('A page needs a second round trip before it can paint: see src/tools/first-round-trip.ts.');
  }
  return fits;
}

async function main(): Promise<void> {
  const sum = (list: ScriptSize[]) => list.reduce((bytes, script) => bytes + script.gzipBytes, 0);
  let over = false;
  for (const path of HOME_PAGES) {
    const scripts = await measureInitialJs(path);
    const initial = scripts.filter((script) => script.initial);
    const deferred = scripts.filter((script) => !script.initial);
    const total = sum(initial);
    console.log(`Initial JavaScript of the home page ${path} (gzip), requested before it was interactive:`);
    for (const script of [...initial].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      console.log(`  ${kB(script.gzipBytes).padStart(9)}  ${script.url}`);
    }
    console.log(
      `  ${kB(total).padStart(9)}  total in ${initial.length} files; budget ${kB(INITIAL_JS_BUDGET_BYTES)}`,
    );
    const names = deferred.map((script) => script.url.replace('/assets/', '')).join(', ');
    console.log(
      `  Loaded once interactive (idle or on first use), not budgeted: ${kB(sum(deferred))}: ${names}`,
    );
    if (total > INITIAL_JS_BUDGET_BYTES) {
      console.error(`${path} is ${kB(total - INITIAL_JS_BUDGET_BYTES)} over the budget.`);
      over = true;
    } else {
      console.log(`  ${kB(INITIAL_JS_BUDGET_BYTES - total)} under the budget.`);
    }
  }
  if (!(await checkFirstRoundTrip())) over = true;
  if (over) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
