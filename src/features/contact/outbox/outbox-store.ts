/**
 * The outbox in IndexedDB (via idb): the single source of truth for messages the backend has not
 * acknowledged yet. Pages of every tab and the service worker open the same database; Web Locks
 * (see outbox-lock.ts) make sure only one of them sends at a time.
 *
 * Two stores:
 *  - `records`: one OutboxRecord per message still to deliver, written before any network call;
 *  - `receipts`: what became of delivered or refused messages, for the stored-messages list.
 * Every read validates with valibot; a record that does not parse (an old or damaged format) is
 * logged and removed rather than retried forever.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import * as v from 'valibot';

import { CONTACT_MESSAGES_RETENTION_DAYS, OUTBOX_RECEIPT_RETENTION_DAYS } from '@/lib/device-storage';

import {
  outboxReceiptSchema,
  outboxRecordSchema,
  type OutboxReceipt,
  type OutboxRecord,
} from './outbox-record';
import { createOutboxStores, OUTBOX_DB_NAME, OUTBOX_DB_VERSION } from './outbox-schema';

interface OutboxDb extends DBSchema {
  records: { key: string; value: unknown };
  receipts: { key: string; value: unknown };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `sent` receipts older than this are pruned: every page has long since shown them. */
export const RECEIPT_RETENTION_MS = OUTBOX_RECEIPT_RETENTION_DAYS * DAY_MS;

/** A refused message's receipt keeps its text as long as the device keeps the visitor's copies. */
export const FAILED_RECEIPT_RETENTION_MS = CONTACT_MESSAGES_RETENTION_DAYS * DAY_MS;

export interface OutboxStore {
  put(record: OutboxRecord): Promise<void>;
  get(id: string): Promise<OutboxRecord | undefined>;
  /** All valid records, oldest first. */
  list(): Promise<OutboxRecord[]>;
  /** The insert was acknowledged: the record leaves the outbox, and a `sent` receipt is written. */
  markInserted(record: OutboxRecord, at: number): Promise<void>;
  /** The backend refused the message: the record leaves, and a `failed` receipt says why and keeps the row. */
  markFailed(record: OutboxRecord, error: string, at: number, code?: string): Promise<void>;
  remove(id: string): Promise<void>;
  receipt(id: string): Promise<OutboxReceipt | undefined>;
  receipts(): Promise<OutboxReceipt[]>;
  /** Removes `sent` receipts older than RECEIPT_RETENTION_MS, `failed` ones older than FAILED_RECEIPT_RETENTION_MS. */
  pruneReceipts(now: number): Promise<void>;
  close(): void;
}

function parseOrNull<T>(schema: v.GenericSchema<unknown, T>, value: unknown): T | null {
  const result = v.safeParse(schema, value);
  return result.success ? result.output : null;
}

export async function openOutboxStore(name: string = OUTBOX_DB_NAME): Promise<OutboxStore> {
  const db: IDBPDatabase<OutboxDb> = await openDB<OutboxDb>(name, OUTBOX_DB_VERSION, {
    upgrade(database) {
      createOutboxStores(database as unknown as IDBDatabase);
    },
  });

  return {
    async put(record) {
      await db.put('records', v.parse(outboxRecordSchema, record));
    },
    async get(id) {
      return parseOrNull(outboxRecordSchema, await db.get('records', id)) ?? undefined;
    },
    async list() {
      const records: OutboxRecord[] = [];
      for (const raw of await db.getAll('records')) {
        const record = parseOrNull(outboxRecordSchema, raw);
        if (record) records.push(record);
        else {
          console.error('Outbox: removing a record that cannot be parsed', raw);
          const key = (raw as { id?: unknown } | null)?.id;
          if (typeof key === 'string') await db.delete('records', key);
        }
      }
      return records.sort((a, b) => a.queuedAt - b.queuedAt);
    },
    async markInserted(record, at) {
      const tx = db.transaction(['records', 'receipts'], 'readwrite');
      await Promise.all([
        tx.objectStore('records').delete(record.id),
        tx.objectStore('receipts').put({
          id: record.id,
          kind: record.kind ?? 'contact',
          outcome: 'sent',
          at,
        } satisfies OutboxReceipt),
        tx.done,
      ]);
    },
    async markFailed(record, error, at, code) {
      const { id, row, kind = 'contact' } = record;
      const tx = db.transaction(['records', 'receipts'], 'readwrite');
      await Promise.all([
        tx.objectStore('records').delete(id),
        tx.objectStore('receipts').put({
          id,
          kind,
          outcome: 'failed',
          at,
          error,
          ...(code ? { code } : {}),
          row,
        } satisfies OutboxReceipt),
        tx.done,
      ]);
    },
    async remove(id) {
      await db.delete('records', id);
    },
    async receipt(id) {
      return parseOrNull(outboxReceiptSchema, await db.get('receipts', id)) ?? undefined;
    },
    async receipts() {
      const all = await db.getAll('receipts');
      return all.flatMap((raw) => parseOrNull(outboxReceiptSchema, raw) ?? []);
    },
    async pruneReceipts(now) {
      const tx = db.transaction('receipts', 'readwrite');
      for (const raw of await tx.store.getAll()) {
        const receipt = parseOrNull(outboxReceiptSchema, raw);
        const key = (raw as { id?: unknown } | null)?.id;
        const keptFor = receipt?.outcome === 'failed' ? FAILED_RECEIPT_RETENTION_MS : RECEIPT_RETENTION_MS;
        if (typeof key === 'string' && (!receipt || receipt.at < now - keptFor)) await tx.store.delete(key);
      }
      await tx.done;
    },
    close() {
      db.close();
    },
  };
}
