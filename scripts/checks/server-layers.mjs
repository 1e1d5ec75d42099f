/**
 * One layering in the server (issue #30), checked over server/src/ with the TypeScript parser:
 * - `route-runs-query`: a file under server/src/routes/ runs a query: a query builder call on a
 *   database handle (`.select(`, `.insert(`, `.update(`, `.delete(`, `.execute(`,
 *   `.transaction(` on `db`, `tx`, `trx`, `database` or a `.db` property), a `sql` template or
 *   `sql.raw(` and the like, or opens a transaction (`inTransaction(`, `transactionWithRetry(`).
 *   Routes validate, authorise and call one domain function; SQL lives in each area's query or
 *   repository modules, whose functions open the transaction with its audit entry.
 * - `imports-routes`: a module outside server/src/routes/ (server/src/app.ts aside, which mounts
 *   them) imports from server/src/routes/: the domain never depends on the HTTP layer.
 * - `transaction-outside-helper`: `.transaction(` called anywhere in server/src/ but
 *   server/src/db/transaction.ts: transactions are opened only through `inTransaction`.
 * Usage: `node scripts/checks/server-layers.mjs [folder]` (the repository by default).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repository = fileURLToPath(new URL('../../', import.meta.url));

const QUERY_METHODS = new Set(['select', 'insert', 'update', 'delete', 'execute', 'transaction']);
const HANDLE_NAMES = new Set(['db', 'tx', 'trx', 'database']);
const TRANSACTION_OPENERS = new Set(['inTransaction', 'transactionWithRetry']);
const SERVER = 'server/src';
const ROUTES = `${SERVER}/routes/`;
const TRANSACTION_HELPER = `${SERVER}/db/transaction.ts`;
const MOUNTS_ROUTES = `${SERVER}/app.ts`;

function sourceFiles(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|mts|cts)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.endsWith('.d.ts'));
}

/** Whether an expression is, or is reached through, a database handle (`db`, `ctx.db`, `tx`…). */
function isDatabaseHandle(node) {
  let current = node;
  while (current) {
    if (ts.isIdentifier(current)) return HANDLE_NAMES.has(current.text);
    if (ts.isPropertyAccessExpression(current)) {
      if (HANDLE_NAMES.has(current.name.text)) return true;
      current = current.expression;
    } else if (
      ts.isParenthesizedExpression(current) ||
      ts.isNonNullExpression(current) ||
      ts.isAsExpression(current)
    ) {
      current = current.expression;
    } else {
      return false;
    }
  }
  return false;
}

/** The module specifiers a file imports or re-exports, static and dynamic, with their nodes. */
function importsOf(source) {
  const found = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ node, specifier: node.moduleSpecifier.text });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ node, specifier: node.arguments[0].text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every broken rule in one file's text, as `{ rule, file, line, text }` (`file` from the base). */
export function checkFile(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const problems = [];
  const add = (rule, node, what) =>
    problems.push({
      rule,
      file,
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      text: what,
    });
  const inRoutes = file.startsWith(ROUTES);

  const visit = (node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee)) {
        const method = callee.name.text;
        if (method === 'transaction' && file !== TRANSACTION_HELPER) {
          add('transaction-outside-helper', node, '.transaction(');
        }
        if (inRoutes && QUERY_METHODS.has(method) && isDatabaseHandle(callee.expression)) {
          add('route-runs-query', node, `.${method}(`);
        } else if (
          inRoutes &&
          ts.isIdentifier(callee.expression) &&
          callee.expression.text === 'sql'
        ) {
          add('route-runs-query', node, `sql.${method}(`);
        }
      } else if (inRoutes && ts.isIdentifier(callee) && TRANSACTION_OPENERS.has(callee.text)) {
        add('route-runs-query', node, `${callee.text}(`);
      }
    } else if (
      inRoutes &&
      ts.isTaggedTemplateExpression(node) &&
      ts.isIdentifier(node.tag) &&
      node.tag.text === 'sql'
    ) {
      add('route-runs-query', node, 'sql`');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  if (!inRoutes && file !== MOUNTS_ROUTES) {
    for (const { node, specifier } of importsOf(source)) {
      if (!specifier.startsWith('.')) continue;
      const target = join(dirname(file), specifier).split(sep).join('/');
      if (target.startsWith(ROUTES)) add('imports-routes', node, specifier);
    }
  }
  return problems;
}

/** Every broken rule under `base`'s server/src/, as `{ rule, file, line, text }`. */
export function checkServerLayers(base = repository) {
  const problems = [];
  for (const path of sourceFiles(join(base, SERVER))) {
    const file = relative(resolve(base), path).split(sep).join('/');
    problems.push(...checkFile(file, readFileSync(path, 'utf8')));
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** Counts per rule and per file, for the report. */
export function summarise(problems) {
  const byRule = {};
  const byFile = {};
  for (const { rule, file } of problems) {
    byRule[rule] = (byRule[rule] ?? 0) + 1;
    byFile[file] = (byFile[file] ?? 0) + 1;
  }
  return { byRule, byFile };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = checkServerLayers(process.argv[2] ?? repository);
  const { byRule, byFile } = summarise(problems);
  for (const problem of problems) {
    console.log(`  ${problem.rule}: ${problem.file}:${problem.line}  ${problem.text}`);
  }
  if (problems.length > 0) {
    console.log('\nBy file:');
    for (const [file, count] of Object.entries(byFile).sort((a, b) => b[1] - a[1])) {
      console.log(`  ${String(count).padStart(4)}  ${file}`);
    }
  }
  const summary = Object.entries(byRule).map(([rule, count]) => `${rule} ${count}`);
  console.log(
    `server layers: ${problems.length} problems in ${Object.keys(byFile).length} files${summary.length ? ` (${summary.join(', ')})` : ''}.`,
  );
  if (problems.length > 0) {
    console.error(
      'Routes validate, authorise and call one domain function; queries and transactions (inTransaction, with their audit entries) live in the area modules under server/src/, which never import routes.',
    );
    process.exit(1);
  }
}
