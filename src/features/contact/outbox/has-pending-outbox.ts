/**
 * Whether this page needs the outbox runtime at start, checked without loading it (or idb): are
 * there records in the outbox, or stored messages still marked as waiting (whose receipt another
 * context may have written meanwhile)? Most visits have neither, so the outbox code and supabase-js
 * load only when the visitor sends a message.
 */
import { readStoredMessages } from '../stored-messages/stored-messages-store';
import { OUTBOX_DB_NAME, OUTBOX_STORES } from './outbox-schema';

/** Messages waiting in the outbox (0 without IndexedDB or a database); never creates the database. */
export function countOutboxRecords(): Promise<number> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(0);
    const request = indexedDB.open(OUTBOX_DB_NAME);
    // No database yet: abort the upgrade, so that this check does not create an empty one.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(0);
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(OUTBOX_STORES.records)) {
        db.close();
        return resolve(0);
      }
      const transaction = db.transaction(OUTBOX_STORES.records);
      const count = transaction.objectStore(OUTBOX_STORES.records).count();
      count.onsuccess = () => resolve(count.result);
      count.onerror = () => resolve(0);
      transaction.oncomplete = () => db.close();
    };
  });
}

export async function hasPendingOutbox(): Promise<boolean> {
  if (readStoredMessages().some((message) => message.delivery?.state === 'queued')) return true;
  return (await countOutboxRecords()) > 0;
}
