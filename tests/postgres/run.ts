/**
 * npm run test:postgres: the migrations, pg_cron's jobs and the database's backend tests on a real PostgreSQL
 * server of the hosted major version (15) with pg_cron, in a throwaway cluster (cluster.ts).
 *
 *   1. hosted-bootstrap.sql, then local-schema.sql, every migration and seed.sql (database.ts), as the owner;
 *   2. cron-jobs.test.ts: the jobs the migrations scheduled, each run by pg_cron and shown to do its work;
 *   3. the backend tests (vitest.config.ts) with TEST_DATABASE_URL, with the hosted schedule paused.
 *
 * Without PostgreSQL 15 and pg_cron it prints SKIPPED and passes, unless CI or TEST_POSTGRES_REQUIRED=1 is
 * set: then it fails. PG_BIN points at another installation's bin folder.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { prepareDatabase } from '../../supabase/local/database.ts';
import { openPostgresDb } from '../../supabase/local/postgres-db.ts';
import { findInstall, startCluster, type PostgresCluster } from './cluster.ts';

const BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';
const REQUIRED = Boolean(process.env.CI) || process.env.TEST_POSTGRES_REQUIRED === '1';
const BOOTSTRAP = readFileSync(new URL('hosted-bootstrap.sql', import.meta.url), 'utf8');

async function migrate(url: string): Promise<void> {
  const db = openPostgresDb(url);
  try {
    await db.execScript(BOOTSTRAP);
    const { applied, seeded } = await prepareDatabase(db);
    console.log(`test:postgres: ${applied.length} migrations applied${seeded ? ', seeded' : ''}`);
  } finally {
    await db.close();
  }
}

/** The backend tests reset their tables before each test; a job firing in between would race them. */
async function pauseSchedule(url: string): Promise<void> {
  const db = openPostgresDb(url);
  try {
    await db.execScript('update cron.job set active = false');
  } finally {
    await db.close();
  }
}

function vitest(url: string, files: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--config', 'tests/postgres/vitest.config.ts', files], {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: url },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function runAll(cluster: PostgresCluster): Promise<number> {
  await migrate(cluster.url);
  const cron = await vitest(cluster.url, 'tests/postgres/');
  if (cron !== 0) return cron;
  await pauseSchedule(cluster.url);
  return vitest(cluster.url, 'tests/backend/');
}

async function main(): Promise<number> {
  const started = performance.now();
  const install = await findInstall(BIN);
  if (typeof install === 'string') {
    const why = `${install}; install Debian's postgresql-15 and postgresql-15-cron, or set PG_BIN`;
    if (REQUIRED) {
      console.error(`test:postgres FAILED: ${why}`);
      return 1;
    }
    console.log(`test:postgres SKIPPED (nothing ran): ${why}`);
    return 0;
  }
  const cluster = await startCluster(install);
  const stopOnSignal = () => void cluster.stop().finally(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    return await runAll(cluster);
  } catch (error) {
    console.error('test:postgres:', error, '\n--- server log ---\n', readFileSync(cluster.logFile, 'utf8'));
    return 1;
  } finally {
    await cluster.stop();
    console.log(`test:postgres: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

process.exitCode = await main();
