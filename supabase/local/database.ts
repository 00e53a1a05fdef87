/**
 * Opens the local database and brings it up to date: local-schema.sql, then every file of
 * supabase/migrations not yet recorded in local_backend.schema_migrations (each with its record in one
 * transaction), then seed.sql on a fresh database only.
 *
 * In-memory instances (tests) and new folders start from a snapshot of the migrated and seeded database,
 * keyed by a hash of PGlite's version and every SQL file, kept in memory and in `.local-backend/cache`,
 * as replaying the migrations is slow. A stale or unreadable snapshot is not used.
 *
 * A postgres:// URL instead of a folder opens a real PostgreSQL server (tests/postgres), brought up to date
 * the same way.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { openPgliteDb, type Db } from './db.ts';
import { isPostgresUrl, openPostgresDb } from './postgres-db.ts';

const SUPABASE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const REPO_ROOT = resolve(SUPABASE_DIR, '..');
const MIGRATIONS_DIR = join(SUPABASE_DIR, 'migrations');
export const DEFAULT_DATA_DIR = join(REPO_ROOT, '.local-backend', 'db');
export const DEFAULT_CACHE_DIR = join(REPO_ROOT, '.local-backend', 'cache');
export const IN_MEMORY = ':memory:';

export interface MigrationFile {
  version: string;
  name: string;
  sql: string;
}

export function readMigrationFiles(): MigrationFile[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^\d+_.+\.sql$/.test(file))
    .sort()
    .map((file) => {
      const [, version = '', name = ''] = /^(\d+)_(.+)\.sql$/.exec(file) ?? [];
      return { version, name, sql: readFileSync(join(MIGRATIONS_DIR, file), 'utf8') };
    });
}

/** Applies what is missing; returns the versions applied and whether the database was fresh (seeded). */
export async function prepareDatabase(db: Db): Promise<{ applied: string[]; seeded: boolean }> {
  await db.execScript(readFileSync(join(SUPABASE_DIR, 'local', 'local-schema.sql'), 'utf8'));
  const { rows } = await db.query<{ version: string }>(
    'select version from local_backend.schema_migrations',
    [],
    null,
  );
  const done = new Set(rows.map((row) => row.version));
  const applied: string[] = [];
  for (const { version, name, sql } of readMigrationFiles()) {
    if (done.has(version)) continue;
    await db.execScript(
      `${sql}\n;\ninsert into local_backend.schema_migrations (version, name) values ('${version}', '${name.replace(/'/g, "''")}');`,
    );
    applied.push(version);
  }
  if (done.size === 0) await db.execScript(readFileSync(join(SUPABASE_DIR, 'seed.sql'), 'utf8'));
  return { applied, seeded: done.size === 0 };
}

function snapshotKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(REPO_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  hash.update(readFileSync(join(SUPABASE_DIR, 'local', 'local-schema.sql')));
  for (const migration of readMigrationFiles()) hash.update(`${migration.version}\n${migration.sql}`);
  hash.update(readFileSync(join(SUPABASE_DIR, 'seed.sql')));
  return hash.digest('hex').slice(0, 16);
}

const snapshots = new Map<string, Blob>();

function readSnapshot(cacheDir: string | null, key: string): Blob | null {
  if (!snapshots.has(key) && cacheDir) {
    try {
      snapshots.set(key, new Blob([readFileSync(join(cacheDir, `snapshot-${key}.tgz`))]));
    } catch {
      return null;
    }
  }
  return snapshots.get(key) ?? null;
}

async function writeSnapshot(cacheDir: string | null, key: string, blob: Blob): Promise<void> {
  snapshots.set(key, blob);
  if (!cacheDir) return;
  try {
    mkdirSync(cacheDir, { recursive: true });
    // Write, then rename: parallel test workers never read half a file.
    const target = join(cacheDir, `snapshot-${key}.tgz`);
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(temporary, new Uint8Array(await blob.arrayBuffer()));
    renameSync(temporary, target);
    for (const file of readdirSync(cacheDir)) {
      if (file.startsWith('snapshot-') && !file.includes(key)) rmSync(join(cacheDir, file), { force: true });
    }
  } catch (error) {
    console.warn('[local-backend] could not cache the database snapshot:', error);
  }
}

export interface OpenedDatabase {
  db: Db;
  description: string;
  fromSnapshot: boolean;
}

async function openPostgresDatabase(url: string): Promise<OpenedDatabase> {
  const db = openPostgresDb(url);
  try {
    await prepareDatabase(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return { db, description: `PostgreSQL (${new URL(url).pathname.slice(1)})`, fromSnapshot: false };
}

export async function openDatabase(dataDir: string, cacheDir: string | null): Promise<OpenedDatabase> {
  if (isPostgresUrl(dataDir)) return openPostgresDatabase(dataDir);
  const inMemory = dataDir === IN_MEMORY;
  const isNewFolder = !inMemory && (!existsSync(dataDir) || readdirSync(dataDir).length === 0);
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const folder = inMemory ? {} : { dataDir };
  const description = inMemory ? 'PGlite (in memory)' : `PGlite (${dataDir})`;
  const key = snapshotKey();
  const snapshot = inMemory || isNewFolder ? readSnapshot(cacheDir, key) : null;
  let db: Db | null = null;
  if (snapshot) {
    db = await openPgliteDb({ ...folder, loadDataDir: snapshot }).catch((error: unknown) => {
      console.warn('[local-backend] ignoring an unusable database snapshot:', error);
      snapshots.delete(key);
      return null;
    });
  }
  const fromSnapshot = db !== null;
  db ??= await openPgliteDb(folder);
  try {
    const { seeded } = await prepareDatabase(db);
    if (seeded && (inMemory || isNewFolder)) await writeSnapshot(cacheDir, key, await db.dumpDataDir());
    return { db, description, fromSnapshot };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
