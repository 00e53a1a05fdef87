/**
 * Opens the local backend's database and brings it up to date (migrations, seed on a fresh database):
 * - `databaseUrl` set: a real PostgreSQL server (postgres-db.ts, needs the `pg` package);
 * - `dataDir: ':memory:'`: an in-memory PGlite, started from a cached snapshot when one matches;
 * - otherwise a persistent PGlite in `dataDir` (created from the snapshot when the folder is new).
 */
import { existsSync, mkdirSync, readdirSync } from 'node:fs';

import { readSnapshot, snapshotKey, writeSnapshot, forgetSnapshot } from './database-snapshot.ts';
import type { Db } from './db.ts';
import { prepareDatabase, readDatabaseSources, type PrepareResult } from './migrate.ts';
import { openPgliteDb, type PgliteDb } from './pglite-db.ts';

export const IN_MEMORY = ':memory:';

export interface OpenDatabaseOptions {
  /** A folder, or ':memory:' (also 'memory://'). */
  dataDir: string;
  /** Where snapshots are cached; null = only in this process. */
  cacheDir: string | null;
  databaseUrl?: string;
}

export interface OpenedDatabase {
  db: Db;
  description: string;
  prepared: PrepareResult;
  fromSnapshot: boolean;
}

export function isInMemory(dataDir: string): boolean {
  return dataDir === IN_MEMORY || dataDir === 'memory://' || dataDir === 'memory';
}

async function openFromSnapshot(blob: Blob, dataDir?: string): Promise<PgliteDb | null> {
  let db: PgliteDb | null = null;
  try {
    db = await openPgliteDb({ loadDataDir: blob, ...(dataDir ? { dataDir } : {}) });
    return db;
  } catch (error) {
    console.warn('[local-backend] ignoring an unusable database snapshot:', error);
    await db?.close().catch(() => undefined);
    return null;
  }
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const sources = readDatabaseSources();

  if (options.databaseUrl) {
    const { openPostgresDb } = await import('./postgres-db.ts');
    const db = await openPostgresDb(options.databaseUrl);
    try {
      const prepared = await prepareDatabase(db, sources);
      return { db, description: 'PostgreSQL (DATABASE_URL)', prepared, fromSnapshot: false };
    } catch (error) {
      await db.close().catch(() => undefined);
      throw error;
    }
  }

  const key = snapshotKey(sources);
  const inMemory = isInMemory(options.dataDir);
  const isNewFolder =
    !inMemory && (!existsSync(options.dataDir) || readdirSync(options.dataDir).length === 0);
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  const persistentDir = inMemory ? undefined : options.dataDir;
  const description = inMemory ? 'PGlite (in memory)' : `PGlite (${options.dataDir})`;

  if (inMemory || isNewFolder) {
    const snapshot = readSnapshot(options.cacheDir, key);
    if (snapshot) {
      const db = await openFromSnapshot(snapshot, persistentDir);
      if (db) {
        try {
          // Normally nothing to do; a snapshot is only reused for the exact same migrations and seed.
          const prepared = await prepareDatabase(db, sources);
          return { db, description, prepared, fromSnapshot: true };
        } catch (error) {
          await db.close().catch(() => undefined);
          throw error;
        }
      }
      forgetSnapshot(key);
    }
  }

  const db = await openPgliteDb(persistentDir ? { dataDir: persistentDir } : {});
  try {
    const prepared = await prepareDatabase(db, sources);
    // Only a database built from exactly these sources is worth a snapshot.
    if (prepared.seeded && (inMemory || isNewFolder))
      await writeSnapshot(options.cacheDir, key, await db.dumpDataDir());
    return { db, description, prepared, fromSnapshot: false };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
