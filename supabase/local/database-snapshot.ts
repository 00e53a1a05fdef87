/**
 * Snapshots of the migrated and seeded database, so in-memory instances (tests) start in about 0.6 s
 * instead of running initdb, the migrations and the seed each time (2-4 s).
 *
 * A snapshot is keyed by a hash of everything that shapes the database (PGlite's version, the local schema,
 * the migrations, the seed) and kept in memory for the process and on disk (.local-backend/cache) for the
 * next processes. A stale or unreadable snapshot is simply not used.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import type { DatabaseSources } from './migrate.ts';

function pgliteVersion(): string {
  try {
    const require = createRequire(import.meta.url);
    let dir = dirname(require.resolve('@electric-sql/pglite'));
    for (let i = 0; i < 4; i++) {
      try {
        const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
          name?: string;
          version?: string;
        };
        if (pkg.name === '@electric-sql/pglite') return pkg.version ?? 'unknown';
      } catch {
        // not the package root yet
      }
      dir = dirname(dir);
    }
  } catch {
    // fall through
  }
  return 'unknown';
}

export function snapshotKey(sources: DatabaseSources): string {
  const hash = createHash('sha256');
  hash.update(`pglite ${pgliteVersion()}\n`);
  hash.update(sources.localSchema);
  for (const migration of sources.migrations)
    hash.update(`\n-- ${migration.version}_${migration.name}\n${migration.sql}`);
  hash.update(`\n-- seed\n${sources.seed}`);
  return hash.digest('hex').slice(0, 16);
}

const inMemory = new Map<string, Blob>();

function fileFor(cacheDir: string, key: string): string {
  return join(cacheDir, `snapshot-${key}.tgz`);
}

export function readSnapshot(cacheDir: string | null, key: string): Blob | null {
  const cached = inMemory.get(key);
  if (cached) return cached;
  if (!cacheDir) return null;
  try {
    const blob = new Blob([readFileSync(fileFor(cacheDir, key))]);
    inMemory.set(key, blob);
    return blob;
  } catch {
    return null;
  }
}

export async function writeSnapshot(cacheDir: string | null, key: string, blob: Blob): Promise<void> {
  inMemory.set(key, blob);
  if (!cacheDir) return;
  try {
    mkdirSync(cacheDir, { recursive: true });
    // Write then rename: parallel test workers never read a half-written file.
    const target = fileFor(cacheDir, key);
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(temporary, new Uint8Array(await blob.arrayBuffer()));
    renameSync(temporary, target);
    for (const file of readdirSync(cacheDir)) {
      if (file.startsWith('snapshot-') && file.endsWith('.tgz') && file !== `snapshot-${key}.tgz`) {
        rmSync(join(cacheDir, file), { force: true });
      }
    }
  } catch (error) {
    console.warn('[local-backend] could not cache the database snapshot:', error);
  }
}

export function forgetSnapshot(key: string): void {
  inMemory.delete(key);
}
