/** Signing in to the sales desk in the browser, as the desk's browser tests do it. */
import { expect, type Page } from '@playwright/test';

import { LOCAL_ANON_KEY } from '../../supabase/local/keys';
import { BACKEND_URL } from './contact-backend';
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

/**
 * A colleague's desk on another device: signs `staff` in at the backend (a real access token) and calls the
 * desk's functions as that account; each answer's JSON.
 */
export async function colleagueDesk(
  staff: StaffAccount,
): Promise<(fn: string, args: Record<string, unknown>) => Promise<unknown>> {
  const headers = { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' };
  const signIn = await fetch(`${BACKEND_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: staff.email, password: staff.password }),
  });
  expect(signIn.status).toBe(200);
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  return async (fn, args) => {
    const answer = await fetch(`${BACKEND_URL}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: { ...headers, Authorization: `Bearer ${token}` },
      body: JSON.stringify(args),
    });
    expect(answer.status, `${fn} answered ${answer.status}`).toBe(200);
    return answer.json();
  };
}
