/** Install in both languages: one manifest per language, linked by the pages of that language. */
import { expect, test } from '@playwright/test';

import { HYDRATED_ATTRIBUTE } from '../../src/first-load/contract';
import { DEVICE_PATH, PROJECT_PATH } from '../../src/site-map/unit-pages';
import { CONTACT_SECTION_HASH } from '../../src/site-map/web-manifests';

interface Manifest {
  id: string;
  name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  shortcuts: { name: string; url: string }[];
  icons: unknown[];
  screenshots: unknown[];
}

for (const [language, home, path, names] of [
  ['en', '/', '/manifest.webmanifest', ['Apartments', 'Floor plans', 'Contact']],
  ['de', '/de', '/de/manifest.webmanifest', ['Wohnungen', 'Grundrisse', 'Kontakt']],
] as const) {
  test(`the ${language} manifest starts at ${home} with shortcuts in its language`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({ id: home, start_url: home, scope: home, lang: language });
    expect(manifest.icons).toHaveLength(4);
    expect(manifest.screenshots).toHaveLength(2);
    const project = language === 'de' ? `/de${PROJECT_PATH}` : PROJECT_PATH;
    expect(manifest.shortcuts).toEqual([
      expect.objectContaining({ name: names[0], url: `${project}?tab=apartments` }),
      expect.objectContaining({ name: names[1], url: `${project}?tab=floor-plans` }),
      expect.objectContaining({ name: names[2], url: `${home}${CONTACT_SECTION_HASH}` }),
    ]);
    // Every shortcut opens a page of the site.
    for (const shortcut of manifest.shortcuts) {
      expect((await request.get(shortcut.url)).status(), shortcut.url).toBe(200);
    }
  });
}

test('each page links the manifest of its language once it is interactive', async ({ page, request }) => {
  for (const [path, manifest] of <[string, string][]>[
    ['/', '/manifest.webmanifest'],
    ['/team', '/manifest.webmanifest'],
    ['/de', '/de/manifest.webmanifest'],
    [`/de${DEVICE_PATH}`, '/de/manifest.webmanifest'],
  ]) {
    // Not in the prerendered HTML: the manifest and its icon would compete with the first screen.
    expect(await (await request.get(path)).text(), path).not.toContain('rel="manifest"');
    await page.goto(path);
    await page.locator(`html[${HYDRATED_ATTRIBUTE}="true"]`).waitFor({ state: 'attached' });
    await expect(page.locator('link[rel="manifest"]'), path).toHaveAttribute('href', manifest);
  }
  // The language switch links the other language's manifest.
  await page
    .getByRole('navigation', { name: 'Sprache' })
    .getByRole('link', { name: /English/ })
    .click();
  await expect(page).toHaveURL(DEVICE_PATH);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
});

test('the device page shows how to install where the browser offers no button', async ({ page }) => {
  await page.goto(`/de${DEVICE_PATH}`);
  await page.locator(`html[${HYDRATED_ATTRIBUTE}="true"]`).waitFor({ state: 'attached' });
  const install = page.getByRole('region', { name: 'Als App installieren' });
  // Headless Chromium makes no install offer: the instructions show instead of the button.
  await expect(install.getByTestId('install-instructions')).toContainText('Zum Home-Bildschirm');
  await expect(install.getByRole('button', { name: 'App installieren' })).toHaveCount(0);
});
