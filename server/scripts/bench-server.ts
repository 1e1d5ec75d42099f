/**
 * The throwaway server of `bench:load` (run as its own process, so the load generator does not
 * share its event loop): demo data on in-memory PGlite, or on the PostgreSQL database named by
 * DATABASE_URL; listens on a random 127.0.0.1 port and prints one JSON line with its URL and
 * session tokens. Stops on SIGTERM, on stdin closing, or after --max-seconds (default 600).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { users } from '../src/db/schema.js';
import { createSession } from '../src/identity/sessions.js';
import { seedDemoData } from '../src/seed/demo-data.js';

const maxSeconds = Number(
  process.argv.find((a) => a.startsWith('--max-seconds='))?.split('=')[1] ?? 600,
);
const databaseUrl = process.env.DATABASE_URL || undefined;
const hostDist = mkdtempSync(join(tmpdir(), 'staffdesk-bench-host-'));
writeFileSync(join(hostDist, 'index.html'), '<!doctype html><title>Staffdesk</title>');
const config = loadConfig({
  NODE_ENV: 'development',
  STAFFDESK_DATA_DIR: 'memory://',
  STAFFDESK_HOST_DIST: hostDist,
  LOG_LEVEL: 'silent',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
const app = await buildApp({ config, database, logger: false });
await seedDemoData(database.db, config.demoPassword);

async function tokenOf(email: string) {
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`No demo user ${email}`);
  const { token } = await createSession(
    database.db,
    { userId: user.id, method: 'password', ip: null, userAgent: null },
    { idleMs: 3_600_000, maxMs: 86_400_000 },
  );
  return token;
}

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const tokens = {
  hr: await tokenOf('hr@staffdesk.local'),
  bd: await tokenOf('bd@staffdesk.local'),
  employee: await tokenOf('employee@staffdesk.local'),
};
process.stdout.write(
  `${JSON.stringify({ url: `http://127.0.0.1:${port}`, engine: database.kind, tokens })}\n`,
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
process.stdin.on('close', stop);
process.stdin.resume();
setTimeout(stop, maxSeconds * 1000).unref();
