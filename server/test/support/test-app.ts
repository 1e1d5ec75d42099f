import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type StaffdeskApp } from '../../src/app.js';
import { loadConfig, type ServerConfig } from '../../src/config.js';
import type { Database } from '../../src/db/database.js';
import { type Engine, openTestDatabase } from './test-database.js';

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

export async function createTestApp(
  engine: Engine,
  env: Record<string, string> = {},
  options: { now?: () => Date; jobPollingSeconds?: number } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(engine);
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
