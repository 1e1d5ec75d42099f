import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** One database type for both engines: repository code is written once. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /** Answers when the database can run a query. */
  ping(): Promise<void>;
  /**
   * Runs raw SQL on the same database (one statement with parameters, or several without):
   * what the job queue (pg-boss) is given, so it shares PGlite's one connection.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
};

export const migrationsFolder = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../migrations',
);

export type DatabaseOptions = {
  /** PostgreSQL connection string. When absent, the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder of the embedded database, or `memory://` for an in-memory one. */
  dataDir?: string;
  /**
   * What an in-memory embedded database starts from: a data folder archive made by PGlite's
   * `dumpDataDir` (tests clone a migrated one instead of creating and migrating each time).
   */
  loadDataDir?: Blob;
  /** Told when an idle PostgreSQL connection fails. */
  onIdleError?: (error: Error) => void;
};

/** Opens the database and applies every pending migration of the one migrations folder. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection can be closed by the server (restart, failover): the pool drops it and
    // opens another on the next query. Without a listener, that error would end the process.
    pool.on('error', (error) => {
      options.onIdleError?.(error);
    });
    const db = drizzleNodePg(pool, { schema });
    await migrateNodePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      executeSql: async (text, values) => {
        const result = await pool.query(text, values?.length ? (values as unknown[]) : undefined);
        // Several statements answer one result each: the last one is the answer.
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      },
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? './.data';
  let client: PGlite;
  if (dataDir === 'memory://') {
    client = new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  } else {
    const folder = resolve(dataDir, 'pglite');
    mkdirSync(folder, { recursive: true });
    client = new PGlite(folder);
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // PGlite's `query` refuses several statements in one text, which pg-boss sends; `exec` runs
    // them (without parameters) and answers one result per statement.
    executeSql: async (text, values) =>
      values?.length
        ? client.query(text, values)
        : ((await client.exec(text)).at(-1) ?? { rows: [] }),
    close: () => client.close(),
  };
}
