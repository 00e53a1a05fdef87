/**
 * The sales board in the browser: its counts equal the units list's, a status change made in the units view
 * shows on the board (status, who and why, since today), a tile opens the flat's actions from the keyboard,
 * and the owner's CSV holds every flat with its exact price. On a tablet (1024 × 768) and a phone (390 × 844),
 * each in English and German.
 *
 * Shared backend, parallel files: each test changes its own unit, which no other spec names, and puts it
 * back; other specs may change other units meanwhile, so the counts are compared until both reads agree.
 */
import { readFile } from 'node:fs/promises';

import { expect, test, type Page } from '@playwright/test';

import { backendHooks } from './contact-backend';
import { signInToDesk } from './desk-helpers';
import { pathIn, type Language } from './site-pages';

test.describe.configure({ timeout: 120_000 });

const AGENT = { email: 'desk-board-e2e@example.com', password: 'desk-board-password' };
const AGENT_NAME = 'Bea Board';

const STATUSES = ['Available', 'Vormerkung', 'Reserved', 'Sold'] as const;

const TEXT = {
  en: {
    board: 'Sales board',
    units: 'Units',
    show: 'Show',
    shown: /^(\d+) of 56 units$/,
    change: (code: string) => `Change the status of unit ${code}`,
    reserved: 'Reserved',
    available: 'Available',
    note: 'Note (optional)',
    save: 'Save status',
    changeStatus: 'Change status',
    history: 'History',
    csv: 'Sales status (CSV)',
    separator: ',',
    header: 'Unit,Building,Floor (0 = ground floor),Rooms,Living area (m²),Price (EUR),Status',
    sinceToday: 'since today',
  },
  de: {
    board: 'Verkaufsübersicht',
    units: 'Wohnungen',
    show: 'Anzeigen',
    shown: /^(\d+) von 56 Wohnungen$/,
    change: (code: string) => `Status der Wohnung ${code} ändern`,
    reserved: 'Reserviert',
    available: 'Verfügbar',
    note: 'Notiz (optional)',
    save: 'Status speichern',
    changeStatus: 'Status ändern',
    history: 'Verlauf',
    csv: 'Verkaufsstand (CSV)',
    separator: ';',
    header: 'Wohnung;Haus;Etage (0 = Erdgeschoss);Zimmer;Wohnfläche (m²);Preis (EUR);Status',
    sinceToday: 'seit heute',
  },
} as const;

const VIEWPORTS = { phone: { width: 390, height: 844 }, tablet: { width: 1024, height: 768 } } as const;

test.beforeAll(async () => {
  await backendHooks.createUser({ ...AGENT, staff: true, displayName: AGENT_NAME });
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

async function openView(page: Page, language: Language, view: 'units' | 'board') {
  await page.goto(`${pathIn(language, '/desk')}?view=${view}`);
  const ready = view === 'units' ? '[data-unit="1.0.1"]' : '[data-board-unit="1.0.1"]';
  await expect(page.locator(ready)).toBeVisible({ timeout: 20_000 });
}

/** How many units the units list shows for each status filter. */
async function unitListCounts(page: Page, language: Language): Promise<Record<string, number>> {
  const text = TEXT[language];
  const counts: Record<string, number> = {};
  for (const status of STATUSES) {
    await page.getByLabel(text.show).selectOption(status);
    // The list's own count line, checked against the rows it shows.
    const shown = Number(text.shown.exec((await page.getByText(text.shown).textContent())!)![1]);
    await expect(page.locator('[data-unit]')).toHaveCount(shown);
    counts[status] = shown;
  }
  return counts;
}

async function boardCounts(page: Page): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const status of [...STATUSES, 'not-confirmed']) {
    const figure = await page.locator(`[data-board-count="${status}"] dd`).textContent();
    counts[status] = Number(figure);
  }
  return counts;
}

for (const [language, viewport, code] of [
  ['en', 'tablet', '4.3.1'],
  ['de', 'phone', '3.3.3'],
  ['en', 'phone', '4.1.2'],
  ['de', 'tablet', '2.2.2'],
] as const) {
  const text = TEXT[language];

  test(`the board's counts equal the units list's; a status change there shows on the board and in its CSV (${language}, ${viewport})`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(VIEWPORTS[viewport]);
    const note = `Reservierung Fam. Brettschneider ${Date.now()}`;
    await signInToDesk(page, language, AGENT);

    // The board's figures and the units list count alike (read again while other specs change units).
    await openView(page, language, 'units');
    await page.getByRole('link', { name: text.board }).click();
    await expect(page.locator('[data-board-unit]')).toHaveCount(56, { timeout: 20_000 });
    await expect(async () => {
      await openView(page, language, 'units');
      const listed = await unitListCounts(page, language);
      await openView(page, language, 'board');
      expect({ ...listed, 'not-confirmed': 0 }).toEqual(await boardCounts(page));
    }).toPass({ timeout: 60_000 });
    await expect(page.locator(`[data-board-unit="${code}"]`)).toHaveAttribute('data-status', 'Available');

    // Reserved in the units view, with a note: the board shows it, who and why, since today.
    await openView(page, language, 'units');
    await page.getByRole('button', { name: text.change(code) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: text.reserved }).check();
    await dialog.getByLabel(text.note).fill(note);
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(page.locator(`[data-unit="${code}"] [data-status]`)).toHaveText(text.reserved);
    await page.getByRole('link', { name: text.board }).click();
    const tile = page.locator(`[data-board-unit="${code}"]`);
    await expect(tile).toHaveAttribute('data-status', 'Reserved', { timeout: 20_000 });
    await expect(tile.locator('[data-board-who]')).toHaveText(`${AGENT_NAME}: ${note}`);
    await expect(tile.locator('[data-board-days]')).toHaveText(text.sinceToday);
    // The units view's "Status saved" notice, closed so that the screenshots show the board.
    await page.locator('[data-toast] button').first().click();
    await expect(page.locator('[data-toast]')).toHaveCount(0);
    const sum = Number(await page.locator('[data-board-sold-sum]').getAttribute('data-board-sold-sum'));
    await page.screenshot({ path: testInfo.outputPath(`board-${language}-${viewport}.png`), fullPage: true });
    await page.screenshot({ path: testInfo.outputPath(`board-${language}-${viewport}-top.png`) });
    await tile.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`board-${language}-${viewport}-tile.png`) });

    // The owner's CSV: every flat, its exact price and the status as the board shows it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text.csv }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^grabbeallee-68-.+-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(57);
    expect(lines[0]!.startsWith(text.header)).toBe(true);
    const cells = lines.find((line) => line.startsWith(`${code}${text.separator}`))!.split(text.separator);
    expect(cells[6]).toBe(text.reserved);
    expect(cells.at(-2)).toBe(AGENT_NAME);
    expect(cells.at(-1)).toBe(note);
    // The exact prices: the sold ones add up to the board's figure, to the euro.
    const sold = lines
      .slice(1)
      .map((line) => line.split(text.separator))
      .filter((row) => row[6] === (language === 'en' ? 'Sold' : 'Verkauft'));
    expect(sold.reduce((total, row) => total + Number(row[5]), 0)).toBe(sum);

    // From the keyboard, the tile opens the flat's actions; its status goes back to Available there.
    await tile.focus();
    await page.keyboard.press('Enter');
    const flat = page.getByRole('dialog');
    await expect(flat.locator(`[data-board-flat="${code}"]`)).toBeVisible();
    await expect(flat.getByRole('button', { name: text.history })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`board-flat-${language}-${viewport}.png`) });
    await flat.getByRole('button', { name: text.changeStatus }).click();
    const change = page.getByRole('dialog');
    await change.getByRole('radio', { name: text.available }).check();
    await change.getByRole('button', { name: text.save }).click();
    await expect(tile).toHaveAttribute('data-status', 'Available', { timeout: 20_000 });
  });
}
