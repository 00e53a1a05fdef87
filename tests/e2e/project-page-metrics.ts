/**
 * Figures of the project page: the JavaScript it loads until interactive (gzip, as the size
 * budget measures it) and its Largest Contentful Paint element and time, in Chromium against the
 * production build. Run after `npm run build`:  npx tsx tests/e2e/project-page-metrics.ts
 */
import type { AddressInfo } from 'node:net';

import { launchChromium } from '../../scripts/chromium.ts';
import { measureInitialJs } from '../../scripts/size-budget.ts';
import { startStaticServer } from '../../server/static-server.ts';

const PATHS = ['/projects/grabbeallee-68', '/de/projects/grabbeallee-68'];

interface LcpEntry {
  time: number;
  size: number;
  element: string;
}

async function measureLcp(
  path: string,
  viewport: { width: number; height: number },
): Promise<LcpEntry | null> {
  const server = await startStaticServer({ root: 'dist', port: 0 });
  const { port } = server.address() as AddressInfo;
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const entries: { time: number; size: number; element: string }[] = [];
      (window as unknown as { __lcp: typeof entries }).__lcp = entries;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { size: number; element?: Element })[]) {
          const el = entry.element;
          const name = el
            ? `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> ${(el.getAttribute('alt') ?? el.textContent ?? '').trim().slice(0, 60)}`
            : '(removed element)';
          entries.push({ time: Math.round(entry.startTime), size: entry.size, element: name });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`http://localhost:${port}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const entries = await page.evaluate(() => (window as unknown as { __lcp: LcpEntry[] }).__lcp);
    return entries.at(-1) ?? null;
  } finally {
    await browser.close();
    server.close();
  }
}

for (const path of PATHS) {
  const scripts = await measureInitialJs(path);
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  console.log(`${path}: ${scripts.length} scripts, ${(total / 1000).toFixed(1)} kB gzip until interactive`);
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 412, height: 915 },
  ]) {
    const lcp = await measureLcp(path, viewport);
    console.log(
      `  LCP at ${viewport.width}×${viewport.height}: ${lcp ? `${lcp.element} at ${lcp.time} ms (size ${lcp.size})` : 'none'}`,
    );
  }
}
