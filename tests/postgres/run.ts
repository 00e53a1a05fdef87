/**
 * npm run test:postgres: the migrations, pg_cron's jobs and the database's backend tests on a real PostgreSQL
 * server of the hosted major version (15) with pg_cron, in two throwaway clusters (cluster.ts) side by side,
 * so that the wait for pg_cron's minute overlaps the backend tests:
 *
 *   1. in each: hosted-bootstrap.sql, then local-schema.sql, every migration and seed.sql (database.ts);
 *   2. the first: cron-jobs.test.ts, the jobs the migrations scheduled, each run by pg_cron and shown to work;
 *   3. the second: the backend tests of vitest.config.ts with TEST_DATABASE_URL, the schedule paused.
 *
 * Without PostgreSQL 15 and pg_cron it prints SKIPPED and passes, unless CI or TEST_POSTGRES_REQUIRED=1 is
 * set: then it fails. PG_BIN points at another installation's bin folder.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { prepareDatabase } from '../../supabase/local/database.ts';
import type { Db } from '../../supabase/local/db.ts';
import { openPostgresDb } from '../../supabase/local/postgres-db.ts';
import { findInstall, startCluster, type PostgresCluster } from './cluster.ts';

const BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';
const REQUIRED = Boolean(process.env.CI) || process.env.TEST_POSTGRES_REQUIRED === '1';
const BOOTSTRAP = readFileSync(new URL('hosted-bootstrap.sql', import.meta.url), 'utf8');

async function withDb<T>(url: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const db = openPostgresDb(url);
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

const migrate = (url: string) =>
  withDb(url, async (db) => {
    await db.execScript(BOOTSTRAP);
    const { applied, seeded } = await prepareDatabase(db);
    console.log(`test:postgres: ${applied.length} migrations applied${seeded ? ', seeded' : ''}`);
  });

/** The backend tests reset their tables before each test; a job firing in between would race them. */
const pauseSchedule = (url: string) =>
  withDb(url, (db) => db.execScript('update cron.job set active = false'));

/** Vitest on one cluster; `quiet`: its output is held back and printed when it ends (two run at once). */
function vitest(url: string, files: string, quiet: boolean): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--config', 'tests/postgres/vitest.config.ts', files], {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: url },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    // 'close': after the output has been read to its end.
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

async function runAll(cron: PostgresCluster, backend: PostgresCluster): Promise<number> {
  await Promise.all([migrate(cron.url), migrate(backend.url)]);
  await pauseSchedule(backend.url);
  const codes = await Promise.all([
    vitest(cron.url, 'tests/postgres/', true),
    vitest(backend.url, 'tests/backend/', false),
  ]);
  return codes.find((code) => code !== 0) ?? 0;
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
  const starts = await Promise.allSettled([startCluster(install), startCluster(install)]);
  const clusters = starts.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = () => Promise.all(clusters.map((cluster) => cluster.stop()));
  process.once('SIGINT', () => void stopAll().finally(() => process.exit(130)));
  process.once('SIGTERM', () => void stopAll().finally(() => process.exit(143)));
  try {
    const [cron, backend] = clusters;
    if (!cron || !backend) throw starts.find((result) => result.status === 'rejected')?.reason;
    return await runAll(cron, backend);
  } catch (error) {
    console.error('test:postgres:', error);
    for (const cluster of clusters) console.error(`--- server log ---\n${cluster.log()}`);
    return 1;
  } finally {
    await stopAll();
    console.log(`test:postgres: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

process.exitCode = await main();
