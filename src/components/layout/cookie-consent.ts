/**
 * The cookie banner's choice, kept in localStorage `cookieConsent` as the word itself (lib/device-store).
 * Where storage is blocked or full, the choice of this visit lives in memory, so the banner still hides
 * once answered; other tabs' choices arrive through the `storage` event.
 */
import * as v from 'valibot';

import { COOKIE_CONSENT_CHOICES, COOKIE_CONSENT_STORAGE_KEY } from '@/lib/device-storage';
import { createDeviceStore } from '@/lib/device-store';

export { COOKIE_CONSENT_STORAGE_KEY };
export const cookieConsentSchema = v.picklist(COOKIE_CONSENT_CHOICES);
export type CookieConsent = v.InferOutput<typeof cookieConsentSchema>;

const store = createDeviceStore<CookieConsent | null>({
  key: COOKIE_CONSENT_STORAGE_KEY,
  empty: null,
  // Anything else stored under the key reads as no choice, and is left as it is.
  parse: (raw) => {
    const parsed = v.safeParse(cookieConsentSchema, raw);
    return { value: parsed.success ? parsed.output : null, rewrite: false };
  },
  serialize: (consent) => consent,
  unsaved: 'memory',
});

/** The stored choice. */
export function readCookieConsent(): CookieConsent | null {
  return store.readStored();
}

/** The choice of this visit: the stored one, or the one made while storage was blocked or full. */
export function currentCookieConsent(): CookieConsent | null {
  return store.read();
}

/** Subscribes to consent changes (this tab and other tabs). */
export const subscribeCookieConsent = store.subscribe;

export function chooseCookieConsent(consent: CookieConsent): void {
  store.write(consent);
}
