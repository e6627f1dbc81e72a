import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/** The one database type every service receives, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Services accept either, so a caller can pass its transaction along. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations not yet applied; `folder` is another copy of them (a test's, which stops earlier). */
  migrate(folder?: string): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * pg_trgm's threshold for the word-similarity operators (`<%`, `%>`), set on every connection: the shop
 * search counts a product's key as a spelling of a word from 0.7 (catalog.shop-search.ts), and with the
 * default 0.6 its trigram index hands over several times more rows (416 instead of 75 for "para" on 100k
 * products), each read from the table and tested again.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.7;

export type DatabaseSource = { url: string } | { dataDir: string } | { pglite: PGlite } | { memory: true };

export async function createPglite(dataDir?: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm, btree_gist } });
}

/**
 * Per database, a handle whose connections plan every named statement once, generically
 * (`plan_cache_mode = force_generic_plan`), for the statements whose generic plan is checked to read
 * as few rows as a custom one (the shop search's keyword pages, shop/catalog.shop.service.ts). PostgreSQL
 * keeps planning those on every run otherwise (0.3-0.5 ms each): the generic plan's estimate, made
 * without the keyword's patterns, is always costlier than the custom plans', though it is the same plan.
 * A setting of the connection, not of the statement, so these connections serve nothing else.
 */
const genericPlanned = new WeakMap<object, Db>();

/** The handle of `genericPlanned` for `db`, or `db` itself (PGlite, a transaction). */
export const genericPlanDb = (db: DbOrTx): DbOrTx => genericPlanned.get(db) ?? db;

export async function openDatabase(source: DatabaseSource): Promise<Database> {
  if ('url' in source) {
    const newPool = (max: number, settings = '') => {
      const pool = new pg.Pool({
        connectionString: source.url,
        max,
        options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}${settings}`,
      });
      // An idle client that loses its connection (server restart, terminated backend) emits 'error' on
      // the pool; unhandled, that would crash the process. The pool drops the client and makes a new one.
      pool.on('error', () => undefined);
      return pool;
    };
    const pool = newPool(10);
    const genericPool = newPool(5, ' -c plan_cache_mode=force_generic_plan');
    const db = drizzlePg(pool) as unknown as Db;
    genericPlanned.set(db, drizzlePg(genericPool) as unknown as Db);
    return {
      db,
      kind: 'postgres',
      migrate: async (folder = migrationsFolder) => {
        // An advisory lock keeps two processes starting together from migrating at once.
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock(7263001)');
          await migratePg(drizzlePg(client), { migrationsFolder: folder });
        } finally {
          await client.query('SELECT pg_advisory_unlock(7263001)').catch(() => undefined);
          client.release();
        }
      },
      close: async () => {
        await Promise.all([pool.end(), genericPool.end()]);
      },
    };
  }
  const client =
    'pglite' in source
      ? source.pglite
      : await createPglite('dataDir' in source ? path.join(source.dataDir, 'pglite') : undefined);
  await client.exec(`SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: (folder = migrationsFolder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** What pg-boss needs from a database it does not own (its `db` option). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * Raw SQL on the driver behind `db` (drizzle's `$client`), for the job queue. On node-postgres a query
 * takes a pooled connection. On PGlite, the one connection: its `query` and `exec` wait for an open
 * transaction to end, so a statement never lands inside someone else's transaction; a text without
 * parameters (pg-boss's multi-statement `BEGIN; ...; COMMIT;` maintenance commands) runs inside
 * `transaction()`, which rolls back on an error, since a failed `exec` would otherwise leave the only
 * connection in an aborted transaction and every later query failing.
 */
export function sqlExecutor(db: Db): SqlExecutor {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (client instanceof pg.Pool) {
    return { executeSql: (text, values) => client.query(text, values) };
  }
  return {
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values);
      const results = await client.transaction((tx) => tx.exec(text));
      return results.at(-1) ?? { rows: [] };
    },
  };
}
