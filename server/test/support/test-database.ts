import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/database.js';

export type Engine = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (as in CI). */
export const engines: Engine[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database created for this
 * test and dropped on close, so test files never see each other's rows.
 */
export async function openTestDatabase(engine: Engine): Promise<Database & { url?: string }> {
  if (engine === 'pglite') return openDatabase({ dataDir: 'memory://' });
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is not set');
  const name = `staffdesk_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    /** For a second connection to the same database (a second server process). */
    url: url.toString(),
    async close() {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
