/**
 * Booking a viewing on a phone, in English (issue 51): from a unit page's "Book a viewing" to the booking
 * page with the flat chosen, a time picked from the day chips and time buttons, the details and the consent;
 * the backend stores the booking once, for that slot and flat, with a solved challenge (booked, not spam).
 * Offline into a slot that fills meanwhile, as on the tablet in German.
 */
import { expect, test } from '@playwright/test';

import { backendHooks } from './contact-backend';
import { openPage } from './site-pages';
import {
  allowManyBookings,
  bookOfflineIntoFilledSlot,
  chooseSlot,
  fillDetails,
  VIEWING_TEXT,
} from './viewing-helpers';

test.describe.configure({ timeout: 150_000 });

test('a buyer books a viewing from a unit page on a phone (en)', async ({ page }, testInfo) => {
  await allowManyBookings();
  const slotId = await backendHooks.addViewingSlot({ startsInHours: 30, kind: 'open', capacity: 6 });
  const email = `phone-booking-${Date.now()}@example.com`;

  await openPage(page, '/projects/grabbeallee-68/apartments/2.3.1');
  await page.locator('[data-unit-actions] [data-book-viewing="2.3.1"]').click();
  await expect(page).toHaveURL(/\/viewings\?unit=2\.3\.1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book a viewing' })).toBeVisible();

  await chooseSlot(page, slotId);
  await expect(page.locator(`[data-choice="${slotId}"]`)).toContainText('Open viewing');
  await expect(page.locator(`[data-choice="${slotId}"]`)).toContainText('6 places left');
  await expect(page.locator(`[data-choice="${slotId}"]`)).toContainText('Meet at the site gate');
  await expect(page.locator('[data-chosen-flat="2.3.1"]')).toBeVisible();
  await fillDetails(page, 'en', { name: 'Petra Phone', email, phone: '+49 30 5550 111' });
  await page.screenshot({ path: testInfo.outputPath('booking-form-phone.png'), fullPage: true });
  await page.getByRole('button', { name: VIEWING_TEXT.en.book }).click();

  await expect(page.locator('[data-booking-outcome="sent"]')).toContainText(email, { timeout: 30_000 });
  // Scrolled down at the button, the buyer is taken to the outcome.
  await expect(page.locator('[data-booking-outcome="sent"]')).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('booking-sent-phone.png') });
  const stored = await backendHooks.viewingBookings(email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    slot_id: slotId,
    name: 'Petra Phone',
    phone: '+49 30 5550 111',
    locale: 'en',
    we_nrs: ['2.3.1'],
    status: 'booked',
    consent_text_version: 'viewing-2026-11',
  });
});

test('offline on a phone, the chosen time fills up; on reconnect one tap books the nearest free one (en)', async ({
  page,
  context,
}) => {
  await bookOfflineIntoFilledSlot(page, context, 'en');
});
