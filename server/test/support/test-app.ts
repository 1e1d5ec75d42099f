import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type StaffdeskApp } from '../../src/app.js';
import { loadConfig, type ServerConfig } from '../../src/config.js';
import type { Database } from '../../src/db/database.js';
import { seedDemoData } from '../../src/seed/demo-data.js';
import { DEMO_PASSWORD } from './demo-seed.js';
import { type Engine, openDemoDatabase, openTestDatabase } from './test-database.js';

export type TestApp = {
  app: StaffdeskApp;
  database: Database;
  config: ServerConfig;
  close(): Promise<void>;
};

/** A minimal built host, so page serving is tested without building the real one. */
export function fakeHostDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'staffdesk-host-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>Staffdesk</title><!--staffdesk-config--></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

export type TestAppOptions = {
  /** The clock of the app's date rules (the demo seed keeps the real one). */
  now?: () => Date;
  jobPollingSeconds?: number;
  /** With the demo data (accounts with DEMO_PASSWORD, clients, employees, a paid payroll run). */
  demo?: boolean;
};

/**
 * A built server on a database of its own. With `demo`, that database is a copy of this run's
 * demo template when one was seeded today (what seeding it here would give), else seeded here.
 */
export async function createTestApp(
  engine: Engine,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const demoCopy = options.demo ? await openDemoDatabase(engine) : null;
  const database = demoCopy ?? (await openTestDatabase(engine));
  const config = loadConfig({
    NODE_ENV: 'test',
    STAFFDESK_DATA_DIR: 'memory://',
    STAFFDESK_HOST_DIST: fakeHostDist(),
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    logger: process.env.TEST_LOG === '1',
    now: options.now,
    ...(options.jobPollingSeconds ? { jobPollingSeconds: options.jobPollingSeconds } : {}),
  });
  if (options.demo && !demoCopy) await seedDemoData(database.db, DEMO_PASSWORD);
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
