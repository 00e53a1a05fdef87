/**
 * The names of what the site keeps on the device (listed with their retention in device-storage-registry.ts),
 * and the one way to touch localStorage, which throws where site data is blocked (these helpers never do).
 */

/** localStorage: the cookie-banner choice (the spec leaves the name open). */
export const COOKIE_CONSENT_STORAGE_KEY = 'cookieConsent';
/** The words stored under it: the banner's two choices. */
export const COOKIE_CONSENT_CHOICES = ['accepted', 'declined'] as const;
/** localStorage: the language chosen with the EN|DE switch. */
export const LOCALE_STORAGE_KEY = 'locale';
/** localStorage: the contact messages sent from this device, for the visitor to see again. */
export const CONTACT_MESSAGES_STORAGE_KEY = 'contactMessages';
/** localStorage: a proof-of-work challenge from the backend for the next contact message (features/contact/challenge). */
export const CONTACT_CHALLENGE_STORAGE_KEY = 'contactChallenge';
/** The backend's challenges expire after this many days (supabase/functions/_shared/contact-challenge.ts). */
export const CONTACT_CHALLENGE_DAYS = 3;
/** localStorage: the last apartment statuses received, for visitors without signal. */
export const UNIT_STATUS_STORAGE_KEY = 'apartmentStatuses';
/** localStorage: the units the visitor saved with the heart (favourites), by unit code. */
export const FAVOURITE_UNITS_STORAGE_KEY = 'favouriteUnits';
/** localStorage, staff only: the sales desk's sign-in (Supabase Auth's session, refreshed by supabase-js). */
export const DESK_SESSION_STORAGE_KEY = 'deskSession';
/** localStorage, staff only: the last lead list the desk loaded, shown with its time on a weak connection. */
export const DESK_LEADS_STORAGE_KEY = 'deskLeads';
/** IndexedDB, staff only: leads the sales desk added offline, until the backend has them. */
export const DESK_LEAD_OUTBOX_DB_NAME = 'desk-lead-outbox';
/** localStorage, staff only: the last day of viewings the desk loaded, for the agent at a site without signal. */
export const DESK_VIEWING_DAY_STORAGE_KEY = 'deskViewingDay';
/** IndexedDB, staff only: check-ins at a viewing made offline, until the backend has them. */
export const DESK_VIEWING_OUTBOX_DB_NAME = 'desk-viewing-outbox';
/** Every localStorage key above (the registry's test checks it lists the same). */
export type LocalStorageKey =
  | typeof COOKIE_CONSENT_STORAGE_KEY
  | typeof LOCALE_STORAGE_KEY
  | typeof CONTACT_MESSAGES_STORAGE_KEY
  | typeof CONTACT_CHALLENGE_STORAGE_KEY
  | typeof UNIT_STATUS_STORAGE_KEY
  | typeof FAVOURITE_UNITS_STORAGE_KEY
  | typeof DESK_SESSION_STORAGE_KEY
  | typeof DESK_LEADS_STORAGE_KEY
  | typeof DESK_VIEWING_DAY_STORAGE_KEY;
/** IndexedDB database of the contact outbox (messages not yet acknowledged by the backend). */
export const CONTACT_OUTBOX_DB_NAME = 'contact-outbox';
/** Cache Storage: Workbox names its precache `workbox-precache-v2-<scope>`. */
export const WORKER_PRECACHE_NAME = 'workbox-precache-v2';
/** The worker's runtime cache of the image variants a page has shown (src/sw/sw.ts). */
export const WORKER_IMAGE_CACHE_NAME = 'images';
/** The worker's runtime cache of pages outside the precache (unit pages, compare, device page) once visited. */
export const WORKER_PAGE_CACHE_NAME = 'pages';
/** The worker's runtime cache of hashed scripts and styles outside the precache (the staff desk's code) once used. */
export const WORKER_FILE_CACHE_NAME = 'files';
/** The offline pack saved on the device page (lib/offline-pack): every page and file, and the statuses. */
export const OFFLINE_PACK_CACHE_NAME = 'offline-pack';

/** Stored contact messages older than this are removed when the list is read. */
export const CONTACT_MESSAGES_RETENTION_DAYS = 90;

/** The outbox's note that a message arrived is removed after this many days. */
export const OUTBOX_RECEIPT_RETENTION_DAYS = 7;

/** The part of the Storage interface used here (typed structurally: the worker has no DOM types). */
interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function localStorageOrNull(): KeyValueStore | null {
  try {
    // Undefined on the server and in the worker; the property access itself throws where site data is blocked.
    return (globalThis as { localStorage?: KeyValueStore }).localStorage ?? null;
  } catch {
    return null;
  }
}

/** The stored value, or null when there is none or storage is blocked. Never throws. */
export function readDeviceItem(key: LocalStorageKey): string | null {
  try {
    return localStorageOrNull()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores a value; false when storage is blocked or full. Never throws. */
export function writeDeviceItem(key: LocalStorageKey, value: string): boolean {
  try {
    const storage = localStorageOrNull();
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes a value; never throws. */
export function removeDeviceItem(key: LocalStorageKey): void {
  try {
    localStorageOrNull()?.removeItem(key);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}

/** Calls `listener` when another tab changes `key` (or clears the storage). Returns the unsubscribe. */
export function onDeviceItemChangedElsewhere(key: LocalStorageKey, listener: () => void): () => void {
  if (!('document' in globalThis)) return () => {}; // no other tabs to hear from: server, worker
  const onStorage = (event: Event) => {
    const changed = (event as Event & { key: string | null }).key;
    if (changed === null || changed === key) listener();
  };
  globalThis.addEventListener('storage', onStorage);
  return () => globalThis.removeEventListener('storage', onStorage);
}
