// The words of a payslip's lines, as the payslip breakdown explains them: what each line is (its
// code), how it was reached (its formula, in a sentence) and what went in (its inputs, with their
// values written the Indonesian way: `Rp 5.000.000`, `21 days`, `4 %`). A code, formula or input
// the server adds later still shows, as the code itself.

import { msg, plural, t } from '@lingui/core/macro';
import { formatDate, formatMoney, formatNumber } from '@staffdesk/ui';
import { labelOf, wordsOf } from '../labels/labels';
import type { PayslipLine } from './payroll';

/** What each line is. */
export const PAYSLIP_LINE_LABELS: Readonly<Record<string, string>> = wordsOf({
  base: msg({ message: 'Base salary', comment: 'Payslip line' }),
  'fixed-allowance': msg({ message: 'Fixed allowance', comment: 'Payslip line' }),
  'variable-allowance': msg({ message: 'Variable allowance', comment: 'Payslip line' }),
  'unpaid-days': msg({
    message: 'Unpaid days',
    comment: 'Payslip line: pay taken off for absent days and unpaid leave',
  }),
  overtime: msg({ message: 'Overtime', context: 'payslip line', comment: 'Payslip line' }),
  thr: msg({ message: 'THR (religious holiday allowance)', comment: 'Payslip line' }),
  adjustment: msg({ message: 'Adjustment', comment: 'Payslip line: a one-off earning' }),
  deduction: msg({
    message: 'Recurring deduction',
    comment: 'Payslip line: a deduction of the salary data, every month (a loan repayment)',
  }),
  'adjustment-deduction': msg({
    message: 'Deduction',
    context: 'payslip line',
    comment: 'Payslip line: a one-off deduction',
  }),
  'bpjs-kesehatan-employee': msg({
    message: 'BPJS Kesehatan (employee)',
    comment: 'Payslip line: the employee’s health insurance contribution',
  }),
  'bpjs-jht-employee': msg({
    message: 'BPJS JHT (employee)',
    comment: 'Payslip line: the employee’s old-age savings contribution',
  }),
  'bpjs-jp-employee': msg({
    message: 'BPJS JP (employee)',
    comment: 'Payslip line: the employee’s pension contribution',
  }),
  'bpjs-kesehatan-employer': msg({
    message: 'BPJS Kesehatan (company)',
    comment: 'Payslip line: the company’s health insurance contribution',
  }),
  'bpjs-jht-employer': msg({
    message: 'BPJS JHT (company)',
    comment: 'Payslip line: the company’s old-age savings contribution',
  }),
  'bpjs-jp-employer': msg({
    message: 'BPJS JP (company)',
    comment: 'Payslip line: the company’s pension contribution',
  }),
  'bpjs-jkk-employer': msg({
    message: 'BPJS JKK (company)',
    comment: 'Payslip line: the company’s work accident insurance',
  }),
  'bpjs-jkm-employer': msg({
    message: 'BPJS JKM (company)',
    comment: 'Payslip line: the company’s death insurance',
  }),
  'tax-allowance': msg({
    message: 'Tax allowance (gross-up)',
    comment: 'Payslip line: the allowance that pays the employee’s PPh 21',
  }),
  pph21: msg({ message: 'PPh 21', comment: 'Payslip line: the income tax of the month' }),
  'pph21-refund': msg({
    message: 'PPh 21 refund',
    comment: 'Payslip line: tax withheld too much during the year, paid back',
  }),
});

/** How each line was reached, in one sentence. */
export const PAYSLIP_FORMULA_LABELS: Readonly<Record<string, string>> = wordsOf({
  amount: msg({
    message: 'The amount as set in the salary data or the adjustment.',
    comment: 'Payslip formula',
  }),
  prorated: msg({
    message:
      'The monthly amount × days employed ÷ days in the basis: the employee joined or left during the month.',
    comment: 'Payslip formula: proration',
  }),
  'unpaid-days': msg({
    message:
      '(Base salary + fixed allowances) × unpaid days ÷ working days of the period the days were counted in (the timesheet period, or the month, as the client’s policy says), taken off the pay.',
    comment: 'Payslip formula',
  }),
  'overtime-sum': msg({
    message: 'The sum of the overtime pay of the month’s approved overtime requests.',
    comment: 'Payslip formula',
  }),
  'thr-full': msg({
    message: 'One month’s wage (base salary + fixed allowances): 12 months of service or more.',
    comment: 'Payslip formula: THR in full',
  }),
  'thr-prorated': msg({
    message: 'Monthly wage × months of service ÷ 12: less than 12 months of service.',
    comment: 'Payslip formula: THR in part',
  }),
  bpjs: msg({
    message: 'The wage, no less than the floor and no more than the cap, × the rate.',
    comment: 'Payslip formula: a BPJS contribution',
  }),
  jkk: msg({
    message: 'The wage × the rate of the work’s risk class.',
    comment: 'Payslip formula: BPJS JKK',
  }),
  'gross-up': msg({
    message:
      'An allowance equal to the PPh 21 on the pay including the allowance itself, so the company bears the tax.',
    comment: 'Payslip formula: gross-up',
  }),
  ter: msg({
    message: 'Taxable gross × the TER rate of the PTKP status’s category.',
    comment: 'Payslip formula: monthly PPh 21 by TER (PP 58/2023)',
  }),
  'ter-no-npwp': msg({
    message: 'Taxable gross × the TER rate of the PTKP status’s category, × 120 % without an NPWP.',
    comment: 'Payslip formula: monthly PPh 21 by TER without a tax number',
  }),
  'article17-settlement': msg({
    message:
      'The last month of the year: the year’s PPh 21 by the Article 17 rates on the taxable income (PKP), less the TER withheld in the earlier months.',
    comment: 'Payslip formula: the annual settlement of PPh 21',
  }),
});

/** What each input of a formula is. */
export const PAYSLIP_INPUT_LABELS: Readonly<Record<string, string>> = wordsOf({
  amount: msg({ message: 'Amount', comment: 'Payslip formula input' }),
  employedDays: msg({ message: 'Days employed', comment: 'Payslip formula input' }),
  basisDays: msg({ message: 'Days in the basis', comment: 'Payslip formula input' }),
  basis: msg({ message: 'Proration basis', comment: 'Payslip formula input' }),
  baseSalary: msg({ message: 'Base salary', comment: 'Payslip formula input' }),
  fixedAllowances: msg({ message: 'Fixed allowances', comment: 'Payslip formula input' }),
  unpaidDays: msg({ message: 'Unpaid days', comment: 'Payslip formula input' }),
  workingDays: msg({ message: 'Working days of the period', comment: 'Payslip formula input' }),
  workingDaysFrom: msg({
    message: 'Period from',
    comment: 'Payslip formula input: the first day of the period whose working days divide',
  }),
  workingDaysTo: msg({
    message: 'Period to',
    comment: 'Payslip formula input: the last day of the period whose working days divide',
  }),
  hours: msg({ message: 'Overtime hours', comment: 'Payslip formula input' }),
  monthlyWage: msg({ message: 'Monthly wage', comment: 'Payslip formula input' }),
  monthsOfService: msg({ message: 'Months of service', comment: 'Payslip formula input' }),
  wage: msg({ message: 'Wage', comment: 'Payslip formula input' }),
  floor: msg({ message: 'Wage floor', comment: 'Payslip formula input: the lowest wage counted' }),
  ratePercent: msg({ message: 'Rate', comment: 'Payslip formula input: a percentage' }),
  cap: msg({ message: 'Wage cap', comment: 'Payslip formula input: the highest wage counted' }),
  riskRatePercent: msg({ message: 'Risk class rate', comment: 'Payslip formula input (JKK)' }),
  taxableGrossWithoutAllowance: msg({
    message: 'Taxable gross before the tax allowance',
    comment: 'Payslip formula input (gross-up)',
  }),
  grossYear: msg({ message: 'Gross income of the year', comment: 'Payslip formula input' }),
  jobExpense: msg({ message: 'Job expense (biaya jabatan)', comment: 'Payslip formula input' }),
  pensionDeductions: msg({
    message: 'JHT and JP paid by the employee',
    comment: 'Payslip formula input: deductible pension contributions of the year',
  }),
  neto: msg({ message: 'Net income of the year', comment: 'Payslip formula input' }),
  ptkpStatus: msg({ message: 'PTKP status', comment: 'Payslip formula input' }),
  ptkp: msg({ message: 'PTKP', comment: 'Payslip formula input: the non-taxable income' }),
  pkp: msg({ message: 'Taxable income (PKP)', comment: 'Payslip formula input' }),
  annualTax: msg({ message: 'PPh 21 of the year', comment: 'Payslip formula input' }),
  terWithheldBeforeFinal: msg({
    message: 'TER withheld in the earlier months',
    comment: 'Payslip formula input',
  }),
  months: msg({ message: 'Months worked this year', comment: 'Payslip formula input' }),
  taxableGross: msg({ message: 'Taxable gross', comment: 'Payslip formula input' }),
  category: msg({ message: 'TER category', comment: 'Payslip formula input' }),
});

/** The inputs that are amounts of rupiah. */
const MONEY_INPUTS = new Set([
  'amount',
  'baseSalary',
  'fixedAllowances',
  'monthlyWage',
  'wage',
  'floor',
  'cap',
  'taxableGrossWithoutAllowance',
  'grossYear',
  'jobExpense',
  'pensionDeductions',
  'neto',
  'ptkp',
  'pkp',
  'annualTax',
  'terWithheldBeforeFinal',
  'taxableGross',
]);
const DAY_INPUTS = new Set(['employedDays', 'basisDays', 'unpaidDays', 'workingDays']);
const MONTH_INPUTS = new Set(['monthsOfService', 'months']);
const PERCENT_INPUTS = new Set(['ratePercent', 'riskRatePercent']);

/** The proration bases a line may name. */
const PRORATION_BASIS_LABELS: Readonly<Record<string, string>> = wordsOf({
  'working-days': msg({ message: 'Working days', comment: 'Proration basis' }),
  'calendar-days': msg({ message: 'Calendar days', comment: 'Proration basis' }),
});

/** What a line is: its code in words, e.g. "BPJS JHT (employee)". */
export function payslipLineLabel(line: Pick<PayslipLine, 'code'>): string {
  return labelOf(PAYSLIP_LINE_LABELS, line.code);
}

/**
 * The standard names a line may carry as its own, in both languages (the placement's allowance is
 * named "Fixed allowance" by the server): such a line is named by its code in the language shown.
 */
const STANDARD_LINE_NAMES: Readonly<Record<string, readonly string[]>> = {
  // Lower-cased, a dash for each space: `Fixed allowance` → `fixed-allowance`.
  'fixed-allowance': ['fixed-allowance', 'tunjangan-tetap'],
  'variable-allowance': ['variable-allowance', 'tunjangan-tidak-tetap'],
  deduction: ['recurring-deduction', 'potongan-rutin'],
  adjustment: ['adjustment', 'penyesuaian'],
  'adjustment-deduction': ['deduction', 'potongan'],
};

/**
 * A line's name on the payslip: its own name (an allowance's, an adjustment's) or, for a standard
 * line or a standard name, its kind in the language shown.
 */
export function payslipLineName(line: Pick<PayslipLine, 'code' | 'name'>): string {
  const own = line.name?.trim();
  const slug = own?.toLowerCase().replace(/\s+/g, '-');
  if (!own || (slug && STANDARD_LINE_NAMES[line.code]?.includes(slug))) {
    return payslipLineLabel(line);
  }
  return own;
}

/** How a line was reached, in a sentence (the formula key itself when it is new). */
export function payslipFormulaText(line: Pick<PayslipLine, 'formula'>): string {
  return labelOf(PAYSLIP_FORMULA_LABELS, line.formula);
}

/** An input's name in words. */
export function payslipInputLabel(name: string): string {
  return labelOf(PAYSLIP_INPUT_LABELS, name);
}

/** An input's value: `Rp 5.000.000`, `21 days`, `8 months`, `10,5 h`, `4 %`, `K/1`. */
export function payslipInputValue(name: string, value: number | string): string {
  if (typeof value === 'string') {
    if (name === 'basis') return labelOf(PRORATION_BASIS_LABELS, value);
    if (name === 'workingDaysFrom' || name === 'workingDaysTo') return formatDate(value);
    return value;
  }
  if (MONEY_INPUTS.has(name)) return formatMoney(value);
  if (PERCENT_INPUTS.has(name)) {
    const percent = formatNumber(value);
    return t({ message: `${percent} %`, comment: 'A rate in a payslip formula: 4 %' });
  }
  if (DAY_INPUTS.has(name)) {
    return plural(value, { one: '# day', other: '# days' });
  }
  if (MONTH_INPUTS.has(name)) {
    return plural(value, { one: '# month', other: '# months' });
  }
  if (name === 'hours') {
    const hours = formatNumber(value);
    return t({ message: `${hours} h`, comment: 'Overtime hours in a payslip formula: 10,5 h' });
  }
  return formatNumber(value);
}
