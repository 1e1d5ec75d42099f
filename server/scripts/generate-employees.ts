/**
 * Adds generated employees (realistic names, valid NIKs, placements at the demo clients) for
 * benchmarks and trials: `npm run generate:employees -w @staffdesk/server -- 10000`.
 * Uses DATABASE_URL, or the embedded database in STAFFDESK_DATA_DIR (default ./.data).
 */
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { generateEmployees } from '../src/people/generate.js';
import { ensureSystemData } from '../src/seed/system-data.js';

const count = Number(process.argv[2] ?? '10000');
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  process.stderr.write('Usage: npm run generate:employees -w @staffdesk/server -- <count>\n');
  process.exit(2);
}
const config = loadConfig();
if (config.env === 'production') {
  process.stderr.write('Refusing to add generated employees to a production database.\n');
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await ensureSystemData(database.db);
  const started = performance.now();
  const added = await generateEmployees(database.db, count);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const where =
    database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  process.stdout.write(`Added ${added} employees to ${where} in ${seconds} s.\n`);
} finally {
  await database.close();
}
