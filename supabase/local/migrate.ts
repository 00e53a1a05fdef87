/**
 * Brings a database up to date: the local-only schema (mailbox, schema_migrations), then every file of
 * supabase/migrations not yet recorded in local_backend.schema_migrations (each in its own transaction,
 * in file-name order), then supabase/seed.sql, but only on a fresh database.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Db } from './db.ts';
import { LOCAL_SCHEMA_FILE, MIGRATIONS_DIR, SEED_FILE } from './paths.ts';

export interface MigrationFile {
  /** The timestamp prefix, as the Supabase CLI uses it. */
  version: string;
  name: string;
  sql: string;
}

const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/;

export function readMigrationFiles(dir = MIGRATIONS_DIR): MigrationFile[] {
  return readdirSync(dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort()
    .map((file) => {
      const [, version, name] = MIGRATION_FILE.exec(file) as RegExpExecArray;
      return { version: version as string, name: name as string, sql: readFileSync(join(dir, file), 'utf8') };
    });
}

export interface DatabaseSources {
  localSchema: string;
  migrations: MigrationFile[];
  seed: string;
}

export function readDatabaseSources(): DatabaseSources {
  return {
    localSchema: readFileSync(LOCAL_SCHEMA_FILE, 'utf8'),
    migrations: readMigrationFiles(),
    seed: readFileSync(SEED_FILE, 'utf8'),
  };
}

export interface PrepareResult {
  applied: string[];
  seeded: boolean;
}

export async function prepareDatabase(
  db: Db,
  sources: DatabaseSources = readDatabaseSources(),
): Promise<PrepareResult> {
  await db.execScript(sources.localSchema);
  const { rows } = await db.query<{ version: string }>(
    'select version from local_backend.schema_migrations',
    [],
    null,
  );
  const done = new Set(rows.map((row) => row.version));
  const fresh = done.size === 0;

  const applied: string[] = [];
  for (const migration of sources.migrations) {
    if (done.has(migration.version)) continue;
    // The migration and its record commit together: a failed migration leaves no trace and is retried.
    await db.execScript(
      `${migration.sql}\n;\ninsert into local_backend.schema_migrations (version, name) values ` +
        `('${migration.version}', '${migration.name.replace(/'/g, "''")}');`,
    );
    applied.push(migration.version);
  }

  if (fresh) await db.execScript(sources.seed);
  return { applied, seeded: fresh };
}
