/**
 * Everything the site keeps on the device, listed once so the privacy page renders it from here and
 * cannot drift from the code; and the one way to touch localStorage, which throws where site data is
 * blocked (these helpers never do).
 */

export type DeviceStorageKind = 'localStorage' | 'indexedDB' | 'cacheStorage';

/** How long an entry stays on the device. */
export type DeviceStorageRetention =
  /** Until the visitor clears the site's data (or the value is replaced by a newer one). */
  | { until: 'cleared' }
  /** Each entry is removed this many days after it was written. */
  | { until: 'expiry'; days: number }
  /** Until the backend has acknowledged the message; then only a note that it arrived, for `days`. */
  | { until: 'sent'; days: number }
  /** Until the next version of the site replaces it. */
  | { until: 'next-version' }
  /** Until a message uses it or it expires, whichever comes first. */
  | { until: 'used'; days: number }
  /** Until the staff member signs out of the sales desk. */
  | { until: 'sign-out' }
  /** Until the backend has stored it (staff only: what the sales desk wrote offline). */
  | { until: 'synced' };

export interface DeviceStorageEntry {
  name: string;
  kind: DeviceStorageKind;
  retention: DeviceStorageRetention;
}

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

export const DEVICE_STORAGE = [
  /** The language chosen with the EN|DE switch. */
  {
    name: LOCALE_STORAGE_KEY,
    kind: 'localStorage',
    retention: { until: 'cleared' },
  },
  /** The choice made in the cookie banner. */
  {
    name: COOKIE_CONSENT_STORAGE_KEY,
    kind: 'localStorage',
    retention: { until: 'cleared' },
  },
  /** The contact messages sent from this device, shown under "Stored messages". */
  {
    name: CONTACT_MESSAGES_STORAGE_KEY,
    kind: 'localStorage',
    retention: { until: 'expiry', days: CONTACT_MESSAGES_RETENTION_DAYS },
  },
  /** The spam check's puzzle for the next contact message, so that a message written offline can be sent. */
  {
    name: CONTACT_CHALLENGE_STORAGE_KEY,
    kind: 'localStorage',
    retention: { until: 'used', days: CONTACT_CHALLENGE_DAYS },
  },
  /** The last apartment statuses received, shown when the backend cannot be reached. */
  {
    name: UNIT_STATUS_STORAGE_KEY,
    kind: 'localStorage',
    retention: { until: 'cleared' },
  },
  /** The apartments saved as favourites with the heart, for the finder and the compare page. */
  {
    name: FAVOURITE_UNITS_STORAGE_KEY,
    kind: 'localStorage',
    retention: { until: 'cleared' },
  },
  /** Staff only: the sign-in to the sales desk. */
  {
    name: DESK_SESSION_STORAGE_KEY,
    kind: 'localStorage',
    retention: { until: 'sign-out' },
  },
  /** Staff only: the last lead list the sales desk loaded. */
  {
    name: DESK_LEADS_STORAGE_KEY,
    kind: 'localStorage',
    retention: { until: 'sign-out' },
  },
  /** Staff only: leads added at the desk while offline, kept through a sign-out so that none is lost. */
  {
    name: DESK_LEAD_OUTBOX_DB_NAME,
    kind: 'indexedDB',
    retention: { until: 'synced' },
  },
  /** Staff only: the last day of viewings the sales desk loaded. */
  {
    name: DESK_VIEWING_DAY_STORAGE_KEY,
    kind: 'localStorage',
    retention: { until: 'sign-out' },
  },
  /** Staff only: who came to a viewing, marked offline, kept through a sign-out so that none is lost. */
  {
    name: DESK_VIEWING_OUTBOX_DB_NAME,
    kind: 'indexedDB',
    retention: { until: 'synced' },
  },
  /** Contact messages waiting to be sent (the outbox). */
  {
    name: CONTACT_OUTBOX_DB_NAME,
    kind: 'indexedDB',
    retention: { until: 'sent', days: OUTBOX_RECEIPT_RETENTION_DAYS },
  },
  /** The service worker's offline copies of every page, script, font and image. */
  {
    name: WORKER_PRECACHE_NAME,
    kind: 'cacheStorage',
    retention: { until: 'next-version' },
  },
  /** The image variants (other widths and formats) that pages have shown, for offline use. */
  {
    name: WORKER_IMAGE_CACHE_NAME,
    kind: 'cacheStorage',
    retention: { until: 'cleared' },
  },
  /** Pages outside the precache (unit pages, compare, device page) that were opened, for offline use. */
  {
    name: WORKER_PAGE_CACHE_NAME,
    kind: 'cacheStorage',
    retention: { until: 'cleared' },
  },
  /** Scripts and styles outside the precache (the staff desk's code) that a page has loaded, for offline use. */
  {
    name: WORKER_FILE_CACHE_NAME,
    kind: 'cacheStorage',
    retention: { until: 'cleared' },
  },
  /** The offline pack and its statuses. */
  {
    name: OFFLINE_PACK_CACHE_NAME,
    kind: 'cacheStorage',
    retention: { until: 'cleared' },
  },
] as const satisfies readonly DeviceStorageEntry[];

export type DeviceStorageName = (typeof DEVICE_STORAGE)[number]['name'];
export type LocalStorageKey = Extract<(typeof DEVICE_STORAGE)[number], { kind: 'localStorage' }>['name'];

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
