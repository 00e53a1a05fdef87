/**
 * A real Content-Security-Policy violation in Chromium reaches the server's log (issue 47): the page is
 * served by the static server in this test's own process, so its log lines can be read. Chromium sends
 * reports through the Reporting API (`report-to`), batched; `--short-reporting-delay` sends them at once.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { chromium, expect, test } from '@playwright/test';

import { createStaticHandler } from '../../src/server/static-server';
import { chromiumExecutable, CHROMIUM_ARGS } from '../../src/tools/chromium';

let server: Server;
let origin = '';
const logged: string[] = [];

test.beforeAll(async () => {
  const handler = createStaticHandler('dist');
  server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const warn = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    logged.push(args.map(String).join(' '));
    warn(...args);
  };
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('an inline script the policy blocks is reported to the server log', async () => {
  // Reports are uploads of the browser itself: background networking must be allowed for them.
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: [
      ...CHROMIUM_ARGS.filter((arg) => arg !== '--disable-background-networking'),
      '--short-reporting-delay',
    ],
  });
  try {
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/.test(message.text()))
        violations.push(message.text());
    });
    await page.goto(`${origin}/`);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    await expect
      .poll(() => logged.find((line) => line.startsWith('CSP violation report:')), { timeout: 20_000 })
      .toMatch(/script-src/);
  } finally {
    await browser.close();
  }
});
