/**
 * Measures the offline pack on the slow connection THROTTLE emulates: the time to save it on the
 * device page, its size and file count, and the storage used afterwards. Worst case: nothing of the site is cached
 * before (the worker is blocked, so the page downloads every file of the pack itself).
 *   npx tsx scripts/measure-offline-pack.ts        (needs a local-mode build: VITE_BACKEND=local npm run build)
 * PORT picks the site's port (default: a free one). Phone: 412×915 CSS px at 1.75×, the Lighthouse class.
 */
import { startSiteServer } from '../server/site-server.ts';
import { HYDRATED_ATTRIBUTE } from '../src/first-load/contract.ts';
import { DEVICE_PATH } from '../src/site-map/unit-pages.ts';
import { launchChromium } from './chromium.ts';

const THROTTLE = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (0.75 * 1_000_000) / 8,
};

async function main() {
  const site = await startSiteServer({
    port: Number(process.env.PORT ?? 0),
    localBackend: { dataDir: ':memory:', cacheDir: null },
  });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 915 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto(`${site.url}${DEVICE_PATH}`);
    await page.locator(`html[${HYDRATED_ATTRIBUTE}="true"]`).waitFor({ state: 'attached' });
    const panel = page.getByRole('region', { name: 'Offline pack' });
    const estimate = await panel.getByTestId('pack-estimate').textContent({ timeout: 20_000 });

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', THROTTLE);
    let transferred = 0;
    const urls = new Map<string, string>();
    const byKind = new Map<string, { count: number; bytes: number }>();
    cdp.on('Network.requestWillBeSent', (event: { requestId: string; request: { url: string } }) => {
      urls.set(event.requestId, event.request.url);
    });
    cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) => {
      transferred += event.encodedDataLength;
      const path = new URL(urls.get(event.requestId) ?? 'http://x/?').pathname;
      const kind = /\.(avif|webp|jpg|png|svg|js|css|woff2|json|webmanifest)$/.exec(path)?.[1] ?? 'page';
      const entry = byKind.get(kind) ?? { count: 0, bytes: 0 };
      byKind.set(kind, { count: entry.count + 1, bytes: entry.bytes + event.encodedDataLength });
    });

    // Timed on the page's own clock: Playwright's waiting polls, up to half a second apart.
    await page.evaluate(() => {
      const timing = { tapped: 0, saved: 0 };
      Object.assign(window, { packTiming: timing });
      performance.setResourceTimingBufferSize(10_000);
      document.addEventListener('click', (event) => (timing.tapped ||= event.timeStamp), { capture: true });
      new MutationObserver(() => {
        const facts = document.querySelector('[data-testid="pack-facts"]')?.textContent ?? '';
        if (!timing.saved && facts.includes('Saved on')) timing.saved = performance.now();
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await panel.getByRole('button', { name: 'Save everything for offline use' }).click();
    await panel
      .getByTestId('pack-facts')
      .getByText('Saved on')
      .waitFor({ timeout: 30 * 60_000 });
    const { tapped, saved, lastResponse } = await page.evaluate(() => {
      const { packTiming } = window as unknown as { packTiming: { tapped: number; saved: number } };
      const responses = performance
        .getEntriesByType('resource')
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd)
        .filter((end) => end <= packTiming.saved);
      return { ...packTiming, lastResponse: Math.max(...responses) };
    });
    const seconds = (saved - tapped) / 1000;
    const storingSeconds = (saved - lastResponse) / 1000;

    const stored = await page.evaluate(async () => {
      const keys = await (await caches.open('offline-pack')).keys();
      const estimate = await navigator.storage.estimate();
      return { files: keys.length - 1, usage: estimate.usage ?? 0 };
    });
    console.log(`Offline pack on a phone (412 px at 1.75×), 1.6 Mbit/s, 150 ms RTT, nothing cached before:`);
    console.log(`  estimate shown: ${estimate}`);
    console.log(`  saved: ${stored.files} files, ${(transferred / 1e6).toFixed(2)} MB transferred`);
    for (const [kind, { count, bytes }] of byKind) {
      console.log(`    ${kind}: ${count} responses, ${(bytes / 1e6).toFixed(2)} MB`);
    }
    console.log(`  time to save (from the tap to "Saved on"): ${seconds.toFixed(2)} s`);
    console.log(
      `    of which after the last response (storing what came last): ${storingSeconds.toFixed(1)} s`,
    );
    console.log(
      `  its bytes alone at this speed: ${(transferred / THROTTLE.downloadThroughput).toFixed(1)} s, so ${(seconds / (transferred / THROTTLE.downloadThroughput)).toFixed(2)}× that`,
    );
    console.log(
      `  storage used afterwards (navigator.storage.estimate): ${(stored.usage / 1e6).toFixed(1)} MB`,
    );
  } finally {
    await browser.close();
    await site.close();
  }
}

await main();
