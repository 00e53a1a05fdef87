import { expect, type Locator, type Page } from '@playwright/test';

import { HYDRATED_ATTRIBUTE } from '../../src/first-load/contract';
import { DEVICE_PATH, unitPagePath } from '../../src/site-map/unit-pages';

/** Every page of the route table with the heading it must show in each language. */
export interface SitePage {
  path: string;
  h1: { en: string | RegExp; de: string | RegExp };
}

export const SITE_PAGES: SitePage[] = [
  { path: '/', h1: { en: 'New homes at Grabbeallee 68', de: 'Neues Zuhause in der Grabbeallee 68' } },
  { path: '/projects', h1: { en: 'New homes at Grabbeallee 68', de: 'Neues Zuhause in der Grabbeallee 68' } },
  { path: '/projects/grabbeallee-68', h1: { en: 'Grabbeallee 68', de: 'Grabbeallee 68' } },
  // One of the 56 unit pages (unit-pages.spec.ts covers them all).
  { path: unitPagePath('2.3.1'), h1: { en: 'Apartment 2.3.1', de: 'Wohnung 2.3.1' } },
  {
    path: '/projects/grabbeallee-68/floors',
    h1: { en: 'Choose by building and floor', de: 'Wohnung nach Haus und Etage wählen' },
  },
  // The teaser is English only, also under /de.
  { path: '/teaser', h1: { en: 'Grabbeallee 68, Berlin-Pankow', de: 'Grabbeallee 68, Berlin-Pankow' } },
  { path: '/team', h1: { en: 'The people behind the project', de: 'Die Menschen hinter dem Projekt' } },
  { path: '/past-projects', h1: { en: 'Built in Berlin', de: 'Gebaut in Berlin' } },
  { path: '/brand', h1: { en: 'Private Brand Templates', de: 'Interne Markenvorlagen' } },
  { path: '/impressum', h1: { en: 'Legal notice', de: 'Impressum' } },
  { path: '/datenschutz', h1: { en: 'Privacy policy', de: 'Datenschutzerklärung' } },
  { path: '/auth', h1: { en: 'Admin Login', de: 'Anmeldung (intern)' } },
  {
    path: '/projects/grabbeallee-68/compare',
    h1: { en: 'Compare apartments', de: 'Wohnungen vergleichen' },
  },
  { path: DEVICE_PATH, h1: { en: 'Offline & app', de: 'Offline & App' } },
];

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The co-founders' names are client facts not supplied yet (src/content/client-facts.ts): their headings
 * show the marked field, never a stand-in name.
 */
export const TEAM_NAME_FIELDS: Record<Language, [string, string]> = {
  en: [
    '[to be completed: name of the co-founder and architect]',
    '[to be completed: name of the co-founder and financial director]',
  ],
  de: [
    '[noch zu ergänzen: Name des Mitgründers und Architekten]',
    '[noch zu ergänzen: Name des Gründungsmitglieds für die Finanzen]',
  ],
};

export function pathIn(language: Language, path: string): string {
  if (language === 'en') return path;
  return path === '/' ? '/de' : `/de${path}`;
}

/** Opens a page and waits until it is hydrated (interactive), as a visitor would before scrolling. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator(`html[${HYDRATED_ATTRIBUTE}="true"]`).waitFor({ state: 'attached' });
  return response;
}

/**
 * Clicks like a pointer at the element's current position. Playwright's click() first scrolls the
 * element into view, which for an element in the sticky header moves the page; a person's click
 * does not.
 */
export async function clickInPlace(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('Element is not visible');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Reads the cookie notice as a first-time visitor does (its one button), once the page is hydrated:
 * the worker's "ready to work offline" notice waits until then. Nothing when no notice shows.
 */
export async function acknowledgeCookieNotice(page: Page) {
  await page.locator(`html[${HYDRATED_ATTRIBUTE}="true"]`).waitFor({ state: 'attached' });
  // The banner, not the privacy page's section of the same name.
  const notice = page
    .getByRole('region', { name: /^Cookie/ })
    .filter({ has: page.getByRole('button', { name: /^(Got it|Verstanden)$/ }) });
  if (!(await notice.isVisible())) return;
  await notice.getByRole('button').click();
  await expect(notice).toBeHidden();
}
