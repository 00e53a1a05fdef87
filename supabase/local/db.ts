/**
 * The local backend's database: PGlite (PostgreSQL in WebAssembly). A request runs in one transaction
 * after `SET LOCAL ROLE <role>` with `request.headers` set as PostgREST sets them, so the real grants,
 * row-level security policies and triggers decide.
 */
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';

export const DB_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type DbRole = (typeof DB_ROLES)[number];

export interface DbResult<R> {
  rows: R[];
  rowCount: number;
}

/** One statement; parameters are text (or NULL), cast them in SQL. */
export type DbQuery = <R = Record<string, unknown>>(
  sql: string,
  params?: readonly (string | null)[],
) => Promise<DbResult<R>>;

export interface Db {
  /**
   * `fn` in one transaction as `role` (null: the owner). Commits when it resolves, rolls back when it throws.
   * `claims`: the verified JWT's claims (`request.jwt.claims`; default `{ role }`).
   */
  transaction<T>(
    role: DbRole | null,
    fn: (query: DbQuery) => Promise<T>,
    headers?: Record<string, string>,
    claims?: Record<string, unknown>,
  ): Promise<T>;
  query<R = Record<string, unknown>>(
    sql: string,
    params: readonly (string | null)[],
    role: DbRole | null,
  ): Promise<DbResult<R>>;
  /** A multi-statement script as the owner, in one transaction. */
  execScript(sql: string): Promise<void>;
  /** A gzipped tarball of the data directory (a snapshot). */
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * Takes on the API role with the request's JWT claims and headers for the rest of the transaction, as
 * PostgREST does; shared by the PGlite and the PostgreSQL connection.
 */
export async function enterRequestContext(
  query: (sql: string, params?: unknown[]) => Promise<unknown>,
  role: DbRole,
  headers: Record<string, string>,
  claims: Record<string, unknown>,
): Promise<void> {
  if (!DB_ROLES.includes(role)) throw new Error(`Unknown role ${String(role)}`);
  await query(`set local role ${role}`);
  await query("select set_config('request.jwt.claims', $1, true), set_config('request.headers', $2, true)", [
    JSON.stringify(claims),
    JSON.stringify(headers),
  ]);
}

/** A PostgreSQL error as PGlite reports it. */
export interface PgError {
  code: string;
  message: string;
  detail: string | null;
  hint: string | null;
}

export function asPgError(error: unknown): PgError | null {
  const e = error as { code?: unknown; message?: unknown; detail?: unknown; hint?: unknown } | null;
  if (typeof e?.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code)) return null;
  return {
    code: e.code,
    message: typeof e.message === 'string' ? e.message : '',
    detail: typeof e.detail === 'string' ? e.detail : null,
    hint: typeof e.hint === 'string' ? e.hint : null,
  };
}

const TEXT_OID = 25;

function queryOn(tx: Transaction): DbQuery {
  return async <R>(sql: string, params: readonly (string | null)[] = []) => {
    const result = await tx.query<R>(sql, [...params], { paramTypes: params.map(() => TEXT_OID) });
    return { rows: result.rows, rowCount: result.affectedRows || result.rows.length };
  };
}

export async function openPgliteDb(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Db> {
  // pgcrypto: the insert trigger verifies challenge solutions with HMAC (hosted Supabase has it in `extensions`).
  const pg = await PGlite.create({ ...options, extensions: { pgcrypto } });
  const db: Db = {
    // PGlite is one connection: its mutex serialises transactions, so requests queue instead of interleaving.
    transaction: (role, fn, headers = {}, claims = { role }) =>
      pg.transaction(async (tx) => {
        if (role) await enterRequestContext((sql, params) => tx.query(sql, params), role, headers, claims);
        return fn(queryOn(tx));
      }),
    query: (sql, params, role) => db.transaction(role, (query) => query(sql, params)),
    execScript: async (sql) => {
      await pg.transaction(async (tx) => {
        await tx.exec(sql);
      });
    },
    dumpDataDir: () => pg.dumpDataDir('gzip'),
    close: async () => {
      if (!pg.closed) await pg.close();
    },
  };
  return db;
}
