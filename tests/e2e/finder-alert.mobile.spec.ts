/**
 * "Notify me about flats like these" in the finder on a phone (390 × 844), both languages (issue 49): the
 * finder's filters plus a price limit given in the dialog reach the stored sign-up, the confirmation mail names
 * them, nothing covers the dialog's title or close button and the German fits. A screenshot of the filled
 * dialog is kept with the test's output.
 */
import { expect, test, type Locator } from '@playwright/test';

import { mailsTo } from './alert-signups';
import { allowManyMessagesFromOneAddress, backendHooks } from './contact-backend';
import { openFinder } from './project-helpers';

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 390, height: 844 } });

const TEXT = {
  en: {
    notify: 'Notify me about flats like these',
    title: 'Notify me: 3-room flats in building 2',
    price: 'Price up to (€)',
    area: 'Living area from (m²)',
    typed: '450,000',
    email: 'Your e-mail address',
    consent: /may e-mail me when this changes/,
    submit: 'Notify me',
    close: 'Close',
    confirmMail: 'Please confirm your alert',
    inMail: 'building 2, 3 rooms, up to €450,000.',
  },
  de: {
    notify: 'Bei passenden Wohnungen benachrichtigen',
    title: 'Benachrichtigen: 3-Zimmer-Wohnungen in Haus 2',
    price: 'Preis bis (€)',
    area: 'Wohnfläche ab (m²)',
    typed: '450.000',
    email: 'Ihre E-Mail-Adresse',
    consent: /darf mir schreiben, wenn sich hier etwas ändert/,
    submit: 'Benachrichtigen',
    close: 'Schließen',
    confirmMail: 'Bitte bestätigen Sie Ihre Benachrichtigung',
    inMail: 'Haus 2, 3 Zimmer, bis 450.000\u00a0€.',
  },
} as const;

/** Whether the element itself (or what is inside it) is what a tap at its centre hits. */
const onTop = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (element === hit || element.contains(hit));
  });

test.beforeAll(async () => {
  // Every browser test signs up from this machine's one address.
  await allowManyMessagesFromOneAddress();
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

for (const language of ['en', 'de'] as const) {
  const text = TEXT[language];

  test(`the finder's filters and a price limit become the stored search (${language})`, async ({ page }) => {
    const address = `finder-alert-${language}-${Date.now()}@example.com`;
    await openFinder(page, language, '?tab=apartments&building=2&rooms=3');
    await page.getByRole('button', { name: text.notify }).click();
    const dialog = page.getByRole('dialog');
    const title = dialog.getByRole('heading', { name: text.title });
    await expect(title).toBeVisible();

    const price = dialog.getByRole('textbox', { name: text.price });
    await price.fill('450000');
    await expect(price).toHaveValue(text.typed);
    await expect(dialog.getByRole('textbox', { name: text.area })).toHaveValue('');
    await dialog.getByRole('textbox', { name: text.email }).fill(address);
    await dialog.getByRole('checkbox', { name: text.consent }).check();

    // The filled dialog on a phone: the title and the close button uncovered, no text running out of it.
    const close = dialog.getByRole('button', { name: text.close });
    await dialog.evaluate((node) => node.scrollTo({ top: 0 }));
    expect(await onTop(title)).toBe(true);
    expect(await onTop(close)).toBe(true);
    expect(await dialog.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    for (const field of [price, dialog.getByRole('textbox', { name: text.area })]) {
      const box = (await field.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await page.screenshot({ path: test.info().outputPath(`finder-alert-dialog-${language}.png`) });

    await dialog.getByRole('button', { name: text.submit, exact: true }).click();
    await expect(dialog.getByRole('heading', { name: text.confirmMail })).toBeVisible({ timeout: 30_000 });

    const [row, ...others] = await backendHooks.alertSubscriptions(address);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      status: 'pending',
      we_nr: null,
      search_building: 2,
      search_floor: null,
      search_rooms: 3,
      search_max_price: 450_000,
      search_min_area: null,
    });

    let mailText = '';
    await expect
      .poll(async () => (mailText = (await mailsTo(address))[0]?.text ?? ''), { timeout: 45_000 })
      .not.toBe('');
    expect(mailText).toContain(text.inMail);
  });
}
