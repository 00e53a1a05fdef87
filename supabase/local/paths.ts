/** Where the backend finds its SQL and keeps its data, relative to this file (not to the working directory). */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SUPABASE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = resolve(SUPABASE_DIR, '..');

export const MIGRATIONS_DIR = join(SUPABASE_DIR, 'migrations');
export const SEED_FILE = join(SUPABASE_DIR, 'seed.sql');
export const LOCAL_SCHEMA_FILE = join(SUPABASE_DIR, 'local', 'local-schema.sql');

/** Git-ignored working folder of the local backend. */
export const LOCAL_BACKEND_DIR = join(REPO_ROOT, '.local-backend');
/** The persistent database (PGlite data directory). */
export const DEFAULT_DATA_DIR = join(LOCAL_BACKEND_DIR, 'db');
/** Cached snapshots of the migrated and seeded database, for fast in-memory instances. */
export const DEFAULT_CACHE_DIR = join(LOCAL_BACKEND_DIR, 'cache');
