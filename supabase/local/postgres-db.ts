/**
 * The same `Db` as db.ts over a real PostgreSQL server (node-postgres), for the test target on the hosted
 * major version (tests/postgres). Each transaction takes its own connection from a small pool, so
 * concurrent requests really run concurrently, as they do against a hosted project.
 */
import pg from 'pg';

import { enterRequestContext, type Db, type DbQuery } from './db.ts';

const INT8_OID = 20;
const TEXT_OID = 25;

// PGlite returns bigint columns as numbers (when safe); node-postgres would give strings.
const getTypeParser = ((oid: number, format?: 'text' | 'binary') => {
  if (oid !== INT8_OID) return pg.types.getTypeParser(oid, format ?? 'text');
  return (value: string) => {
    const big = BigInt(value);
    return big < Number.MIN_SAFE_INTEGER || big > Number.MAX_SAFE_INTEGER ? big : Number(big);
  };
}) as typeof pg.types.getTypeParser;

/**
 * node-postgres reads a query's `types` twice: as the parameter types it declares when parsing the statement
 * (an array of type ids) and as the result's type parsers (`getTypeParser`). Both at once: every parameter is
 * text, as db.ts declares them to PGlite, so the server never has to guess (`$2 is not null` would fail).
 */
function textParameters(count: number): pg.CustomTypesConfig {
  return Object.assign(
    Array.from({ length: count }, () => TEXT_OID),
    { getTypeParser },
  ) as unknown as pg.CustomTypesConfig;
}

function queryOn(client: pg.PoolClient): DbQuery {
  return async <R>(sql: string, params: readonly (string | null)[] = []) => {
    const result = await client.query({
      text: sql,
      values: [...params],
      types: textParameters(params.length),
    });
    return { rows: result.rows as R[], rowCount: result.rowCount ?? result.rows.length };
  };
}

async function inTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const value = await fn(client);
    await client.query('commit');
    return value;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export function openPostgresDb(connectionString: string): Db {
  const pool = new pg.Pool({ connectionString, max: 4, types: { getTypeParser } });
  let closed = false;
  const db: Db = {
    transaction: (role, fn, headers = {}, claims = { role }) =>
      inTransaction(pool, async (client) => {
        if (role)
          await enterRequestContext((sql, params) => client.query(sql, params), role, headers, claims);
        return fn(queryOn(client));
      }),
    query: (sql, params, role) => db.transaction(role, (query) => query(sql, params)),
    execScript: async (sql) => {
      // Without parameters node-postgres uses the simple protocol, which runs every statement of the script.
      await inTransaction(pool, (client) => client.query(sql));
    },
    dumpDataDir: () => Promise.reject(new Error('a PostgreSQL server has no PGlite data directory to dump')),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
  return db;
}

/** Whether a `dataDir` option names a PostgreSQL server instead of a PGlite folder. */
export function isPostgresUrl(dataDir: string): boolean {
  return /^postgres(ql)?:\/\//.test(dataDir);
}
