/**
 * The picker: choosing by building and floor. Site view with its floor bands, a floor with
 * every flat a named control filled by live status, the summary and its unit link, keyboard-only use,
 * filters that dim, a status row that recolours its flat, every floor its own prerendered page, and
 * every floor offline after one visit.
 */
import { expect, test, type Page } from '@playwright/test';

import { BUILDINGS, UNITS } from '../../src/content/units';
import { watchConsole } from './console-guard';
import { acknowledgeCookieNotice, LANGUAGES, openPage, pathIn } from './site-pages';

test.describe.configure({ timeout: 60_000 });

const PICKER = '/projects/grabbeallee-68/floors';
const APARTMENTS = '**/rest/v1/apartments*';

const TEXT = {
  en: {
    h1: 'Choose by building and floor',
    band: /^3rd floor, building 2: \d of 3 apartments available$/,
    flat: /^Flat 2\.3\.1, \d rooms, [\d.]+\sm², (available|sold|reserved|on hold)$/,
    flat101: /^Flat 1\.0\.1, \d rooms, [\d.]+\sm², (available|sold|reserved|on hold)$/,
    floorTitle: 'Building 2 · 3rd floor',
    headTitle: 'Building 2, 3rd floor: the apartments – Grabbeallee 68',
    view: 'View apartment 2.3.1',
    unitH1: 'Apartment 2.3.1',
    reserved: /^Flat 2\.3\.1, .*, reserved$/,
    outside: /, outside your filters$/,
    onlyAvailable: 'Only available',
  },
  de: {
    h1: 'Wohnung nach Haus und Etage wählen',
    band: /^3\. Obergeschoss, Haus 2: \d von 3 Wohnungen frei$/,
    flat: /^Wohnung 2\.3\.1, \d Zimmer, [\d,]+\sm², (Verfügbar|Verkauft|Reserviert|Vormerkung)$/,
    flat101: /^Wohnung 1\.0\.1, \d Zimmer, [\d,]+\sm², (Verfügbar|Verkauft|Reserviert|Vormerkung)$/,
    floorTitle: 'Haus 2 · 3. Obergeschoss',
    headTitle: 'Haus 2, 3. Obergeschoss: die Wohnungen – Grabbeallee 68',
    view: 'Wohnung 2.3.1 ansehen',
    unitH1: 'Wohnung 2.3.1',
    reserved: /^Wohnung 2\.3\.1, .*, Reserviert$/,
    outside: /, passt nicht zu Ihren Filtern$/,
    onlyAvailable: 'Nur freie Wohnungen',
  },
} as const;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

const flat = (page: Page, code: string) => page.locator(`[data-flat="${code}"]`);

async function statusesKnown(page: Page) {
  await expect(page.locator('[data-picker]')).toHaveAttribute('data-status-phase', /live|cached/, {
    timeout: 20_000,
  });
}

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test(`tap a floor band, then a flat, and reach its unit page (${language})`, async ({ page }) => {
    const problems = watchConsole(page);
    await openPage(page, pathIn(language, PICKER));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.h1);
    await statusesKnown(page);
    // Every building with one band per floor, and every flat of the project in them.
    for (const building of BUILDINGS) {
      await expect(page.locator(`[data-site-building="${building.number}"] [data-band]`)).toHaveCount(
        building.floors,
      );
    }
    const band = page.getByRole('button', { name: text.band });
    await band.click();
    // The floor's own page.
    await expect(page).toHaveURL(new RegExp(`${pathIn(language, PICKER)}/2/3$`));
    await expect(page).toHaveTitle(text.headTitle);
    await expect(page.locator('[data-floor-view="2.3"] [data-flat]')).toHaveCount(3);
    const first = page.getByRole('button', { name: text.flat });
    await expect(first).toBeVisible();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const summary = page.locator('[data-summary="2.3.1"]');
    await expect(summary).toBeVisible();
    await summary.getByRole('link', { name: text.view }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.unitH1);
    // Back returns to the floor, the address holding it.
    await page.goBack();
    await expect(page.locator('[data-floor-view="2.3"]')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test(`a status row from the backend recolours its flat and the filters dim the others (${language})`, async ({
    page,
  }) => {
    await page.route(APARTMENTS, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify([
          { we_nr: '2.3.1', status: 'Reserved', project_id: 'grabbeallee-68', unit_number: 45 },
        ]),
      }),
    );
    await openPage(page, `${pathIn(language, PICKER)}/2/3`);
    await statusesKnown(page);
    await expect(flat(page, '2.3.1')).toHaveAttribute('data-tone', 'reserved');
    await expect(flat(page, '2.3.1')).toHaveAccessibleName(text.reserved);
    await expect(flat(page, '2.3.1')).toContainText(language === 'de' ? 'Reserviert' : 'Reserved');
    await expect(flat(page, '2.3.2')).toHaveAttribute('data-tone', 'available');

    await page.locator('label').filter({ hasText: text.onlyAvailable }).click();
    await expect(page).toHaveURL(/\/floors\/2\/3\?available=1$/);
    await expect(flat(page, '2.3.1')).toHaveAttribute('data-dimmed', '');
    await expect(flat(page, '2.3.1')).toHaveAccessibleName(text.outside);
    await expect(flat(page, '2.3.2')).not.toHaveAttribute('data-dimmed', '');

    await page.locator('[aria-labelledby="picker-rooms-label"] label').filter({ hasText: /^4/ }).click();
    await expect(page).toHaveURL(/\/floors\/2\/3\?rooms=4&available=1$/);
    const floorUnits = UNITS.filter((unit) => unit.building === 2 && unit.floor === 3);
    for (const unit of floorUnits) {
      const dimmed = unit.rooms !== 4 || unit.weNr === '2.3.1';
      if (dimmed) await expect(flat(page, unit.weNr)).toHaveAttribute('data-dimmed', '');
      else await expect(flat(page, unit.weNr)).not.toHaveAttribute('data-dimmed', '');
    }
  });
}

for (const language of LANGUAGES) {
  const text = TEXT[language];

  // Behaviour, not language: in German only (the flats' English names are checked by the tap test).
  if (language === 'de') {
    test(`keyboard only: a band, the flats, arrow keys between floors and buildings, the summary (${language})`, async ({
      page,
    }) => {
      const floorPath = (building: number, floor: number) =>
        new RegExp(`${pathIn(language, PICKER)}/${building}/${floor}$`);
      await openPage(page, pathIn(language, PICKER));
      await statusesKnown(page);
      // Tab to building 1's ground floor band and open it.
      const band = page.locator('[data-band="1.0"]');
      for (let i = 0; i < 60 && !(await band.evaluate((el) => el === document.activeElement)); i++) {
        await page.keyboard.press('Tab');
      }
      await expect(band).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('[data-floor-view="1.0"]')).toBeVisible();
      // Tab to the first flat.
      const first = flat(page, '1.0.1');
      for (let i = 0; i < 20 && !(await first.evaluate((el) => el === document.activeElement)); i++) {
        await page.keyboard.press('Tab');
      }
      await expect(first).toBeFocused();
      await expect(first).toHaveAccessibleName(text.flat101);
      await page.keyboard.press('ArrowUp');
      await expect(page).toHaveURL(floorPath(1, 1));
      await expect(page.locator('[data-floor-view="1.1"]')).toBeVisible();
      await expect(page.locator('[data-floor-view="1.1"] [data-plan]')).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(page).toHaveURL(floorPath(2, 1));
      await expect(page.locator('[data-floor-view="2.1"]')).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expect(page).toHaveURL(floorPath(2, 0));
      await page.keyboard.press('ArrowLeft');
      await expect(page).toHaveURL(floorPath(1, 0));
      await page.keyboard.press('Tab');
      await expect(first).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('[data-summary="1.0.1"]')).toBeVisible();
      // The summary follows the floor's flats: Tab reaches its buttons after them.
      const close = page.locator('[data-summary="1.0.1"] button').first();
      for (let i = 0; i < 6 && !(await close.evaluate((el) => el === document.activeElement)); i++) {
        await page.keyboard.press('Tab');
      }
      await expect(close).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('[data-summary]')).toHaveCount(0);
    });
  }
}

test('once idle, every floor waits hidden and out of reach; a band reveals one, steps replace the entry, the keyboard focus follows', async ({
  page,
}) => {
  const text = TEXT.en;
  await openPage(page, PICKER);
  await statusesKnown(page);
  // Rendered ahead, one at a time once the page is idle: every floor, hidden.
  await expect(page.locator('[data-floor-view]')).toHaveCount(18, { timeout: 15_000 });
  await expect(page.locator('[data-floor-view]:visible')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Flat / })).toHaveCount(0);
  // Tab from the last band leaves the picker: no hidden flat or button is in the tab order.
  await page.locator('[data-band="4.0"]').focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-floor-view]')))).toBe(
    false,
  );

  // The tap reveals the floor that waited: the same element, not a new one.
  const floor23 = page.locator('[data-floor-view="2.3"]');
  await floor23.evaluate((element) => element.setAttribute('data-test-waited', ''));
  await page.getByRole('button', { name: text.band }).click();
  await expect(floor23).toBeVisible();
  await expect(floor23).toHaveAttribute('data-test-waited', '');
  await expect(page.locator('[data-floor-view]:visible')).toHaveCount(1);
  await expect(page.locator('[data-site-view]')).toBeHidden();
  await expect(page).toHaveURL(/\/floors\/2\/3$/);

  // A flat's summary closes when its floor is left.
  await floor23.getByRole('button', { name: text.flat }).click();
  await expect(page.locator('[data-summary="2.3.1"]')).toBeVisible();
  await floor23.locator('button[data-go="down"]').click();
  await expect(page).toHaveURL(/\/floors\/2\/2$/);
  await page.locator('[data-floor-view="2.2"] button[data-go="up"]').click();
  await expect(floor23).toBeVisible();
  await expect(page.locator('[data-summary]')).toHaveCount(0);

  // By keyboard, the button pressed keeps the focus on the floor shown next.
  const down = floor23.locator('button[data-go="down"]');
  for (let i = 0; i < 40 && !(await down.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(down).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/floors\/2\/2$/);
  await expect(page.locator('[data-floor-view="2.2"] button[data-go="down"]')).toBeFocused();

  // Steps between floors replaced the floor's entry: Back goes to the site view.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${PICKER}$`));
  await expect(page.locator('[data-site-view]')).toBeVisible();
  await expect(page.locator('[data-floor-view]:visible')).toHaveCount(0);
});

test('offline after one visit, every floor of every building opens in both languages', async ({
  page,
  context,
}) => {
  // Some 40 page loads offline.
  test.slow();
  await openPage(page, PICKER);
  await statusesKnown(page);
  await acknowledgeCookieNotice(page);
  await expect(page.getByRole('status').filter({ hasText: 'Ready to work offline' })).toBeVisible({
    timeout: 20_000,
  });
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  await context.setOffline(true);
  for (const language of LANGUAGES) {
    for (const building of BUILDINGS) {
      for (let floor = 0; floor < building.floors; floor++) {
        // A floor never visited: the worker answers with the site view, which opens the floor.
        const response = await page.goto(`${pathIn(language, PICKER)}/${building.number}/${floor}`);
        expect(response?.fromServiceWorker()).toBe(true);
        const view = page.locator(`[data-floor-view="${building.number}.${floor}"]`);
        await expect(view).toBeVisible();
        await expect(view.locator('[data-flat]')).toHaveCount(
          UNITS.filter((unit) => unit.building === building.number && unit.floor === floor).length,
        );
      }
    }
    // A floor of the old address (?building=2&floor=3) opens too.
    await page.goto(`${pathIn(language, PICKER)}?building=4&floor=1`);
    await expect(page.locator('[data-floor-view="4.1"]')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${pathIn(language, PICKER)}/4/1$`));
    // The statuses last received, with their time.
    await expect(page.locator('[data-picker]')).toHaveAttribute('data-status-phase', 'cached');
    await expect(page.locator('[data-as-of]')).toContainText(
      language === 'de' ? 'zuletzt auf diesem Gerät gespeichert' : 'last saved on this device',
    );
  }
  await context.setOffline(false);
});

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test(`every floor is a page of its own, prerendered with that floor, noindex (${language})`, async ({
    page,
    request,
  }) => {
    for (const building of BUILDINGS) {
      for (let floor = 0; floor < building.floors; floor++) {
        const path = `${pathIn(language, PICKER)}/${building.number}/${floor}`;
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        expect(html, path).toContain(`data-floor-view="${building.number}.${floor}"`);
        expect(html, path).toContain('<meta name="robots" content="noindex, follow"/>');
      }
    }
    for (const path of [`${PICKER}/2`, `${PICKER}/2/4`, `${PICKER}/5/0`]) {
      expect((await request.get(pathIn(language, path))).status(), path).toBe(404);
    }
    // Without script, a shared link shows its floor: the prerendered page itself.
    const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
    const bare = await context.newPage();
    await bare.goto(`${pathIn(language, PICKER)}/2/3`);
    await expect(bare.locator('[data-floor-view="2.3"] h2')).toContainText(text.floorTitle);
    await expect(bare.locator('[data-floor-view="2.3"] [data-flat]')).toHaveCount(3);
    await expect(bare).toHaveTitle(text.headTitle);
    await expect(bare.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${pathIn(language, PICKER)}/2/3$`),
    );
    await context.close();
  });
}

const TAB = { en: 'Building & floor', de: 'Haus & Etage' } as const;

for (const language of LANGUAGES) {
  test(`the project page's '${TAB[language]}' tab: the site view, a floor, its own page (${language})`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const project = pathIn(language, '/projects/grabbeallee-68');
    await openPage(page, project);
    // The picker's code is its own file, loaded once: with the tab, or before, once the page was idle
    // and the tab rendered ahead (project-tabs-ahead.spec.ts). A check that it was not loaded right
    // after hydration raced that idle load.
    const pickerScripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => /\/assets\/picker-page-[\w-]+\.js$/.test(name)),
      );
    await page.getByRole('tab', { name: TAB[language] }).click();
    await expect(page).toHaveURL(new RegExp(`${project}\\?tab=floors$`));
    await expect(page.locator('[data-site-view] [data-band]')).toHaveCount(18);
    expect(await pickerScripts()).toHaveLength(1);
    await page.getByRole('button', { name: TEXT[language].band }).click();
    await expect(page.locator('[data-floor-view="2.3"] [data-flat]')).toHaveCount(3);
    // The tab keeps the project page's address; the floor's own page has the address to share.
    await expect(page).toHaveURL(new RegExp(`${project}\\?tab=floors$`));
    const link = page.locator('[data-floor-view="2.3"] [data-floor-link]');
    await expect(link).toHaveAttribute('href', `${pathIn(language, PICKER)}/2/3`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${pathIn(language, PICKER)}/2/3$`));
    await expect(page.locator('[data-floor-view="2.3"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[language].h1);
    expect(problems).toEqual([]);
  });
}
