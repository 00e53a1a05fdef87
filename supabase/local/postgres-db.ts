/**
 * A real PostgreSQL server (DATABASE_URL) behind the `Db` interface, through node-postgres.
 *
 * `pg` is deliberately not a dependency of the project: it is imported lazily, only when DATABASE_URL is
 * set (add it with `npm install --save-dev pg` to use this path). The connecting user must be allowed to
 * `SET ROLE` to anon, authenticated and service_role (a superuser, or `grant anon, authenticated,
 * service_role to <user>`), and the database should be one this backend manages (it records migrations
 * in local_backend.schema_migrations, not in Supabase's own table).
 */
import { roleSetupSql, type Db, type DbQuery } from './db.ts';

/** The part of node-postgres this adapter uses. */
interface PgClient {
  query(
    sql: string,
    params?: readonly (string | null)[],
  ): Promise<{ rows: unknown[]; rowCount: number | null }>;
  release(): void;
}
interface PgPool {
  connect(): Promise<PgClient>;
  end(): Promise<void>;
}
interface PgModule {
  Pool: new (options: { connectionString: string; max?: number }) => PgPool;
}

async function loadPg(): Promise<PgModule> {
  const moduleName = 'pg';
  try {
    const loaded = (await import(/* @vite-ignore */ moduleName)) as {
      default?: PgModule;
    } & Partial<PgModule>;
    return (loaded.default ?? loaded) as PgModule;
  } catch (error) {
    throw new Error(
      'DATABASE_URL is set but the `pg` package is not installed: run `npm install --save-dev pg`.',
      {
        cause: error,
      },
    );
  }
}

export async function openPostgresDb(connectionString: string): Promise<Db> {
  const { Pool } = await loadPg();
  const pool = new Pool({ connectionString, max: 5 });

  const db: Db = {
    kind: 'postgres',
    transaction: async (role, fn, claims) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        if (role) {
          await client.query(roleSetupSql(role));
          await client.query("select set_config('request.jwt.claims', $1, true)", [
            JSON.stringify(claims ?? { role }),
          ]);
        }
        const query: DbQuery = async <R>(sql: string, params: readonly (string | null)[] = []) => {
          const result = await client.query(sql, params);
          return { rows: result.rows as R[], rowCount: result.rowCount ?? result.rows.length };
        };
        const value = await fn(query);
        await client.query('commit');
        return value;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    query: (sql, params, role) => db.transaction(role, (query) => query(sql, params)),
    // Without parameters node-postgres uses the simple protocol, which accepts several statements.
    execScript: (sql) => db.transaction(null, async (query) => void (await query(sql))),
    close: () => pool.end(),
  };
  return db;
}
