/**
 * Names under which the site keeps data on the visitor's device. The privacy policy lists them from
 * here, so the policy and the code cannot drift apart.
 */

/** localStorage: the contact messages sent from this device (spec §3 "Locally stored contact message"). */
export const CONTACT_MESSAGES_STORAGE_KEY = 'contactMessages';

/** IndexedDB database of the contact outbox (messages not yet acknowledged by the backend). */
export const CONTACT_OUTBOX_DB_NAME = 'contact-outbox';

/**
 * The outbox's Background Sync tag. The page registers it while messages wait; the service worker
 * answers the `sync` event under this tag by flushing the outbox.
 */
export const CONTACT_OUTBOX_SYNC_TAG = 'contact-outbox';

/** Window event a page dispatches when a message was queued, so the service-worker bridge can ask for a sync. */
export const CONTACT_OUTBOX_QUEUED_EVENT = 'contact-outbox:queued';
