/** Signing in to the sales desk in the browser, as the desk's browser tests do it. */
import { expect, type Page } from '@playwright/test';

import { openPage, pathIn, type Language } from './site-pages';

export interface StaffAccount {
  email: string;
  password: string;
  /** The display name the desk's header shows (else the address). */
  name?: string;
}

const SIGN_IN = {
  en: { email: 'E-mail', signIn: 'Sign in' },
  de: { email: 'E-Mail', signIn: 'Anmelden' },
} as const;

/** The password field (its label also carries the required mark). */
export const passwordField = (page: Page) => page.locator('input[autocomplete="current-password"]');

/** Signs in at /auth and waits for the desk to show the account. */
export async function signInToDesk(page: Page, language: Language, staff: StaffAccount): Promise<void> {
  const text = SIGN_IN[language];
  await openPage(page, pathIn(language, '/auth'));
  await page.getByRole('textbox', { name: text.email }).fill(staff.email);
  await passwordField(page).fill(staff.password);
  await page.getByRole('button', { name: text.signIn }).click();
  await expect(page).toHaveURL(new RegExp(`${pathIn(language, '/desk')}`));
  await expect(page.locator('[data-desk-user]')).toContainText(staff.email);
  if (staff.name) await expect(page.locator('[data-desk-user-name]')).toHaveText(staff.name);
}
