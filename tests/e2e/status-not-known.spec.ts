/**
 * The site never states what it does not know. With the statuses refused (500) or
 * the device offline, no flat reads "available" on the finder, the picker, a unit page or compare;
 * reserved and sold show as last known with their time, the others as not confirmed, and no red toast.
 */
import { expect, test, type Page } from '@playwright/test';

import { unitPagePath } from '../../src/site-map/unit-pages';
import { COMPARE } from './field-kit-helpers';
import { countLine, finderStatus, openFinder, TEXT } from './project-helpers';
import { LANGUAGES, openPage, pathIn, type Language } from './site-pages';

test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

const APARTMENTS = '**/rest/v1/apartments*';
const PICKER = '/projects/grabbeallee-68/floors';

/** As seeded (supabase/seed.sql): 1.0.1 Sold, 2.3.1 Reserved, 1.0.2 Available. */
const SOLD = '1.0.1';
const RESERVED = '2.3.1';
const FREE = '1.0.2';

const WORDS = {
  en: {
    notConfirmed: 'Not confirmed',
    unknownCount: '56 apartments, availability cannot be checked right now',
    cachedCount: /^56 apartments, availability as of \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/,
    time: /\d{1,2} \w{3} \d{4}, \d{2}:\d{2}/,
    unitUnknown: 'cannot be checked right now; please ask us',
    unitCached: /^as of \d{1,2} \w{3} \d{4}, \d{2}:\d{2}, last saved on this device$/,
    unitLastChecked: /last checked \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/,
    compareUnknown: 'Cannot be checked right now',
    compareAsOf: /^As of \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/,
  },
  de: {
    notConfirmed: 'Nicht bestätigt',
    unknownCount: '56 Wohnungen, Verfügbarkeit derzeit nicht abrufbar',
    cachedCount: /^56 Wohnungen, Verfügbarkeit \(Stand: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}\sUhr\)$/,
    time: /\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}\sUhr/,
    unitUnknown: 'derzeit nicht abrufbar – bitte fragen Sie uns',
    unitCached: /^Stand: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}\sUhr, zuletzt auf diesem Gerät gespeichert$/,
    unitLastChecked: /zuletzt geprüft: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}\sUhr/,
    compareUnknown: 'Derzeit nicht abrufbar',
    compareAsOf: /^Stand: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}\sUhr$/,
  },
} as const;

/** No flat reads Available: no badge, flat, site-view cell or list line in its colour or with its word. */
async function expectNoneAvailable(page: Page, language: Language) {
  const available = TEXT[language].available;
  await expect(
    page.locator(
      '[data-status][data-tone="available"], [data-flat][data-tone="available"], [data-band] [data-tone="available"]',
    ),
  ).toHaveCount(0);
  await expect(page.locator('[data-status]').filter({ hasText: new RegExp(`^${available}$`) })).toHaveCount(
    0,
  );
  await expect(page.locator('[data-flat]').filter({ hasText: available })).toHaveCount(0);
  await expect(page.locator('[data-variant="destructive"]')).toHaveCount(0);
}

/** Every card on the page (the finder renders them in steps; a busy machine takes its time). */
const everyCard = (page: Page) =>
  expect(page.locator('ul[data-complete]')).toHaveAttribute('data-complete', 'true', { timeout: 30_000 });
const badge = (page: Page, code: string) => page.locator(`[data-unit="${code}"] [data-status]`);
const flat = (page: Page, code: string) => page.locator(`[data-flat="${code}"]`);
const compareBadges = (page: Page) => page.locator('table [data-status]');

/** Every page that shows statuses, with nothing known. */
async function expectNothingKnown(page: Page, language: Language) {
  const words = WORDS[language];
  await openFinder(page, language);
  await expect(finderStatus(page)).toHaveAttribute('data-status-phase', 'unknown');
  await everyCard(page);
  await expect(countLine(page)).toHaveText(words.unknownCount);
  await expect(page.locator('[data-status-note]')).toBeVisible();
  for (const code of [SOLD, RESERVED, FREE]) await expect(badge(page, code)).toHaveText(words.notConfirmed);
  await expectNoneAvailable(page, language);

  await openPage(page, `${pathIn(language, PICKER)}/1/0`);
  await expect(page.locator('[data-picker]')).toHaveAttribute('data-status-phase', 'unknown', {
    timeout: 20_000,
  });
  await expect(flat(page, FREE)).toHaveAttribute('data-tone', 'unknown');
  await expect(flat(page, FREE)).toContainText(words.notConfirmed);
  await expectNoneAvailable(page, language);

  await openPage(page, pathIn(language, unitPagePath(FREE)));
  const availability = page.locator('[data-availability]');
  await expect(availability).toHaveAttribute('data-availability', 'unknown', { timeout: 20_000 });
  await expect(availability.locator('[data-status]')).toHaveText(words.notConfirmed);
  await expect(availability.locator('[data-as-of]')).toHaveText(words.unitUnknown);
  await expectNoneAvailable(page, language);

  await openPage(page, `${pathIn(language, COMPARE)}?units=${[SOLD, FREE, RESERVED].join(',')}`);
  await expect(compareBadges(page)).toHaveText([words.notConfirmed, words.notConfirmed, words.notConfirmed], {
    timeout: 20_000,
  });
  await expect(page.getByText(words.compareUnknown)).toHaveCount(3);
  await expectNoneAvailable(page, language);
}

/** Every page that shows statuses, with those last kept on the device. */
async function expectLastKnown(page: Page, language: Language) {
  const words = WORDS[language];
  const text = TEXT[language];
  await openFinder(page, language);
  await expect(finderStatus(page)).toHaveAttribute('data-status-phase', 'cached');
  await everyCard(page);
  await expect(countLine(page)).toHaveText(words.cachedCount);
  await expect(badge(page, SOLD)).toHaveText(text.sold);
  await expect(badge(page, RESERVED)).toHaveText(text.reserved);
  await expect(badge(page, FREE)).toHaveText(words.notConfirmed);
  await expectNoneAvailable(page, language);

  await openPage(page, `${pathIn(language, PICKER)}/1/0`);
  const picker = page.locator('[data-picker]');
  await expect(picker).toHaveAttribute('data-status-phase', 'cached', { timeout: 20_000 });
  await expect(picker.locator('[data-as-of]')).toContainText(words.time);
  await expect(flat(page, SOLD)).toHaveAttribute('data-tone', 'sold');
  await expect(flat(page, FREE)).toHaveAttribute('data-tone', 'unknown');
  await expectNoneAvailable(page, language);

  const availability = page.locator('[data-availability]');
  await openPage(page, pathIn(language, unitPagePath(RESERVED)));
  await expect(availability).toHaveAttribute('data-availability', 'cached', { timeout: 20_000 });
  await expect(availability.locator('[data-status]')).toHaveText(text.reserved);
  await expect(availability.locator('[data-as-of]')).toHaveText(words.unitCached);
  await openPage(page, pathIn(language, unitPagePath(FREE)));
  await expect(availability).toHaveAttribute('data-availability', 'cached', { timeout: 20_000 });
  await expect(availability.locator('[data-status]')).toHaveText(words.notConfirmed);
  await expect(availability.locator('[data-as-of]')).toContainText(words.unitLastChecked);
  await expectNoneAvailable(page, language);

  await openPage(page, `${pathIn(language, COMPARE)}?units=${[SOLD, FREE, RESERVED].join(',')}`);
  await expect(compareBadges(page)).toHaveText([text.sold, words.notConfirmed, text.reserved], {
    timeout: 20_000,
  });
  await expect(page.locator('[data-status-as-of]').first()).toHaveText(words.compareAsOf);
  await expectNoneAvailable(page, language);
}

/** A live visit first: the statuses are kept on this device (model/status-cache.ts). */
async function visitLive(page: Page, language: Language) {
  await openFinder(page, language);
  await expect(finderStatus(page)).toHaveAttribute('data-status-phase', 'live');
  await expect(badge(page, FREE)).toHaveText(TEXT[language].available);
}

for (const language of LANGUAGES) {
  test(`statuses refused (500) with none kept: nothing is called available (${language})`, async ({
    page,
  }) => {
    await page.route(APARTMENTS, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"backend down"}' }),
    );
    await expectNothingKnown(page, language);
  });
}

// The last known statuses show the same whether the backend refused or the device is offline: each
// cause runs once, in one language each, so that both languages' texts of the last-known state (the
// times as each formats them) stay covered on every page.
test('statuses refused (500) after a visit: the last known with their time (en)', async ({ page }) => {
  await visitLive(page, 'en');
  await page.route(APARTMENTS, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"backend down"}' }),
  );
  await expectLastKnown(page, 'en');
});

test('offline after a visit: the last known with their time (de)', async ({ page, context }) => {
  await openPage(page, pathIn('de', '/'));
  await expect(page.getByRole('status').filter({ hasText: 'Offline bereit' })).toBeVisible({
    timeout: 30_000,
  });
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  await visitLive(page, 'de');
  await context.setOffline(true);
  await expectLastKnown(page, 'de');
  await context.setOffline(false);
});
