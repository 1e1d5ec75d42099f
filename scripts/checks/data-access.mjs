/**
 * One way to reach the API, checked over every package's src/ (generated clients aside):
 * Tests and stories are left out (there `fetch` is the fake API).
 * - `no-literal-query-key`: a react-query key written as a literal array (`queryKey: [`);
 *   keys come from the generated clients' query options, derived from operation and parameters;
 * - `no-raw-api-fetch`: a `fetch(` outside @staffdesk/core's transport; requests go through
 *   the typed clients of their family;
 * - `no-hand-written-api-enum`: a union of string literals (`type S = 'a' | 'b'`) or a literal
 *   list (`['a', 'b'] as const`) with exactly the values of an enum of the OpenAPI documents;
 *   such types come from @staffdesk/api's generated types.
 * Usage: `node scripts/checks/data-access.mjs [folder]` (the repository by default).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repository = fileURLToPath(new URL('../../', import.meta.url));
const isTest = (file) => /\.(test|stories)\.[cm]?[jt]sx?$|\/testing\/|\/testing\.tsx?$/.test(file);

/** Every string enum (two or more values) of the OpenAPI documents, as sorted keys. */
export function apiEnums(base = repository) {
  const folder = join(base, 'openapi/v4');
  const enums = new Map();
  const visit = (node, where) => {
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) visit(item, `${where}/${index}`);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const values = Array.isArray(node.enum)
      ? node.enum
      : Array.isArray(node.anyOf) && node.anyOf.every((branch) => typeof branch?.const === 'string')
        ? node.anyOf.map((branch) => branch.const)
        : null;
    if (values && values.length > 1 && values.every((value) => typeof value === 'string')) {
      const key = [...new Set(values)].sort().join('|');
      if (!enums.has(key)) enums.set(key, where);
    }
    for (const [name, child] of Object.entries(node)) visit(child, `${where}/${name}`);
  };
  if (existsSync(folder)) {
    for (const name of readdirSync(folder).filter((file) => file.endsWith('.json'))) {
      visit(JSON.parse(readFileSync(join(folder, name), 'utf8')), name);
    }
  }
  return enums;
}

function sourceFiles(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.includes('/generated/') && !file.endsWith('.d.ts'));
}

/** The string literal values of a union type or a literal list, or null. */
function literalSet(node) {
  if (ts.isUnionTypeNode(node)) {
    const values = node.types.map((type) =>
      ts.isLiteralTypeNode(type) && ts.isStringLiteral(type.literal) ? type.literal.text : null,
    );
    return values.every((value) => value !== null) ? values : null;
  }
  if (ts.isAsExpression(node) && ts.isArrayLiteralExpression(node.expression)) {
    const values = node.expression.elements.map((element) =>
      ts.isStringLiteral(element) ? element.text : null,
    );
    return values.every((value) => value !== null) ? values : null;
  }
  return null;
}

/** Every broken rule under `base`, as `{ rule, file, line, text }`. */
export function checkDataAccess(base = repository) {
  const enums = apiEnums(base);
  const problems = [];
  const packages = existsSync(join(base, 'packages')) ? readdirSync(join(base, 'packages')) : [];
  for (const name of packages) {
    for (const file of sourceFiles(join(base, 'packages', name, 'src'))) {
      const text = readFileSync(file, 'utf8');
      const where = relative(base, file);
      const lineOf = (index) => text.slice(0, index).split('\n').length;
      if (isTest(where)) continue;
      for (const match of text.matchAll(/queryKey:\s*\[/g)) {
        problems.push({ rule: 'no-literal-query-key', file: where, line: lineOf(match.index) });
      }
      if (name !== 'core') {
        for (const match of text.matchAll(/(?<![\w.$])fetch\(/g)) {
          problems.push({ rule: 'no-raw-api-fetch', file: where, line: lineOf(match.index) });
        }
      }
      // api generates the types; id-payroll is where PTKP statuses come from and imports nothing.
      if (name === 'api' || name === 'id-payroll') continue;
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
      const visit = (node) => {
        const values = literalSet(node);
        if (values && values.length > 1) {
          const key = [...new Set(values)].sort().join('|');
          if (enums.has(key)) {
            problems.push({
              rule: 'no-hand-written-api-enum',
              file: where,
              line: lineOf(node.getStart(source)),
              text: `${values.map((value) => `'${value}'`).join(' | ')} is the enum at ${enums.get(key)}`,
            });
          }
          return;
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = checkDataAccess(process.argv[2] ?? repository);
  const counts = {};
  for (const problem of problems) {
    counts[problem.rule] = (counts[problem.rule] ?? 0) + 1;
    console.log(
      `  ${problem.rule}: ${problem.file}:${problem.line}${problem.text ? `  ${problem.text}` : ''}`,
    );
  }
  const summary = Object.entries(counts).map(([rule, count]) => `${rule} ${count}`);
  console.log(
    `data access: ${problems.length} problems${summary.length ? ` (${summary.join(', ')})` : ''}.`,
  );
  if (problems.length > 0) {
    console.error(
      'Use the generated clients: query options from $api (keys derived from the operation), the typed fetch client of the family, and types from @staffdesk/api.',
    );
    process.exit(1);
  }
}
