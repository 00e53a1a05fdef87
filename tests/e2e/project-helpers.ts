import { expect, type Page } from '@playwright/test';

import { openPage, pathIn, type Language } from './site-pages';

export const PROJECT_PATH = '/projects/grabbeallee-68';

/** Texts the project page tests look for, per language. */
export const TEXT = {
  en: {
    building: (n: number) => `Building ${n}`,
    all: 'All',
    rooms: (n: number) => `${n} rooms`,
    sortBy: 'Sort by',
    reset: 'Reset filters',
    empty: 'No apartments match these filters.',
    expose: 'Request exposé',
    next: 'Next image',
    previous: 'Previous image',
    close: 'Close',
    sold: 'Sold',
    hold: 'On hold',
    reserved: 'Reserved',
    available: 'Available',
    /** The count line: every unit the list shows, and how many of them are Available. */
    countLine: (listed: number, available: number) => `${listed} apartments, ${available} of them available`,
    filteredCountLine: (listed: number, available: number) =>
      `${listed} matching apartments, ${available} of them available`,
    similar: 'Similar apartments',
    /** The details toggle's label on a phone. */
    phoneDetails: 'Details',
    overviewTab: 'Overview',
    apartmentsTab: 'Apartments',
    floorPlansTab: 'Floor plans',
    notConfirmed: 'Not confirmed',
    /** The count line with the statuses last kept on this device. */
    cachedCountLine: /^56 apartments, availability as of \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/,
    galleryEmpty: 'No images available for this project.',
    price: /^€\d{3},\d{3}$/,
  },
  de: {
    building: (n: number) => `Haus ${n}`,
    all: 'Alle',
    rooms: (n: number) => `${n} Zimmer`,
    sortBy: 'Sortieren nach',
    reset: 'Filter zurücksetzen',
    empty: 'Keine Wohnung passt zu diesen Filtern.',
    expose: 'Exposé anfordern',
    next: 'Nächstes Bild',
    previous: 'Vorheriges Bild',
    close: 'Schließen',
    sold: 'Verkauft',
    hold: 'Vormerkung',
    reserved: 'Reserviert',
    available: 'Verfügbar',
    countLine: (listed: number, available: number) => `${listed} Wohnungen, davon ${available} verfügbar`,
    filteredCountLine: (listed: number, available: number) =>
      `${listed} passende Wohnungen, davon ${available} verfügbar`,
    similar: 'Ähnliche Wohnungen',
    /** The details toggle's label on a phone. */
    phoneDetails: 'Details',
    overviewTab: 'Überblick',
    apartmentsTab: 'Wohnungen',
    floorPlansTab: 'Grundrisse',
    notConfirmed: 'Nicht bestätigt',
    cachedCountLine: /^56 Wohnungen, Verfügbarkeit \(Stand: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}\sUhr\)$/,
    galleryEmpty: 'Für dieses Projekt sind keine Bilder verfügbar.',
    price: /^\d{3}\.\d{3}\s€$/,
  },
} as const;

export function projectPath(language: Language, search = ''): string {
  return `${pathIn(language, PROJECT_PATH)}${search}`;
}

/** The finder's status phase (the picker's tab, rendered ahead once the page is idle, has its own). */
export const finderStatus = (page: Page) => page.locator('[data-status-phase]:not([data-picker])');

/** Opens the apartments tab and waits until the statuses have arrived (or failed). */
export async function openFinder(page: Page, language: Language, search = '?tab=apartments') {
  await openPage(page, projectPath(language, search));
  await expect(finderStatus(page)).not.toHaveAttribute('data-status-phase', 'loading', {
    timeout: 20_000,
  });
}

/** The cards the finder shows (a filter hides the others, which stay on the page: apartment-finder.tsx). */
export const SHOWN_CARD = 'li:not([hidden]) > article[data-unit]';
export const cards = (page: Page) => page.locator(SHOWN_CARD);

/** The finder's count line (a heading): the units listed and how many of them are Available. */
export const countLine = (page: Page) => page.locator('h2[data-matching]');

/** The finder renders its cards in steps (use-progressive-list.ts): waits until all are on the page. */
export async function allCardsShown(page: Page): Promise<void> {
  await expect(page.locator('ul[data-complete]')).toHaveAttribute('data-complete', 'true');
}

export async function unitCodes(page: Page): Promise<string[]> {
  await allCardsShown(page);
  return cards(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-unit') ?? ''));
}

/** A filter chip (a radio input with its label) in the building or the rooms group. */
export function chip(page: Page, group: 'building' | 'rooms', label: string) {
  return page
    .locator(`[aria-labelledby="filter-${group}-label"]`)
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}\\s*\\d+$`) });
}

export async function chipCount(page: Page, group: 'building' | 'rooms', label: string): Promise<number> {
  return Number(await chip(page, group, label).locator('[data-count]').getAttribute('data-count'));
}
