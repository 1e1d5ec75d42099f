import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../../src/db/database.js';
import { todayInJakarta } from '../../src/shared/business-dates.js';
import { seedDemoDatabase } from './demo-seed.js';

/**
 * Databases made once per test run, which each test file's database is cloned from: migrating,
 * and above all seeding the demo (it calculates and pays a payroll run), takes seconds a time.
 */
export type DatabaseTemplates = {
  /** Archives of PGlite data folders (files), for `loadDataDir`. */
  pglite: EngineTemplates;
  /** PostgreSQL databases to `create database … template` from (when DATABASE_URL is set). */
  postgres: EngineTemplates | null;
};

export type EngineTemplates = {
  /** Migrated, nothing else: what a new installation's database is before the server starts. */
  migrated: string;
  /** Migrated, the system data and the demo seeded; null when the day changed while seeding. */
  demo: { source: string; seededOn: string } | null;
};

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/**
 * Seeds the demo, and tells the Jakarta date it is dated from, or null when that date changed
 * meanwhile (its dates would then mix two days: no test could count on them).
 */
async function seedDatedDemo(seed: () => Promise<void>): Promise<string | null> {
  const before = todayInJakarta();
  await seed();
  return todayInJakarta() === before ? before : null;
}

/** PGlite: one database migrated, archived, demo-seeded, archived again, into `folder`. */
export async function makePgliteTemplates(folder: string): Promise<EngineTemplates> {
  const database = await openDatabase({ dataDir: 'memory://' });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const archive = async (name: string) => {
    const path = join(folder, name);
    writeFileSync(path, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return path;
  };
  try {
    const migrated = await archive('migrated.tar');
    const seededOn = await seedDatedDemo(() => seedDemoDatabase(database.db));
    const demo = seededOn ? { source: await archive('demo.tar'), seededOn } : null;
    return { migrated, demo };
  } finally {
    await database.close();
  }
}

function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** PostgreSQL: a migrated database, and a demo-seeded copy of it, named for this run. */
export async function makePostgresTemplates(serverUrl: string): Promise<EngineTemplates> {
  const prefix = `staffdesk_template_${randomUUID().replaceAll('-', '')}`;
  const migrated = `${prefix}_migrated`;
  const demo = `${prefix}_demo`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${migrated}`);
    await (await openDatabase({ databaseUrl: databaseUrl(serverUrl, migrated) })).close();
    await admin.query(`create database ${demo} template ${migrated}`);
    const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, demo) });
    let seededOn: string | null;
    try {
      seededOn = await seedDatedDemo(() => seedDemoDatabase(database.db));
    } finally {
      await database.close();
    }
    return { migrated, demo: seededOn ? { source: demo, seededOn } : null };
  } catch (error) {
    await dropDatabases(admin, [demo, migrated]);
    throw error;
  } finally {
    await admin.end();
  }
}

async function dropDatabases(admin: pg.Client, names: string[]) {
  for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
}

export async function dropPostgresTemplates(serverUrl: string, names: string[]) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await dropDatabases(admin, names);
  } finally {
    await admin.end();
  }
}
