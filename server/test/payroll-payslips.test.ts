import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, outbox, timesheets } from '../src/db/schema.js';
import { DEMO_EMPLOYEE_NIK } from '../src/seed/demo-people.js';
import { bearer, seedDemo, signIn } from './support/identity.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

const run = promisify(execFile);

/** What `pdftotext` reads from a PDF, with a user password or without one. */
async function pdftotext(pdf: Buffer, password?: string) {
  const dir = await mkdtemp(join(tmpdir(), 'payslip-'));
  try {
    const file = join(dir, 'payslip.pdf');
    await writeFile(file, pdf);
    const args = [...(password ? ['-upw', password] : []), file, '-'];
    const { stdout } = await run('pdftotext', args);
    return { ok: true as const, text: stdout };
  } catch (error) {
    return { ok: false as const, text: String((error as { stderr?: string }).stderr ?? error) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe.each(engines)('e-payslips and the bank file on %s', (engine) => {
  let t: TestApp;
  let hr: string;
  let tax: string;
  let finance: string;
  let me: string;
  let runId: string;
  let employeeId: string;
  let refusedApproval: Awaited<ReturnType<TestApp['app']['inject']>>;
  let reopenedName = '';

  const call = (token: string, url: string, method: 'GET' | 'POST' = 'GET', locale = 'en') =>
    t.app.inject({ method, url, headers: { ...bearer(token), 'accept-language': locale } });

  beforeAll(async () => {
    t = await createTestApp(
      engine,
      {},
      { now: () => new Date('2026-11-28T03:00:00Z'), jobPollingSeconds: 0.5 },
    );
    await seedDemo(t);
    hr = await signIn(t, 'hr@staffdesk.local');
    tax = await signIn(t, 'tax@staffdesk.local');
    finance = await signIn(t, 'finance@staffdesk.local');
    me = await signIn(t, 'employee@staffdesk.local');
    const [demo] = await t.database.db
      .select()
      .from(employees)
      .where(eq(employees.nik, DEMO_EMPLOYEE_NIK));
    employeeId = demo!.id;
    const created = await t.app.inject({
      method: 'POST',
      url: '/payroll/v4/runs',
      headers: bearer(hr),
      payload: { clientId: demo!.clientId, period: '2026-11' },
    });
    expect(created.statusCode, created.body).toBe(201);
    runId = created.json().id;
    expect((await call(hr, `/payroll/v4/runs/${runId}/calculate`, 'POST')).statusCode).toBe(202);
    for (let i = 0; i < 600; i++) {
      if ((await call(hr, `/payroll/v4/runs/${runId}`)).json().state !== 'calculating') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await call(hr, `/payroll/v4/runs/${runId}/review`, 'POST')).statusCode).toBe(200);
    // HR reopens a sheet the calculation read: the approval must not go ahead on it.
    const read = (await call(hr, `/payroll/v4/runs/${runId}/payslips?pageSize=200`)).json().items;
    const sheets = await t.database.db
      .select()
      .from(timesheets)
      .where(eq(timesheets.period, '2026-11'));
    const approvedSheet = sheets.find(
      (s) => s.status === 'approved' && s.employeeId !== employeeId,
    )!;
    const reopened = await t.app.inject({
      method: 'POST',
      url: `/api/v4/timesheets/${approvedSheet.id}/reopen`,
      headers: bearer(hr),
      payload: { reason: 'Wrong overtime on the 3rd' },
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    refusedApproval = await call(tax, `/payroll/v4/runs/${runId}/approve`, 'POST');
    reopenedName = read.find(
      (p: { employeeId: string }) => p.employeeId === approvedSheet.employeeId,
    ).employee.name;
    // Calculated again, the reopened sheet is not read (a warning says so); now it approves.
    expect((await call(hr, `/payroll/v4/runs/${runId}/calculate`, 'POST')).statusCode).toBe(202);
    for (let i = 0; i < 600; i++) {
      if ((await call(hr, `/payroll/v4/runs/${runId}`)).json().state !== 'calculating') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await call(hr, `/payroll/v4/runs/${runId}/review`, 'POST')).statusCode).toBe(200);
    expect((await call(tax, `/payroll/v4/runs/${runId}/approve`, 'POST')).statusCode).toBe(200);
  }, 120_000);
  afterAll(() => t.close());

  it('refuses to approve on a timesheet reopened after the calculation, and marks the sheets it read', async () => {
    expect(refusedApproval.statusCode).toBe(409);
    expect(refusedApproval.json()).toMatchObject({ code: 'timesheet-changed' });
    expect(refusedApproval.json().detail).toContain(reopenedName);
    const sheets = await t.database.db
      .select()
      .from(timesheets)
      .where(eq(timesheets.period, '2026-11'));
    for (const sheet of sheets) {
      expect(sheet.payrollReadAt !== null, sheet.id).toBe(sheet.status === 'approved');
    }
    const approved = sheets.find((s) => s.status === 'approved')!;
    const reopen = await t.app.inject({
      method: 'POST',
      url: `/api/v4/timesheets/${approved.id}/reopen`,
      headers: bearer(hr),
      payload: { reason: 'Too late' },
    });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json()).toMatchObject({ code: 'payroll-read' });
  });

  it('hides the payslip from the employee until the run is paid', async () => {
    const res = await call(me, '/payroll/v4/me/payslips?period=2026-11');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 0, password: 'birth-date' });
  });

  it('writes the bank file of an approved run, one row per employee with an account', async () => {
    const res = await call(finance, `/payroll/v4/runs/${runId}/bank-file`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = parse(res.body, { columns: true }) as Record<string, string>[];
    const slips = (await call(hr, `/payroll/v4/runs/${runId}/payslips?pageSize=200`)).json()
      .items as {
      employeeId: string;
      net: number;
      employee: { number: string; bankAccountNumber: string | null };
    }[];
    const mine = slips.find((s) => s.employeeId === employeeId)!;
    const row = rows.find((r) => r.reference === mine.employee.number)!;
    expect(row).toMatchObject({
      account_number: '5270123456',
      amount: String(mine.net),
      currency: 'IDR',
      remark: 'GAJI 11-2026',
    });
    const withAccount = slips.filter((s) => s.employee.bankAccountNumber && s.net > 0).length;
    expect(rows.length).toBe(withAccount);
    expect(Number(res.headers['x-staffdesk-missing-accounts'])).toBe(slips.length - withAccount);
  });

  it('mails every employee their e-payslip when finance marks the run paid', async () => {
    const paid = await call(finance, `/payroll/v4/runs/${runId}/pay`, 'POST');
    expect(paid.statusCode, paid.body).toBe(200);
    let view = paid.json();
    for (let i = 0; i < 1200 && view.payslipsMailed < view.totals.employees; i++) {
      await new Promise((r) => setTimeout(r, 50));
      view = (await call(hr, `/payroll/v4/runs/${runId}`)).json();
    }
    expect(view.payslipsMailed).toBe(view.totals.employees);
    const mails = (await t.database.db.select().from(outbox)).filter(
      (m) => m.templateKey === 'payroll.payslip' && m.to.includes('employee@staffdesk.local'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.attachments).toEqual([
      expect.objectContaining({
        filename: expect.stringMatching(/^payslip-2026-11-.+\.pdf$/),
        contentType: 'application/pdf',
      }),
    ]);
    expect(mails[0]!.body).toMatch(/12031992|ddmmyyyy/);
    expect(await t.app.context.blobs.get(mails[0]!.attachments[0]!.blobKey)).not.toBeNull();
  });

  it('opens the e-payslip only with the birth date as ddmmyyyy', async () => {
    const list = (await call(me, '/payroll/v4/me/payslips?period=2026-11')).json();
    expect(list.total).toBe(1);
    const slip = list.items[0];
    const res = await call(me, `/pdf/v4/me/payslips/${slip.id}`, 'GET', 'id');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const pdf = res.rawPayload;
    const locked = await pdftotext(pdf);
    expect(locked.ok).toBe(false);
    expect(locked.text).toMatch(/password/i);
    expect((await pdftotext(pdf, '01011990')).ok).toBe(false);
    const opened = await pdftotext(pdf, '12031992');
    expect(opened.ok).toBe(true);
    // In the employee's own language (as mailed), whatever the browser asks.
    expect(opened.text).toContain('Payslip');
    expect(opened.text).toContain('Take-home pay');
    expect(opened.text).toContain('November 2026');
    const net = `Rp ${String(slip.net).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
    expect(opened.text).toContain(net);
    // Another employee's payslip is not mine to read.
    const other = (await call(hr, `/payroll/v4/runs/${runId}/payslips?pageSize=200`))
      .json()
      .items.find((s: { employeeId: string }) => s.employeeId !== employeeId);
    expect((await call(me, `/pdf/v4/me/payslips/${other.id}`)).statusCode).toBe(404);
    expect((await call(me, `/payroll/v4/me/payslips/${other.id}`)).statusCode).toBe(404);
  });
});
