/**
 * Booking a viewing in the browser (issue 51): the slots a test publishes through the backend's hooks, and the
 * booking form filled as a buyer would, in either language.
 */
import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';

import { backendHooks } from './contact-backend';
import { waitForServiceWorker } from './contact-page';
import { openPage, type Language } from './site-pages';

export const VIEWING_TEXT = {
  en: {
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    book: 'Book the viewing',
    queued: 'Saved on this device',
    another: 'Choose another time',
  },
  de: {
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    book: 'Besichtigung buchen',
    queued: 'Auf diesem Gerät gespeichert',
    another: 'Anderen Termin wählen',
  },
} as const;

/** Every booking of the browser tests comes from this machine's one address. */
export async function allowManyBookings(): Promise<void> {
  await backendHooks.setLimit({ scope: 'viewing_booking_per_ip', maxCount: 100_000 });
  await backendHooks.setLimit({ scope: 'challenge_per_ip', maxCount: 100_000 });
}

/** Picks the slot's day chip, then its time (both radio buttons, as a keyboard or screen reader reaches them). */
export async function chooseSlot(page: Page, slotId: string): Promise<void> {
  const time = page.locator(`[data-choice="${slotId}"] input[type="radio"]`);
  const shown = () =>
    time.waitFor({ state: 'visible', timeout: 2_000 }).then(
      () => true,
      () => false,
    );
  await expect(page.locator('[data-choice-group="day"] input[type="radio"]').first()).toBeVisible();
  if (!(await shown())) {
    // The slot's day: the chip whose times list it (tried in order).
    const days = page.locator('[data-choice-group="day"] input[type="radio"]');
    for (let index = 0; index < (await days.count()); index++) {
      await days.nth(index).check();
      if (await shown()) break;
    }
  }
  await time.check();
  await expect(time).toBeChecked();
}

export async function fillDetails(
  page: Page,
  language: Language,
  { name, email, phone }: { name: string; email: string; phone: string },
): Promise<void> {
  const text = VIEWING_TEXT[language];
  const form = page.locator('[data-booking-form]');
  await form.getByRole('textbox', { name: text.name, exact: true }).fill(name);
  await form.getByRole('textbox', { name: text.email, exact: true }).fill(email);
  await form.getByRole('textbox', { name: text.phone, exact: true }).fill(phone);
  await form.locator('input[type="checkbox"]').last().check();
}

/**
 * Offline, the booking waits on the device while its slot fills up; on reconnect the buyer is told at once
 * and books the nearest free time with one tap, without typing again: one booking stored, none lost.
 */
export async function bookOfflineIntoFilledSlot(
  page: Page,
  context: BrowserContext,
  language: Language,
): Promise<void> {
  const text = VIEWING_TEXT[language];
  await allowManyBookings();
  const taken = await backendHooks.addViewingSlot({ startsInHours: 31, kind: 'single' });
  const later = await backendHooks.addViewingSlot({ startsInHours: 33, kind: 'open', capacity: 4 });
  const email = `offline-booking-${language}-${Date.now()}@example.com`;

  await openPage(page, `${language === 'de' ? '/de' : ''}/viewings?unit=2.3.1`);
  // A visitor who opened the site online: the worker holds the site's code for the way offline.
  await waitForServiceWorker(page);
  await chooseSlot(page, taken);
  await fillDetails(page, language, { name: 'Olga Offline', email, phone: '030 5550 333' });
  // No signal: the worker's requests too (its Background Sync would otherwise reach the backend).
  const refuse = (route: Route) => route.abort('internetdisconnected');
  await context.route('**/supabase/**', refuse);
  await context.setOffline(true);
  await page.getByRole('button', { name: text.book }).click();
  await expect(page.locator('[data-booking-outcome="queued"]')).toContainText(text.queued);
  expect(await backendHooks.viewingBookings(email)).toEqual([]);

  // Someone else takes the last place meanwhile.
  expect(await backendHooks.fillViewingSlot(taken)).toBe(1);
  await context.unroute('**/supabase/**', refuse);
  await context.setOffline(false);

  await expect(page.locator('[data-slot-refused]')).toBeVisible({ timeout: 30_000 });
  // Told on whatever page is open: the notice with its link to another time.
  await expect(page.locator('[data-toast] [data-toast-link]')).toHaveText(text.another);
  // After the notice's entrance (its fade), for the shot.
  await page.waitForTimeout(600);
  await page.screenshot({ path: test.info().outputPath(`booking-refused-${language}.png`) });
  expect(await backendHooks.viewingBookings(email)).toEqual([]);
  await page.locator(`[data-rebook="${later}"]`).click();
  await expect(page.locator('[data-booking-outcome="sent"]')).toBeVisible({ timeout: 30_000 });

  const stored = await backendHooks.viewingBookings(email);
  expect(stored.map((row) => [row.slot_id, row.name, row.we_nrs, row.status])).toEqual([
    [later, 'Olga Offline', ['2.3.1'], 'booked'],
  ]);
}
