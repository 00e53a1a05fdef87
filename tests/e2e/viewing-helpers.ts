/**
 * Booking a viewing in the browser (issue 51): the slots a test publishes through the backend's hooks, and the
 * booking form filled as a buyer would, in either language.
 */
import { expect, type Page } from '@playwright/test';

import { backendHooks } from './contact-backend';
import type { Language } from './site-pages';

export const VIEWING_TEXT = {
  en: { name: 'Name', email: 'E-mail', phone: 'Phone', book: 'Book the viewing' },
  de: { name: 'Name', email: 'E-Mail', phone: 'Telefon', book: 'Besichtigung buchen' },
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
