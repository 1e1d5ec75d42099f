import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceRecords, employees } from '../src/db/schema.js';
import { bearer, signIn } from './support/identity.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

/** A multipart upload of one file in the field `file`. */
function upload(name: string, data: Buffer) {
  const boundary = '----staffdesk-attendance-import';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe.each(engines)("an attendance machine's export on %s", (engine) => {
  let t: TestApp;
  let hr: string;
  let agus: typeof employees.$inferSelect;
  const now = new Date('2026-12-23T03:00:00Z'); // Wednesday 23 Dec 2026, 10:00 WIB

  const send = async (name: string, data: Buffer, query = '', locale = 'en') => {
    const { payload, contentType } = upload(name, data);
    return t.app.inject({
      method: 'POST',
      url: `/api/v4/attendance/import${query}`,
      headers: { ...bearer(hr), 'content-type': contentType, 'accept-language': locale },
      payload,
    });
  };
  const records = async () =>
    t.database.db
      .select()
      .from(attendanceRecords)
      .where(eq(attendanceRecords.employeeId, agus.id))
      .orderBy(attendanceRecords.workDate);

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { now: () => now, demo: true });
    const [row] = await t.database.db
      .update(employees)
      .set({ endDate: null })
      .where(eq(employees.nik, '3174051203920001'))
      .returning();
    agus = row!;
    // The demo data clocks its client's employees up to yesterday: start from none.
    await t.database.db.delete(attendanceRecords);
    hr = await signIn(t, 'hr@staffdesk.local');
  });
  afterAll(() => t.close());

  it('checks every row first: unknown numbers, unreadable or future punches are listed, nothing is written', async () => {
    const csv = [
      'Employee number,Timestamp',
      `${agus.employeeNumber},2026-12-21 07:58`,
      'EMP-1999-9999,2026-12-21 08:00',
      `${agus.employeeNumber},yesterday morning`,
      `${agus.employeeNumber},2026-12-24 08:00`,
    ].join('\n');
    const dry = await send('machine.csv', Buffer.from(csv), '?dryRun=true');
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ dryRun: true, total: 4, valid: 1, imported: 0 });
    expect(dry.json().errors).toEqual([
      { row: 3, column: 'Employee number', message: 'No employee has this number.' },
      {
        row: 4,
        column: 'Timestamp',
        message: 'Enter a date and time like 2026-11-24 07:58 or 24/11/2026 07:58.',
      },
      { row: 5, column: 'Timestamp', message: 'This punch is in the future.' },
    ]);
    const real = await send('machine.csv', Buffer.from(csv), '', 'id');
    expect(real.statusCode).toBe(422);
    expect(real.json().errors[0].message).toBe('Tidak ada karyawan dengan nomor ini.');
    expect(await records()).toEqual([]);
  });

  it("makes each day's first punch its clock-in and its last its clock-out, in Jakarta time", async () => {
    const csv = [
      'NIP;Tanggal;Jam',
      `${agus.employeeNumber};21/12/2026;07:58`,
      `${agus.employeeNumber};21/12/2026;12:01`,
      `${agus.employeeNumber};21/12/2026;17:04`,
      `${agus.employeeNumber};22/12/2026;08:10`,
    ].join('\n');
    const res = await send('mesin.csv', Buffer.from(csv));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      dryRun: false,
      total: 4,
      valid: 4,
      imported: 2,
      errors: [],
    });
    const [monday, tuesday] = await records();
    expect(monday).toMatchObject({
      workDate: '2026-12-21',
      clockInAt: new Date('2026-12-21T00:58:00Z'),
      clockOutAt: new Date('2026-12-21T10:04:00Z'),
      source: 'import',
    });
    expect(tuesday).toMatchObject({ workDate: '2026-12-22', clockOutAt: null });
  });

  it('an XLSX of Excel date cells merges with days that already have punches', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Scans');
    sheet.addRow(['Employee number', 'Scan time']);
    // Excel has no zone: a cell reads 17:31, and exceljs hands it over as 17:31 UTC.
    sheet.addRow([agus.employeeNumber, new Date(Date.UTC(2026, 11, 22, 17, 31))]);
    sheet.addRow([agus.employeeNumber, new Date(Date.UTC(2026, 11, 21, 7, 30))]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await send('scans.xlsx', data);
    expect(res.statusCode, res.body).toBe(200);
    const [monday, tuesday] = await records();
    // Monday keeps its 17:04 clock-out and takes the earlier 07:30 clock-in.
    expect(monday).toMatchObject({
      clockInAt: new Date('2026-12-21T00:30:00Z'),
      clockOutAt: new Date('2026-12-21T10:04:00Z'),
    });
    // Tuesday had only its 08:10 clock-in: 17:31 becomes its clock-out.
    expect(tuesday).toMatchObject({
      clockInAt: new Date('2026-12-22T01:10:00Z'),
      clockOutAt: new Date('2026-12-22T10:31:00Z'),
    });
    const [{ n }] = (await t.database.db
      .select({ n: count() })
      .from(attendanceRecords)
      .where(and(eq(attendanceRecords.employeeId, agus.id)))) as [{ n: number }];
    expect(n).toBe(2);
  });

  it('refuses a file without the columns, and an employee without the permission', async () => {
    const res = await send('wrong.csv', Buffer.from('Name,When\nAgus,2026-12-21 08:00'));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { column: string }) => e.column)).toEqual([
      'Employee number',
      'Timestamp',
    ]);
    const me = await signIn(t, 'employee@staffdesk.local');
    const { payload, contentType } = upload('x.csv', Buffer.from('a'));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v4/attendance/import',
      headers: { ...bearer(me), 'content-type': contentType },
      payload,
    });
    expect(refused.statusCode).toBe(403);
  });
});
