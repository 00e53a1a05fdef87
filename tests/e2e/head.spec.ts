import { expect, test } from '@playwright/test';

import { LANGUAGES, pathIn, SITE_PAGES } from './site-pages';

const ORIGIN = 'https://grabbeallee68.de';
const absolute = (path: string) => `${ORIGIN}${path}`;

/** Reads the head tags from the HTML file as the server sends it, before any script runs. */
function headOf(html: string) {
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
  const links = [...html.matchAll(/<link [^>]*>/g)].map((m) => m[0]);
  return {
    lang: /<html [^>]*lang="([^"]+)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
    canonical: links.filter((l) => l.includes('rel="canonical"')).map((l) => attr(l, 'href')),
    alternates: Object.fromEntries(
      links.filter((l) => l.includes('rel="alternate"')).map((l) => [attr(l, 'hrefLang'), attr(l, 'href')]),
    ),
  };
}

for (const language of LANGUAGES) {
  for (const sitePage of SITE_PAGES) {
    const path = pathIn(language, sitePage.path);
    test(`served HTML of ${path} has lang, title, description, canonical and alternates`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const head = headOf(await response.text());
      expect(head.lang).toBe(language);
      expect(head.title?.length).toBeGreaterThan(5);
      expect(head.description?.length).toBeGreaterThan(20);
      // /projects duplicates the home page, so its canonical points there.
      const canonicalPath = sitePage.path === '/projects' ? '/' : sitePage.path;
      if (sitePage.path === '/teaser') {
        // English only by spec: announced as the English page, also under /de/teaser.
        expect(head.canonical).toEqual([absolute('/teaser')]);
        expect(head.alternates).toEqual({ en: absolute('/teaser'), 'x-default': absolute('/teaser') });
        return;
      }
      expect(head.canonical).toEqual([absolute(pathIn(language, canonicalPath))]);
      expect(head.alternates).toEqual({
        en: absolute(pathIn('en', canonicalPath)),
        de: absolute(pathIn('de', canonicalPath)),
        'x-default': absolute(pathIn('en', canonicalPath)),
      });
    });
  }
}

test('German and English titles and descriptions differ', async ({ request }) => {
  const en = headOf(await (await request.get('/team')).text());
  const de = headOf(await (await request.get('/de/team')).text());
  expect(de.title).not.toBe(en.title);
  expect(de.description).not.toBe(en.description);
});

test('the brand page is noindex,nofollow', async ({ request }) => {
  const html = await (await request.get('/brand')).text();
  expect(html).toContain('<meta name="robots" content="noindex,nofollow"/>');
});

test('the live DOM keeps one canonical after client navigation', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Team', exact: true }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute('/team'));
  await expect(page).toHaveTitle(/team/i);
});
