// Salary data and one-off payroll lines, as the salary data pages describe them: the components
// of a salary, the BPJS programmes and JKK risk classes, and what a list shows of each. Types come
// from the generated contract; the words load with the salary data pages (`kitSalaryDataCatalog`).

import { msg, t } from '@lingui/core/macro';
import type { PayrollPaths, PayrollSchema } from '@staffdesk/api';
import { formatNumber } from '@staffdesk/ui';
import { wordsOf } from '../labels/labels';

export type SalaryData = PayrollSchema<'SalaryData'>;
export type EmployeeSalaryData = PayrollSchema<'EmployeeSalaryData'>;
/** A row of `GET /salary-data`: the employee and the salary data in force in the month asked. */
export type SalaryDataRow = PayrollSchema<'SalaryDataList'>['items'][number];
export type SalaryComponent = SalaryData['components'][number];
export type SalaryComponentKind = SalaryComponent['kind'];
export type BpjsEnrolment = SalaryData['bpjs'];
export type BpjsProgramme = keyof BpjsEnrolment;
/** The JKK (work accident) risk class: 1 (very low) to 5 (very high). */
export type JkkRiskClass = 1 | 2 | 3 | 4 | 5;
/** The body of `PUT /employees/{id}/salary-data/{effectiveFrom}`. */
export type SalaryDataBody =
  PayrollPaths['/employees/{id}/salary-data/{effectiveFrom}']['put']['requestBody']['content']['application/json'];
export type PayrollAdjustment = PayrollSchema<'PayrollAdjustment'>;
export type PayrollAdjustmentSide = PayrollAdjustment['side'];
/** The body of `POST /adjustments`. */
export type NewPayrollAdjustment =
  PayrollPaths['/adjustments']['post']['requestBody']['content']['application/json'];

/** The kinds of component, in the order the form offers them. */
export const SALARY_COMPONENT_KIND_LABELS: Readonly<Record<SalaryComponentKind, string>> = wordsOf({
  'fixed-allowance': msg`Fixed allowance`,
  'variable-allowance': msg`Variable allowance`,
  deduction: msg({ message: 'Deduction', context: 'a salary component' }),
});

/** The BPJS programmes, in the order the law lists them. */
export const BPJS_PROGRAMMES: readonly BpjsProgramme[] = ['kesehatan', 'jht', 'jp', 'jkk', 'jkm'];

/** The programmes as the form offers them: the name and what it covers. */
export const BPJS_PROGRAMME_LABELS: Readonly<Record<BpjsProgramme, string>> = wordsOf({
  kesehatan: msg`BPJS Kesehatan (health)`,
  jht: msg`JHT (old-age savings)`,
  jp: msg`JP (pension)`,
  jkk: msg`JKK (work accidents)`,
  jkm: msg`JKM (death benefit)`,
});

/** The programmes' short names, as a list shows them. */
export const BPJS_PROGRAMME_SHORT: Readonly<Record<BpjsProgramme, string>> = wordsOf({
  kesehatan: msg({ message: 'Kesehatan', context: 'BPJS programme, short' }),
  jht: msg({ message: 'JHT', context: 'BPJS programme, short' }),
  jp: msg({ message: 'JP', context: 'BPJS programme, short' }),
  jkk: msg({ message: 'JKK', context: 'BPJS programme, short' }),
  jkm: msg({ message: 'JKM', context: 'BPJS programme, short' }),
});

export const JKK_RISK_CLASSES: readonly JkkRiskClass[] = [1, 2, 3, 4, 5];

/** The JKK rate of each risk class, percent of the monthly wage (PP 44/2015). */
export const JKK_RATES: Readonly<Record<JkkRiskClass, number>> = {
  1: 0.24,
  2: 0.54,
  3: 0.89,
  4: 1.27,
  5: 1.74,
};

const JKK_RISK_LABELS: Readonly<Record<`${JkkRiskClass}`, string>> = wordsOf({
  1: msg({ message: 'very low risk', context: 'JKK risk class' }),
  2: msg({ message: 'low risk', context: 'JKK risk class' }),
  3: msg({ message: 'medium risk', context: 'JKK risk class' }),
  4: msg({ message: 'high risk', context: 'JKK risk class' }),
  5: msg({ message: 'very high risk', context: 'JKK risk class' }),
});

/** A risk class in words: "Class 1: 0,24 % (very low risk)". */
export function jkkRiskClassText(riskClass: number): string {
  const known = JKK_RISK_CLASSES.find((one) => one === riskClass);
  if (!known) return String(riskClass);
  const rate = formatNumber(JKK_RATES[known], { decimals: 2 });
  const risk = JKK_RISK_LABELS[`${known}`];
  return t({
    message: `Class ${riskClass}: ${rate} % (${risk})`,
    comment: 'A JKK risk class with its rate of the monthly wage: Class 1: 0,24 % (very low risk)',
  });
}

/** The sides of a one-off line. */
export const ADJUSTMENT_SIDE_LABELS: Readonly<Record<PayrollAdjustmentSide, string>> = wordsOf({
  earning: msg({ message: 'Earning', context: 'a one-off payroll line adds to the pay' }),
  deduction: msg({ message: 'Deduction', context: 'a one-off payroll line takes from the pay' }),
});

/** The fixed allowances of a salary, summed (what the list shows beside the base salary). */
export function fixedAllowancesTotal(salary: Pick<SalaryData, 'components'>): number {
  return salary.components
    .filter((component) => component.kind === 'fixed-allowance')
    .reduce((sum, component) => sum + component.amount, 0);
}

/** The programmes an employee is enrolled in, by short name: "Kesehatan · JHT · JKK · JKM"; "None". */
export function bpjsText(bpjs: BpjsEnrolment): string {
  const enrolled = BPJS_PROGRAMMES.filter((programme) => bpjs[programme]);
  if (enrolled.length === 0) return t({ message: 'None', context: 'no BPJS programme' });
  return enrolled.map((programme) => BPJS_PROGRAMME_SHORT[programme]).join(' · ');
}
