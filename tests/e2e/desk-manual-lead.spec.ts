/**
 * A lead added by hand at the desk: written without a connection on a tablet, kept on the device through a
 * reload, stored exactly once when the connection returns; then a second enquiry with the same phone number
 * is offered for merging and added to the first lead's history, still one lead. English on a tablet, German on
 * a phone.
 *
 * Shared backend, parallel files: the leads carry this spec's own phone numbers.
 */
import { expect, test, type Page, type Route } from '@playwright/test';

import { allRows, backendHooks } from './contact-backend';
import { signInToDesk } from './desk-helpers';
import { pathIn, type Language } from './site-pages';

test.describe.configure({ timeout: 120_000 });

const AGENT = { email: 'desk-manual-lead-e2e@example.com', password: 'desk-manual-lead-password' };

const TEXT = {
  en: {
    add: 'Add a lead',
    source: 'Source',
    walkIn: 'Walk-in at the site',
    phoneCall: 'Phone call',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    notes: 'Message or notes',
    flats: 'Flats asked about',
    submit: 'Add lead',
    waiting: 'Kept on this device, waiting for the connection.',
    noConnection: 'No connection to the server.',
    saved: 'Lead saved:',
    merge: 'Add to this lead',
    search: 'Search name or e-mail',
    merged: 'Enquiry added to this lead: Phone call',
  },
  de: {
    add: 'Anfrage erfassen',
    source: 'Quelle',
    walkIn: 'Besuch auf der Baustelle',
    phoneCall: 'Anruf',
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    notes: 'Nachricht oder Notizen',
    flats: 'Angefragte Wohnungen',
    submit: 'Anfrage anlegen',
    waiting: 'Auf diesem Gerät gespeichert, wartet auf die Verbindung.',
    noConnection: 'Keine Verbindung zum Server.',
    saved: 'Anfrage gespeichert:',
    merge: 'Hier ergänzen',
    search: 'Name oder E-Mail suchen',
    merged: 'Weitere Anfrage zu diesem Interessenten: Anruf',
  },
} as const;

const VIEWPORTS = { phone: { width: 390, height: 844 }, tablet: { width: 1024, height: 768 } } as const;

test.beforeAll(async () => {
  await backendHooks.createUser({ ...AGENT, staff: true, displayName: 'Manuela Manuell' });
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

const digits = (phone: string | null) => (phone ?? '').replace(/\D/g, '');

/** The rows the backend stores with this phone number (by its digits). */
async function storedWithPhone(phone: string) {
  return (await allRows()).filter((row) => digits(row.phone) === digits(phone));
}

async function fillLead(
  page: Page,
  text: (typeof TEXT)[Language],
  lead: { source: string; name: string; phone: string; email?: string; notes: string; flat?: string },
  shotName: string,
) {
  await page.getByRole('button', { name: text.add }).click();
  const form = page.getByRole('dialog', { name: text.add });
  await expect(form).toBeVisible();
  await form.getByLabel(text.source).selectOption({ label: lead.source });
  await form.getByRole('textbox', { name: text.name }).fill(lead.name);
  if (lead.email) await form.getByRole('textbox', { name: text.email }).fill(lead.email);
  await form.getByRole('textbox', { name: text.phone }).fill(lead.phone);
  await form.getByRole('textbox', { name: text.notes }).fill(lead.notes);
  if (lead.flat) {
    await form.getByLabel(text.flats).selectOption(lead.flat);
    await expect(form.locator(`[data-chosen-unit="${lead.flat}"]`)).toBeVisible();
  }
  // MANUAL_LEAD_SHOTS=<folder>: the filled form as a picture, to look at.
  const shots = process.env.MANUAL_LEAD_SHOTS;
  if (shots) await page.screenshot({ path: `${shots}/manual-lead-${shotName}.png` });
  await form.getByRole('button', { name: text.submit }).click();
  await expect(form).toBeHidden();
}

for (const [language, viewport] of [
  ['en', 'tablet'],
  ['de', 'phone'],
] as const) {
  test(`a walk-in added offline is stored once when the connection returns, a second enquiry merges (${language}, ${viewport})`, async ({
    page,
  }) => {
    const text = TEXT[language];
    await page.setViewportSize(VIEWPORTS[viewport]);
    const unique = String(Date.now()).slice(-7);
    const phone = `030 ${unique}`;
    const name = language === 'en' ? 'Walter Walkin' : 'Wiebke Vorort';

    await signInToDesk(page, language, AGENT);
    await page.goto(`${pathIn(language, '/desk')}?view=leads`);
    await expect(page.locator('[data-lead-count]')).toBeVisible();

    // No connection: the lead is written to the device, and says so.
    const context = page.context();
    const refuse = (route: Route) => route.abort('internetdisconnected');
    await context.route('**/supabase/**', refuse);
    await context.setOffline(true);
    await fillLead(
      page,
      text,
      {
        source: text.walkIn,
        name,
        phone,
        notes: 'Stood at the show flat for half an hour, wants the price list.',
        flat: '1.0.1',
      },
      `${viewport}-${language}-form`,
    );
    const pending = page.locator('[data-pending-lead]');
    await expect(pending).toHaveCount(1);
    await expect(pending).toContainText(name);
    await expect(pending).toContainText(text.waiting);
    await expect(page.locator('[data-intake-problem="unavailable"]')).toContainText(text.noConnection);
    if (process.env.MANUAL_LEAD_SHOTS)
      await page.screenshot({
        path: `${process.env.MANUAL_LEAD_SHOTS}/manual-lead-${viewport}-${language}-waiting.png`,
      });

    // The network is back but the server still cannot be reached; a reload keeps the lead.
    await context.setOffline(false);
    await page.reload();
    await expect(page.locator('[data-pending-lead]')).toHaveCount(1);
    await expect(page.locator('[data-pending-lead]')).toContainText(text.waiting);
    expect(await storedWithPhone(phone)).toEqual([]);

    // The connection returns: stored once.
    await context.unroute('**/supabase/**', refuse);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page.locator('[data-pending-lead]')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByText(`${text.saved} ${name}`)).toBeVisible();
    const stored = await storedWithPhone(phone);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name, phone, email: null, source: 'walk_in', notify_status: 'none' });

    // Another connection change sends nothing again.
    await context.setOffline(true);
    await context.setOffline(false);
    await page.reload();
    await expect(page.locator('[data-lead-count]')).toBeVisible();
    expect(await storedWithPhone(phone)).toHaveLength(1);

    // The same person calls: the same number, written differently, is offered for merging.
    await fillLead(
      page,
      text,
      {
        source: text.phoneCall,
        name,
        phone: `030 ${unique.slice(0, 3)}-${unique.slice(3)}`,
        email: `walk-in-${unique}@example.com`,
        notes: 'Called back: would like a viewing on Saturday.',
      },
      `${viewport}-${language}-second`,
    );
    const offer = page.locator('[data-duplicate-offer]');
    await expect(offer).toBeVisible();
    if (process.env.MANUAL_LEAD_SHOTS)
      await page.screenshot({
        path: `${process.env.MANUAL_LEAD_SHOTS}/manual-lead-${viewport}-${language}-merge.png`,
      });
    await expect(offer).toContainText(name);
    await offer.getByRole('button', { name: text.merge }).click();
    await expect(page.locator('[data-pending-lead]')).toHaveCount(0);

    const after = await storedWithPhone(phone);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ email: `walk-in-${unique}@example.com` });

    // The first lead's history has the enquiry, newest first.
    await page.getByRole('searchbox', { name: text.search }).fill(name);
    const card = page.locator(`[data-lead-id="${stored[0]?.id}"]`);
    await expect(card).toBeVisible();
    await card.locator('[data-lead-history] summary').click();
    await expect(card.locator('[data-event="merged"]')).toContainText(text.merged);
    await expect(card.locator('[data-unit-link="1.0.1"]')).toBeVisible();
    if (process.env.MANUAL_LEAD_SHOTS)
      await card.screenshot({
        path: `${process.env.MANUAL_LEAD_SHOTS}/manual-lead-${viewport}-${language}-card.png`,
      });
  });
}
