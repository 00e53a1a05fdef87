/**
 * The desk's outbox in IndexedDB (via idb): leads added at the desk that the server has not stored yet,
 * written before any network call and removed only when the server answered with the lead. Every read is
 * validated; a record that does not parse is logged and removed rather than retried for ever.
 */
import { openDB } from 'idb';
import * as v from 'valibot';

import { DESK_LEAD_OUTBOX_DB_NAME } from '@/lib/device-storage';

import { intakeRecordSchema, type IntakeRecord } from '../model/manual-lead';

const STORE = 'records';

export interface IntakeStore {
  put(record: IntakeRecord): Promise<void>;
  /** All valid records, oldest first. */
  list(): Promise<IntakeRecord[]>;
  remove(key: string): Promise<void>;
  close(): void;
}

export async function openIntakeStore(name: string = DESK_LEAD_OUTBOX_DB_NAME): Promise<IntakeStore> {
  const db = await openDB(name, 1, {
    upgrade(database) {
      database.createObjectStore(STORE, { keyPath: 'key' });
    },
  });
  return {
    async put(record) {
      await db.put(STORE, v.parse(intakeRecordSchema, record));
    },
    async list() {
      const records: IntakeRecord[] = [];
      for (const raw of (await db.getAll(STORE)) as unknown[]) {
        const parsed = v.safeParse(intakeRecordSchema, raw);
        if (parsed.success) records.push(parsed.output);
        else {
          console.error('Desk outbox: removing a record that cannot be parsed', raw);
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
