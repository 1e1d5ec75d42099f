import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { checkDataAccess } from './data-access.mjs';

const folders = [];
after(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function tree(files) {
  const base = mkdtempSync(join(tmpdir(), 'staffdesk-data-access-'));
  folders.push(base);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(base, path)), { recursive: true });
    writeFileSync(join(base, path), text);
  }
  return base;
}

const openapi = JSON.stringify({
  components: {
    schemas: { Employee: { properties: { status: { enum: ['active', 'resigned'] } } } },
  },
});

test('finds a literal query key, a raw fetch and a hand-written API enum', () => {
  const base = tree({
    'openapi/v4/main.json': openapi,
    'packages/human-resource/src/lib/labels.ts':
      "export type EmployeeStatus = 'resigned' | 'active';\nexport type Size = 'small' | 'large';\n",
    'packages/human-resource/src/hooks/useLeave.ts':
      "export const key = { queryKey: ['leave-requests', 1] };\n",
    'packages/public/src/pages/Download.tsx':
      "export const load = () => fetch('/pdf/v4/public/leave-forms/x');\n",
    'packages/public/src/pages/Download.test.tsx': "await fetch('/api/v4/me');\n",
    'packages/core/src/transport.ts': 'export const send = (request: Request) => fetch(request);\n',
  });
  const found = checkDataAccess(base).map(({ rule, file, line }) => `${rule} ${file}:${line}`);
  assert.deepEqual(found.sort(), [
    'no-hand-written-api-enum packages/human-resource/src/lib/labels.ts:1',
    'no-literal-query-key packages/human-resource/src/hooks/useLeave.ts:1',
    'no-raw-api-fetch packages/public/src/pages/Download.tsx:1',
  ]);
});

test('passes types taken from the generated API and keys from its query options', () => {
  const base = tree({
    'openapi/v4/main.json': openapi,
    'packages/human-resource/src/lib/labels.ts':
      "import type { MainSchema } from '@staffdesk/api';\nexport type EmployeeStatus = MainSchema<'Employee'>['status'];\n",
    'packages/human-resource/src/hooks/useLeave.ts':
      "export const options = $api.queryOptions('get', '/leave-requests');\n",
  });
  assert.deepEqual(checkDataAccess(base), []);
});
