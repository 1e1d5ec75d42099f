import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { findCopies } from './copies.mjs';

const folders = [];
after(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function tree(files) {
  const base = mkdtempSync(join(tmpdir(), 'staffdesk-copies-'));
  folders.push(base);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(base, path)), { recursive: true });
    writeFileSync(join(base, path), text);
  }
  return base;
}

/** A 24-line function, different enough from anything else to count only as its own copy. */
const helper = (name) =>
  [
    `export function ${name}(days: number[], start: string): string[] {`,
    ...Array.from(
      { length: 22 },
      (_, index) => `  const line${index} = days[${index}] ?? ${index} * 7 + start.length;`,
    ),
    '  return [String(line0), String(line21)];',
    '}',
    '',
  ].join('\n');

test('a run of 20+ lines in two packages is a copy between packages', () => {
  const base = tree({
    'packages/employee/src/lib/leave.ts': helper('leaveDays'),
    'packages/human-resource/src/lib/leave.ts': helper('leaveDays'),
  });
  const { between } = findCopies(base);
  assert.equal(between.length, 1);
  assert.match(between[0].first, /packages\/(employee|human-resource)\/src\/lib\/leave\.ts:1-/);
});

test('a run repeated inside one package is not counted as shared', () => {
  const base = tree({
    'packages/employee/src/lib/a.ts': helper('first'),
    'packages/employee/src/lib/b.ts': helper('first'),
    'packages/admin/src/index.ts': 'export const one = 1;\n',
  });
  const { between, within } = findCopies(base);
  assert.equal(between.length, 0);
  assert.equal(within.length, 1);
});
