/** The embedded PostgreSQL (PGlite, WebAssembly) behind the `Db` interface. */
import { PGlite, type Transaction } from '@electric-sql/pglite';

import { roleSetupSql, type Db, type DbQuery, type DbRole } from './db.ts';

const TEXT_OID = 25;

export interface PgliteDb extends Db {
  readonly kind: 'pglite';
  /** A gzipped tarball of the data directory (PGlite's `dumpDataDir`; 'none' compression hangs). */
  dumpDataDir(): Promise<Blob>;
}

export interface PgliteDbOptions {
  /** A directory for a persistent database; omitted = in memory. */
  dataDir?: string;
  /** Start from this snapshot (only used when the data directory is empty). */
  loadDataDir?: Blob;
}

function queryOn(tx: Transaction): DbQuery {
  return async <R>(sql: string, params: readonly (string | null)[] = []) => {
    // Parameters are always text: the SQL casts them, so PGlite and node-postgres behave alike.
    const result = await tx.query<R>(sql, [...params], { paramTypes: params.map(() => TEXT_OID) });
    return { rows: result.rows, rowCount: result.affectedRows || result.rows.length };
  };
}

export async function openPgliteDb(options: PgliteDbOptions = {}): Promise<PgliteDb> {
  const pg = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });

  const db: PgliteDb = {
    kind: 'pglite',
    // PGlite is one connection: transactions are serialised by its own mutex, so concurrent requests
    // queue here instead of interleaving statements.
    transaction: (role, fn, claims) =>
      pg.transaction(async (tx) => {
        if (role) {
          await tx.query(roleSetupSql(role));
          await tx.query("select set_config('request.jwt.claims', $1, true)", [
            JSON.stringify(claims ?? { role }),
          ]);
        }
        return fn(queryOn(tx));
      }),
    query: (sql, params, role: DbRole | null) => db.transaction(role, (query) => query(sql, params)),
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
