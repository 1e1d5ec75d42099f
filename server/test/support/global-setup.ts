import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  dropPostgresTemplates,
  type EngineTemplates,
  makePgliteTemplates,
  makePostgresTemplates,
} from './database-templates.js';

/**
 * Once per run: the template databases of each engine under test (PGlite always, PostgreSQL when
 * DATABASE_URL is set), told to the test files; removed when the run ends.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  const folder = mkdtempSync(join(tmpdir(), 'staffdesk-templates-'));
  const [pglite, postgres] = await Promise.allSettled([
    makePgliteTemplates(folder),
    serverUrl ? makePostgresTemplates(serverUrl) : Promise.resolve(null),
  ]);
  const removeAll = async () => {
    rmSync(folder, { recursive: true, force: true });
    if (serverUrl && postgres.status === 'fulfilled' && postgres.value) {
      await dropPostgresTemplates(serverUrl, namesOf(postgres.value));
    }
  };
  if (pglite.status === 'rejected' || postgres.status === 'rejected') {
    await removeAll();
    throw pglite.status === 'rejected' ? pglite.reason : (postgres as PromiseRejectedResult).reason;
  }
  project.provide('databaseTemplates', { pglite: pglite.value, postgres: postgres.value });
  return removeAll;
}

const namesOf = (templates: EngineTemplates) =>
  templates.demo ? [templates.demo.source, templates.migrated] : [templates.migrated];
