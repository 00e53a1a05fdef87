/**
 * The Content-Security-Policy holds on the real site: every page (in one language each), client-side
 * navigation, the contact flow and the lightboxes run without a single violation, and the headers
 * the build decided are what the server sends.
 */
import { readFileSync } from 'node:fs';

import { expect, test, type Page } from '@playwright/test';

import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';
import { rowsFor } from './contact-backend';
import { contactForm, fillForm, LABELS, toast, uniqueEmail } from './contact-page';
import { projectPath } from './project-helpers';
import { LANGUAGES, openPage, pathIn, SITE_PAGES } from './site-pages';

test.describe.configure({ timeout: 90_000 });

/** Collects CSP violations: the DOM event (also for reports from the worker's page) and console errors. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) {
      violations.push(`console: ${message.text()}`);
    }
  });
  await page.exposeFunction('__reportCspViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (line: string) => void })
        .__reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${location.pathname}`);
    });
  });
  return violations;
}

/** Adds an inline script to the page: the policy must refuse it, and report the refusal to the page. */
async function expectInjectedScriptRefused(page: Page, violations: string[]): Promise<void> {
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
  ).toBeUndefined();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

/** The script policy a page carries in its head (for hosts that send one policy for every page). */
const metaPolicy = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1];

test('every page sends a strict policy of its own, in its header and its head, and the other security headers', async ({
  request,
}) => {
  for (const language of LANGUAGES) {
    for (const { path } of SITE_PAGES) {
      const response = await request.get(pathIn(language, path));
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      // The start-up script and the router's own hydration scripts, by their hashes.
      expect(csp, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+'){3};/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp, path).toContain(`${metaPolicy(await response.text())};`);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/connect-src 'self'[^;]*;/);
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  }
});

test('every answer carries the headers: 404, 405, the report endpoint and the /supabase proxy', async ({
  request,
}) => {
  const page = await request.get('/team');
  expect(page.headers()['content-security-policy']).toContain('report-to csp');
  expect(page.headers()['reporting-endpoints']).toBe('csp="/csp-report"');
  // The 404 page's own scripts, by their hashes.
  const notFound = await request.get('/de/no-such-page');
  expect(notFound.status()).toBe(404);
  expect(notFound.headers()['content-security-policy']).toContain(`${metaPolicy(await notFound.text())};`);
  const answers = {
    '405': await request.post('/team', { data: 'x' }),
    'CSP report': await request.post('/csp-report', {
      headers: { 'Content-Type': 'application/csp-report' },
      data: JSON.stringify({
        'csp-report': { 'blocked-uri': 'inline', 'effective-directive': 'script-src' },
      }),
    }),
    'proxy 200': await request.get('/supabase/rest/v1/apartments?select=we_nr', {
      headers: { apikey: LOCAL_ANON_KEY },
    }),
    'proxy 401': await request.get('/supabase/rest/v1/apartments', { headers: { apikey: 'nope' } }),
    // The proxy's own refusal (the service role key from outside).
    'proxy 403': await request.get('/supabase/rest/v1/apartments', {
      headers: { apikey: LOCAL_SERVICE_ROLE_KEY },
    }),
  };
  const statuses = Object.fromEntries(
    Object.entries(answers).map(([name, answer]) => [name, answer.status()]),
  );
  expect(statuses).toEqual({
    '405': 405,
    'CSP report': 204,
    'proxy 200': 200,
    'proxy 401': 401,
    'proxy 403': 403,
  });
  // What is not a page runs no inline script at all.
  const policy = answers['405'].headers()['content-security-policy'];
  expect(policy).toMatch(/script-src 'self';/);
  for (const [name, answer] of Object.entries({ ...answers, '404': notFound })) {
    const headers = answer.headers();
    if (name !== '404') expect(headers['content-security-policy'], name).toBe(policy);
    expect(headers['x-content-type-options'], name).toBe('nosniff');
    expect(headers['x-frame-options'], name).toBe('DENY');
    expect(headers['cross-origin-opener-policy'], name).toBe('same-origin');
    expect(headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
  }
});

// The policy and the pages' code are the same in both languages: every page is visited once, in one
// language, the two alternating down the route table (every page is thus checked, and half in each).
for (const [index, language] of LANGUAGES.entries()) {
  test(`every page and a client-side navigation run without a CSP violation (${language})`, async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    for (const [pageIndex, { path }] of SITE_PAGES.entries()) {
      if (pageIndex % LANGUAGES.length !== index) continue;
      await openPage(page, pathIn(language, path));
    }
    // A 404 page, then client-side navigation to another page from the header.
    await openPage(page, pathIn(language, '/no-such-page'));
    await page.locator('header a[href]').first().click();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
}

test('the contact flow and the lightboxes run without a CSP violation', async ({ page }) => {
  const violations = await watchCsp(page);
  const email = uniqueEmail('csp');
  await openPage(page, '/');
  await fillForm(page, 'en', { email });
  await contactForm(page).getByRole('button', { name: LABELS.en.send }).click();
  await expect(toast(page, LABELS.en.sent)).toBeVisible();
  await expect.poll(() => rowsFor(email).then((rows) => rows.length)).toBe(1);
  await page.getByRole('button', { name: /Your messages \(1\)/ }).click();
  await expect(page.getByRole('dialog', { name: 'Your messages' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Unit, gallery and floor-plan lightboxes.
  await openPage(page, projectPath('en', '?tab=apartments'));
  await page.locator('article[data-unit="1.2.2"] button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await openPage(page, projectPath('en'));
  await page.locator('[data-gallery] button').nth(1).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await openPage(page, projectPath('en', '?tab=floor-plans'));
  await page.getByRole('tabpanel').locator('figure button').nth(2).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  expect(violations).toEqual([]);
});

test('the CSP refuses an injected inline script (the listener can fail)', async ({ page }) => {
  const violations = await watchCsp(page);
  await openPage(page, '/team');
  await expectInjectedScriptRefused(page, violations);
});

test("on a static host, whose one header allows inline scripts, each page's own policy still refuses an injected one", async ({
  page,
}) => {
  const hostPolicy = /^ {2}Content-Security-Policy: (.*)$/m.exec(readFileSync('dist/_headers', 'utf8'))![1]!;
  expect(hostPolicy).toContain("script-src 'self' 'unsafe-inline'");
  // The pages' answers only: a script or image request the page drops may be gone before it is answered.
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const headers = response.headers();
    if (headers['content-security-policy']) headers['content-security-policy'] = hostPolicy;
    await route.fulfill({ response, headers });
  });
  const violations = await watchCsp(page);
  await openPage(page, '/de/projects/grabbeallee-68');
  // The page hydrated under it: the router's own scripts ran, allowed by the page's meta.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(violations).toEqual([]);
  await expectInjectedScriptRefused(page, violations);
});

test('another site cannot frame a page (frame-ancestors)', async ({ page, baseURL }) => {
  await page.setContent(`<iframe src="${baseURL}/team"></iframe>`);
  const frame = page.frames()[1];
  await expect.poll(() => frame?.url()).toMatch(/^chrome-error:/);
});
