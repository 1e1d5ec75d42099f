import {
  bpjsContributions,
  type Pph21AnnualMonth,
  type PtkpStatus,
  pph21Annual,
  pph21Monthly,
  type RuleSet,
  selectEffective,
  thr,
} from '@staffdesk/id-payroll';
import type {
  BpjsEnrolment,
  JkkRiskClass,
  PayslipLine,
  ProrationBasis,
  SalaryComponent,
  TaxMethod,
} from '../db/schema.js';
import { JKK_RISK_RATES } from '../db/schema.js';

/** Everything one employee's month needs; gathered by the run, so the calculation is pure. */
export type PayslipInput = {
  period: string;
  ptkpStatus: PtkpStatus;
  taxIdActive: boolean;
  startDate: string;
  /** The PKWT contract's end (null for a permanent contract). */
  endDate: string | null;
  /**
   * The last working day once employment ended (any contract type): pay stops after it and its
   * month settles the year (Article 17). While unset, the contract end counts as the end.
   */
  lastWorkingDay?: string | null | undefined;
  workWeek: 5 | 6;
  baseSalary: number;
  components: readonly SalaryComponent[];
  bpjs: BpjsEnrolment;
  jkkRiskClass: JkkRiskClass;
  taxMethod: TaxMethod;
  prorationBasis: ProrationBasis;
  /** THR is paid in this run. */
  thrDue: boolean;
  kesehatanFloor: number;
  /** Absent days and unpaid leave in the approved timesheet. */
  unpaidDays: number;
  /**
   * The days the unpaid days were counted in (the client's timesheet period, e.g. 21 Oct–20 Nov):
   * an unpaid day is a share of this period's working days. Absent: the calendar month's.
   */
  unpaidDayPeriod?: { start: string; end: string } | undefined;
  overtimePay: number;
  overtimeMinutes: number;
  adjustments: readonly {
    name: string;
    side: 'earning' | 'deduction';
    taxable: boolean;
    amount: number;
  }[];
  /** The year's earlier payslips of this employee, oldest first (for the final-month settlement). */
  priorMonths: readonly Pph21AnnualMonth[];
  /** Rule version labels by master kind, for the explanations. */
  ruleLabels: Readonly<Record<string, string>>;
};

export type PayslipFigures = {
  gross: number;
  taxableGross: number;
  bpjsEmployee: number;
  bpjsEmployer: number;
  jhtEmployee: number;
  jpEmployee: number;
  tax: number;
  finalMonth: boolean;
  net: number;
  lines: PayslipLine[];
};

const DAY_MS = 86_400_000;

function daysIn(period: string) {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Counted spans: a run asks for the same few (the month, the timesheet period) per employee. */
const countedSpans = new Map<string, number>();
const COUNTED_SPANS_KEPT = 10_000;

/** Working days (Monday–Friday, or –Saturday) from `from` to `to`, both inclusive. */
export function workingDays(from: string, to: string, workWeek: 5 | 6) {
  const key = `${from}/${to}/${workWeek}`;
  const known = countedSpans.get(key);
  if (known !== undefined) return known;
  let count = 0;
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += DAY_MS) {
    const day = new Date(t).getUTCDay();
    if (day !== 0 && (workWeek === 6 || day !== 6)) count++;
  }
  if (countedSpans.size >= COUNTED_SPANS_KEPT) countedSpans.clear();
  countedSpans.set(key, count);
  return count;
}

const roundDiv = (a: number, b: number, d: number) => Math.floor((a * b * 2 + d) / (2 * d));

/** Whole months of service from the start to the end of `period` (for THR). */
function monthsOfService(startDate: string, period: string) {
  const [sy, sm, sd] = startDate.split('-').map(Number) as [number, number, number];
  const [py, pm] = period.split('-').map(Number) as [number, number];
  let months = (py - sy) * 12 + (pm - sm);
  if (sd > daysIn(period)) months -= 1;
  return Math.max(0, months);
}

/** The last day of employment: the last working day, else the contract's end (null: employed). */
export function employmentEnd(p: {
  endDate: string | null;
  lastWorkingDay?: string | null | undefined;
}): string | null {
  return p.lastWorkingDay ?? p.endDate;
}

/**
 * Whether this is the employee's last month of the year with us: December or the month they leave
 * (pass the employment end: `employmentEnd`).
 */
export function isFinalMonth(period: string, endDate: string | null) {
  return period.endsWith('-12') || (endDate !== null && endDate.slice(0, 7) === period);
}

/**
 * One employee's payslip for a month: pay prorated for joiners and leavers, unpaid days off,
 * overtime, THR in its month, adjustments, BPJS both parts, PPh 21 by TER (or the Article 17
 * settlement in the final month) by the tax method, and net pay. Every figure is a line that
 * says how it was reached.
 */
export function calculatePayslip(input: PayslipInput, rules: RuleSet): PayslipFigures {
  const { period, ruleLabels } = input;
  const lines: PayslipLine[] = [];
  const monthStart = `${period}-01`;
  const monthEnd = `${period}-${String(daysIn(period)).padStart(2, '0')}`;
  const from = input.startDate > monthStart ? input.startDate : monthStart;
  const lastDay = employmentEnd(input);
  const to = lastDay !== null && lastDay < monthEnd ? lastDay : monthEnd;
  const calendar = input.prorationBasis === 'calendar-days';
  const basisDays = calendar ? daysIn(period) : workingDays(monthStart, monthEnd, input.workWeek);
  const employedDays = calendar
    ? Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1
    : workingDays(from, to, input.workWeek);
  const prorated = employedDays < basisDays;

  const fixed = input.components.filter((c) => c.kind === 'fixed-allowance');
  const fixedTotal = fixed.reduce((sum, c) => sum + c.amount, 0);
  const monthlyWage = input.baseSalary + fixedTotal;
  const share = (amount: number) => (prorated ? roundDiv(amount, employedDays, basisDays) : amount);
  const prorationInputs: Record<string, number | string> = prorated
    ? { employedDays, basisDays, basis: input.prorationBasis }
    : {};

  const base = share(input.baseSalary);
  lines.push({
    code: 'base',
    side: 'earning',
    amount: base,
    taxable: true,
    formula: prorated ? 'prorated' : 'amount',
    inputs: { amount: input.baseSalary, ...prorationInputs },
  });
  for (const c of fixed) {
    lines.push({
      code: 'fixed-allowance',
      name: c.name,
      side: 'earning',
      amount: share(c.amount),
      taxable: c.taxable,
      formula: prorated ? 'prorated' : 'amount',
      inputs: { amount: c.amount, ...prorationInputs },
    });
  }
  for (const c of input.components.filter((x) => x.kind === 'variable-allowance')) {
    lines.push({
      code: 'variable-allowance',
      name: c.name,
      side: 'earning',
      amount: c.amount,
      taxable: c.taxable,
      formula: 'amount',
      inputs: { amount: c.amount },
    });
  }
  if (input.unpaidDays > 0) {
    const days = input.unpaidDayPeriod ?? { start: monthStart, end: monthEnd };
    const workdays = workingDays(days.start, days.end, input.workWeek);
    const cut = Math.min(base, roundDiv(monthlyWage, input.unpaidDays, workdays));
    lines.push({
      code: 'unpaid-days',
      side: 'earning',
      amount: -cut,
      taxable: true,
      formula: 'unpaid-days',
      inputs: {
        baseSalary: input.baseSalary,
        fixedAllowances: fixedTotal,
        unpaidDays: input.unpaidDays,
        workingDays: workdays,
        workingDaysFrom: days.start,
        workingDaysTo: days.end,
      },
    });
  }
  if (input.overtimePay > 0) {
    lines.push({
      code: 'overtime',
      side: 'earning',
      amount: input.overtimePay,
      taxable: true,
      formula: 'overtime-sum',
      inputs: { hours: input.overtimeMinutes / 60 },
    });
  }
  if (input.thrDue) {
    const months = monthsOfService(input.startDate, period);
    const amount = thr({ monthlyWage, monthsOfService: months }, rules);
    if (amount > 0) {
      lines.push({
        code: 'thr',
        side: 'earning',
        amount,
        taxable: true,
        formula: months >= rules.thr.fullFromMonths ? 'thr-full' : 'thr-prorated',
        inputs: { monthlyWage, monthsOfService: months },
        rule: 'Permenaker 6/2016',
      });
    }
  }
  // A recurring deduction of the salary data (a loan repayment): off the net pay, after tax.
  for (const c of input.components.filter((x) => x.kind === 'deduction')) {
    lines.push({
      code: 'deduction',
      name: c.name,
      side: 'deduction',
      amount: c.amount,
      taxable: false,
      formula: 'amount',
      inputs: { amount: c.amount },
    });
  }
  for (const a of input.adjustments) {
    lines.push({
      code: a.side === 'earning' ? 'adjustment' : 'adjustment-deduction',
      name: a.name,
      side: a.side,
      amount: a.amount,
      taxable: a.side === 'earning' && a.taxable,
      formula: 'amount',
      inputs: { amount: a.amount },
    });
  }

  const bpjs = bpjsContributions(
    {
      wage: monthlyWage,
      period,
      jkkRatePercent: JKK_RISK_RATES[input.jkkRiskClass],
      kesehatanFloor: input.kesehatanFloor,
      participate: input.bpjs,
    },
    rules,
  );
  const wageInputs = { wage: monthlyWage };
  const bpjsLine = (
    code: string,
    side: 'deduction' | 'employer',
    amount: number,
    kind: string,
    taxable: boolean,
    extra: Record<string, number> = {},
  ) => {
    if (amount === 0) return;
    const programme = {
      'bpjs-kesehatan': rules.bpjs.kesehatan,
      'bpjs-jht': rules.bpjs.jht,
      'bpjs-jp': rules.bpjs.jp,
      'bpjs-jkm': rules.bpjs.jkm,
    }[kind];
    const version = programme ? selectEffective(programme, `${period}-01`, kind) : undefined;
    const rateBp = side === 'employer' ? version?.employerBp : version?.employeeBp;
    lines.push({
      code,
      side,
      amount,
      taxable,
      formula: 'bpjs',
      inputs: {
        ...wageInputs,
        ...extra,
        ...(rateBp !== undefined ? { ratePercent: rateBp / 100 } : {}),
        ...(version?.wageCap ? { cap: version.wageCap } : {}),
      },
      ...(ruleLabels[kind] ? { rule: ruleLabels[kind] } : {}),
    });
  };
  const kesFloor: Record<string, number> =
    input.kesehatanFloor > 0 ? { floor: input.kesehatanFloor } : {};
  bpjsLine(
    'bpjs-kesehatan-employee',
    'deduction',
    bpjs.kesehatan.employee,
    'bpjs-kesehatan',
    false,
    kesFloor,
  );
  bpjsLine('bpjs-jht-employee', 'deduction', bpjs.jht.employee, 'bpjs-jht', false);
  bpjsLine('bpjs-jp-employee', 'deduction', bpjs.jp.employee, 'bpjs-jp', false);
  bpjsLine(
    'bpjs-kesehatan-employer',
    'employer',
    bpjs.kesehatan.employer,
    'bpjs-kesehatan',
    true,
    kesFloor,
  );
  bpjsLine('bpjs-jht-employer', 'employer', bpjs.jht.employer, 'bpjs-jht', false);
  bpjsLine('bpjs-jp-employer', 'employer', bpjs.jp.employer, 'bpjs-jp', false);
  if (bpjs.jkk.employer > 0) {
    lines.push({
      code: 'bpjs-jkk-employer',
      side: 'employer',
      amount: bpjs.jkk.employer,
      taxable: true,
      formula: 'jkk',
      inputs: { wage: monthlyWage, riskRatePercent: JKK_RISK_RATES[input.jkkRiskClass] },
      rule: 'PP 44/2015',
    });
  }
  bpjsLine('bpjs-jkm-employer', 'employer', bpjs.jkm.employer, 'bpjs-jkm', true);

  const earnings = lines.filter((l) => l.side === 'earning');
  const taxableEarnings = earnings.filter((l) => l.taxable).reduce((s, l) => s + l.amount, 0);
  const baseTaxable = taxableEarnings + bpjs.taxableEmployerPremiums;
  const finalMonth = isFinalMonth(period, lastDay);
  const hasNpwp = input.taxIdActive;
  const year = Number(period.slice(0, 4));

  const taxOn = (taxableGross: number) =>
    finalMonth
      ? pph21Annual(
          {
            year,
            ptkpStatus: input.ptkpStatus,
            hasNpwp,
            months: [
              ...input.priorMonths,
              {
                gross: taxableGross,
                jhtEmployee: bpjs.jht.employee,
                jpEmployee: bpjs.jp.employee,
                terWithheld: 0,
              },
            ],
          },
          rules,
        ).finalMonthTax
      : pph21Monthly({ ptkpStatus: input.ptkpStatus, gross: taxableGross, hasNpwp, period }, rules)
          .tax;

  // Gross-up: the allowance that exactly pays the tax on the pay plus itself.
  let allowance = 0;
  if (input.taxMethod === 'gross-up') {
    for (let i = 0; i < 50; i++) {
      const next = Math.max(0, taxOn(baseTaxable + allowance));
      if (next === allowance) break;
      allowance = next;
    }
    if (allowance > 0) {
      lines.push({
        code: 'tax-allowance',
        side: 'earning',
        amount: allowance,
        taxable: true,
        formula: 'gross-up',
        inputs: { taxableGrossWithoutAllowance: baseTaxable },
      });
    }
  }
  const taxableGross = baseTaxable + allowance;
  const tax = taxOn(taxableGross);
  const taxRule = finalMonth ? (ruleLabels.article17 ?? 'article17') : (ruleLabels.ter ?? 'ter');
  if (finalMonth) {
    const annual = pph21Annual(
      {
        year,
        ptkpStatus: input.ptkpStatus,
        hasNpwp,
        months: [
          ...input.priorMonths,
          {
            gross: taxableGross,
            jhtEmployee: bpjs.jht.employee,
            jpEmployee: bpjs.jp.employee,
            terWithheld: 0,
          },
        ],
      },
      rules,
    );
    lines.push({
      code: tax < 0 ? 'pph21-refund' : 'pph21',
      side: input.taxMethod === 'net' ? 'employer' : tax < 0 ? 'earning' : 'deduction',
      amount: Math.abs(tax),
      taxable: false,
      formula: 'article17-settlement',
      inputs: {
        grossYear: annual.grossYear,
        jobExpense: annual.jobExpense,
        pensionDeductions: annual.pensionDeductions,
        neto: annual.neto,
        ptkpStatus: input.ptkpStatus,
        ptkp: annual.ptkp,
        pkp: annual.pkp,
        annualTax: annual.annualTax,
        terWithheldBeforeFinal: annual.terWithheldBeforeFinal,
        months: input.priorMonths.length + 1,
      },
      rule: [taxRule, ruleLabels.ptkp, ruleLabels['job-expense']].filter(Boolean).join('; '),
    });
  } else {
    const monthly = pph21Monthly(
      { ptkpStatus: input.ptkpStatus, gross: taxableGross, hasNpwp, period },
      rules,
    );
    lines.push({
      code: 'pph21',
      side: input.taxMethod === 'net' ? 'employer' : 'deduction',
      amount: tax,
      taxable: false,
      formula: hasNpwp ? 'ter' : 'ter-no-npwp',
      inputs: {
        taxableGross,
        ptkpStatus: input.ptkpStatus,
        category: monthly.category,
        ratePercent: monthly.ratePercent,
      },
      rule: taxRule,
    });
  }

  const gross = lines
    .filter((l) => l.side === 'earning' && l.code !== 'pph21-refund')
    .reduce((s, l) => s + l.amount, 0);
  const otherDeductions = lines
    .filter((l) => l.side === 'deduction' && !l.code.startsWith('bpjs-') && l.code !== 'pph21')
    .reduce((s, l) => s + l.amount, 0);
  const employeeTax = input.taxMethod === 'net' ? 0 : tax;
  const net = gross - bpjs.employeeDeductions - otherDeductions - employeeTax;
  const bpjsEmployer =
    bpjs.kesehatan.employer +
    bpjs.jht.employer +
    bpjs.jp.employer +
    bpjs.jkk.employer +
    bpjs.jkm.employer;
  return {
    gross,
    taxableGross,
    bpjsEmployee: bpjs.employeeDeductions,
    bpjsEmployer,
    jhtEmployee: bpjs.jht.employee,
    jpEmployee: bpjs.jp.employee,
    tax,
    finalMonth,
    net,
    lines,
  };
}
