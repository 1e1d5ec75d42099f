/**
 * Writes openapi/v4/<family>.json from the server's zod schemas.
 * With --check, writes nothing and exits 1 when a committed document is stale.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { familyDocuments } from '../src/openapi/documents.js';

const outDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../openapi/v4');
const check = process.argv.includes('--check');

const config = loadConfig({
  NODE_ENV: 'test',
  STAFFDESK_DATA_DIR: 'memory://',
  STAFFDESK_SEED_DEMO: 'false',
});
const database = await openDatabase({ dataDir: 'memory://' });
const app = await buildApp({ config, database, logger: false });
await app.ready();
const documents = familyDocuments(app);
await app.close();
await database.close();

/**
 * The document with its component schemas in name order: they are registered as modules load, so
 * moving a module would otherwise reorder the file (and the generated clients) without a change.
 */
function withSortedSchemas<D extends object>(document: D): D {
  const { components } = document as { components?: { schemas?: Record<string, unknown> } };
  const schemas = components?.schemas;
  if (!schemas) return document;
  const sorted = Object.fromEntries(
    Object.keys(schemas)
      .sort()
      .map((name) => [name, schemas[name]]),
  );
  return { ...document, components: { ...components, schemas: sorted } };
}

const stale: string[] = [];
const expected = new Set<string>();
for (const [name, document] of Object.entries(documents)) {
  const file = join(outDir, `${name}.json`);
  expected.add(`${name}.json`);
  const text = `${JSON.stringify(withSortedSchemas(document), null, 2)}\n`;
  if (check) {
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) stale.push(file);
  } else {
    mkdirSync(outDir, { recursive: true });
    writeFileSync(file, text);
    console.log(`wrote ${file}`);
  }
}
if (check) {
  const extra = existsSync(outDir)
    ? readdirSync(outDir).filter((f) => f.endsWith('.json') && !expected.has(f))
    : [];
  stale.push(...extra.map((f) => join(outDir, f)));
  if (stale.length > 0) {
    console.error(`Stale OpenAPI documents (run "npm run openapi"):\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`OpenAPI documents are current (${expected.size}).`);
}
