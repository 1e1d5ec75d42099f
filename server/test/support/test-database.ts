import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/database.js';
import { todayInJakarta } from '../../src/shared/business-dates.js';
import type { EngineTemplates } from './database-templates.js';

export type Engine = 'pglite' | 'postgres';

export type TestDatabase = Database & {
  /** For a second connection to the same database (a second server process). */
  url?: string;
};

/** PGlite always; PostgreSQL too when DATABASE_URL is set (as in CI). */
export const engines: Engine[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** This run's templates of an engine (see global-setup.ts); none when run without it. */
function templatesOf(engine: Engine): EngineTemplates | null {
  const templates = inject('databaseTemplates');
  return (engine === 'pglite' ? templates?.pglite : templates?.postgres) ?? null;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database created for this
 * test and dropped on close, so test files never see each other's rows. Cloned from this run's
 * migrated template when there is one.
 */
export async function openTestDatabase(engine: Engine): Promise<TestDatabase> {
  return openCopy(engine, templatesOf(engine)?.migrated ?? null);
}

/**
 * A fresh database holding the demo data (system data and demo seed), cloned from this run's
 * demo template; null when there is none that matches seeding now, that is none, or one seeded
 * on another Jakarta day than today (the demo's dates count from the day it is seeded).
 */
export async function openDemoDatabase(engine: Engine): Promise<TestDatabase | null> {
  const demo = templatesOf(engine)?.demo;
  if (!demo || demo.seededOn !== todayInJakarta()) return null;
  return openCopy(engine, demo.source);
}

/** A new database, a copy of `template` (an archive or a database name) or else migrated. */
async function openCopy(engine: Engine, template: string | null): Promise<TestDatabase> {
  if (engine === 'pglite') {
    return openDatabase({
      dataDir: 'memory://',
      ...(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
    });
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is not set');
  const name = `staffdesk_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
