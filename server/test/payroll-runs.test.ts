import {
  bpjsContributions,
  type Pph21AnnualMonth,
  pph21Annual,
  pph21Monthly,
} from '@staffdesk/id-payroll';
import { eq, inArray } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, overtimeRequests, payslips } from '../src/db/schema.js';
import { bearer, signIn } from './support/identity.js';
import { acceptWarnings } from './support/payroll.js';
import { employeeBody, sheetRows } from './support/people.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

const MONTHS = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`);

type Run = { id: string; state: string; totals: { employees: number; net: number } | null };
type Line = {
  code: string;
  amount: number;
  side: string;
  inputs: Record<string, number | string>;
  rule?: string;
};

describe.each(engines)('payroll runs on %s', (engine) => {
  let t: TestApp;
  let hr: string;
  let tax: string;
  let finance: string;
  let clientId: string;
  let yearId: string;
  let leaverId: string;

  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...bearer(token), 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });

  async function calculated(runId: string): Promise<Run> {
    const started = await call(hr, 'POST', `/payroll/v4/runs/${runId}/calculate`);
    expect(started.statusCode, started.body).toBe(202);
    return settled(runId);
  }

  async function settled(runId: string): Promise<Run> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const res = await call(hr, 'GET', `/payroll/v4/runs/${runId}`);
      const run = res.json();
      if (run.state !== 'calculating') {
        expect(run.lastError).toBeNull();
        return run;
      }
      if (Date.now() > deadline) throw new Error('the run is still calculating after 60 s');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function approvedRun(period: string) {
    const created = await call(hr, 'POST', '/payroll/v4/runs', { clientId, period });
    expect(created.statusCode, created.body).toBe(201);
    const run = await calculated(created.json().id);
    expect(run.state).toBe('calculated');
    // No timesheets at this client: HR accepts each month's warning with a reason.
    await acceptWarnings(t, hr, run.id, 'The client keeps no timesheets: full month.');
    expect((await call(hr, 'POST', `/payroll/v4/runs/${run.id}/review`)).statusCode).toBe(200);
    const approved = await call(tax, 'POST', `/payroll/v4/runs/${run.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    return run.id;
  }

  async function payslipOf(runId: string, employeeId: string) {
    const list = await call(hr, 'GET', `/payroll/v4/runs/${runId}/payslips?pageSize=200`);
    const summary = list
      .json()
      .items.find((p: { employeeId: string }) => p.employeeId === employeeId);
    const res = await call(hr, 'GET', `/payroll/v4/payslips/${summary.id}`);
    return res.json() as {
      tax: number;
      net: number;
      gross: number;
      taxableGross: number;
      bpjsEmployee: number;
      finalMonth: boolean;
      lines: Line[];
    };
  }

  const runIds = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp(
      engine,
      {},
      { now: () => new Date('2026-12-28T03:00:00Z'), jobPollingSeconds: 0.5, demo: true },
    );
    hr = await signIn(t, 'hr@staffdesk.local');
    tax = await signIn(t, 'tax@staffdesk.local');
    finance = await signIn(t, 'finance@staffdesk.local');

    const client = await call(hr, 'POST', '/api/v4/clients', {
      code: 'pyr-01',
      legalName: 'PT Payroll Sejahtera',
      billingMethod: 'management-fee',
      paymentTermsDays: 30,
      status: 'active',
      pics: [],
    });
    expect(client.statusCode, client.body).toBe(201);
    clientId = client.json().id;

    const year = await call(
      hr,
      'POST',
      '/api/v4/employees',
      employeeBody(
        { fullName: 'Yusuf Setahun' },
        { clientId, startDate: '2024-01-02', baseSalary: 8_000_000, position: 'Supervisor' },
      ),
    );
    expect(year.statusCode, year.body).toBe(201);
    yearId = year.json().id;
    const leaver = await call(
      hr,
      'POST',
      '/api/v4/employees',
      employeeBody(
        { fullName: 'Lina Pergi' },
        { clientId, startDate: '2025-06-02', baseSalary: 10_000_000, position: 'Analyst' },
      ),
    );
    expect(leaver.statusCode, leaver.body).toBe(201);
    leaverId = leaver.json().id;
    // Profile facts HR keeps elsewhere: bank accounts, PTKP statuses, the leaver's last day.
    await t.database.db
      .update(employees)
      .set({ bankName: 'BCA', bankAccountNumber: '5270001111', bankAccountName: 'Payee' })
      .where(inArray(employees.id, [yearId, leaverId]));
    await t.database.db
      .update(employees)
      .set({ ptkpStatus: 'K/1' })
      .where(eq(employees.id, yearId));
    await t.database.db
      .update(employees)
      .set({ ptkpStatus: 'TK/0', endDate: '2026-05-15', status: 'resigned' })
      .where(eq(employees.id, leaverId));

    const salary = (baseSalary: number) => ({
      baseSalary,
      components: [
        { name: 'Transport', kind: 'fixed-allowance', amount: 1_000_000, taxable: true },
      ],
      bpjs: { kesehatan: true, jht: true, jp: true, jkk: true, jkm: true },
      jkkRiskClass: 1,
      taxMethod: null,
      taxIdActive: true,
    });
    for (const [month, base] of [
      ['2026-01', 8_000_000],
      ['2026-07', 12_000_000],
    ] as const) {
      const res = await call(
        hr,
        'PUT',
        `/payroll/v4/employees/${yearId}/salary-data/${month}`,
        salary(base),
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    // Overtime approved in March (its period, cut-off 20, runs 21 Feb – 20 Mar).
    const [demoEmployee] = await t.database.db
      .select()
      .from(employees)
      .where(eq(employees.id, yearId));
    await t.database.db.insert(overtimeRequests).values({
      employeeId: yearId,
      clientId,
      date: '2026-03-10',
      startTime: '17:00',
      endTime: '20:00',
      minutes: 180,
      reason: 'Stock count',
      dayType: 'workday',
      status: 'approved',
      payAmount: 462_428,
      billAmount: 462_428,
      computation: {} as never,
      requestedByLabel: demoEmployee!.fullName,
    });
    const policy = await call(finance, 'PUT', `/payroll/v4/clients/${clientId}/payroll-policy`, {
      taxMethod: 'gross',
      prorationBasis: 'working-days',
      thrMonth: 3,
      kesehatanFloor: 0,
      payslipDelivery: 'link',
    });
    expect(policy.statusCode, policy.body).toBe(200);
    const bonus = await call(hr, 'POST', '/payroll/v4/adjustments', {
      employeeId: yearId,
      period: '2026-12',
      name: 'Year-end bonus',
      side: 'earning',
      taxable: true,
      amount: 15_000_000,
    });
    expect(bonus.statusCode, bonus.body).toBe(201);

    for (const month of MONTHS) runIds.set(month, await approvedRun(month));
  }, 240_000);
  afterAll(() => t.close());

  it('withholds TER every month and settles December exactly as @staffdesk/id-payroll computes', async () => {
    const months: Pph21AnnualMonth[] = [];
    for (const period of MONTHS) {
      const month = Number(period.slice(5));
      const base = month >= 7 ? 12_000_000 : 8_000_000;
      const wage = base + 1_000_000;
      const bpjs = bpjsContributions({ wage, period, jkkRatePercent: 0.24 });
      const overtime = month === 3 ? 462_428 : 0;
      const thr = month === 3 ? wage : 0;
      const bonus = month === 12 ? 15_000_000 : 0;
      const gross = wage + overtime + thr + bonus + bpjs.taxableEmployerPremiums;
      const slip = await payslipOf(runIds.get(period)!, yearId);
      expect(slip.taxableGross, period).toBe(gross);
      if (month < 12) {
        const expected = pph21Monthly({ ptkpStatus: 'K/1', gross, period }).tax;
        expect(slip.tax, period).toBe(expected);
        months.push({
          gross,
          jhtEmployee: bpjs.jht.employee,
          jpEmployee: bpjs.jp.employee,
          terWithheld: expected,
        });
      } else {
        const annual = pph21Annual({
          year: 2026,
          ptkpStatus: 'K/1',
          months: [
            ...months,
            { gross, jhtEmployee: bpjs.jht.employee, jpEmployee: bpjs.jp.employee, terWithheld: 0 },
          ],
        });
        expect(slip.finalMonth).toBe(true);
        expect(slip.tax).toBe(annual.finalMonthTax);
        const line = slip.lines.find((l) => l.code === 'pph21')!;
        expect(line.inputs.annualTax).toBe(annual.annualTax);
        expect(line.inputs.pkp).toBe(annual.pkp);
        expect(line.rule).toContain('article17 2022-01-01');
      }
      const net = wage + overtime + thr + bonus - bpjs.employeeDeductions - slip.tax;
      expect(slip.net, period).toBe(net);
    }
  });

  it('explains each figure: THR, overtime and the TER line with its rule version', async () => {
    const march = await payslipOf(runIds.get('2026-03')!, yearId);
    const thr = march.lines.find((l) => l.code === 'thr')!;
    expect(thr).toMatchObject({ amount: 9_000_000, side: 'earning' });
    expect(thr.inputs.monthsOfService).toBeGreaterThanOrEqual(12);
    expect(march.lines.find((l) => l.code === 'overtime')).toMatchObject({ amount: 462_428 });
    const ter = march.lines.find((l) => l.code === 'pph21')!;
    expect(ter.inputs).toMatchObject({ category: 'B', ptkpStatus: 'K/1' });
    expect(ter.rule).toBe('ter 2024-01-01');
    const jp = march.lines.find((l) => l.code === 'bpjs-jp-employee')!;
    expect(jp.inputs).toMatchObject({ wage: 9_000_000, ratePercent: 1, cap: 11_086_300 });
  });

  it('prorates a leaver in May and refunds the TER withheld beyond the part-year tax', async () => {
    const months: Pph21AnnualMonth[] = [];
    for (const period of MONTHS.slice(0, 4)) {
      const slip = await payslipOf(runIds.get(period)!, leaverId);
      expect(slip.finalMonth).toBe(false);
      const bpjs = bpjsContributions({ wage: 10_000_000, period, jkkRatePercent: 0.24 });
      months.push({
        gross: slip.taxableGross,
        jhtEmployee: bpjs.jht.employee,
        jpEmployee: bpjs.jp.employee,
        terWithheld: slip.tax,
      });
    }
    expect(months.every((m) => m.terWithheld > 0)).toBe(true);
    const may = await payslipOf(runIds.get('2026-05')!, leaverId);
    // 11 of May's 21 working days (1–15 May).
    expect(may.lines.find((l) => l.code === 'base')).toMatchObject({
      amount: 5_238_095,
      inputs: { employedDays: 11, basisDays: 21 },
    });
    const bpjs = bpjsContributions({ wage: 10_000_000, period: '2026-05', jkkRatePercent: 0.24 });
    const annual = pph21Annual({
      year: 2026,
      ptkpStatus: 'TK/0',
      months: [
        ...months,
        {
          gross: may.taxableGross,
          jhtEmployee: bpjs.jht.employee,
          jpEmployee: bpjs.jp.employee,
          terWithheld: 0,
        },
      ],
    });
    expect(annual.finalMonthTax).toBeLessThan(0);
    expect(may.finalMonth).toBe(true);
    expect(may.tax).toBe(annual.finalMonthTax);
    expect(may.lines.find((l) => l.code === 'pph21-refund')).toMatchObject({
      side: 'earning',
      amount: -annual.finalMonthTax,
    });
    expect(may.net).toBe(may.gross - may.bpjsEmployee - may.tax);
    // Gone after May: June's run has no payslip for her.
    const june = await call(
      hr,
      'GET',
      `/payroll/v4/runs/${runIds.get('2026-06')}/payslips?search=Lina`,
    );
    expect(june.json().total).toBe(0);
  });

  it('reports BPJS, PPh 21 (read back from XLSX), the 1721-A1 and the payroll summary from final runs', async () => {
    const march = await payslipOf(runIds.get('2026-03')!, yearId);
    const kes = (
      await call(
        tax,
        'GET',
        `/payroll/v4/reports/bpjs-kesehatan?period=2026-03&clientId=${clientId}`,
      )
    ).json();
    expect(kes.total).toBe(2);
    const mine = kes.items.find((r: { employeeId: string }) => r.employeeId === yearId);
    const kesLines = march.lines.filter((l) => l.code.startsWith('bpjs-kesehatan'));
    expect(mine.total).toBe(kesLines.reduce((s, l) => s + l.amount, 0));
    expect(kes.totals.total).toBe(
      kes.items.reduce((s: number, r: { total: number }) => s + r.total, 0),
    );
    const tk = (
      await call(
        tax,
        'GET',
        `/payroll/v4/reports/bpjs-ketenagakerjaan?period=2026-03&clientId=${clientId}`,
      )
    ).json();
    expect(tk.items.find((r: { employeeId: string }) => r.employeeId === yearId)).toMatchObject({
      wage: 9_000_000,
      jhtEmployee: 180_000,
      jpEmployee: 90_000,
      jkk: 21_600,
      jkm: 27_000,
    });

    const xlsx = await call(
      tax,
      'GET',
      `/payroll/v4/reports/pph21/export?period=2026-03&clientId=${clientId}`,
    );
    expect(xlsx.statusCode).toBe(200);
    const { rows } = await sheetRows(xlsx.rawPayload);
    expect(rows[0]).toEqual(
      expect.arrayContaining([
        'Kode Objek Pajak',
        'Penghasilan Bruto',
        'PPh Dipotong',
        'NIK (tanpa format/tanda baca)',
      ]),
    );
    const header = rows[0]!;
    const row = rows.find(
      (r) => r[header.indexOf('Nama Penerima Penghasilan Sesuai NIK')] === 'Yusuf Setahun',
    )!;
    expect(row[header.indexOf('Kode Objek Pajak')]).toBe('21-100-01');
    expect(Number(row[header.indexOf('Penghasilan Bruto')])).toBe(march.taxableGross);
    expect(Number(row[header.indexOf('PPh Dipotong')])).toBe(march.tax);
    expect(row[header.indexOf('Kategori TER')]).toBe('B');

    const a1 = await call(tax, 'GET', `/pdf/v4/employees/${yearId}/annual-tax/2026`, undefined);
    expect(a1.statusCode).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(a1.rawPayload) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    const december = await payslipOf(runIds.get('2026-12')!, yearId);
    const annualTax = december.lines.find((l) => l.code === 'pph21')!.inputs.annualTax as number;
    const rupiah = (n: number) => `Rp ${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
    expect(text).toContain('1721-A1');
    expect(text).toContain('Yusuf Setahun');
    expect(text).toContain(rupiah(annualTax));
    expect((await call(tax, 'GET', `/pdf/v4/employees/${yearId}/annual-tax/2024`)).statusCode).toBe(
      404,
    );
    // Every employee's form in one sheet, read back.
    const annual = await call(
      tax,
      'GET',
      `/payroll/v4/reports/annual-tax/export?year=2026&clientId=${clientId}`,
    );
    expect(annual.statusCode).toBe(200);
    const { rows: forms } = await sheetRows(annual.rawPayload);
    const head = forms[0]!;
    const yusuf = forms.find((r) => r[head.indexOf('Nama')] === 'Yusuf Setahun')!;
    const lina = forms.find((r) => r[head.indexOf('Nama')] === 'Lina Pergi')!;
    expect(forms).toHaveLength(3);
    expect(Number(yusuf[head.indexOf('17. PPh 21 atas penghasilan kena pajak')])).toBe(annualTax);
    expect(Number(yusuf[head.indexOf('Masa pajak akhir')])).toBe(12);
    expect(Number(lina[head.indexOf('Masa pajak akhir')])).toBe(5);

    const summary = (
      await call(finance, 'GET', '/payroll/v4/reports/payroll-summary?period=2026-03')
    ).json();
    const ours = summary.items.find((i: { clientId: string }) => i.clientId === clientId);
    expect(ours).toMatchObject({ final: true, employees: 2 });
    expect(ours.net).toBe(march.net + (await payslipOf(runIds.get('2026-03')!, leaverId)).net);
  });

  it('refuses to change what an approved run used, and a closed run entirely', async () => {
    const dec = runIds.get('2026-12')!;
    expect((await call(hr, 'POST', `/payroll/v4/runs/${dec}/calculate`)).statusCode).toBe(409);
    const adjust = await call(hr, 'POST', '/payroll/v4/adjustments', {
      employeeId: yearId,
      period: '2026-12',
      name: 'Late bonus',
      side: 'earning',
      amount: 1_000,
    });
    expect(adjust.statusCode).toBe(409);
    expect((await call(hr, 'POST', `/payroll/v4/runs/${dec}/pay`)).statusCode).toBe(403);
    expect((await call(finance, 'POST', `/payroll/v4/runs/${dec}/pay`)).statusCode).toBe(200);
    expect((await call(finance, 'POST', `/payroll/v4/runs/${dec}/close`)).statusCode).toBe(200);
    const closed = await call(hr, 'POST', `/payroll/v4/runs/${dec}/calculate`);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'run-closed' });
    const salary = await call(hr, 'PUT', `/payroll/v4/employees/${yearId}/salary-data/2026-12`, {
      baseSalary: 1,
      components: [],
      bpjs: { kesehatan: true, jht: true, jp: true, jkk: true, jkm: true },
      jkkRiskClass: 1,
      taxMethod: null,
      taxIdActive: true,
    });
    expect(salary.statusCode).toBe(409);
    // The TER master an approved run used is history now.
    const ter = (await call(tax, 'GET', '/payroll/v4/tax-masters/ter')).json().items[0];
    expect(ter.usedByApprovedRun).toBe(true);
    const edit = await call(tax, 'PUT', `/payroll/v4/tax-masters/ter/${ter.id}`, {
      effectiveFrom: ter.effectiveFrom,
      effectiveTo: null,
      legalBasis: ter.legalBasis,
      data: ter.data,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ code: 'tax-master-in-use' });
  });

  it('lets one of two simultaneous approvals and re-runs win, with no duplicate payslips', async () => {
    const created = await call(hr, 'POST', '/payroll/v4/runs', { clientId, period: '2027-01' });
    const id = created.json().id;
    const starts = await Promise.all(
      [1, 2, 3].map(() => call(hr, 'POST', `/payroll/v4/runs/${id}/calculate`)),
    );
    expect(starts.map((r) => r.statusCode).sort()).toEqual([202, 409, 409]);
    expect((await settled(id)).state).toBe('calculated');
    // Re-run, then check there is still one payslip per employee.
    const run = await calculated(id);
    expect(run.state).toBe('calculated');
    const rows = await t.database.db.select().from(payslips).where(eq(payslips.runId, id));
    expect(rows.length).toBe(1);
    expect(run.totals?.employees).toBe(1);
    await acceptWarnings(t, hr, id);
    expect((await call(hr, 'POST', `/payroll/v4/runs/${id}/review`)).statusCode).toBe(200);
    const approvals = await Promise.all(
      // Not HR: HR calculated the run (maker–checker).
      [tax, tax, tax].map((who) => call(who, 'POST', `/payroll/v4/runs/${id}/approve`)),
    );
    expect(approvals.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });
});
