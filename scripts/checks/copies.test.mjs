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

/** An 18-line list component; `noun` and `path` are what a copy renames. */
const list = (noun, path) => `import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { DataTable } from '@staffdesk/kit';

export function ${noun}List({ rows, onOpen }: ${noun}ListProps) {
  const [${noun.toLowerCase()}Page, set${noun}Page] = useState(1);
  const visible${noun}s = rows.filter((row) => row.active).slice(0, 20 * ${noun.toLowerCase()}Page);
  if (visible${noun}s.length === 0) {
    return <p>{t\`No ${noun.toLowerCase()}s yet\`}</p>;
  }
  return (
    <DataTable
      rows={visible${noun}s}
      caption={t\`${noun}s at ${path}\`}
      onRowClick={(row) => onOpen(\`/${path}/\${row.id}\`)}
      onMore={() => set${noun}Page(${noun.toLowerCase()}Page + 1)}
    />
  );
}
`;

/** Alike in its first lines only: the same names, then different statements. */
const other = `import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { DataTable } from '@staffdesk/kit';

export function ClientList({ rows, onOpen }: ClientListProps) {
  const [clientPage, setClientPage] = useState(1);
  for (const row of rows) {
    if (row.active && row.id > clientPage) onOpen(row.id);
  }
  while (clientPage < 3) setClientPage(clientPage * 2);
  try {
    await Promise.all(rows.map(async (row) => row.save()));
  } catch (error) {
    throw new Error(String(error));
  } finally {
    setClientPage(0);
  }
}
`;

test('a copy renamed in names and literals is a copy between packages', async () => {
  const base = tree({
    'packages/bizdev/src/components/ClientList.tsx': list('Client', 'clients'),
    'packages/human-resource/src/components/EmployeeList.tsx': list('Employee', 'people'),
  });
  const { between } = await findCopies(base);
  assert.equal(between.length, 1);
  assert.match(between[0].first, /(ClientList|EmployeeList)\.tsx:5-/);
  assert.ok(between[0].lines >= 15);
  // The gate before issue #29 compared names as written and did not see it.
  assert.equal((await findCopies(base, { exact: true, minLines: 15 })).between.length, 0);
});

test('code alike in its names but not in its statements is not a copy', async () => {
  const base = tree({
    'packages/bizdev/src/components/ClientList.tsx': list('Client', 'clients'),
    'packages/human-resource/src/components/ClientList.tsx': other,
  });
  assert.equal((await findCopies(base)).between.length, 0);
});

test('the server and the host are packages too; a copy inside one package is not shared', async () => {
  const shared = await findCopies(
    tree({
      'server/src/lists/clients.tsx': list('Client', 'clients'),
      'host/src/lists/people.tsx': list('Employee', 'people'),
    }),
  );
  assert.equal(shared.between.length, 1);
  const inside = await findCopies(
    tree({
      'packages/employee/src/a.tsx': list('Leave', 'leave'),
      'packages/employee/src/b.tsx': list('Overtime', 'overtime'),
      'packages/admin/src/index.ts': 'export const one = 1;\n',
    }),
  );
  assert.equal(inside.between.length, 0);
  assert.equal(inside.within.length, 1);
});

test('two import lists are not a copy', async () => {
  const imports = (prefix) =>
    Array.from(
      { length: 20 },
      (_, index) => `import { ${prefix}${index} } from './${prefix}-${index}';`,
    ).join('\n');
  const base = tree({
    'packages/bizdev/src/a.ts': `${imports('client')}\nexport const a = 1;\n`,
    'packages/finance/src/b.ts': `${imports('policy')}\nexport const b = 2;\n`,
  });
  assert.equal((await findCopies(base)).between.length, 0);
});

test('tests and fixtures count only as written', async () => {
  const fixture = (name, city) =>
    `export const ${name} = {\n${Array.from({ length: 18 }, (_, index) => `  field${index}: '${city}-${index}',`).join('\n')}\n};\n`;
  const renamed = await findCopies(
    tree({
      'packages/bizdev/src/testing/fixtures.ts': fixture('client', 'Bandung'),
      'packages/finance/src/testing/fixtures.ts': fixture('policy', 'Jakarta'),
    }),
  );
  assert.equal(renamed.between.length, 0);
  const verbatim = await findCopies(
    tree({
      'packages/bizdev/src/testing/fixtures.ts': fixture('client', 'Bandung'),
      'packages/finance/src/testing/fixtures.ts': fixture('client', 'Bandung'),
    }),
  );
  assert.equal(verbatim.between.length, 1);
});

test('a row of short alike declarations counts only as written', async () => {
  /** Four five-line hooks, each calling the API the one way core allows. */
  const hooks = (noun) =>
    ['List', 'One', 'Create', 'Update']
      .map(
        (verb, index) => `/** ${verb} of ${noun}. */
export function use${verb}${noun}() {
  const { $api } = useApi().main;
  return $api.useMutation('post', '/${noun.toLowerCase()}/${index}', { onSuccess: () => invalidate() });
}
`,
      )
      .join('\n');
  const renamed = await findCopies(
    tree({
      'packages/bizdev/src/hooks/useClients.ts': hooks('Client'),
      'packages/recruiter/src/hooks/useRequirements.ts': hooks('Requirement'),
    }),
  );
  assert.equal(renamed.between.length, 0);
  const verbatim = await findCopies(
    tree({
      'packages/bizdev/src/hooks/useClients.ts': hooks('Client'),
      'packages/recruiter/src/hooks/useClients.ts': hooks('Client'),
    }),
  );
  assert.equal(verbatim.between.length, 1);
});

test('two tables of data with as many rows count only as written', async () => {
  const table = (name, prefix) =>
    `export const ${name} = {\n${Array.from({ length: 18 }, (_, index) => `  ${prefix}${index}: '/${prefix}/${index}',`).join('\n')}\n} as const;\n`;
  const renamed = await findCopies(
    tree({
      'packages/api/src/links.ts': table('linkPatterns', 'leave'),
      'server/src/aliases.ts': table('ALIASES', 'city'),
    }),
  );
  assert.equal(renamed.between.length, 0);
  const verbatim = await findCopies(
    tree({
      'packages/api/src/links.ts': table('linkPatterns', 'leave'),
      'server/src/links.ts': table('linkPatterns', 'leave'),
    }),
  );
  assert.equal(verbatim.between.length, 1);
});
