import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';

/**
 * The server a bench measures, on a database of its own so the figures never depend on what an
 * earlier run left: a throwaway database on DATABASE_URL's server (dropped by `close`), else an
 * in-memory PGlite.
 */
export async function openBenchApp() {
  const serverUrl = process.env.DATABASE_URL || undefined;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `staffdesk_bench_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const config = loadConfig({
    NODE_ENV: 'development',
    STAFFDESK_DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  const app = await buildApp({ config, database, logger: false });
  return {
    config,
    database,
    db: database.db,
    app,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}
