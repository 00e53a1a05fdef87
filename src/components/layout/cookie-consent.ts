import * as v from 'valibot';

import {
  COOKIE_CONSENT_STORAGE_KEY,
  onDeviceItemChangedElsewhere,
  readDeviceItem,
  writeDeviceItem,
} from '@/lib/device-storage';

export { COOKIE_CONSENT_STORAGE_KEY };
export const cookieConsentSchema = v.picklist(['accepted', 'declined']);
export type CookieConsent = v.InferOutput<typeof cookieConsentSchema>;

export function readCookieConsent(): CookieConsent | null {
  const parsed = v.safeParse(cookieConsentSchema, readDeviceItem(COOKIE_CONSENT_STORAGE_KEY));
  return parsed.success ? parsed.output : null;
}

const listeners = new Set<() => void>();
/** The choice of this visit when storage is blocked: the banner still hides once answered. */
let unsavedConsent: CookieConsent | null = null;

/** The stored choice, else the one made in this visit while storage was blocked. */
export function currentCookieConsent(): CookieConsent | null {
  return readCookieConsent() ?? unsavedConsent;
}

/** Subscribes to consent changes (this tab and other tabs). */
export function subscribeCookieConsent(listener: () => void): () => void {
  listeners.add(listener);
  const unsubscribe = onDeviceItemChangedElsewhere(COOKIE_CONSENT_STORAGE_KEY, listener);
  return () => {
    listeners.delete(listener);
    unsubscribe();
  };
}

export function chooseCookieConsent(consent: CookieConsent): void {
  if (!writeDeviceItem(COOKIE_CONSENT_STORAGE_KEY, consent)) unsavedConsent = consent;
  for (const listener of listeners) listener();
}
