/**
 * The shared-device clearing of the outbox: how many messages wait (for the confirmation) and emptying
 * it (every message not yet sent and every receipt). Plain IndexedDB, so the caller does not load idb;
 * it never creates the database. Kept apart from has-pending-outbox.ts (which every page loads at
 * start): sharing a module with it made the bundler split the start-up code into many small chunks.
 * Clearing holds the flush lock (outbox-lock.ts), so no tab or worker is sending a message while it is
 * removed, then announces the change so that other tabs' outboxes re-read.
 */
import { announceOutboxChange, openOutboxChannel } from './outbox-channel';
import { withOutboxLock } from './outbox-lock';
import { OUTBOX_DB_NAME, OUTBOX_STORES } from './outbox-schema';

type StoreName = (typeof OUTBOX_STORES)[keyof typeof OUTBOX_STORES];

/** Runs one transaction over the outbox's stores that exist; `fallback` when there is no database. */
function withExistingOutbox<T>(
  mode: IDBTransactionMode,
  fallback: T,
  run: (transaction: IDBTransaction, stores: StoreName[]) => () => T,
): Promise<T> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') return resolve(fallback);
    const request = indexedDB.open(OUTBOX_DB_NAME);
    request.onupgradeneeded = () => request.transaction?.abort(); // no database: do not create one
    request.onerror = () => resolve(fallback);
    request.onsuccess = () => {
      const db = request.result;
      const stores = Object.values(OUTBOX_STORES).filter((name) => db.objectStoreNames.contains(name));
      if (!stores.length) {
        db.close();
        return resolve(fallback);
      }
      const transaction = db.transaction(stores, mode);
      const result = run(transaction, stores);
      transaction.oncomplete = () => {
        db.close();
        resolve(result());
      };
      transaction.onerror = () => {
        db.close();
        reject(transaction.error ?? new Error('Outbox transaction failed'));
      };
    };
  });
}

/** How many messages wait in the outbox, not sent yet. */
export function countWaitingMessages(): Promise<number> {
  return withExistingOutbox('readonly', 0, (transaction, stores) => {
    if (!stores.includes(OUTBOX_STORES.records)) return () => 0;
    const count = transaction.objectStore(OUTBOX_STORES.records).count();
    return () => count.result;
  });
}

export async function clearOutbox(): Promise<void> {
  await withOutboxLock(() =>
    withExistingOutbox('readwrite', undefined, (transaction, stores) => {
      for (const name of stores) transaction.objectStore(name).clear();
      return () => undefined;
    }),
  );
  const channel = openOutboxChannel();
  announceOutboxChange(channel);
  channel?.close();
}
