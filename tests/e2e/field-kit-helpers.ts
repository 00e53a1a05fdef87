import { expect, type Locator, type Page } from '@playwright/test';

import { acknowledgeCookieNotice, type Language } from './site-pages';

export const COMPARE = '/projects/grabbeallee-68/compare';
export const FAVOURITES_KEY = 'favouriteUnits';

/** Texts of the favourites, compare and clearing tests, per language. */
export const FIELD_KIT_TEXT = {
  en: {
    heart: (weNr: string) => `Save apartment ${weNr} to favourites`,
    favouritesLink: (n: number) => `Favourites (${n})`,
    clear: 'Clear visitor data',
    cancel: 'Cancel',
    cleared: 'Visitor data cleared',
    waiting: /1 message has not been sent yet/,
    limit: /You can compare up to 3 apartments at a time/,
    overLimit: /Not shown: 1\.0\.1/,
    unknown: /has no apartment 9\.9\.9/,
    keepFirst: 'Keep the first 3',
    asOf: /^As of /,
    checkbox: (weNr: string) => new RegExp(`^Apartment ${weNr.replaceAll('.', '\\.')} ·`),
    /** The compare table's row labels (soft hyphens and no-break spaces read as nothing and a space). */
    rows: [
      'Availability',
      'Floor plan',
      'Rooms',
      'Living area',
      'Balcony',
      'Terrace',
      'Garden',
      'Floor',
      'Building',
      'Price',
      'Price per m²',
      'Land transfer tax (6 %)',
      'Notary, land register (about 2 %)',
      'Total cost incl. buying costs (estimated)',
    ],
    costsHeading: 'Purchase price and buying costs',
  },
  de: {
    heart: (weNr: string) => `Wohnung ${weNr} merken`,
    favouritesLink: (n: number) => `Merkliste (${n})`,
    clear: 'Besucherdaten löschen',
    cancel: 'Abbrechen',
    cleared: 'Besucherdaten gelöscht',
    waiting: /1 Nachricht wurde noch nicht gesendet/,
    limit: /Sie können höchstens 3 Wohnungen gleichzeitig vergleichen/,
    overLimit: /Nicht angezeigt: 1\.0\.1/,
    unknown: /keine Wohnung 9\.9\.9/,
    keepFirst: 'Die ersten 3 behalten',
    asOf: /^Stand: /,
    checkbox: (weNr: string) => new RegExp(`^Wohnung ${weNr.replaceAll('.', '\\.')} ·`),
    rows: [
      'Verfügbarkeit',
      'Grundriss',
      'Zimmer',
      'Wohnfläche',
      'Balkon',
      'Terrasse',
      'Garten',
      'Geschoss',
      'Haus',
      'Preis',
      'Preis pro m²',
      'Grunderwerbsteuer (6 %)',
      'Notar, Grundbuch (ca. 2 %)',
      'Gesamtkosten inkl. Kaufnebenkosten (geschätzt)',
    ],
    costsHeading: 'Kaufpreis und Kaufnebenkosten',
  },
} as const satisfies Record<Language, unknown>;

/** Waits for the site's own signal that the worker has precached everything and controls the page. */
export async function waitForOfflineReady(page: Page, language: Language) {
  await acknowledgeCookieNotice(page);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: language === 'de' ? 'Offline bereit' : 'Ready to work offline' }),
  ).toBeVisible({ timeout: 20_000 });
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
}

/** The stored favourites, as the page reads them. */
export function storedFavourites(page: Page): Promise<unknown> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown, FAVOURITES_KEY);
}

/**
 * The contrast ratio (WCAG 2) of a button's icon, drawn in its text colour, against the button's
 * own background laid over white: the heart must stay visible on its disc (1.4.11, at least 3:1).
 */
export function iconContrast(button: Locator): Promise<number> {
  return button.evaluate((element) => {
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const style = getComputedStyle(element);
    const [r = 0, g = 0, b = 0] = channels(style.color);
    const [br = 255, bg = 255, bb = 255, alpha = 1] = channels(style.backgroundColor);
    const overWhite = (channel: number) => channel * alpha + 255 * (1 - alpha);
    const luminance = (red: number, green: number, blue: number) => {
      const linear = (channel: number) => {
        const c = channel / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
    };
    const icon = luminance(r, g, b);
    const disc = luminance(overWhite(br), overWhite(bg), overWhite(bb));
    return (Math.max(icon, disc) + 0.05) / (Math.min(icon, disc) + 0.05);
  });
}
