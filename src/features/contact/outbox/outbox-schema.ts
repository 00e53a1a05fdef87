/**
 * The outbox's IndexedDB schema, defined once: the database name, version and object stores, and the
 * upgrade that creates them. outbox-store.ts opens it through idb; has-pending-outbox.ts counts its
 * records with the plain API (so a page without waiting messages never loads idb).
 */
import { CONTACT_OUTBOX_DB_NAME } from '@/lib/storage-keys';

export const OUTBOX_DB_NAME = CONTACT_OUTBOX_DB_NAME;
export const OUTBOX_DB_VERSION = 1;

/** `records`: messages not yet acknowledged by the backend; `receipts`: what became of the others. */
export const OUTBOX_STORES = { records: 'records', receipts: 'receipts' } as const;

export function createOutboxStores(database: IDBDatabase): void {
  for (const name of Object.values(OUTBOX_STORES)) {
    if (!database.objectStoreNames.contains(name)) database.createObjectStore(name, { keyPath: 'id' });
  }
}
