import {
  bpjsContributions,
  officialRules,
  type Pph21AnnualMonth,
  pph21Annual,
} from '@staffdesk/id-payroll';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  employeeHistory,
  employees,
  leaveRequests,
  payrollRuns,
  payslips,
  publicLinks,
} from '../src/db/schema.js';
import { calculatePayslip, type PayslipInput } from '../src/payroll/calculation.js';
import { issueLink } from '../src/public-links/links.js';
import { bearer, signIn } from './support/identity.js';
import { approveRun, calculatedRun, reviewRun } from './support/payroll.js';
import { employeeBody, importAndWait, upload, workbookOf } from './support/people.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

type Line = { code: string; amount: number; side: string; inputs: Record<string, unknown> };
type Slip = {
  id: string;
  employeeId: string;
  tax: number;
  net: number;
  gross: number;
  taxableGross: number;
  bpjsEmployee: number;
  finalMonth: boolean;
  lines: Line[];
};

const MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'];
const WAGE = 10_000_000;

/**
 * Issue #28, who is paid: employment ends on the last working day, set through
 * `PUT /employees/{id}/status`; a run pays exactly those employed at least one day of its month,
 * prorated, and the leaver's last month settles the year (Article 17, PMK 168/2023).
 */
describe.each(engines)('the end of employment on %s', (engine) => {
  let t: TestApp;
  let hr: string;
  let tax: string;
  const ids: Record<'rina' | 'joko' | 'lia' | 'budi' | 'kiki' | 'sari', string> = {
    rina: '',
    joko: '',
    lia: '',
    budi: '',
    kiki: '',
    sari: '',
  };
  const runs = new Map<string, string>();

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...bearer(token), 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });

  async function hire(
    name: string,
    placement: Record<string, unknown>,
    ptkpStatus = 'TK/0',
  ): Promise<string> {
    const res = await call(
      hr,
      'POST',
      '/api/v4/employees',
      employeeBody(
        {
          fullName: name,
          ptkpStatus,
          npwp: '094512673073000',
          bankName: 'BCA',
          bankAccountNumber: '5270999999',
          bankAccountName: name.toUpperCase(),
        },
        { startDate: '2026-01-02', baseSalary: WAGE, position: 'Analyst', ...placement },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }

  async function slipsOf(period: string): Promise<Slip[]> {
    const list = await call(
      hr,
      'GET',
      `/payroll/v4/runs/${runs.get(period)}/payslips?pageSize=200`,
    );
    expect(list.statusCode, list.body).toBe(200);
    return list.json().items;
  }

  async function slipOf(period: string, employeeId: string): Promise<Slip | undefined> {
    const summary = (await slipsOf(period)).find((s) => s.employeeId === employeeId);
    if (!summary) return undefined;
    return (await call(hr, 'GET', `/payroll/v4/payslips/${summary.id}`)).json();
  }

  const end = (id: string, body: object) => call(hr, 'PUT', `/api/v4/employees/${id}/status`, body);

  beforeAll(async () => {
    t = await createTestApp(
      engine,
      {},
      { now: () => new Date('2026-08-05T03:00:00Z'), jobPollingSeconds: 0.5, demo: true },
    );
    hr = await signIn(t, 'hr@staffdesk.local');
    tax = await signIn(t, 'tax@staffdesk.local');

    // Internal staff (no client timesheet), all of them with what payroll needs.
    ids.rina = await hire('Rina Tetap', { contractType: 'pkwtt' });
    ids.joko = await hire('Joko Baru', { contractType: 'pkwtt', startDate: '2026-06-15' });
    ids.lia = await hire('Lia Pamit', { contractType: 'pkwtt' });
    ids.budi = await hire('Budi Lama', { contractType: 'pkwtt' });
    // A fixed-term contract that simply ran out: no last day recorded, the contract end counts.
    ids.kiki = await hire('Kiki Kontrak', { contractType: 'pkwt', endDate: '2026-04-30' });
    ids.sari = await hire('Sari Tetap', { contractType: 'pkwtt' });

    for (const [id, lastWorkingDay] of [
      [ids.rina, '2026-06-30'],
      [ids.lia, '2026-06-12'],
      [ids.budi, '2026-05-29'],
    ] as const) {
      const res = await end(id, { status: 'resigned', lastWorkingDay, endReason: 'resignation' });
      expect(res.statusCode, res.body).toBe(200);
    }

    for (const period of MONTHS) {
      const runId = await calculatedRun(t, hr, { clientId: null, period });
      runs.set(period, runId);
      await reviewRun(t, hr, runId);
      const approved = await approveRun(t, tax, runId);
      expect(approved.statusCode, approved.body).toBe(200);
    }
    runs.set('2026-07', await calculatedRun(t, hr, { clientId: null, period: '2026-07' }));
  }, 300_000);
  afterAll(() => t?.close());

  it('ends a permanent employment with its last working day and reason, in the history and the audit', async () => {
    const rina = (await call(hr, 'GET', `/api/v4/employees/${ids.rina}`)).json();
    expect(rina).toMatchObject({
      status: 'resigned',
      lastWorkingDay: '2026-06-30',
      endReason: 'resignation',
      placement: { contractType: 'pkwtt', endDate: null },
    });
    const history = (await call(hr, 'GET', `/api/v4/employees/${ids.rina}/history`)).json().items;
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'status',
          effectiveDate: '2026-06-30',
          before: { status: 'onboarding', endReason: null },
          after: { status: 'resigned', endReason: 'resignation' },
        }),
        expect.objectContaining({
          kind: 'placement',
          effectiveDate: '2026-06-30',
          before: { lastWorkingDay: null },
          after: { lastWorkingDay: '2026-06-30' },
        }),
      ]),
    );
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, ids.rina), eq(auditLog.action, 'employee.employment-ended')),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ status: 'resigned', lastWorkingDay: '2026-06-30' });
  });

  it('settles June, the last month of a permanent employee who resigned on 30 June, with the Article 17 refund', async () => {
    const prior: Pph21AnnualMonth[] = [];
    for (const period of MONTHS.slice(0, 5)) {
      const slip = (await slipOf(period, ids.rina))!;
      expect(slip.finalMonth, period).toBe(false);
      const bpjs = bpjsContributions({ wage: WAGE, period, jkkRatePercent: 0.24 });
      prior.push({
        gross: slip.taxableGross,
        jhtEmployee: bpjs.jht.employee,
        jpEmployee: bpjs.jp.employee,
        terWithheld: slip.tax,
      });
    }
    const june = (await slipOf('2026-06', ids.rina))!;
    const bpjs = bpjsContributions({ wage: WAGE, period: '2026-06', jkkRatePercent: 0.24 });
    const annual = pph21Annual({
      year: 2026,
      ptkpStatus: 'TK/0',
      months: [
        ...prior,
        {
          gross: june.taxableGross,
          jhtEmployee: bpjs.jht.employee,
          jpEmployee: bpjs.jp.employee,
          terWithheld: 0,
        },
      ],
    });
    // Half a year of pay against a whole year's PTKP: January to May withheld too much.
    expect(annual.finalMonthTax).toBeLessThan(0);
    expect(june.finalMonth).toBe(true);
    expect(june.tax).toBe(annual.finalMonthTax);
    expect(june.lines.find((l) => l.code === 'pph21-refund')).toMatchObject({
      side: 'earning',
      amount: -annual.finalMonthTax,
    });
    // A whole month worked: no proration.
    expect(june.lines.find((l) => l.code === 'base')).toMatchObject({ amount: WAGE });
    expect(june.net).toBe(june.gross - june.bpjsEmployee - june.tax);
  });

  it('has no payslip after the last month', async () => {
    const july = await slipsOf('2026-07');
    const inJuly = july.map((s) => s.employeeId);
    expect(inJuly).toContain(ids.joko);
    expect(inJuly).toContain(ids.sari);
    expect(inJuly).not.toContain(ids.rina);
    expect(inJuly).not.toContain(ids.lia);
  });

  it('prorates a joiner and a leaver in the middle of the month by working days', async () => {
    // June 2026 has 22 working days; Joko starts Monday 15 June (12 of them).
    const joko = (await slipOf('2026-06', ids.joko))!;
    expect(joko.finalMonth).toBe(false);
    expect(joko.lines.find((l) => l.code === 'base')).toMatchObject({
      amount: Math.round((WAGE * 12) / 22),
      inputs: { employedDays: 12, basisDays: 22 },
    });
    // Lia's last day is Friday 12 June (10 of them), and June is her final month.
    const lia = (await slipOf('2026-06', ids.lia))!;
    expect(lia.finalMonth).toBe(true);
    expect(lia.lines.find((l) => l.code === 'base')).toMatchObject({
      amount: Math.round((WAGE * 10) / 22),
      inputs: { employedDays: 10, basisDays: 22 },
    });
    // Sari works the whole month, unprorated.
    const sari = (await slipOf('2026-06', ids.sari))!;
    expect(sari.lines.find((l) => l.code === 'base')).toMatchObject({ amount: WAGE });
  });

  it('leaves out whoever left before the month, by last working day or by contract end', async () => {
    const may = (await slipOf('2026-05', ids.budi))!;
    expect(may.finalMonth).toBe(true);
    const june = (await slipsOf('2026-06')).map((s) => s.employeeId);
    expect(june).not.toContain(ids.budi);
    expect(june).not.toContain(ids.kiki);
    expect((await slipOf('2026-04', ids.kiki))?.finalMonth).toBe(true);
    expect(await slipOf('2026-05', ids.kiki)).toBeUndefined();
    // Not yet employed: Joko is in no run before June.
    expect(await slipOf('2026-05', ids.joko)).toBeUndefined();
  });

  it('refuses a leaving status without a last working day (422), and changes nothing', async () => {
    const history = async () =>
      t.database.db.select().from(employeeHistory).where(eq(employeeHistory.employeeId, ids.sari));
    const before = (await call(hr, 'GET', `/api/v4/employees/${ids.sari}`)).json();
    const entries = (await history()).length;
    for (const status of ['resigned', 'laid-off', 'contract-ended', 'deceased']) {
      const res = await end(ids.sari, { status, effectiveDate: '2026-07-31' });
      expect(res.statusCode, status).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'validation-failed',
        errors: { lastWorkingDay: 'Enter the last working day: pay stops after it.' },
      });
    }
    const indonesian = await t.app.inject({
      method: 'PUT',
      url: `/api/v4/employees/${ids.sari}/status`,
      headers: { ...bearer(hr), 'accept-language': 'id' },
      payload: { status: 'resigned' },
    });
    expect(indonesian.statusCode).toBe(422);
    expect(indonesian.json().errors.lastWorkingDay).toBe(
      'Masukkan hari kerja terakhir: gaji berhenti setelah tanggal tersebut.',
    );
    // A last day before the start, or a reason that does not go with the status: refused too.
    const early = await end(ids.sari, { status: 'laid-off', lastWorkingDay: '2025-12-31' });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.lastWorkingDay).toMatch(/before the start date/);
    const mismatch = await end(ids.sari, {
      status: 'laid-off',
      lastWorkingDay: '2026-07-31',
      endReason: 'resignation',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toHaveProperty('endReason');
    const stillActive = await end(ids.sari, { status: 'active', lastWorkingDay: '2026-07-31' });
    expect(stillActive.statusCode).toBe(422);

    const after = (await call(hr, 'GET', `/api/v4/employees/${ids.sari}`)).json();
    expect(after).toMatchObject({
      status: before.status,
      lastWorkingDay: null,
      endReason: null,
    });
    expect(after.updatedAt).toBe(before.updatedAt);
    expect((await history()).length).toBe(entries);
  });

  it('refuses a last working day before a month an approved run already paid', async () => {
    const res = await end(ids.rina, { status: 'resigned', lastWorkingDay: '2026-05-31' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.lastWorkingDay).toMatch(/approved payroll run/);
    expect((await call(hr, 'GET', `/api/v4/employees/${ids.rina}`)).json().lastWorkingDay).toBe(
      '2026-06-30',
    );
  });

  it('leaves no demo leaver without a last working day, and pays none after it', async () => {
    const endless = await t.database.db
      .select({ id: employees.id })
      .from(employees)
      .where(
        and(
          inArray(employees.status, ['resigned', 'laid-off', 'contract-ended', 'deceased']),
          isNull(employees.lastWorkingDay),
        ),
      );
    expect(endless).toEqual([]);
    const paidAfter = await t.database.db
      .select({ id: payslips.id })
      .from(payslips)
      .innerJoin(employees, eq(employees.id, payslips.employeeId))
      .innerJoin(payrollRuns, eq(payrollRuns.id, payslips.runId))
      .where(sql`${employees.lastWorkingDay} < (${payrollRuns.period} || '-01')::date`);
    expect(paidAfter).toEqual([]);
  });

  it('ends the open approval links of the leaver’s requests after the last working day', async () => {
    const later = await issueLink(t.database.db, {
      purpose: 'leave-approval',
      recordId: ids.joko,
      email: 'pic@example.co.id',
    });
    expect(later.link.expiresAt.getTime()).toBeGreaterThan(Date.now());
    // The link is of a leave request of Joko's after the day he leaves (made up as one here).
    const [request] = await t.database.db
      .insert(leaveRequests)
      .values({
        employeeId: ids.joko,
        type: 'annual',
        startDate: '2026-09-07',
        endDate: '2026-09-08',
        dates: ['2026-09-07', '2026-09-08'],
        halfDays: 4,
        reason: 'Family',
      })
      .returning();
    await t.database.db
      .update(publicLinks)
      .set({ recordId: request!.id })
      .where(eq(publicLinks.id, later.link.id));
    const res = await end(ids.joko, { status: 'resigned', lastWorkingDay: '2026-08-31' });
    expect(res.statusCode, res.body).toBe(200);
    const [link] = await t.database.db
      .select()
      .from(publicLinks)
      .where(eq(publicLinks.id, later.link.id));
    expect(link!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('imports a leaver only with a last working day, and keeps its reason', async () => {
    const header = [
      'Full name',
      'NIK',
      'Position',
      'Contract type',
      'Start date',
      'Base salary',
      'Status',
      'Last working day',
    ];
    const row = (name: string, nik: string, lastDay: string | null) => [
      name,
      nik,
      'Operator',
      'pkwtt',
      '2025-03-03',
      6_000_000,
      'resign',
      lastDay,
    ];
    const bad = await workbookOf([header, row('Tono Tanpa Akhir', '6471021503880001', null)]);
    const dry = await upload(t, '/api/v4/employees/import?dryRun=true', hr, bad, 'leavers.xlsx');
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().errors).toEqual([
      {
        row: 2,
        column: 'Last working day',
        message: 'Enter the last working day: pay stops after it.',
      },
    ]);
    const good = await workbookOf([header, row('Tini Pamit', '6471025503880002', '2026-04-30')]);
    const job = await importAndWait(t, '/api/v4/employees/import', hr, good, 'leavers.xlsx');
    expect(job.state, JSON.stringify(job)).toBe('completed');
    const [tini] = await t.database.db
      .select()
      .from(employees)
      .where(eq(employees.nik, '6471025503880002'));
    expect(tini).toMatchObject({
      status: 'resigned',
      lastWorkingDay: '2026-04-30',
      endReason: 'resignation',
    });
  });

  it('reinstates a leaver: back to active clears the end, recorded and audited', async () => {
    const res = await end(ids.lia, { status: 'active', effectiveDate: '2026-08-03' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'active', lastWorkingDay: null, endReason: null });
    const history = (await call(hr, 'GET', `/api/v4/employees/${ids.lia}/history`)).json().items;
    expect(history[0]).toMatchObject({ effectiveDate: '2026-08-03' });
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'placement',
          before: { lastWorkingDay: '2026-06-12' },
          after: { lastWorkingDay: null },
        }),
      ]),
    );
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, ids.lia), eq(auditLog.action, 'employee.employment-resumed')),
      );
    expect(audit).toHaveLength(1);
  });
});

/** One employee's month in the pure calculation: the proration policy and the final month. */
describe('a leaver’s month in the calculation', () => {
  const base: PayslipInput = {
    period: '2026-09',
    ptkpStatus: 'TK/0',
    taxIdActive: true,
    startDate: '2025-01-06',
    endDate: null,
    workWeek: 5,
    baseSalary: 6_000_000,
    components: [],
    bpjs: { kesehatan: false, jht: false, jp: false, jkk: false, jkm: false },
    jkkRiskClass: 1,
    taxMethod: 'gross',
    prorationBasis: 'calendar-days',
    thrDue: false,
    kesehatanFloor: 0,
    unpaidDays: 0,
    overtimePay: 0,
    overtimeMinutes: 0,
    adjustments: [],
    priorMonths: [],
    ruleLabels: {},
  };
  const baseLine = (input: PayslipInput) =>
    calculatePayslip(input, officialRules).lines.find((l) => l.code === 'base');

  it('prorates by calendar days up to the last working day, and settles the year in its month', () => {
    const figures = calculatePayslip({ ...base, lastWorkingDay: '2026-09-12' }, officialRules);
    expect(figures.finalMonth).toBe(true);
    expect(figures.lines.find((l) => l.code === 'base')).toMatchObject({
      amount: 2_400_000,
      inputs: { employedDays: 12, basisDays: 30, basis: 'calendar-days' },
    });
    expect(figures.lines.find((l) => l.formula === 'article17-settlement')).toBeDefined();
  });

  it('reads the last working day before the PKWT contract end, and the contract end without one', () => {
    const early = { ...base, endDate: '2026-12-31', lastWorkingDay: '2026-09-15' };
    expect(baseLine(early)).toMatchObject({ inputs: { employedDays: 15 } });
    expect(calculatePayslip(early, officialRules).finalMonth).toBe(true);
    const byContract = { ...base, endDate: '2026-09-20' };
    expect(baseLine(byContract)).toMatchObject({ inputs: { employedDays: 20 } });
    expect(calculatePayslip(byContract, officialRules).finalMonth).toBe(true);
    expect(calculatePayslip({ ...base, endDate: '2026-12-31' }, officialRules).finalMonth).toBe(
      false,
    );
  });
});
