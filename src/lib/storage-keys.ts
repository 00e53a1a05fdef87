/**
 * Names the contact outbox shares between pages and the service worker. What the site stores on the
 * device (localStorage keys, IndexedDB, caches) is listed in one place: ./device-storage.ts.
 */
export { CONTACT_MESSAGES_STORAGE_KEY, CONTACT_OUTBOX_DB_NAME } from './device-storage';

/**
 * The outbox's Background Sync tag. The page registers it while messages wait; the service worker
 * answers the `sync` event under this tag by flushing the outbox.
 */
export const CONTACT_OUTBOX_SYNC_TAG = 'contact-outbox';

/** Window event a page dispatches when a message was queued, so the service-worker bridge can ask for a sync. */
export const CONTACT_OUTBOX_QUEUED_EVENT = 'contact-outbox:queued';
