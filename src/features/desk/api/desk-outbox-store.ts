/**
 * A desk outbox in IndexedDB (via idb): actions taken at the desk that the server has not stored yet, written
 * before any network call and removed only when the server answered. Every read is validated against the
 * outbox's schema; a record that does not parse is logged and removed rather than retried for ever.
 */
import { openDB } from 'idb';
import * as v from 'valibot';

const STORE = 'records';

export interface OutboxRecord {
  key: string;
  queuedAt: number;
}

export interface DeskOutboxStore<T extends OutboxRecord> {
  put(record: T): Promise<void>;
  /** All valid records, oldest first. */
  list(): Promise<T[]>;
  remove(key: string): Promise<void>;
  close(): void;
}

export async function openDeskOutboxStore<T extends OutboxRecord>(
  name: string,
  schema: v.GenericSchema<unknown, T>,
): Promise<DeskOutboxStore<T>> {
  const db = await openDB(name, 1, {
    upgrade(database) {
      database.createObjectStore(STORE, { keyPath: 'key' });
    },
  });
  return {
    async put(record) {
      await db.put(STORE, v.parse(schema, record));
    },
    async list() {
      const records: T[] = [];
      for (const raw of (await db.getAll(STORE)) as unknown[]) {
        const parsed = v.safeParse(schema, raw);
        if (parsed.success) records.push(parsed.output);
        else {
          console.error(`Desk outbox ${name}: removing a record that cannot be parsed`, raw);
          const key = (raw as { key?: unknown } | null)?.key;
          if (typeof key === 'string') await db.delete(STORE, key);
        }
      }
      return records.sort((a, b) => a.queuedAt - b.queuedAt);
    },
    async remove(key) {
      await db.delete(STORE, key);
    },
    close() {
      db.close();
    },
  };
}

/** Opens the outbox for one task and closes it after, whatever happens. */
export async function withDeskOutbox<T extends OutboxRecord, R>(
  open: () => Promise<DeskOutboxStore<T>>,
  task: (store: DeskOutboxStore<T>) => Promise<R>,
): Promise<R> {
  const store = await open();
  try {
    return await task(store);
  } finally {
    store.close();
  }
}
