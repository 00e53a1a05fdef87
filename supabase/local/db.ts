/**
 * The database behind the local backend, as a small interface with two implementations:
 * PGlite (embedded, default; pglite-db.ts) and a real PostgreSQL server through `pg` (postgres-db.ts,
 * loaded only when DATABASE_URL is set).
 */

/** The API roles a request can run as (see api-key-role.ts). */
export type DbRole = 'anon' | 'authenticated' | 'service_role';

export interface DbResult<R> {
  rows: R[];
  /** Rows affected by INSERT/UPDATE/DELETE, else rows returned. */
  rowCount: number;
}

/** Runs one statement. Parameters are sent as text (or NULL); cast them in SQL (`$1::json`, `cast($2 as int)`). */
export type DbQuery = <R = Record<string, unknown>>(
  sql: string,
  params?: readonly (string | null)[],
) => Promise<DbResult<R>>;

export interface Db {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` inside one transaction. With a role, the transaction starts with `SET LOCAL ROLE <role>` and
   * `request.jwt.claims` set, so grants and row-level security decide; with `null` it runs as the owner
   * (migrations, the local mailbox). Commits when `fn` resolves, rolls back when it throws.
   */
  transaction<T>(
    role: DbRole | null,
    fn: (query: DbQuery) => Promise<T>,
    claims?: Record<string, unknown>,
  ): Promise<T>;
  /** One statement in its own transaction, as `role`. */
  query<R = Record<string, unknown>>(
    sql: string,
    params: readonly (string | null)[],
    role: DbRole | null,
  ): Promise<DbResult<R>>;
  /** A multi-statement script (a migration), as the owner, in one transaction. */
  execScript(sql: string): Promise<void>;
  close(): Promise<void>;
}

const ROLES: readonly DbRole[] = ['anon', 'authenticated', 'service_role'];

/** The statements that start a request's transaction (the role is whitelisted, never interpolated freely). */
export function roleSetupSql(role: DbRole): string {
  if (!ROLES.includes(role)) throw new Error(`Unknown role ${String(role)}`);
  return `set local role ${role}`;
}

/** A PostgreSQL error as both PGlite and node-postgres report it. */
export interface PgError {
  code: string;
  message: string;
  detail: string | null;
  hint: string | null;
}

export function asPgError(error: unknown): PgError | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as { code?: unknown; message?: unknown; detail?: unknown; hint?: unknown };
  if (typeof e.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code)) return null;
  return {
    code: e.code,
    message: typeof e.message === 'string' ? e.message : '',
    detail: typeof e.detail === 'string' ? e.detail : null,
    hint: typeof e.hint === 'string' ? e.hint : null,
  };
}
