import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { createElement } from 'react';
import type { Db } from '../db/database.js';
import { employees, type PayslipLine, payrollRuns, payslips } from '../db/schema.js';
import { formatDateTimeWib, formatRupiah } from '../format.js';
import { HttpProblem } from '../http/problem.js';
import type { Locale } from '../i18n/locale.js';
import { A1_LINES, AnnualTaxForm } from '../pdf/documents/AnnualTaxForm.js';
import { renderPdf } from '../pdf/render.js';
import { type ExportColumn, writeWorkbook } from '../people/import/spreadsheet.js';
import { monthName } from './payslip-pdf.js';
import { SETTLED_STATES } from './runs.js';

const sum = (lines: readonly PayslipLine[], codes: string[]) =>
  lines.filter((l) => codes.includes(l.code)).reduce((s, l) => s + l.amount, 0);

type PayslipRow = typeof payslips.$inferSelect;

/**
 * The 1721-A1 figures of an employee's year from its final payslips (oldest first): salary, tax
 * allowance, other allowances and overtime, the employer's taxable premiums, bonuses and THR; job
 * expense and pension contributions; the final month's settlement; the tax withheld in all.
 */
export function a1Figures(slips: readonly PayslipRow[]) {
  const last = slips.at(-1)!;
  const each = (codes: string[]) => slips.reduce((s, p) => s + sum(p.lines, codes), 0);
  const salary = each(['base', 'unpaid-days']);
  const taxAllowance = each(['tax-allowance']);
  const allowances = each(['fixed-allowance', 'variable-allowance', 'overtime']);
  const premiums = each(['bpjs-kesehatan-employer', 'bpjs-jkk-employer', 'bpjs-jkm-employer']);
  const bonuses = slips.reduce(
    (s, p) =>
      s +
      p.lines
        .filter((l) => (l.code === 'thr' || l.code === 'adjustment') && l.taxable)
        .reduce((a, l) => a + l.amount, 0),
    0,
  );
  const gross = salary + taxAllowance + allowances + premiums + bonuses;
  const settlement = last.finalMonth
    ? last.lines.find((l) => l.code === 'pph21' || l.code === 'pph21-refund')
    : undefined;
  const n = (key: string) =>
    typeof settlement?.inputs[key] === 'number' ? (settlement.inputs[key] as number) : null;
  const jobExpense = n('jobExpense');
  const pension = slips.reduce((s, p) => s + p.jhtEmployee + p.jpEmployee, 0);
  const deductions = (jobExpense ?? 0) + pension;
  const net = gross - deductions;
  const withheld = slips.reduce((s, p) => s + p.tax, 0);
  return {
    first: slips[0]!.period,
    last: last.period,
    settled: settlement !== undefined,
    lines: [
      salary,
      taxAllowance,
      allowances,
      0,
      premiums,
      0,
      bonuses,
      gross,
      jobExpense,
      pension,
      deductions,
      net,
      0,
      net,
      n('ptkp'),
      n('pkp'),
      n('annualTax'),
      0,
      n('annualTax'),
      withheld,
    ] as (number | null)[],
  };
}

/** An employee's final payslips of a year, oldest first; 404 without any. */
export async function annualTaxFigures(db: Db, employeeId: string, year: number) {
  const rows = await db
    .select({ payslip: payslips })
    .from(payslips)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payslips.runId))
    .where(
      and(
        eq(payslips.employeeId, employeeId),
        gte(payslips.period, `${year}-01`),
        lte(payslips.period, `${year}-12`),
        inArray(payrollRuns.state, SETTLED_STATES),
      ),
    )
    .orderBy(asc(payslips.period));
  if (rows.length === 0) {
    throw new HttpProblem(404, 'not-found', 'This employee has no final payslip in that year.');
  }
  const slips = rows.map((r) => r.payslip);
  return { slips, ...a1Figures(slips) };
}

/**
 * Every employee's 1721-A1 figures of a year (of one client, or all) as XLSX: one row per
 * employee with the form's twenty numbered lines, for the annual withholding slips in bulk.
 */
export async function exportAnnualTax(db: Db, year: number, clientId?: string) {
  const rows = await db
    .select({ payslip: payslips })
    .from(payslips)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payslips.runId))
    .where(
      and(
        gte(payslips.period, `${year}-01`),
        lte(payslips.period, `${year}-12`),
        inArray(payrollRuns.state, SETTLED_STATES),
        clientId ? eq(payrollRuns.clientId, clientId) : undefined,
      ),
    )
    .orderBy(asc(payslips.employeeId), asc(payslips.period));
  const byEmployee = new Map<string, PayslipRow[]>();
  for (const { payslip } of rows) {
    byEmployee.set(payslip.employeeId, [...(byEmployee.get(payslip.employeeId) ?? []), payslip]);
  }
  const forms = [...byEmployee.values()]
    .map((slips) => ({ employee: slips.at(-1)!.employee, ...a1Figures(slips) }))
    .sort((a, b) => a.employee.name.localeCompare(b.employee.name));
  type Form = (typeof forms)[number];
  const columns: ExportColumn<Form>[] = [
    { header: 'Nomor induk karyawan', width: 18, value: (f) => f.employee.number },
    { header: 'Nama', width: 28, value: (f) => f.employee.name },
    { header: 'NPWP', width: 20, value: (f) => f.employee.npwp?.replace(/\D/g, '') ?? null },
    { header: 'NIK', width: 20, value: (f) => f.employee.nik },
    { header: 'Status PTKP', width: 10, value: (f) => f.employee.ptkpStatus },
    {
      header: 'Masa pajak awal',
      width: 10,
      kind: 'number',
      value: (f) => Number(f.first.slice(5)),
    },
    {
      header: 'Masa pajak akhir',
      width: 10,
      kind: 'number',
      value: (f) => Number(f.last.slice(5)),
    },
    { header: 'Tahun pajak', width: 10, kind: 'number', value: () => year },
    ...A1_LINES.id.map(
      (label, i): ExportColumn<Form> => ({
        header: `${i + 1}. ${label}`,
        width: 16,
        kind: 'money',
        value: (f) => f.lines[i] ?? null,
      }),
    ),
  ];
  return writeWorkbook(`1721-A1 ${year}`, columns, forms);
}

export async function annualTaxPdf(
  db: Db,
  employeeId: string,
  year: number,
  locale: Locale,
  now: Date,
) {
  const figures = await annualTaxFigures(db, employeeId, year);
  const [employee] = await db.select().from(employees).where(eq(employees.id, employeeId));
  const snapshot = figures.slips.at(-1)!.employee;
  const pdf = await renderPdf(
    createElement(AnnualTaxForm, {
      locale,
      company: 'Staffdesk',
      year,
      months: `${monthName(figures.first, locale)} – ${monthName(figures.last, locale)}`,
      employee: {
        name: snapshot.name,
        number: snapshot.number,
        nik: employee?.nik ?? snapshot.nik,
        npwp: snapshot.npwp ?? '–',
        ptkpStatus: snapshot.ptkpStatus,
        position: snapshot.position,
      },
      amounts: figures.lines.map((v) => (v === null ? '–' : formatRupiah(v))),
      generatedAt: formatDateTimeWib(now, locale),
    }),
  );
  return { pdf, filename: `1721-A1-${year}-${snapshot.number}.pdf` };
}
