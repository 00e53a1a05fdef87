/**
 * "Book a viewing" from the finder's card and the printed exposé's QR code, on a tablet (issue 51, point 2):
 * see viewing-entry-helpers.ts; the phone's in viewing-entries.mobile.spec.ts.
 */
import { test } from '@playwright/test';

import { LANGUAGES } from './site-pages';
import { bookFromFinderCard, printButtonWaitsForCode, printedBookingCode } from './viewing-entry-helpers';

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1024, height: 768 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

for (const language of LANGUAGES) {
  test(`the finder's card books a viewing of its flat; a sold flat's does not (${language})`, async ({
    page,
  }) => {
    await bookFromFinderCard(page, language, '2.3.1', '1.0.1');
  });

  test(`the printed exposé carries the booking QR code, loaded for print only, on one A4 page (${language})`, async ({
    page,
  }) => {
    await printedBookingCode(page, language, language === 'de' ? '1.5.4' : '1.0.4');
  });
}

test('the print button prints once the booking code is drawn (de)', async ({ page }) => {
  await printButtonWaitsForCode(page, 'de', '2.3.1');
});
