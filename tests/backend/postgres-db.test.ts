// @vitest-environment node
/**
 * The DATABASE_URL adapter without a PostgreSQL server: `pg` (not a dependency) is replaced by a recording
 * fake, to check the transaction protocol every request relies on.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const log: string[] = [];
let failOn: RegExp | null = null;

vi.mock('pg', () => {
  class Pool {
    async connect() {
      return {
        async query(sql: string, params?: readonly unknown[]) {
          log.push(params?.length ? `${sql} ${JSON.stringify(params)}` : sql);
          if (failOn?.test(sql)) throw Object.assign(new Error('boom'), { code: '23514' });
          return { rows: [{ one: 1 }], rowCount: 1 };
        },
        release() {
          log.push('release');
        },
      };
    }
    async end() {
      log.push('end');
    }
  }
  return { default: { Pool } };
});

const { openPostgresDb } = await import('../../supabase/local/postgres-db.ts');

beforeEach(() => {
  log.length = 0;
  failOn = null;
});

describe('PostgreSQL adapter (DATABASE_URL)', () => {
  it('runs a request in one transaction as the role of its API key', async () => {
    const db = await openPostgresDb('postgres://example/db');
    const result = await db.query('select 1 as one', ['x'], 'anon');
    expect(result).toEqual({ rows: [{ one: 1 }], rowCount: 1 });
    expect(log).toEqual([
      'begin',
      'set local role anon',
      `select set_config('request.jwt.claims', $1, true) ["{\\"role\\":\\"anon\\"}"]`,
      'select 1 as one ["x"]',
      'commit',
      'release',
    ]);
    await db.close();
    expect(log.at(-1)).toBe('end');
  });

  it('rolls back and rethrows the PostgreSQL error', async () => {
    const db = await openPostgresDb('postgres://example/db');
    failOn = /^insert/;
    await expect(db.query('insert into t values (1)', [], 'service_role')).rejects.toMatchObject({
      code: '23514',
    });
    expect(log).toEqual([
      'begin',
      'set local role service_role',
      expect.stringContaining('set_config'),
      'insert into t values (1)',
      'rollback',
      'release',
    ]);
  });

  it('runs migrations as the owner, without a role', async () => {
    const db = await openPostgresDb('postgres://example/db');
    await db.execScript('create table t (i int); insert into t values (1);');
    expect(log).toEqual(['begin', 'create table t (i int); insert into t values (1);', 'commit', 'release']);
  });
});
