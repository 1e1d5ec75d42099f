import { parse } from 'csv-parse/sync';
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  employees,
  outbox,
  payrollRuns,
  payslips,
  roles,
  timesheets,
  userRoles,
  users,
} from '../src/db/schema.js';
import { workingDays } from '../src/payroll/calculation.js';
import { DEMO_EMPLOYEE_NIK } from '../src/seed/demo-people.js';
import { bearer, signIn } from './support/identity.js';
import { calculateRun } from './support/payroll.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

type Finding = {
  code: string;
  severity: 'error' | 'warning';
  message: string;
  accepted: { reason: string; byLabel: string; at: string } | null;
};
type Slip = {
  id: string;
  employeeId: string;
  net: number;
  employee: { number: string; name: string };
  findings: Finding[];
};

/** The PIC's approval link of the newest approval mail: its content and token. */
async function approvalLink(t: TestApp) {
  const rows = (await t.database.db.select().from(outbox))
    .filter((r) => r.templateKey === 'timesheet.approval-requested')
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const match = /\/pic\/request_timesheet\/([^/\s]+)\/([A-Za-z0-9_-]+)\?email=(\S+)/.exec(
    rows[0]?.body ?? '',
  );
  if (!match) throw new Error('No timesheet approval link was mailed');
  return { content: match[1]!, token: match[2]!, email: decodeURIComponent(match[3]!) };
}

describe.each(engines)('payroll checks that stop a wrong run on %s', (engine) => {
  let t: TestApp;
  let hr: string;
  let tax: string;
  let finance: string;
  let clientId: string;
  let runId: string;
  const PERIOD = '2026-11';

  const call = (
    token: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    locale = 'en',
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), 'accept-language': locale },
      ...(payload ? { payload } : {}),
    });

  const run = async () => (await call(hr, 'GET', `/payroll/v4/runs/${runId}`)).json();
  const slips = async (): Promise<Slip[]> =>
    (await call(hr, 'GET', `/payroll/v4/runs/${runId}/payslips?pageSize=200`)).json().items;
  const slipOf = async (employeeId: string) =>
    (await slips()).find((s) => s.employeeId === employeeId)!;
  const accept = (employeeId: string, code: string, reason: string, who = hr) =>
    call(who, 'POST', `/payroll/v4/runs/${runId}/findings/accept`, { employeeId, code, reason });

  // The employees each check is about.
  let noAccount: { id: string; number: string };
  let overDeducted: { id: string; number: string };
  let absent: { id: string };
  let noNpwp: { id: string };
  let adjustmentId: string;
  let disputedBefore: { id: string; employeeId: string; number: string };
  let waiting: { id: string; employeeId: string }[];

  beforeAll(async () => {
    t = await createTestApp(
      engine,
      {},
      { now: () => new Date('2026-11-28T03:00:00Z'), jobPollingSeconds: 0.5, demo: true },
    );
    hr = await signIn(t, 'hr@staffdesk.local');
    tax = await signIn(t, 'tax@staffdesk.local');
    finance = await signIn(t, 'finance@staffdesk.local');
    const db = t.database.db;
    const [demo] = await db.select().from(employees).where(eq(employees.nik, DEMO_EMPLOYEE_NIK));
    clientId = demo!.clientId!;
    // The demo's staff at the client who have an approved sheet of the month (5-day weeks).
    const sheets = await db
      .select({
        id: timesheets.id,
        employeeId: timesheets.employeeId,
        status: timesheets.status,
        number: employees.employeeNumber,
        workWeek: employees.workWeek,
        employment: employees.status,
        endDate: employees.endDate,
      })
      .from(timesheets)
      .innerJoin(employees, eq(employees.id, timesheets.employeeId))
      .where(and(eq(timesheets.clientId, clientId), eq(timesheets.period, PERIOD)))
      .orderBy(asc(employees.employeeNumber));
    const approved = sheets.filter(
      (s) => s.status === 'approved' && s.workWeek === 5 && s.employment === 'active' && !s.endDate,
    );
    noAccount = { id: approved[0]!.employeeId, number: approved[0]!.number };
    overDeducted = { id: approved[1]!.employeeId, number: approved[1]!.number };
    absent = { id: approved[2]!.employeeId };
    noNpwp = { id: approved[3]!.employeeId };
    // The demo client's month has no disputed sheet (the demo keeps those at another client):
    // the PIC disputed one here.
    const disputed = approved.at(-1)!;
    await db.update(timesheets).set({ status: 'disputed' }).where(eq(timesheets.id, disputed.id));
    disputedBefore = { id: disputed.id, employeeId: disputed.employeeId, number: disputed.number };
    waiting = sheets.filter((s) => s.status === 'submitted');
    expect(waiting.length).toBeGreaterThanOrEqual(2);

    // Demo employees who no longer come to work have left (their end is HR's, not this test's).
    await db
      .update(employees)
      .set({ bankAccountNumber: null })
      .where(eq(employees.id, noAccount.id));
    await db.update(timesheets).set({ absentDays: 2 }).where(eq(timesheets.id, approved[2]!.id));
    const salary = await call(
      hr,
      'PUT',
      `/payroll/v4/employees/${noNpwp.id}/salary-data/${PERIOD}`,
      {
        baseSalary: 7_000_000,
        components: [],
        bpjs: { kesehatan: true, jht: true, jp: true, jkk: true, jkm: true },
        jkkRiskClass: 1,
        taxMethod: null,
        taxIdActive: false,
      },
    );
    expect(salary.statusCode, salary.body).toBe(200);
    const deduction = await call(hr, 'POST', '/payroll/v4/adjustments', {
      employeeId: overDeducted.id,
      period: PERIOD,
      name: 'Loan repayment',
      side: 'deduction',
      amount: 90_000_000,
    });
    expect(deduction.statusCode, deduction.body).toBe(201);
    adjustmentId = deduction.json().id;

    // The calendar-month rule first, then the default (the timesheet period's working days).
    const policy = {
      taxMethod: 'gross',
      prorationBasis: 'working-days',
      thrMonth: 3,
      kesehatanFloor: 5_396_761,
      payslipDelivery: 'link',
    };
    const monthly = await call(finance, 'PUT', `/payroll/v4/clients/${clientId}/payroll-policy`, {
      ...policy,
      unpaidDayBasis: 'calendar-month',
    });
    expect(monthly.statusCode, monthly.body).toBe(200);
    expect(monthly.json().unpaidDayBasis).toBe('calendar-month');
    const created = await call(hr, 'POST', '/payroll/v4/runs', { clientId, period: PERIOD });
    expect(created.statusCode, created.body).toBe(201);
    runId = created.json().id;
    await calculateRun(t, hr, runId);
  }, 180_000);
  afterAll(() => t.close());

  it('divides unpaid days by the working days of the period they were counted in, as the policy says', async () => {
    const lineOf = async () => {
      const slip = await slipOf(absent.id);
      const detail = (await call(hr, 'GET', `/payroll/v4/payslips/${slip.id}`)).json();
      return detail.lines.find((l: { code: string }) => l.code === 'unpaid-days');
    };
    // Calendar month: November 2026 has 21 working days.
    expect((await lineOf()).inputs).toMatchObject({ unpaidDays: 2, workingDays: 21 });
    const back = await call(finance, 'PUT', `/payroll/v4/clients/${clientId}/payroll-policy`, {
      taxMethod: 'gross',
      prorationBasis: 'working-days',
      thrMonth: 3,
      kesehatanFloor: 5_396_761,
      payslipDelivery: 'link',
    });
    expect(back.json().unpaidDayBasis).toBe('timesheet-period');
    await calculateRun(t, hr, runId);
    const line = await lineOf();
    // The sheet's period, 21 Oct – 20 Nov 2026: 23 working days.
    expect(workingDays('2026-10-21', '2026-11-20', 5)).toBe(23);
    expect(line.inputs).toMatchObject({
      unpaidDays: 2,
      workingDays: 23,
      workingDaysFrom: '2026-10-21',
      workingDaysTo: '2026-11-20',
    });
  });

  it('marks the run stale when the PIC disputes a sheet after the calculation, and refuses review until recalculated', async () => {
    const sent = await call(hr, 'POST', '/api/v4/timesheet-periods/send', {
      clientId,
      period: PERIOD,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const link = await approvalLink(t);
    const [first] = waiting;
    const decided = await call(
      null,
      'POST',
      `/api/v4/public/timesheet-approvals/${link.content}/${link.token}/decision`,
      {
        email: link.email,
        disputes: [{ timesheetId: first!.id, comment: 'Dua hari tidak hadir' }],
      },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    const stale = await run();
    expect(stale.stale).not.toBeNull();
    expect(stale.stale.reasons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ employeeId: first!.employeeId, event: 'disputed' }),
      ]),
    );
    const review = await call(hr, 'POST', `/payroll/v4/runs/${runId}/review`);
    expect(review.statusCode).toBe(409);
    expect(review.json().code).toBe('run-stale');
    // In Indonesian too.
    const reviewId = await call(hr, 'POST', `/payroll/v4/runs/${runId}/review`, undefined, 'id');
    expect(reviewId.json().detail).toContain('hitung ulang');
    await calculateRun(t, hr, runId);
    expect((await run()).stale).toBeNull();
    // Now that sheet is a disputed one: an error on its payslip.
    expect((await slipOf(first!.employeeId)).findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'timesheet-disputed', severity: 'error' }),
      ]),
    );
  });

  it('refuses approval while a negative net, a missing bank account or a disputed sheet stands, naming who and why', async () => {
    const current = await run();
    expect(current.errorCount).toBeGreaterThanOrEqual(3);
    expect((await slipOf(overDeducted.id)).findings.map((f) => f.code)).toContain('negative-net');
    expect((await slipOf(noAccount.id)).findings.map((f) => f.code)).toContain('no-bank-account');
    expect((await slipOf(noNpwp.id)).findings).toEqual([
      expect.objectContaining({ code: 'no-npwp', severity: 'warning', accepted: null }),
    ]);
    expect((await call(hr, 'POST', `/payroll/v4/runs/${runId}/review`)).statusCode).toBe(200);
    const refused = await call(tax, 'POST', `/payroll/v4/runs/${runId}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('run-has-errors');
    const errors = refused.json().errors as Record<string, string>;
    expect(errors[noAccount.number]).toContain('no bank account');
    expect(errors[overDeducted.number]).toContain('below zero');
    expect(errors[disputedBefore.number]).toContain('disputed');
    // The reasons in Indonesian for an Indonesian reader.
    const refusedId = await call(tax, 'POST', `/payroll/v4/runs/${runId}/approve`, undefined, 'id');
    expect((refusedId.json().errors as Record<string, string>)[noAccount.number]).toContain(
      'rekening bank',
    );
    // An error cannot be accepted; a warning needs a reason.
    const acceptError = await accept(noAccount.id, 'no-bank-account', 'Paid in cash');
    expect(acceptError.statusCode).toBe(409);
    expect(acceptError.json().code).toBe('finding-not-acceptable');
    expect((await accept(noNpwp.id, 'no-npwp', '  ')).statusCode).toBe(400);
    expect((await accept(noNpwp.id, 'no-such-thing', 'Because')).statusCode).toBe(404);
    expect((await run()).state).toBe('reviewed');
  });

  it('approves once each error is fixed and each warning is accepted with a reason, and the acceptance survives recalculation', async () => {
    const db = t.database.db;
    // Fixed: the account added, the deduction cut to exactly the pay (a net of zero), the
    // disputed sheets corrected and approved, leavers recorded.
    await db
      .update(employees)
      .set({ bankAccountNumber: '5270999888' })
      .where(eq(employees.id, noAccount.id));
    const withoutDeduction = (await slipOf(overDeducted.id)).net + 90_000_000;
    expect((await call(hr, 'DELETE', `/payroll/v4/adjustments/${adjustmentId}`)).statusCode).toBe(
      204,
    );
    const exact = await call(hr, 'POST', '/payroll/v4/adjustments', {
      employeeId: overDeducted.id,
      period: PERIOD,
      name: 'Loan repayment',
      side: 'deduction',
      amount: withoutDeduction,
    });
    expect(exact.statusCode, exact.body).toBe(201);
    await db
      .update(timesheets)
      .set({ status: 'approved', decidedAt: new Date('2026-11-27T03:00:00Z') })
      .where(and(eq(timesheets.period, PERIOD), eq(timesheets.status, 'disputed')));
    const below = await db
      .select({ employeeId: payslips.employeeId })
      .from(payslips)
      .where(and(eq(payslips.runId, runId), lt(payslips.net, 0)));
    const leavers = below.map((b) => b.employeeId).filter((id) => id !== overDeducted.id);
    if (leavers.length > 0) {
      await db
        .update(employees)
        .set({ status: 'resigned', endDate: '2026-09-30', lastWorkingDay: '2026-09-30' })
        .where(inArray(employees.id, leavers));
    }
    await calculateRun(t, hr, runId);
    const recalculated = await run();
    expect(recalculated.errorCount).toBe(0);
    expect(recalculated.openWarningCount).toBeGreaterThan(0);
    expect((await call(hr, 'POST', `/payroll/v4/runs/${runId}/review`)).statusCode).toBe(200);
    const refused = await call(tax, 'POST', `/payroll/v4/runs/${runId}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('warnings-not-accepted');

    // Accepted one by one, each with its reason (audited).
    const ok = await accept(noNpwp.id, 'no-npwp', 'NPWP applied for; the 20 % is refunded later');
    expect(ok.statusCode, ok.body).toBe(200);
    for (const slip of await slips()) {
      for (const f of slip.findings) {
        if (f.severity === 'warning' && !f.accepted) {
          const res = await accept(slip.employeeId, f.code, 'PIC on leave: the full month is paid');
          expect(res.statusCode, res.body).toBe(200);
        }
      }
    }
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payroll-finding.accept'), eq(auditLog.entityId, runId)));
    expect(audits.map((a) => (a.after as { reason: string }).reason)).toContain(
      'NPWP applied for; the 20 % is refunded later',
    );
    // A recalculation finds the same warning for the same employee: still accepted.
    await calculateRun(t, hr, runId);
    expect((await run()).openWarningCount).toBe(0);
    expect((await slipOf(noNpwp.id)).findings[0]).toMatchObject({
      code: 'no-npwp',
      accepted: { reason: 'NPWP applied for; the 20 % is refunded later' },
    });
    expect((await call(hr, 'POST', `/payroll/v4/runs/${runId}/review`)).statusCode).toBe(200);
  });

  it('does not let the person who calculated approve, unless a role waives it (audited)', async () => {
    const mine = await call(hr, 'POST', `/payroll/v4/runs/${runId}/approve`);
    expect(mine.statusCode).toBe(403);
    expect(mine.json().code).toBe('own-calculation');
    // The super admin does not hold the waiver either: no seeded role does.
    const admin = await signIn(t, 'admin@staffdesk.local');
    const me = (await call(admin, 'GET', '/api/v4/me')).json();
    expect(JSON.stringify(me)).not.toContain('payroll.approve-own-calculation');

    const db = t.database.db;
    const [role] = await db
      .insert(roles)
      .values({ name: 'One-person payroll', permissions: ['payroll.approve-own-calculation'] })
      .returning();
    const [hrUser] = await db.select().from(users).where(eq(users.email, 'hr@staffdesk.local'));
    await db.insert(userRoles).values({ userId: hrUser!.id, roleId: role!.id });
    const approved = await call(hr, 'POST', `/payroll/v4/runs/${runId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      state: 'approved',
      approvedByLabel: 'hr@staffdesk.local',
    });
    const [waived] = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'payroll-run.approve-own-calculation'),
          eq(auditLog.entityId, runId),
        ),
      );
    expect(waived).toBeDefined();
    const [row] = await db.select().from(payrollRuns).where(eq(payrollRuns.id, runId));
    expect(row!.approvedByUserId).toBe(hrUser!.id);
    expect(row!.calculatedByUserId).toBe(hrUser!.id);
  });

  it('pays the bank file total on a payment date, every payslip in the file or in the exceptions', async () => {
    const plan = await call(finance, 'GET', `/payroll/v4/runs/${runId}/payment`);
    expect(plan.statusCode, plan.body).toBe(200);
    const { total, transfers, exceptions } = plan.json();
    expect(exceptions).toEqual([
      expect.objectContaining({ employeeId: overDeducted.id, net: 0, reason: 'zero-net' }),
    ]);
    const tooLate = await call(finance, 'POST', `/payroll/v4/runs/${runId}/pay`, {
      paymentDate: '2027-01-15',
    });
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().errors.paymentDate).toBeDefined();
    const paid = await call(finance, 'POST', `/payroll/v4/runs/${runId}/pay`, {
      paymentDate: '2026-11-30',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      state: 'paid',
      paymentDate: '2026-11-30',
      paidAmount: total,
    });

    const file = await call(finance, 'GET', `/payroll/v4/runs/${runId}/bank-file`);
    expect(file.statusCode).toBe(200);
    const rows = parse(file.body, { columns: true }) as Record<string, string>[];
    expect(rows.reduce((s, r) => s + Number(r.amount), 0)).toBe(total);
    expect(Number(file.headers['x-staffdesk-total'])).toBe(total);
    expect(Number(file.headers['x-staffdesk-exceptions'])).toBe(1);
    expect(Number(file.headers['x-staffdesk-missing-accounts'])).toBe(0);
    expect(rows.length).toBe(transfers);
    const all = await slips();
    expect(rows.length + exceptions.length).toBe(all.length);
    const inFile = new Set(rows.map((r) => r.reference));
    for (const slip of all) {
      const excepted = exceptions.some(
        (e: { employeeId: string }) => e.employeeId === slip.employeeId,
      );
      expect(inFile.has(slip.employee.number) !== excepted, slip.employee.name).toBe(true);
    }
  });
});
