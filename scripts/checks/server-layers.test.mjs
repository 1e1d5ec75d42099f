import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { checkServerLayers } from './server-layers.mjs';

const folders = [];
after(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function tree(files) {
  const base = mkdtempSync(join(tmpdir(), 'staffdesk-server-layers-'));
  folders.push(base);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(base, path)), { recursive: true });
    writeFileSync(join(base, path), text);
  }
  return base;
}

const verdicts = (base) =>
  checkServerLayers(base).map(({ rule, file, line, text }) => `${rule} ${file}:${line} ${text}`);

test('finds every kind of query a route file runs', () => {
  const base = tree({
    'server/src/routes/people/clients.ts': [
      "import { sql } from 'drizzle-orm';",
      "import { inTransaction, transactionWithRetry } from '../../db/transaction.js';",
      'export async function list(db, ctx, id) {',
      '  const rows = await db.select().from(clients);',
      '  await ctx.db.insert(clients).values({ id });',
      '  await inTransaction(db, async (tx) => {',
      '    await tx.update(clients).set({ name: sql`upper(name)` });',
      '    await tx.delete(clients);',
      '  });',
      '  await db.execute(sql.raw("select 1"));',
      '  await transactionWithRetry(db, (tx) => decide(tx));',
      '  return db.transaction(async () => rows);',
      '}',
      '',
    ].join('\n'),
  });
  assert.deepEqual(verdicts(base), [
    'route-runs-query server/src/routes/people/clients.ts:4 .select(',
    'route-runs-query server/src/routes/people/clients.ts:5 .insert(',
    'route-runs-query server/src/routes/people/clients.ts:6 inTransaction(',
    'route-runs-query server/src/routes/people/clients.ts:7 .update(',
    'route-runs-query server/src/routes/people/clients.ts:7 sql`',
    'route-runs-query server/src/routes/people/clients.ts:8 .delete(',
    'route-runs-query server/src/routes/people/clients.ts:10 .execute(',
    'route-runs-query server/src/routes/people/clients.ts:10 sql.raw(',
    'route-runs-query server/src/routes/people/clients.ts:11 transactionWithRetry(',
    'transaction-outside-helper server/src/routes/people/clients.ts:12 .transaction(',
    'route-runs-query server/src/routes/people/clients.ts:12 .transaction(',
  ]);
});

test('passes a route that parses, authorises and calls one domain function', () => {
  const base = tree({
    'server/src/routes/people/clients.ts': [
      "import { createClient } from '../../people/clients.js';",
      'export async function create(ctx, request, blobs, cache) {',
      '  const client = await createClient(ctx.db, request.body, request.actor);',
      "  await blobs.delete('photos/old.webp');",
      '  cache.delete(client.id);',
      '  return client;',
      '}',
      '',
    ].join('\n'),
    'server/src/people/clients.ts': [
      "import { inTransaction } from '../db/transaction.js';",
      'export const createClient = (db, input) =>',
      '  inTransaction(db, (tx) => tx.insert(clients).values(input).returning());',
      '',
    ].join('\n'),
    'server/src/app.ts': "import { clientRoutes } from './routes/people/clients.js';\n",
    'server/src/db/transaction.ts':
      'export const inTransaction = (db, work) => db.transaction(work);\n',
  });
  assert.deepEqual(verdicts(base), []);
});

test('finds a domain module importing a route, statically, as a type or dynamically', () => {
  const base = tree({
    'server/src/leave/requests.ts': [
      "import { sendAttachment } from '../routes/leave/leave-requests.js';",
      "import type { Role } from '../routes/identity/roles.js';",
      "export { Health } from '../routes/public/health.js';",
      "export const later = () => import('../routes/jobs/jobs.js');",
      "import { links } from '@staffdesk/api/links';",
      '',
    ].join('\n'),
    'server/src/routes/public/leave-approvals.ts':
      "import { sendAttachment } from '../leave/leave-requests.js';\n",
  });
  assert.deepEqual(verdicts(base), [
    'imports-routes server/src/leave/requests.ts:1 ../routes/leave/leave-requests.js',
    'imports-routes server/src/leave/requests.ts:2 ../routes/identity/roles.js',
    'imports-routes server/src/leave/requests.ts:3 ../routes/public/health.js',
    'imports-routes server/src/leave/requests.ts:4 ../routes/jobs/jobs.js',
  ]);
});

test('finds .transaction( outside db/transaction.ts, in the domain too', () => {
  const base = tree({
    'server/src/mail/outbox.ts': 'export const retry = (db) => db.transaction(async () => 1);\n',
    'server/src/db/transaction.ts':
      'export const inTransaction = (db, work) => db.transaction(work);\n',
  });
  assert.deepEqual(verdicts(base), [
    'transaction-outside-helper server/src/mail/outbox.ts:1 .transaction(',
  ]);
});
