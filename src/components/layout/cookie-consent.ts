import * as v from 'valibot';

/** localStorage key of the cookie-consent choice (the spec leaves the name open). */
export const COOKIE_CONSENT_STORAGE_KEY = 'cookieConsent';
export const cookieConsentSchema = v.picklist(['accepted', 'declined']);
export type CookieConsent = v.InferOutput<typeof cookieConsentSchema>;

export function readCookieConsent(storage: Pick<Storage, 'getItem'>): CookieConsent | null {
  try {
    const parsed = v.safeParse(cookieConsentSchema, storage.getItem(COOKIE_CONSENT_STORAGE_KEY));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function storeCookieConsent(storage: Pick<Storage, 'setItem'>, consent: CookieConsent): void {
  try {
    storage.setItem(COOKIE_CONSENT_STORAGE_KEY, consent);
  } catch {
    // Storage unavailable: the banner hides for this visit.
  }
}

const listeners = new Set<() => void>();

/** Subscribes to consent changes (this tab and other tabs); for useSyncExternalStore. */
export function subscribeCookieConsent(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === COOKIE_CONSENT_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function chooseCookieConsent(consent: CookieConsent): void {
  storeCookieConsent(window.localStorage, consent);
  for (const listener of listeners) listener();
}
