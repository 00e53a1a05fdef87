/**
 * The buyer alerts' demand in the desk (issue 49, point 5), in both languages on a phone: watchers signed up
 * and confirmed through the local backend as a visitor's outbox and the link in the confirmation mail do it;
 * their count on the unit; the watchers' CSV; one subscriber's consent record, printed alone; its removal on
 * request, after a confirm step, and the count dropping.
 *
 * Shared backend, parallel files: the units watched here are named by no other spec, the addresses are this
 * run's own, and the counts are read against the one before the test (a retry finds its first attempt's).
 */
import { readFile } from 'node:fs/promises';

import { expect, test, type Page } from '@playwright/test';

import { ALERT_CONSENT_VERSION } from '../../supabase/functions/_shared/alert-rules';
import { confirmFromMailbox, signUpWatcher } from './alert-signups';
import { watchConsole } from './console-guard';
import { allowManyMessagesFromOneAddress, backendHooks } from './contact-backend';
import { signInToDesk } from './desk-helpers';
import { LANGUAGES, pathIn, type Language } from './site-pages';

test.describe.configure({ timeout: 120_000 });

const STAFF = { email: 'desk-alerts-e2e@example.com', password: 'desk-alerts-e2e-password' };
const PHONE = { width: 390, height: 844 };

const TEXT = {
  en: {
    // Building 3, 2nd floor: no other spec names it.
    unit: '3.2.3',
    watchedBy: (count: number) =>
      count === 0 ? 'Not watched' : count === 1 ? 'Watched by 1 person' : `Watched by ${count} people`,
    alertsView: 'Buyer alerts',
    download: 'Export CSV',
    header:
      'Unit,Alert,E-mail,Language,Frequency,Signed up (Berlin time),Confirmed (Berlin time),Consent text version',
    separator: ',',
    target: (code: string) => `Apartment ${code}: when it becomes available or its price changes`,
    language: 'English',
    frequency: 'At once',
    address: "Subscriber's e-mail address",
    show: 'Show consent record',
    record: (email: string) => `Consent to buyer alerts: ${email}`,
    confirmed: 'Confirmed',
    remove: 'Remove these alerts…',
    dialog: (email: string) => `Remove every alert of ${email}?`,
    removeForGood: 'Remove for good',
    removed: (email: string) =>
      new RegExp(`1 sign-up of ${email.replace(/\./g, '\\.')} was deleted on .+\\.`),
    nav: 'Sales desk',
  },
  de: {
    // Building 4, 2nd floor: no other spec names it.
    unit: '4.2.1',
    watchedBy: (count: number) =>
      count === 0
        ? 'Nicht beobachtet'
        : count === 1
          ? 'Von 1 Person beobachtet'
          : `Von ${count} Personen beobachtet`,
    alertsView: 'Benachrichtigungen',
    download: 'Als CSV exportieren',
    header:
      'Wohnung;Benachrichtigung;E-Mail;Sprache;Häufigkeit;Angemeldet (Berliner Zeit);Bestätigt (Berliner Zeit);Version des Einwilligungstexts',
    separator: ';',
    target: (code: string) => `Wohnung ${code}: sobald sie verfügbar wird oder sich ihr Preis ändert`,
    language: 'Deutsch',
    frequency: 'Sofort',
    address: 'E-Mail-Adresse der angemeldeten Person',
    show: 'Einwilligungsnachweis anzeigen',
    record: (email: string) => `Einwilligung in Benachrichtigungen: ${email}`,
    confirmed: 'Bestätigt',
    remove: 'Diese Benachrichtigungen entfernen …',
    dialog: (email: string) => `Alle Benachrichtigungen für ${email} entfernen?`,
    removeForGood: 'Endgültig entfernen',
    removed: (email: string) =>
      new RegExp(`1 Anmeldung von ${email.replace(/\./g, '\\.')} wurde am .+ gelöscht\\.`),
    nav: 'Vertriebsbereich',
  },
} as const;

async function openDeskView(page: Page, language: Language, view: 'units' | 'alerts') {
  await page.goto(`${pathIn(language, '/desk')}?view=${view}`);
}

test.beforeAll(async () => {
  await backendHooks.createUser({ ...STAFF, staff: true, displayName: 'Alerts E2E' });
  // The challenges of this file come from this machine's one address, as every browser test's do.
  await allowManyMessagesFromOneAddress();
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

for (const language of LANGUAGES) {
  test(`the desk sees a unit's watchers, exports them, proves one's consent and removes it on request (${language}, phone)`, async ({
    page,
  }, testInfo) => {
    const text = TEXT[language];
    const stamp = Date.now();
    const leaving = `leaving.${language}.${stamp}@example.com`;
    const staying = `staying.${language}.${stamp}@example.com`;
    await page.setViewportSize(PHONE);
    await signInToDesk(page, language, STAFF);
    // From here on, the desk's own pages: nothing may break.
    const problems = watchConsole(page);
    await openDeskView(page, language, 'units');
    // The count before this test's watchers (a retry on the same backend finds its first attempt's).
    const watchers = page.locator(`[data-unit="${text.unit}"] [data-alert-watchers]`);
    await expect(watchers).toHaveAttribute('data-alert-watchers', /^\d+$/, { timeout: 20_000 });
    const before = Number(await watchers.getAttribute('data-alert-watchers'));

    for (const email of [leaving, staying]) {
      await signUpWatcher(email, text.unit, language);
      await confirmFromMailbox(email);
    }
    await openDeskView(page, language, 'units');
    await expect(watchers).toHaveText(text.watchedBy(before + 2), { timeout: 20_000 });
    await page.locator(`[data-unit="${text.unit}"]`).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`units-watchers-${language}.png`) });

    // The sales team's CSV: both watchers of the unit, with the consent times in Berlin time.
    await page.getByRole('link', { name: text.alertsView }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text.download }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(text.header);
    const time = '\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}';
    for (const email of [leaving, staying]) {
      const cells = [text.unit, text.target(text.unit), email, text.language, text.frequency];
      const row = new RegExp(
        `^${cells.join(text.separator).replace(/\./g, '\\.')}${text.separator}${time}${text.separator}${time}${text.separator}${ALERT_CONSENT_VERSION}$`,
      );
      expect(lines.filter((line) => row.test(line))).toHaveLength(1);
    }
    await page.screenshot({ path: testInfo.outputPath(`alerts-view-${language}.png`), fullPage: true });

    // The consent record of one address, typed in another case.
    await page.getByRole('textbox', { name: text.address }).fill(leaving.toUpperCase());
    await page.getByRole('button', { name: text.show }).click();
    const record = page.getByRole('region', { name: text.record(leaving) });
    await expect(record).toBeFocused();
    await expect(record.locator('[data-consent-entry]')).toHaveCount(1);
    await expect(record.locator('[data-consent-entry]')).toHaveAttribute('data-consent-entry', 'confirmed');
    await expect(record).toContainText(text.target(text.unit));
    await expect(record.locator('[data-consent-version]')).toHaveText(ALERT_CONSENT_VERSION);
    await expect(record.locator('[data-signup-ip]')).toHaveText(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
    await expect(record.locator('[data-confirm-ip]')).toHaveText(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
    await expect(record.locator('[data-confirmed-at] time')).toHaveAttribute(
      'datetime',
      /^\d{4}-\d{2}-\d{2}T/,
    );
    await page.screenshot({ path: testInfo.outputPath(`consent-record-${language}.png`), fullPage: true });

    // On paper only the record: no navigation, no lookup form, no buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(record).toBeVisible();
    await expect(page.getByRole('navigation', { name: text.nav })).toBeHidden();
    await expect(page.getByRole('textbox', { name: text.address })).toBeHidden();
    await expect(page.getByRole('button', { name: text.remove })).toBeHidden();
    await page.screenshot({
      path: testInfo.outputPath(`consent-record-print-${language}.png`),
      fullPage: true,
    });
    await page.emulateMedia({ media: 'screen' });

    // Removal on request: a confirm step, then what was erased.
    await page.getByRole('button', { name: text.remove }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog(leaving) });
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`remove-dialog-${language}.png`) });
    await dialog.getByRole('button', { name: text.removeForGood }).click();
    const summary = page.locator('[data-alerts-removed]');
    await expect(summary).toHaveAttribute('data-alerts-removed', '1');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(text.removed(leaving));
    await expect(summary.locator('[data-removed-targets] li')).toHaveText([text.target(text.unit)]);
    await page.screenshot({ path: testInfo.outputPath(`removed-${language}.png`), fullPage: true });

    // The unit has one watcher fewer.
    await openDeskView(page, language, 'units');
    await expect(watchers).toHaveText(text.watchedBy(before + 1), { timeout: 20_000 });
    expect(problems).toEqual([]);
  });
}
