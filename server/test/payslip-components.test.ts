import { officialRules } from '@staffdesk/id-payroll';
import { describe, expect, it } from 'vitest';
import type { SalaryComponent } from '../src/db/schema.js';
import { SALARY_COMPONENT_KINDS } from '../src/db/schema.js';
import { calculatePayslip, type PayslipInput } from '../src/payroll/calculation.js';

/** A full month of a permanent employee at Rp 5.000.000, no BPJS, so each component shows alone. */
function input(components: SalaryComponent[]): PayslipInput {
  return {
    period: '2026-11',
    ptkpStatus: 'TK/0',
    taxIdActive: true,
    startDate: '2025-01-06',
    endDate: null,
    workWeek: 5,
    baseSalary: 5_000_000,
    components,
    bpjs: { kesehatan: false, jht: false, jp: false, jkk: false, jkm: false },
    jkkRiskClass: 1,
    taxMethod: 'gross',
    prorationBasis: 'working-days',
    thrDue: false,
    kesehatanFloor: 0,
    unpaidDays: 0,
    overtimePay: 0,
    overtimeMinutes: 0,
    adjustments: [],
    priorMonths: [],
    ruleLabels: {},
  };
}

const without = calculatePayslip(input([]), officialRules);

/**
 * Issue #28: every component the salary data accepts is paid or deducted as its kind says. A
 * recurring deduction (a loan repayment) saved with 200 but never reached the payslip.
 */
describe('each kind of salary component on the payslip', () => {
  const cases: Record<(typeof SALARY_COMPONENT_KINDS)[number], () => void> = {
    'fixed-allowance': () => {
      const figures = calculatePayslip(
        input([{ name: 'Transport', kind: 'fixed-allowance', amount: 500_000, taxable: true }]),
        officialRules,
      );
      expect(figures.lines).toContainEqual(
        expect.objectContaining({ code: 'fixed-allowance', name: 'Transport', amount: 500_000 }),
      );
      expect(figures.gross).toBe(without.gross + 500_000);
      expect(figures.taxableGross).toBe(without.taxableGross + 500_000);
    },
    'variable-allowance': () => {
      const figures = calculatePayslip(
        input([{ name: 'Meals', kind: 'variable-allowance', amount: 300_000, taxable: false }]),
        officialRules,
      );
      expect(figures.lines).toContainEqual(
        expect.objectContaining({ code: 'variable-allowance', name: 'Meals', amount: 300_000 }),
      );
      expect(figures.gross).toBe(without.gross + 300_000);
      // Marked not taxable: the tax stays as it was.
      expect(figures.tax).toBe(without.tax);
    },
    deduction: () => {
      const figures = calculatePayslip(
        input([{ name: 'Loan repayment', kind: 'deduction', amount: 100_000, taxable: false }]),
        officialRules,
      );
      expect(figures.lines).toContainEqual(
        expect.objectContaining({
          code: 'deduction',
          name: 'Loan repayment',
          side: 'deduction',
          amount: 100_000,
        }),
      );
      // Off the net pay after tax: gross and tax as without it, net Rp 100.000 less.
      expect(figures.gross).toBe(without.gross);
      expect(figures.tax).toBe(without.tax);
      expect(figures.net).toBe(without.net - 100_000);
    },
  };

  for (const kind of SALARY_COMPONENT_KINDS) {
    it(`pays or deducts a ${kind} as its kind says`, cases[kind]);
  }
});
