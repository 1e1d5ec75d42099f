import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees, outbox, payslips, timesheets, users } from '../src/db/schema.js';
import { payslipLinkToken } from '../src/payroll/payslip-link.js';
import { mailPayslips } from '../src/payroll/payslip-mail.js';
import { DEMO_EMPLOYEE_NIK } from '../src/seed/demo-people.js';
import { bearer, signIn } from './support/identity.js';
import {
  acceptWarnings,
  approveRun,
  calculatedRun,
  calculateRun,
  clearDemoRunChecks,
  reviewRun,
} from './support/payroll.js';
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
      { now: () => new Date('2026-11-28T03:00:00Z'), jobPollingSeconds: 0.5, demo: true },
    );
    hr = await signIn(t, 'hr@staffdesk.local');
    tax = await signIn(t, 'tax@staffdesk.local');
    finance = await signIn(t, 'finance@staffdesk.local');
    me = await signIn(t, 'employee@staffdesk.local');
    const [demo] = await t.database.db
      .select()
      .from(employees)
      .where(eq(employees.nik, DEMO_EMPLOYEE_NIK));
    employeeId = demo!.id;
    runId = await calculatedRun(t, hr, { clientId: demo!.clientId, period: '2026-11' });
    // Its errors fixed (the disputed sheet corrected, leavers recorded), its warnings accepted.
    await clearDemoRunChecks(t, hr, runId);
    await reviewRun(t, hr, runId);
    // HR reopens a sheet the calculation read: the approval must not go ahead on it.
    const read = (await call(hr, `/payroll/v4/runs/${runId}/payslips?pageSize=200`)).json().items;
    const sheets = await t.database.db
      .select()
      .from(timesheets)
      .where(eq(timesheets.period, '2026-11'));
    // A sheet of the run's client (the demo has sheets at other clients too).
    const approvedSheet = sheets.find(
      (s) =>
        s.status === 'approved' && s.employeeId !== employeeId && s.clientId === demo!.clientId,
    )!;
    const reopened = await t.app.inject({
      method: 'POST',
      url: `/api/v4/timesheets/${approvedSheet.id}/reopen`,
      headers: bearer(hr),
      payload: { reason: 'Wrong overtime on the 3rd' },
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    refusedApproval = await approveRun(t, tax, runId);
    reopenedName = read.find(
      (p: { employeeId: string }) => p.employeeId === approvedSheet.employeeId,
    ).employee.name;
    // Calculated again, the reopened sheet is not read (a warning says so, accepted); now it approves.
    await calculateRun(t, hr, runId);
    await acceptWarnings(t, hr, runId);
    await reviewRun(t, hr, runId);
    const approved = await approveRun(t, tax, runId);
    expect(approved.statusCode, approved.body).toBe(200);
  }, 120_000);
  afterAll(() => t.close());

  it('refuses to approve on a timesheet reopened after the calculation, and marks the sheets it read', async () => {
    expect(refusedApproval.statusCode).toBe(409);
    expect(refusedApproval.json()).toMatchObject({ code: 'run-stale' });
    expect(refusedApproval.json().detail).toContain(reopenedName);
    const sheets = await t.database.db
      .select()
      .from(timesheets)
      .where(eq(timesheets.period, '2026-11'));
    const paid = new Set(
      (await t.database.db.select().from(payslips).where(eq(payslips.runId, runId))).map(
        (p) => p.employeeId,
      ),
    );
    for (const sheet of sheets.filter((s) => paid.has(s.employeeId))) {
      expect(sheet.payrollReadAt !== null, sheet.id).toBe(sheet.status === 'approved');
    }
    const approved = sheets.find((s) => s.status === 'approved' && paid.has(s.employeeId))!;
    const reopen = await t.app.inject({
      method: 'POST',
      url: `/api/v4/timesheets/${approved.id}/reopen`,
      headers: bearer(hr),
      payload: { reason: 'Too late' },
    });
    // The month's payroll is approved: its sheets stay as paid until the run is reopened.
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json()).toMatchObject({ code: 'payroll-approved' });
  });

  it('hides the payslip from the employee until the run is paid', async () => {
    const res = await call(me, '/payroll/v4/me/payslips?period=2026-11');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total: 0,
      delivery: 'link',
      passwordSet: false,
      passwordSetAt: null,
    });
    expect(res.json()).not.toHaveProperty('password');
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

  it('refuses a policy that opens e-payslips with a birth date, an employee number or nothing', async () => {
    const clientId = (
      await t.database.db.select().from(employees).where(eq(employees.id, employeeId))
    )[0]!.clientId!;
    const base = {
      taxMethod: 'gross',
      prorationBasis: 'working-days',
      thrMonth: null,
      kesehatanFloor: 0,
    };
    for (const body of [
      { ...base, payslipDelivery: 'none' },
      { ...base, payslipDelivery: 'birth-date' },
      { ...base, payslipDelivery: 'employee-number' },
      { ...base, payslipPassword: 'birth-date' },
      { ...base, payslipPassword: 'none' },
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/payroll/v4/clients/${clientId}/payroll-policy`,
        headers: bearer(finance),
        payload: body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const policy = (await call(finance, `/payroll/v4/clients/${clientId}/payroll-policy`)).json();
    expect(policy).toMatchObject({ payslipDelivery: 'link' });
    expect(policy).not.toHaveProperty('payslipPassword');
  });

  it('mails every employee a link to their e-payslip when the run is paid: no figures, no attachment, no password hint', async () => {
    const paid = await call(finance, `/payroll/v4/runs/${runId}/pay`, 'POST');
    expect(paid.statusCode, paid.body).toBe(200);
    let view = paid.json();
    for (let i = 0; i < 1200 && view.payslipsMailed < view.totals.employees; i++) {
      await new Promise((r) => setTimeout(r, 50));
      view = (await call(hr, `/payroll/v4/runs/${runId}`)).json();
    }
    expect(view.payslipsMailed).toBe(view.totals.employees);
    const all = (await t.database.db.select().from(outbox)).filter(
      (m) => m.templateKey === 'payroll.payslip',
    );
    expect(all.length).toBeGreaterThan(1);
    const slips = (await call(hr, `/payroll/v4/runs/${runId}/payslips?pageSize=200`)).json()
      .items as { net: number; employee: { number: string } }[];
    for (const mail of all) {
      const text = `${mail.subject}\n${mail.body}`;
      // The words around the link: its random token may hold any letters, "Rp5" included.
      const words = text.replace(/https?:\/\/\S+/g, '');
      expect(mail.attachments).toEqual([]);
      expect(words).not.toMatch(/Rp\s?\d/);
      for (const slip of slips) {
        expect(text).not.toContain(String(slip.net).replace(/\B(?=(\d{3})+(?!\d))/g, '.'));
        expect(text).not.toContain(String(slip.net));
      }
      expect(text).not.toMatch(/ddmmyyyy|password|kata sandi|tanggal lahir|birth/i);
      expect(text).toMatch(/\/employee\/e-payslip\?period=2026-11&t=[A-Za-z0-9_-]{60,}/);
    }
    const mine = all.filter((m) => m.to.includes('employee@staffdesk.local'));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.body).not.toContain('12031992');
    expect(mine[0]!.body).toContain('November 2026');
  });

  it("opens the mailed link's payslip for its employee only; a tampered, foreign or expired token is refused", async () => {
    const mail = (await t.database.db.select().from(outbox)).find(
      (m) => m.templateKey === 'payroll.payslip' && m.to.includes('employee@staffdesk.local'),
    )!;
    const token = /[?&]t=([A-Za-z0-9_-]+)/.exec(mail.body)![1]!;
    const mineList = (await call(me, '/payroll/v4/me/payslips?period=2026-11')).json();
    const opened = await call(me, `/payroll/v4/me/payslip-links/${token}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({ payslipId: mineList.items[0].id, period: '2026-11' });
    // Signed out: the link opens nothing.
    expect(
      (await t.app.inject({ method: 'GET', url: `/payroll/v4/me/payslip-links/${token}` }))
        .statusCode,
    ).toBe(401);
    // Tampered: one character changed, in the statement (the expiry) or at the end.
    const swap = (c: string) => (c === 'A' ? 'B' : 'A');
    for (const at of [50, token.length - 1]) {
      const tampered = await call(
        me,
        `/payroll/v4/me/payslip-links/${token.slice(0, at)}${swap(token[at]!)}${token.slice(at + 1)}`,
      );
      expect(tampered.statusCode, `changed at ${at}`).toBe(404);
      expect(tampered.body).not.toContain(mineList.items[0].id);
    }
    // Another signed-in employee (HR, given another employee's record) cannot use it.
    const other = (await call(hr, `/payroll/v4/runs/${runId}/payslips?pageSize=200`))
      .json()
      .items.find((s: { employeeId: string }) => s.employeeId !== employeeId);
    const [hrUser] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'hr@staffdesk.local'));
    await t.database.db
      .update(employees)
      .set({ userId: hrUser!.id })
      .where(eq(employees.id, other.employeeId));
    try {
      const foreign = await call(hr, `/payroll/v4/me/payslip-links/${token}`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain(mineList.items[0].id);
      expect(foreign.body).not.toContain('2026-11');
      // Its own link does open its own payslip.
      const own = payslipLinkToken(t.app.context.config.secret, {
        payslipId: other.id,
        employeeId: other.employeeId,
        expiresAt: new Date('2026-12-01T00:00:00Z'),
      });
      expect((await call(hr, `/payroll/v4/me/payslip-links/${own}`)).json()).toEqual({
        payslipId: other.id,
        period: '2026-11',
      });
      // A token naming my payslip for its employee, signed with another secret: refused.
      const forged = payslipLinkToken('another-secret-of-at-least-32-characters', {
        payslipId: mineList.items[0].id,
        employeeId: other.employeeId,
        expiresAt: new Date('2026-12-01T00:00:00Z'),
      });
      expect((await call(hr, `/payroll/v4/me/payslip-links/${forged}`)).statusCode).toBe(404);
    } finally {
      await t.database.db
        .update(employees)
        .set({ userId: null })
        .where(eq(employees.id, other.employeeId));
    }
    // Expired (the clock of this app is 2026-11-28 03:00 UTC).
    const expired = payslipLinkToken(t.app.context.config.secret, {
      payslipId: mineList.items[0].id,
      employeeId,
      expiresAt: new Date('2026-11-28T02:59:59Z'),
    });
    const gone = await call(me, `/payroll/v4/me/payslip-links/${expired}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({
      code: 'link-expired',
      detail: 'This link has expired; your payslips are listed below.',
    });
    const goneId = await call(me, `/payroll/v4/me/payslip-links/${expired}`, 'GET', 'id');
    expect(goneId.json().detail).toBe(
      'Tautan ini sudah kedaluwarsa; slip gaji Anda tercantum di bawah.',
    );
  });

  it('serves the e-payslip behind sign-in without a password, and only my own', async () => {
    const list = (await call(me, '/payroll/v4/me/payslips?period=2026-11')).json();
    expect(list.total).toBe(1);
    const slip = list.items[0];
    const res = await call(me, `/pdf/v4/me/payslips/${slip.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const opened = await pdftotext(res.rawPayload);
    expect(opened.ok, opened.text).toBe(true);
    expect(opened.text).toContain('Payslip');
    expect(opened.text).toContain('Take-home pay');
    expect(opened.text).toContain('November 2026');
    const net = `Rp ${String(slip.net).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
    expect(opened.text).toContain(net);
    // HR's copy, behind payroll.read, needs no guessable password either.
    const hrCopy = await call(hr, `/pdf/v4/payslips/${slip.id}`);
    expect(hrCopy.statusCode).toBe(200);
    expect((await pdftotext(hrCopy.rawPayload)).ok).toBe(true);
    // Another employee's payslip is not mine to read.
    const other = (await call(hr, `/payroll/v4/runs/${runId}/payslips?pageSize=200`))
      .json()
      .items.find((s: { employeeId: string }) => s.employeeId !== employeeId);
    expect((await call(me, `/pdf/v4/me/payslips/${other.id}`)).statusCode).toBe(404);
    expect((await call(me, `/payroll/v4/me/payslips/${other.id}`)).statusCode).toBe(404);
  });

  const setPassword = (password: string, locale = 'en') =>
    t.app.inject({
      method: 'PUT',
      url: '/payroll/v4/me/payslip-password',
      headers: { ...bearer(me), 'accept-language': locale },
      payload: { password },
    });

  it('refuses an e-payslip password a guesser tries first, with a field error', async () => {
    const [demo] = await t.database.db.select().from(employees).where(eq(employees.id, employeeId));
    expect(demo!.birthDate).toBe('1992-03-12');
    const refused: [string, RegExp][] = [
      ['short1!', /at least 10 characters/],
      ['1234567890', /digits/],
      ['0812 3456 7890', /digits/],
      ['12-03-1992-00', /digits/],
      ['12 March 1992', /date/],
      ['15juli1990', /date/],
      ['agus12031992', /birth date/],
      ['Rahasia1992-03-12', /birth date/],
      [`x${demo!.nik}`, /NIK/],
      [`${demo!.employeeNumber}!!`, /employee number/],
      ['password123', /lists guessers try first/],
      ['Password123!', /lists guessers try first/],
      ['bismillah2024', /lists guessers try first/],
      ['qwertyuiop', /lists guessers try first/],
      ['aaaaabbbbbaaaaa', /different characters/],
    ];
    for (const [password, message] of refused) {
      const res = await setPassword(password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json().code).toBe('validation-failed');
      expect(res.json().errors?.password, password).toMatch(message);
    }
    const id = await setPassword('1234567890', 'id');
    expect(id.json().errors.password).toMatch(/hanya berisi angka/);
    expect((await call(me, '/payroll/v4/me/payslips')).json().passwordSet).toBe(false);
  });

  it('sets a strong e-payslip password, audited without it, and never answers it', async () => {
    const password = 'Kopi tubruk di teras jam 7';
    const res = await setPassword(password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ passwordSet: true, passwordSetAt: expect.any(String) });
    const list = await call(me, '/payroll/v4/me/payslips');
    expect(list.json()).toMatchObject({ passwordSet: true });
    expect(list.body).not.toContain('Kopi');
    const audits = (await t.database.db.select().from(auditLog)).filter((a) =>
      a.action.startsWith('payslip-password.'),
    );
    expect(audits.map((a) => a.action)).toEqual(['payslip-password.set']);
    expect(audits[0]!.entityId).toBe(employeeId);
    expect(JSON.stringify(audits)).not.toContain('Kopi');
    // Stored sealed, not as typed.
    const stored = JSON.stringify(
      await t.database.db.execute('select * from payslip_passwords' as never),
    );
    expect(stored).not.toContain('Kopi');
    expect(stored).not.toContain(Buffer.from(password).toString('base64url').slice(0, 12));
  });

  it('attaches the PDF under the attachment delivery, encrypted with the password the employee set and not with the birth date', async () => {
    const clientId = (
      await t.database.db.select().from(employees).where(eq(employees.id, employeeId))
    )[0]!.clientId!;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/payroll/v4/clients/${clientId}/payroll-policy`,
      headers: bearer(finance),
      payload: {
        taxMethod: 'gross',
        prorationBasis: 'working-days',
        thrMonth: null,
        kesehatanFloor: 0,
        payslipDelivery: 'attachment-with-employee-password',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(me, '/payroll/v4/me/payslips')).json().delivery).toBe(
      'attachment-with-employee-password',
    );
    // Mail the run again (as a new paid run would be mailed).
    await t.database.db.delete(outbox).where(eq(outbox.templateKey, 'payroll.payslip'));
    await t.database.db.update(payslips).set({ mailedAt: null }).where(eq(payslips.runId, runId));
    const result = await mailPayslips(t.app.context, runId);
    expect(result.pdfs).toBe(1);
    const all = (await t.database.db.select().from(outbox)).filter(
      (m) => m.templateKey === 'payroll.payslip',
    );
    const mine = all.find((m) => m.to.includes('employee@staffdesk.local'))!;
    expect(mine.attachments).toEqual([
      expect.objectContaining({
        filename: expect.stringMatching(/^payslip-2026-11-.+\.pdf$/),
        contentType: 'application/pdf',
      }),
    ]);
    expect(mine.body).toMatch(/attached/);
    expect(mine.body.replace(/https?:\/\/\S+/g, '')).not.toMatch(/Rp\s?\d/);
    expect(mine.body).not.toContain('Kopi');
    const pdf = await t.app.context.blobs.get(mine.attachments[0]!.blobKey);
    expect(pdf).not.toBeNull();
    const locked = await pdftotext(pdf!);
    expect(locked.ok).toBe(false);
    expect(locked.text).toMatch(/password/i);
    expect((await pdftotext(pdf!, '12031992')).ok).toBe(false);
    const opened = await pdftotext(pdf!, 'Kopi tubruk di teras jam 7');
    expect(opened.ok, opened.text).toBe(true);
    expect(opened.text).toContain('November 2026');
    // The others set no password: the link alone, and how to get the PDF attached.
    const others = all.filter((m) => !m.to.includes('employee@staffdesk.local'));
    expect(others.length).toBeGreaterThan(0);
    for (const mail of others) {
      expect(mail.attachments).toEqual([]);
      expect(mail.body).toMatch(/set an e-payslip password|buat kata sandi slip gaji/);
      expect(mail.body.replace(/https?:\/\/\S+/g, '')).not.toMatch(/Rp\s?\d/);
    }
    // Removing the password stops the attachment (audited).
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/payroll/v4/me/payslip-password',
      headers: bearer(me),
    });
    expect(removed.json()).toEqual({ passwordSet: false, passwordSetAt: null });
    const audits = (await t.database.db.select().from(auditLog)).filter((a) =>
      a.action.startsWith('payslip-password.'),
    );
    expect(audits.map((a) => a.action).sort()).toEqual([
      'payslip-password.remove',
      'payslip-password.set',
    ]);
  });
});
