/** A page reloaded without network, as a phone or tablet without signal starts it, for the offline browser tests. */
import { expect, type Page, type Route } from '@playwright/test';

/**
 * Chromium 150 gives a reloaded page a new document that still has no network but reports itself
 * online: emulate offline once more, as a phone without signal reports it, with the backend's
 * requests refused meanwhile so that the moment online sends nothing.
 */
export async function emulateOfflineAgain(page: Page): Promise<void> {
  const context = page.context();
  const refuse = (route: Route) => route.abort('internetdisconnected');
  await context.route('**/supabase/**', refuse);
  await context.setOffline(false);
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  await context.unroute('**/supabase/**', refuse);
}
