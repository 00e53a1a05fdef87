/**
 * Buyer alerts in the browser, on a phone, both languages (issue 49): a visitor watches a reserved flat
 * offline; the sign-up waits on the device and is sent once the connection returns; the confirmation link
 * from the local mailbox confirms on a click; staff set the flat available in the desk; the alert is in
 * the mailbox, once. Each language watches its own flat, which no other spec names, and puts it back.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';

import { mailsTo, type MailboxMail } from './alert-signups';
import { allowManyMessagesFromOneAddress, backendHooks } from './contact-backend';
import { signInToDesk } from './desk-helpers';
import { waitForOfflineReady } from './field-kit-helpers';
import { openPage, pathIn, type Language } from './site-pages';

test.describe.configure({ timeout: 120_000 });

const STAFF = { email: 'alerts-e2e@example.com', password: 'alerts-e2e-password' };

const TEXT = {
  en: {
    unit: '3.2.2',
    notify: 'Notify me when it is free',
    email: 'Your e-mail address',
    instant: 'Right away, one e-mail per change',
    consent: /may e-mail me when this changes/,
    submit: 'Notify me',
    saved: 'Your alert is saved on this device',
    confirmMail: 'Please confirm your alert',
    confirm: 'Confirm my alert',
    on: 'Your alert is on',
    change: (code: string) => `Change the status of unit ${code}`,
    available: 'Available',
    reserved: 'Reserved',
    save: 'Save status',
  },
  de: {
    unit: '4.2.1',
    notify: 'Benachrichtigen, wenn sie frei wird',
    email: 'Ihre E-Mail-Adresse',
    instant: 'Sofort, eine E-Mail je Änderung',
    consent: /darf mir schreiben, wenn sich hier etwas ändert/,
    submit: 'Benachrichtigen',
    saved: 'Ihre Benachrichtigung ist auf diesem Gerät gespeichert',
    confirmMail: 'Bitte bestätigen Sie Ihre Benachrichtigung',
    confirm: 'Benachrichtigung bestätigen',
    on: 'Ihre Benachrichtigung ist aktiv',
    change: (code: string) => `Status der Wohnung ${code} ändern`,
    available: 'Verfügbar',
    reserved: 'Reserviert',
    save: 'Status speichern',
  },
} as const;

async function waitForMails(address: string, count: number): Promise<MailboxMail[]> {
  let mails: MailboxMail[] = [];
  await expect
    .poll(async () => (mails = await mailsTo(address)).length, { timeout: 45_000, intervals: [500] })
    .toBe(count);
  return mails;
}

test.beforeAll(async () => {
  await backendHooks.createUser({ ...STAFF, staff: true, displayName: 'Alerts E2E' });
  // Every browser test signs up from this machine's one address.
  await allowManyMessagesFromOneAddress();
});

async function staffPage(browser: Browser, language: Language): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  await signInToDesk(page, language, STAFF);
  await page.goto(`${pathIn(language, '/desk')}?view=units`);
  return page;
}

async function setStatus(page: Page, language: Language, status: 'available' | 'reserved') {
  const text = TEXT[language];
  await page.getByRole('button', { name: text.change(text.unit) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: text[status], exact: true }).check();
  await dialog.getByRole('button', { name: text.save }).click();
  await expect(dialog).toBeHidden();
}

for (const language of ['en', 'de'] as const) {
  const text = TEXT[language];

  test(`a reserved flat watched offline: confirmed from the mailbox, one alert when it is free (${language})`, async ({
    page,
    context,
    browser,
  }) => {
    const address = `alert-${language}-${Date.now()}@example.com`;
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
    await openPage(page, pathIn(language, `/projects/grabbeallee-68/apartments/${text.unit}`));
    await waitForOfflineReady(page, language);

    // Offline at the construction site: the form opens from the device and keeps the sign-up.
    await context.setOffline(true);
    await page.getByRole('button', { name: text.notify }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: text.email }).fill(address);
    await expect(dialog.getByRole('radio', { name: text.instant })).toBeChecked();
    await dialog.getByRole('checkbox', { name: text.consent }).check();
    await dialog.getByRole('button', { name: text.submit, exact: true }).click();
    await expect(dialog.getByRole('heading', { name: text.saved })).toBeVisible();
    expect(await mailsTo(address)).toEqual([]);

    // Back online: sent once, and the server mails only the confirmation.
    await context.setOffline(false);
    await expect(dialog.getByRole('heading', { name: text.confirmMail })).toBeVisible({ timeout: 30_000 });
    const [confirmation] = await waitForMails(address, 1);
    const link = confirmation!.links.find((href) => href.includes('/alerts/confirm?'));
    expect(link).toContain(pathIn(language, '/alerts/confirm?'));

    // The link confirms on a click, not on opening (mail scanners open links).
    await openPage(page, new URL(link!).pathname + new URL(link!).search);
    await page.getByRole('button', { name: text.confirm }).click();
    await expect(page.getByText(text.on)).toBeVisible();

    // Staff set the flat available: one alert, naming the flat, with a one-click unsubscribe.
    const desk = await staffPage(browser, language);
    await setStatus(desk, language, 'available');
    try {
      const mails = await waitForMails(address, 2);
      const alert = mails[1]!;
      expect(alert.text).toContain(text.unit);
      expect(alert.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(alert.headers['List-Unsubscribe']).toMatch(/^<https?:\/\/.+>$/);
      // Never two alerts for one event.
      await page.waitForTimeout(5_000);
      expect(await mailsTo(address)).toHaveLength(2);
    } finally {
      await setStatus(desk, language, 'reserved');
      await desk.context().close();
    }
  });
}
