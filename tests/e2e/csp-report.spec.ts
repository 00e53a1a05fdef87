/**
 * A real violation of the site's Content-Security-Policy reaches the server's log.
 * Chromium sends only `report-to` reports when the policy names both, and it takes the Reporting-Endpoints
 * header only from a page served over HTTPS: so the build is served here over HTTPS with a
 * certificate made for the test, and the browser is told to send its reports without its usual delay.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { expect, test } from '@playwright/test';
import { generate } from 'selfsigned';

import { chromiumLaunchOptions } from '../../scripts/chromium';
import { startStaticServer } from '../../server/static-server';

let site: { server: Server; origin: string };
const logged: string[] = [];

test.use({
  ignoreHTTPSErrors: true,
  launchOptions: chromiumLaunchOptions(['--short-reporting-delay']),
});

test.beforeAll(async () => {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
  });
  const server = await startStaticServer({
    root: 'dist',
    port: 0,
    host: '127.0.0.1',
    tls: { key: pems.private, cert: pems.cert },
    logReport: (line) => logged.push(line),
  });
  site = { server, origin: `https://localhost:${(server.address() as AddressInfo).port}` };
});

test.afterAll(async () => {
  await new Promise((done) => site.server.close(done));
});

test('an image from another origin is blocked, and the report of it is in the server log', async ({
  page,
}) => {
  const response = await page.goto(`${site.origin}/de`);
  const headers = response!.headers();
  expect(headers['content-security-policy']).toMatch(/report-uri \/csp-report; report-to (\S+)$/);
  const group = /report-to (\S+)$/.exec(headers['content-security-policy']!)![1];
  expect(headers['reporting-endpoints']).toBe(`${group}="/csp-report"`);

  const blocked = 'https://images.example.invalid/violation.png';
  await page.evaluate((src) => {
    const image = new Image();
    image.src = src;
    document.body.append(image);
  }, blocked);

  await expect.poll(() => logged.join('\n'), { timeout: 20_000 }).toContain(`blockedURL=${blocked}`);
  const line = logged.find((entry) => entry.includes(blocked))!;
  expect(line).toMatch(/^CSP violation report: /);
  expect(line).toContain('effectiveDirective=img-src');
  expect(line).toContain(`documentURL=${site.origin}/de`);
});
