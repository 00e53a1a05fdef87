/**
 * Booking a viewing on a tablet, in German (issue 51): from a unit page; offline, the booking waits on the
 * device while its slot fills up, and on reconnect the buyer is told at once and books the nearest free time
 * with one tap, without typing again (never two bookings, none lost); the personal link cancels it after a
 * confirmation, and a wrong link says so.
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
test.use({ viewport: { width: 1024, height: 768 } });

test('a buyer books from a unit page on a tablet (de)', async ({ page }) => {
  await allowManyBookings();
  const slotId = await backendHooks.addViewingSlot({
    startsInHours: 28,
    kind: 'single',
    meetingPoint: 'show_flat',
  });
  const email = `tablet-booking-${Date.now()}@example.com`;

  await openPage(page, '/de/projects/grabbeallee-68/apartments/1.0.2');
  await page.locator('[data-unit-actions] [data-book-viewing="1.0.2"]').click();
  await expect(page).toHaveURL(/\/de\/viewings\?unit=1\.0\.2$/);
  await chooseSlot(page, slotId);
  await expect(page.locator(`[data-choice="${slotId}"]`)).toContainText('Einzeltermin');
  await expect(page.locator(`[data-choice="${slotId}"]`)).toContainText('Treffpunkt: Musterwohnung');
  await fillDetails(page, 'de', { name: 'Tina Tablet', email, phone: '030 5550 222' });
  await page.getByRole('button', { name: VIEWING_TEXT.de.book }).click();
  await expect(page.locator('[data-booking-outcome="sent"]')).toContainText('Ihre Besichtigung ist gebucht', {
    timeout: 30_000,
  });
  const stored = await backendHooks.viewingBookings(email);
  expect(stored.map((row) => [row.slot_id, row.locale, row.we_nrs, row.status])).toEqual([
    [slotId, 'de', ['1.0.2'], 'booked'],
  ]);
});

test('offline, the chosen time fills up; on reconnect the buyer books the nearest free one with one tap (de)', async ({
  page,
  context,
}) => {
  await bookOfflineIntoFilledSlot(page, context, 'de');
});

test('the personal link cancels a booking after a confirmation; a wrong link says so (de)', async ({
  page,
}) => {
  await allowManyBookings();
  const slotId = await backendHooks.addViewingSlot({ startsInHours: 40, kind: 'open', capacity: 3 });
  const email = `manage-booking-${Date.now()}@example.com`;
  await openPage(page, '/de/viewings');
  await chooseSlot(page, slotId);
  await fillDetails(page, 'de', { name: 'Mia Manage', email, phone: '030 5550 444' });
  await page.getByRole('button', { name: VIEWING_TEXT.de.book }).click();
  await expect(page.locator('[data-booking-outcome="sent"]')).toBeVisible({ timeout: 30_000 });
  const [booking] = await backendHooks.viewingBookings(email);

  await openPage(page, `/de/viewings/manage?id=${booking!.id}&token=${'0'.repeat(64)}`);
  await expect(page.locator('[data-manage-state="invalid"]')).toContainText('Dieser Link ist ungültig');

  await openPage(page, `/de/viewings/manage?id=${booking!.id}&token=${booking!.token}`);
  await expect(page.locator('[data-manage-booking]')).toContainText('Gebucht für Mia Manage');
  await page.getByRole('button', { name: 'Besichtigung absagen' }).click();
  await expect(page.locator('[data-manage-confirm]')).toContainText('Diesen Termin absagen?');
  await page.getByRole('button', { name: 'Ja, absagen' }).click();
  await expect(page.locator('[data-manage-state="cancelled"]')).toContainText(
    'Ihre Besichtigung ist abgesagt',
  );
  expect((await backendHooks.viewingBookings(email)).map((row) => row.status)).toEqual(['cancelled']);
});
