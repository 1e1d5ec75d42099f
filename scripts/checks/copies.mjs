/**
 * Copies between packages, renamed ones included (issue #29): jscpd compares token streams in
 * which every name (identifiers, functions, constants, JSX tags and words) and every literal
 * (strings, template text, numbers, booleans, regular expressions) is replaced by its kind, so
 * code copied and then given other nouns, keys and messages is still the same code. Import and
 * export lists and comments are left out (every file starts with a list of imports). Any run of
 * MIN_LINES or more alike lines shared by two packages fails (`no-copy-between-packages`); a
 * package is each `packages/<name>/src`, plus `host/src` and `server/src`. Shared code lives
 * once, in the lowest layer that may hold it (README, "Layers").
 * Some runs only count as written (a second pass compares everything with names and literals
 * kept): with names and literals aside, any two of them read alike although nothing was copied:
 * - tests, stories and test fixtures (`testing/`): every arrange–act–assert test and every
 *   fixture object of one shape;
 * - a row of short declarations, none MIN_LINES long (five hooks that each call the API the one
 *   way core allows);
 * - tables of data (object and array literals of names and literals only).
 * Usage: `node scripts/checks/copies.mjs [folder] [--exact] [--min-lines N]`; `--exact` compares
 * code as written only (the gate before issue #29 was that at 20 lines over packages/ alone).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MIN_LINES = 15;
export const MIN_TOKENS = 50;
const repository = fileURLToPath(new URL('../../', import.meta.url));
// jscpd's ES module build imports `colors/safe` without its extension, which Node refuses.
const require = createRequire(import.meta.url);
const { detectClones } = require('jscpd');
// jscpd's own tokenizer (its dependency), to tell a table of data from code.
const { tokenize } = createRequire(require.resolve('jscpd'))('@jscpd/tokenizer');

/** Prism token types (jscpd's tokenizer) that are names, and those that are literals. */
const NAMES = new Set(['default', 'function', 'function-variable', 'class-name', 'constant']);
const LITERALS = new Set(['string', 'template-string', 'number', 'boolean', 'regex', 'char']);
/** Whitespace, line ends, comments and `jscpd:ignore` regions never count. */
const SKIPPED = new Set(['empty', 'new_line', 'comment', 'block-comment', 'ignore']);

/**
 * jscpd's `mode` is the filter every token of a file passes, in order, on its way to the hash;
 * this one also blanks the value of a name or a literal, so only its kind is compared. It drops
 * module declarations: `import …;` and `export {…}` / `export * …` lists, up to their `;` (biome
 * writes every semicolon), so that two files' import lists do not read as a copy.
 */
export function renamedCopiesMode() {
  let previous = ';';
  let declaration = false;
  let afterImport = false;
  let afterExport = false;
  return (token) => {
    if (SKIPPED.has(token.type)) return false;
    const { type, value } = token;
    const statementStart = previous === ';' || previous === '}' || previous === '{';
    previous = value;
    if (afterImport) {
      afterImport = false;
      // `import(…)` and `import.meta` are expressions, not declarations.
      if (value !== '(' && value !== '.') declaration = true;
    }
    if (afterExport) {
      afterExport = false;
      if (type === 'keyword' && value === 'type') {
        afterExport = true;
        return false;
      }
      if (value === '{' || value === '*') declaration = true;
    }
    if (declaration) {
      if (value === ';') declaration = false;
      return false;
    }
    if (type === 'keyword' && statementStart && (value === 'import' || value === 'export')) {
      if (value === 'import') afterImport = true;
      else afterExport = true;
      return false;
    }
    if (NAMES.has(type)) token.value = 'name';
    else if (LITERALS.has(type)) token.value = 'literal';
    return true;
  };
}

/** The package folder (`packages/admin/src`, `server/src`) a file belongs to. */
export const packageOf = (file) =>
  file.startsWith('packages/') ? file.split('/').slice(0, 3).join('/') : file.split('/')[0];

/** The folders compared: every package's src/, the host's and the server's. */
function sourcesOf(base) {
  const packages = existsSync(join(base, 'packages'))
    ? readdirSync(join(base, 'packages')).map((name) => `packages/${name}/src`)
    : [];
  return [...packages, 'host/src', 'server/src'].filter((folder) => existsSync(join(base, folder)));
}

/**
 * Compared as written (see the header): tests, stories and test fixtures, and a department's two
 * tables, its descriptor (`section.tsx`: menu entries) and its route table (`routes.tsx`: an
 * address and a page per entry), where every entry reads like every other, names aside.
 */
export const AS_WRITTEN = [
  '**/*.test.*',
  '**/*.stories.*',
  '**/testing/**',
  '**/src/section.tsx',
  '**/src/routes.tsx',
];
const GENERATED = [
  '**/generated/**',
  '**/locales/**/en.ts',
  '**/locales/**/id.ts',
  '**/node_modules/**',
  '**/dist/**',
];

/** One jscpd pass over `base`'s packages; the runs it finds, as `{ lines, first, second, … }`. */
async function pass(base, { minLines, renamed, ignore }) {
  const sources = sourcesOf(base).map((folder) => join(base, folder));
  if (sources.length === 0) return [];
  const clones = await detectClones({
    path: sources,
    // jscpd counts a run's lines as end − start; "15 alike lines" span start..start+14.
    minLines: minLines - 1,
    minTokens: MIN_TOKENS,
    maxLines: 5000,
    maxSize: '200kb',
    mode: renamed ? renamedCopiesMode() : 'weak',
    // TSX as TypeScript: jscpd's own TSX grammar matches JSX of different shapes.
    format: ['typescript', 'css'],
    formatsExts: { typescript: ['ts', 'tsx', 'mts'], css: ['css'] },
    ignore: [...GENERATED, ...ignore],
    gitignore: false,
    reporters: [],
    silent: true,
    noTips: true,
  });
  return clones.map((clone) => {
    const [a, b] = [clone.duplicationA, clone.duplicationB].map((part) => ({
      file: relative(base, part.sourceId),
      start: part.start.line,
      end: part.end.line,
    }));
    return {
      lines: a.end - a.start + 1,
      first: `${a.file}:${a.start}-${a.end}`,
      // jscpd keeps one place per hash, so the second file's end can be another occurrence
      // of the same normalised code: its start is exact, its length is the first's.
      second: `${b.file}:${b.start}`,
      files: [a.file, b.file],
      range: [a.start, a.end],
      renamed,
      shared: packageOf(a.file) !== packageOf(b.file),
    };
  });
}

/** A line that starts a top-level declaration (or its doc comment) at column 0. */
const DECLARATION =
  /^(?:export\s+)?(?:default\s+)?(?:async\s+)?(?:function|const|let|var|class|type|interface|enum|\/\*\*|\/\/)/;

/**
 * The most lines of code (comments and blank lines aside) of the run that belong to one
 * top-level declaration. A row of short declarations (five hooks that each call the API the one
 * way core allows; a props type and a component's first lines) reads alike to any other row
 * once names are aside; such a run counts only as written.
 */
export function longestDeclaration(text, start, end) {
  const lines = text.split('\n');
  /** Lines with code (not blank, not only a comment) from `from` up to, not with, `to`. */
  const codeLines = (from, to) =>
    lines.slice(from - 1, to - 1).filter((line) => !/^\s*(\/\/.*|\/\*.*|\*.*)?$/.test(line)).length;
  let longest = 0;
  let from = start;
  for (let line = start + 1; line <= end; line++) {
    if (!DECLARATION.test(lines[line - 1] ?? '')) continue;
    // A doc comment belongs to the declaration under it.
    if (/^\s*(\/\*\*|\*|\/\/)/.test(lines[line - 2] ?? '')) continue;
    longest = Math.max(longest, codeLines(from, line));
    from = line;
  }
  return Math.max(longest, codeLines(from, end + 1));
}

/** Tokens a table of data is written with, besides its names and literals. */
const DATA_TOKENS = new Set([',', ':', ';', '{', '}', '[', ']', '=', 'as', 'const', 'satisfies']);

/**
 * Whether lines `start`–`end` of `text` are data, nine tokens in ten: names and literals
 * between the brackets, colons and commas of an object or array literal (a table of URL
 * patterns, of aliases, of a form's empty values). Two tables with as many rows read alike once names and literals are
 * aside; such a run counts only as written.
 */
export function isData(text, start, end) {
  const lines = text
    .split('\n')
    .slice(start - 1, end)
    .join('\n');
  const mode = renamedCopiesMode();
  const tokens = tokenize(lines, 'typescript').filter((token) => mode(token));
  const code = tokens.filter(
    (token) => token.value !== 'name' && token.value !== 'literal' && !DATA_TOKENS.has(token.value),
  );
  // A line of code before or after the table does not make it code.
  return code.length <= tokens.length / 10;
}

/** A file's tokens as the renamed pass compares them, each with its first and last line. */
function comparedTokens(text) {
  const mode = renamedCopiesMode();
  return tokenize(text, 'typescript')
    .filter((token) => mode(token))
    .map((token) => ({
      value: `${token.type}:${token.value}`,
      start: token.loc.start.line,
      end: token.loc.end.line,
    }));
}

/**
 * The run jscpd found, measured again: jscpd keeps one place per hash, so with names aside (where
 * short stretches repeat within a file) it can stitch a run from several places of the second
 * file. This finds the longest stretch of tokens of the first file's run that the second file
 * holds in one piece, and gives both places and the lines it spans.
 */
function alikeRun(base, found) {
  const [fileA, fileB] = found.files;
  const a = comparedTokens(readFileSync(join(base, fileA), 'utf8')).filter(
    (token) => token.start >= found.range[0] && token.end <= found.range[1],
  );
  const b = comparedTokens(readFileSync(join(base, fileB), 'utf8'));
  // Longest common stretch (dynamic programming over one row).
  let row = new Array(b.length + 1).fill(0);
  let best = { length: 0, endA: -1, endB: -1 };
  for (let i = 1; i <= a.length; i++) {
    const next = new Array(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      if (a[i - 1].value !== b[j - 1].value) continue;
      next[j] = row[j - 1] + 1;
      if (next[j] > best.length) best = { length: next[j], endA: i - 1, endB: j - 1 };
    }
    row = next;
  }
  if (best.length === 0) return { ...found, lines: 0 };
  const [startA, endA] = [a[best.endA - best.length + 1].start, a[best.endA].end];
  const [startB, endB] = [b[best.endB - best.length + 1].start, b[best.endB].end];
  const lines = Math.min(endA - startA, endB - startB) + 1;
  return {
    ...found,
    lines,
    first: `${fileA}:${startA}-${endA}`,
    second: `${fileB}:${startB}-${endB}`,
    range: [startA, endA],
  };
}

const overlaps = (one, other) =>
  one.files.join() === other.files.join() &&
  one.range[0] <= other.range[1] &&
  other.range[0] <= one.range[1];

/**
 * Runs jscpd under `base` (the repository by default): code with names and literals aside (runs
 * inside one declaration of MIN_LINES or more), then everything as written (tests, stories and
 * fixtures only count so). Returns the alike runs shared by two packages and those within one.
 * `exact: true` compares code as written only (the gate before issue #29).
 */
export async function findCopies(base = repository, { minLines = MIN_LINES, exact = false } = {}) {
  const renamed = exact
    ? []
    : (await pass(base, { minLines, renamed: true, ignore: AS_WRITTEN }))
        .map((found) => alikeRun(base, found))
        .filter((found) => {
          if (found.lines < minLines) return false;
          const text = readFileSync(join(base, found.files[0]), 'utf8');
          return (
            longestDeclaration(text, ...found.range) >= minLines && !isData(text, ...found.range)
          );
        });
  const written = (await pass(base, { minLines, renamed: false, ignore: [] })).filter(
    (found) => !renamed.some((other) => overlaps(found, other)),
  );
  const runs = [...renamed, ...written];
  return {
    between: runs.filter((found) => found.shared),
    within: runs.filter((found) => !found.shared),
  };
}

/**
 * The pairs of files known to share a copy when the gate learnt to see renamed copies (#29), each
 * to be moved onto a shared block: the gate fails on a copy between any other two files, and on a
 * listed pair that no longer shares one (take it off the list), so the list only shrinks.
 */
const KNOWN = fileURLToPath(new URL('./copies-known.json', import.meta.url));
const pairKey = (found) =>
  [found.first, found.second]
    .map((place) => place.replace(/:\d+(-\d+)?$/, ''))
    .sort()
    .join(' = ');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const exact = args.includes('--exact');
  const minIndex = args.indexOf('--min-lines');
  const minLines = minIndex >= 0 ? Number(args[minIndex + 1]) : MIN_LINES;
  const folder = args.find(
    (arg, index) => !arg.startsWith('--') && args[index - 1] !== '--min-lines',
  );
  const { between, within } = await findCopies(folder ?? repository, { minLines, exact });
  const gate = !exact && minLines === MIN_LINES && folder === undefined;
  const known = gate && existsSync(KNOWN) ? JSON.parse(readFileSync(KNOWN, 'utf8')).pairs : [];
  if (args.includes('--write-known')) {
    const pairs = [...new Set(between.map(pairKey))].sort();
    writeFileSync(KNOWN, `${JSON.stringify({ pairs }, null, 2)}\n`);
    console.log(`Wrote ${pairs.length} known pairs of files to ${KNOWN}.`);
    process.exit(0);
  }
  const fresh = between.filter((found) => !known.includes(pairKey(found)));
  const gone = known.filter((key) => !between.some((found) => pairKey(found) === key));
  console.log(
    `jscpd (${exact ? 'names and literals as written' : 'names and literals aside'}): ${between.length} pairs of ${minLines}+ alike lines shared by two packages (${within.length} within one package); ${between.length - fresh.length} between the ${known.length} pairs of files still to move onto shared blocks (copies-known.json), ${fresh.length} new.`,
  );
  for (const found of between) {
    const mark = fresh.includes(found) ? 'no-copy-between-packages' : 'known';
    console.log(`  ${mark}: ${found.first} = ${found.second} (${found.lines} lines)`);
  }
  for (const key of gone) {
    console.log(`  no-longer-a-copy: ${key} (take it off scripts/checks/copies-known.json)`);
  }
  if (fresh.length > 0 || gone.length > 0) {
    console.error(
      'no-copy-between-packages: move the shared code once into the layer both may import (README, "Layers").',
    );
    process.exit(1);
  }
}
