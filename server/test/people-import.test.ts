import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employeeHistory, employees } from '../src/db/schema.js';
import { bearer, signIn } from './support/identity.js';
import { importAndWait, sheetRows, upload, workbookOf } from './support/people.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

const HEADER = [
  'Full name',
  'NIK',
  'Birth date',
  'Gender',
  'Personal email',
  'Client code',
  'Position',
  'Contract type',
  'Start date',
  'End date',
  'Work week',
  'Base salary',
  'Fixed allowances',
  'Status',
];
const CODES = ['BNS', 'SLI', 'MJM', 'RPN', 'TAR'];
const FIRST = ['Ahmad', 'Bunga', 'Cahya', 'Dewa', 'Elok', 'Faisal', 'Gita', 'Hana'];
const LAST = ['Kurniadi', 'Lubis', 'Maulana', 'Nainggolan', 'Oktavia', 'Prabowo'];

/** 1,000 valid rows of the import sheet (NIKs from region 6471, not in the demo data). */
function thousandRows(): unknown[][] {
  const rows: unknown[][] = [];
  for (let i = 0; i < 1000; i++) {
    const female = i % 2 === 1;
    const day = 1 + (i % 28);
    const month = 1 + (Math.floor(i / 28) % 12);
    const nik = `647102${String(day + (female ? 40 : 0)).padStart(2, '0')}${String(month).padStart(2, '0')}88${String(1000 + i)}`;
    const pkwt = i % 3 !== 0;
    rows.push([
      `${FIRST[i % FIRST.length]} Impor ${LAST[i % LAST.length]} ${i}`,
      nik,
      `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/1988`,
      female ? 'P' : 'L',
      `impor${i}@example.co.id`,
      i % 10 === 0 ? null : CODES[i % CODES.length],
      'Operator',
      pkwt ? 'PKWT' : 'pkwtt',
      new Date(Date.UTC(2026, 0, 5)),
      pkwt ? '2027-01-04' : null,
      i % 4 === 0 ? 6 : 5,
      5_396_761 + (i % 7) * 100_000,
      i % 2 === 0 ? '500.000' : 0,
      'active',
    ]);
  }
  return rows;
}

describe.each(engines)('employee import and export on %s', (engine) => {
  let t: TestApp;
  let hr: string;
  const employeeCount = async () =>
    (await t.database.db.select({ n: count() }).from(employees))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { demo: true });
    hr = await signIn(t, 'hr@staffdesk.local');
  });
  afterAll(() => t.close());

  it('a dry run of 1,000 rows lists exactly the 3 bad rows (sheet row, column, message) and writes nothing', async () => {
    const rows = thousandRows();
    rows[99]![1] = '647102010188100'; // 15 digits, sheet row 101
    rows[500]![5] = 'XYZ'; // unknown client, sheet row 502
    rows[901]![0] = null; // no name, sheet row 903
    const data = await workbookOf([HEADER, ...rows]);
    const before = await employeeCount();
    const dry = await upload(t, '/api/v4/employees/import?dryRun=true', hr, data, 'employees.xlsx');
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toEqual({
      dryRun: true,
      total: 1000,
      valid: 997,
      imported: 0,
      errors: [
        { row: 101, column: 'NIK', message: 'NIK must be exactly 16 digits.' },
        { row: 502, column: 'Client code', message: 'No client has the code XYZ.' },
        { row: 903, column: 'Full name', message: 'Enter the full name.' },
      ],
    });
    expect(await employeeCount()).toBe(before);

    // Not a dry run: with any error, nothing is imported (422, the same errors).
    const refused = await upload(t, '/api/v4/employees/import', hr, data, 'employees.xlsx');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ dryRun: false, imported: 0, valid: 997 });
    expect(refused.json().errors).toHaveLength(3);
    expect(await employeeCount()).toBe(before);
  });

  it('imports all 1,000 corrected rows as a background job (batches, all or none), with numbers, history and one audit entry', async () => {
    const data = await workbookOf([HEADER, ...thousandRows()]);
    const before = await employeeCount();
    const started = performance.now();
    const job = await importAndWait(t, '/api/v4/employees/import', hr, data, 'employees.xlsx');
    const seconds = (performance.now() - started) / 1000;
    expect(job).toMatchObject({
      name: 'employees.import',
      state: 'completed',
      attempts: 1,
      progress: { unit: 'rows', done: 1000, total: 1000 },
      error: null,
    });
    expect(job.result).toEqual({
      dryRun: false,
      total: 1000,
      valid: 1000,
      imported: 1000,
      errors: [],
    });
    expect(await employeeCount()).toBe(before + 1000);
    expect(seconds).toBeLessThan(20);

    const [first] = await t.database.db
      .select()
      .from(employees)
      .where(eq(employees.fullName, 'Ahmad Impor Kurniadi 0'));
    expect(first).toMatchObject({
      nik: '6471020101881000',
      birthDate: '1988-01-01',
      gender: 'male',
      clientId: null, // no client code: internal staff
      contractType: 'pkwtt',
      startDate: '2026-01-05',
      workWeek: 6,
      baseSalary: 5_396_761,
      fixedAllowances: 500_000,
      status: 'active',
    });
    expect(first!.employeeNumber).toMatch(/^EMP-2026-\d{5}$/);
    const [second] = await t.database.db
      .select()
      .from(employees)
      .where(eq(employees.fullName, 'Bunga Impor Lubis 1'));
    expect(second).toMatchObject({
      gender: 'female',
      contractType: 'pkwt',
      endDate: '2027-01-04',
      nik: '6471024201881001',
    });
    const hired = await t.database.db
      .select({ n: count() })
      .from(employeeHistory)
      .where(eq(employeeHistory.note, `Imported from employees.xlsx (job ${job.id})`));
    expect(hired[0]!.n).toBe(1000);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'employee.imported'));
    expect(audit).toHaveLength(1);

    // The same file again: every NIK is now taken.
    const again = await upload(
      t,
      '/api/v4/employees/import?dryRun=true',
      hr,
      data,
      'employees.xlsx',
    );
    expect(again.json().valid).toBe(0);
    expect(again.json().errors[0]).toEqual({
      row: 2,
      column: 'NIK',
      message: `This NIK already belongs to ${first!.employeeNumber}.`,
    });
  });

  it('imports CSV too (text cells: a 16-digit NIK stays exact), and reports bad values per column', async () => {
    const csv = [
      'Nama,NIK,Jenis kelamin,Client code,Jabatan,Contract type,Start date,End date,Base salary',
      'Tegar Wicaksono,3275011402910003,Laki-laki,sli,Driver,pkwt,01/02/2026,31/01/2027,"Rp 5.600.000"',
      'Ayu Ningsih,3275015402910004,perempuan,,Admin,pkwtt,2026-02-01,,5396761',
    ].join('\n');
    const before = await employeeCount();
    const job = await importAndWait(
      t,
      '/api/v4/employees/import',
      hr,
      Buffer.from(`\uFEFF${csv}`),
      'new.csv',
      'text/csv',
    );
    expect(job.result).toMatchObject({ total: 2, imported: 2 });
    expect(await employeeCount()).toBe(before + 2);
    const list = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v4/employees?search=3275011402910003',
        headers: bearer(hr),
      })
    ).json();
    expect(list.items).toMatchObject([
      {
        fullName: 'Tegar Wicaksono',
        clientName: 'PT Sinar Logistik Indonesia',
        contractEnd: '2027-01-31',
      },
    ]);

    const bad = [
      'Full name,NIK,Position,Contract type,Start date,Base salary,Gender',
      'Rudi,3275011402910005,Driver,pkwt,2026-13-01,abc,x',
      'Rudi,3275011402910005,Driver,pkwtt,2026-02-01,5000000,male',
      'Rudi Two,3275011402910005,Driver,pkwtt,2026-02-01,5000000,male',
    ].join('\n');
    const refused = await upload(
      t,
      '/api/v4/employees/import',
      hr,
      Buffer.from(bad),
      'bad.csv',
      'text/csv',
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      { row: 2, column: 'Start date', message: 'Enter a date like 2026-01-31 or 31/01/2026.' },
      { row: 2, column: 'Base salary', message: expect.stringMatching(/whole rupiah/) },
      { row: 2, column: 'Gender', message: 'Use one of: male, female.' },
      { row: 4, column: 'NIK', message: 'The same NIK is on row 3.' },
    ]);
    const missing = await upload(
      t,
      '/api/v4/employees/import',
      hr,
      Buffer.from('Full name,NIK\nA,3275011402910005'),
      'm.csv',
      'text/csv',
    );
    expect(missing.json().errors.map((e: { column: string }) => e.column)).toEqual([
      'Position',
      'Contract type',
      'Start date',
      'Base salary',
    ]);
    const junk = await upload(
      t,
      '/api/v4/employees/import',
      hr,
      Buffer.from('PK\u0003\u0004junk'),
      'x.xlsx',
    );
    expect(junk.statusCode).toBe(400);
    expect(junk.json().errors).toHaveProperty('file');
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/v4/employees/import',
      headers: bearer(hr),
      payload: {},
    });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('exports the filtered list as XLSX: same rows as the list, money as #,##0, dates as dates', async () => {
    const bank = (
      await t.app.inject({ method: 'GET', url: '/api/v4/clients?search=BNS', headers: bearer(hr) })
    ).json().items[0];
    const query = `clientId=${bank.id}&status=active&sort=employeeNumber`;
    const listed = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v4/employees?${query}&pageSize=200`,
        headers: bearer(hr),
      })
    ).json();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v4/employees/export?${query}`,
      headers: bearer(hr),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const { sheet, rows } = await sheetRows(res.rawPayload);
    const header = rows[0] as string[];
    expect(header.slice(0, 3)).toEqual(['Employee number', 'Full name', 'NIK']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(rows.length - 1).toBe(listed.total);
    expect(rows.slice(1).map((r) => r[0])).toEqual(
      listed.items.map((e: { employeeNumber: string }) => e.employeeNumber),
    );
    const salaryColumn = header.indexOf('Base salary') + 1;
    const startColumn = header.indexOf('Start date') + 1;
    expect(sheet.getRow(2).getCell(salaryColumn).numFmt).toBe('#,##0');
    expect(typeof sheet.getRow(2).getCell(salaryColumn).value).toBe('number');
    expect(sheet.getRow(2).getCell(startColumn).value).toBeInstanceOf(Date);
    expect(rows.slice(1).every((r) => r[header.indexOf('Status')] === 'active')).toBe(true);
    expect(rows.slice(1).every((r) => r[header.indexOf('Client code')] === 'BNS')).toBe(true);
    // NIKs stay text with all 16 digits.
    expect(rows.slice(1).every((r) => /^\d{16}$/.test(String(r[2])))).toBe(true);
  });
});
