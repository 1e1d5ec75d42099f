import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { createElement } from 'react';
import type { Db } from '../db/database.js';
import { employees, type PayslipLine, payrollRuns, payslips } from '../db/schema.js';
import { formatDateTimeWib, formatRupiah } from '../format.js';
import { HttpProblem } from '../http/problem.js';
import type { Locale } from '../i18n/locale.js';
import { AnnualTaxForm } from '../pdf/documents/AnnualTaxForm.js';
import { renderPdf } from '../pdf/render.js';
import { monthName } from './payslip-pdf.js';
import { SETTLED_STATES } from './runs.js';

const sum = (lines: readonly PayslipLine[], codes: string[]) =>
  lines.filter((l) => codes.includes(l.code)).reduce((s, l) => s + l.amount, 0);

/**
 * The 1721-A1 figures of an employee's year, from the final payslips: salary, tax allowance,
 * other allowances and overtime, the employer's taxable premiums, bonuses and THR; job expense
 * and pension contributions from the final month's settlement; the tax withheld month by month.
 */
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
    slips,
    months: `${slips[0]!.period.slice(5)}–${last.period.slice(5)}`,
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
      months: `${monthName(figures.slips[0]!.period, locale)} – ${monthName(figures.slips.at(-1)!.period, locale)}`,
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
