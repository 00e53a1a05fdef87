/**
 * Everything the site keeps on the device, listed once so the privacy page renders it from here and cannot
 * drift from the code. Apart from the names (device-storage.ts): only the privacy page and the data-clearing
 * need the list, so the start-up code carries none of it.
 */
import {
  CONTACT_CHALLENGE_DAYS,
  CONTACT_CHALLENGE_STORAGE_KEY,
  CONTACT_MESSAGES_RETENTION_DAYS,
  CONTACT_MESSAGES_STORAGE_KEY,
  CONTACT_OUTBOX_DB_NAME,
  COOKIE_CONSENT_STORAGE_KEY,
  DESK_LEADS_STORAGE_KEY,
  DESK_LEAD_OUTBOX_DB_NAME,
  DESK_SESSION_STORAGE_KEY,
  DESK_VIEWING_DAY_STORAGE_KEY,
  DESK_VIEWING_OUTBOX_DB_NAME,
  FAVOURITE_UNITS_STORAGE_KEY,
  LOCALE_STORAGE_KEY,
  OFFLINE_PACK_CACHE_NAME,
  OUTBOX_RECEIPT_RETENTION_DAYS,
  UNIT_STATUS_STORAGE_KEY,
  WORKER_FILE_CACHE_NAME,
  WORKER_IMAGE_CACHE_NAME,
  WORKER_PAGE_CACHE_NAME,
  WORKER_PRECACHE_NAME,
} from './device-storage';

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
/** The localStorage keys the registry lists (its test compares them with device-storage.ts's LocalStorageKey). */
export type ListedLocalStorageKey = Extract<
  (typeof DEVICE_STORAGE)[number],
  { kind: 'localStorage' }
>['name'];
