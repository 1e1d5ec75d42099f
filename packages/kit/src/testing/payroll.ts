// Payroll fixtures: the bank's run of November 2026 (cut-off the 20th) with two payslips, Budi's
// (K/1, base salary Rp 8.000.000, a transport allowance, overtime) and Dewi's (TK/0, no bank
// account yet), as the payroll API answers them.

import type { MainSchema } from '@staffdesk/api';
import type { FinalPayslip, PayrollRun, PayslipDetail, PayslipSummary } from '../payroll/payroll';

export const PAYROLL_BANK_ID = '00000000-0000-4000-8000-0000000000c1';
export const PAYROLL_RUN_ID = '00000000-0000-4000-8000-0000000000f1';
export const BUDI_PAYSLIP_ID = '00000000-0000-4000-8000-0000000000f2';
export const DEWI_PAYSLIP_ID = '00000000-0000-4000-8000-0000000000f3';

/**
 * A signed-in payroll user (`GET /me`) holding `permissions` (and `clients.read`): `payroll.read`
 * to see runs, `payroll.run` to open and calculate them, `payroll.approve`, `finance.manage`.
 */
export function payrollUser(permissions: string[]): MainSchema<'Me'> {
  return {
    user: {
      id: '00000000-0000-4000-8000-000000000021',
      email: 'payroll@staffdesk.local',
      name: 'Rina Wulandari',
      status: 'active',
      roles: [{ id: '00000000-0000-4000-8000-0000000000a2', name: 'Payroll' }],
      lastSignInAt: '2026-11-21T01:00:00.000Z',
      createdAt: '2026-01-05T02:00:00.000Z',
      phone: null,
      preferredLanguage: 'en',
      hasPhoto: false,
    },
    roles: [{ id: '00000000-0000-4000-8000-0000000000a2', key: 'payroll', name: 'Payroll' }],
    superAccess: false,
    sections: ['human-resource', 'finance'],
    permissions: ['clients.read', ...permissions] as MainSchema<'Me'>['permissions'],
    employeeId: null,
  };
}

/**
 * A run as `GET /runs/{id}` answers it: the bank's November 2026, calculated on 21 Nov 2026 at
 * 10:00 (Jakarta) for two employees, one payslip with a warning. `extra` changes the state, the
 * steps or the totals.
 */
export function payrollRun(extra: Partial<PayrollRun> = {}): PayrollRun {
  return {
    id: PAYROLL_RUN_ID,
    clientId: PAYROLL_BANK_ID,
    clientName: 'PT Bank Nusantara Indonesia Tbk',
    period: '2026-11',
    state: 'calculated',
    progress: null,
    totals: {
      employees: 2,
      gross: 15_500_000,
      bpjsEmployee: 600_000,
      bpjsEmployer: 1_462_000,
      tax: 387_258,
      net: 14_512_742,
      cost: 16_962_000,
    },
    warningCount: 1,
    errorCount: 1,
    openWarningCount: 1,
    stale: null,
    ruleVersions: { ter: '00000000-0000-4000-8000-0000000000d1' },
    lastError: null,
    createdByLabel: 'Rina Wulandari',
    createdAt: '2026-11-20T02:00:00.000Z',
    calculatedAt: '2026-11-21T03:00:00.000Z',
    calculatedByLabel: 'Rina Wulandari',
    calculatedByUserId: '00000000-0000-4000-8000-000000000099',
    reviewedAt: null,
    reviewedByLabel: null,
    approvedAt: null,
    approvedByLabel: null,
    paidAt: null,
    paidByLabel: null,
    paymentDate: null,
    paidAmount: null,
    closedAt: null,
    closedByLabel: null,
    payslipsMailed: null,
    ...extra,
  };
}

const BUDI_EMPLOYEE: PayslipSummary['employee'] = {
  number: 'EMP-2026-00042',
  name: 'Budi Santoso',
  position: 'Teller',
  nik: '3171012345670001',
  npwp: '09.254.294.3-407.000',
  ptkpStatus: 'K/1',
  bankName: 'BNI',
  bankAccountNumber: '0123456789',
  bankAccountName: 'Budi Santoso',
};

/** Budi's payslip of the run, as the run's list shows it. */
export function budiPayslip(extra: Partial<PayslipSummary> = {}): PayslipSummary {
  return {
    id: BUDI_PAYSLIP_ID,
    runId: PAYROLL_RUN_ID,
    employeeId: '00000000-0000-4000-8000-000000000042',
    period: '2026-11',
    employee: BUDI_EMPLOYEE,
    taxMethod: 'gross',
    gross: 9_500_000,
    taxableGross: 9_908_600,
    bpjsEmployee: 360_000,
    bpjsEmployer: 921_600,
    tax: 297_258,
    finalMonth: false,
    net: 8_842_742,
    warnings: [],
    findings: [],
    ...extra,
  };
}

/**
 * Dewi's payslip: no bank account yet (an error that blocks approval) and no NPWP (a warning,
 * not accepted yet).
 */
export function dewiPayslip(extra: Partial<PayslipSummary> = {}): PayslipSummary {
  return {
    id: DEWI_PAYSLIP_ID,
    runId: PAYROLL_RUN_ID,
    employeeId: '00000000-0000-4000-8000-000000000043',
    period: '2026-11',
    employee: {
      number: 'EMP-2026-00043',
      name: 'Dewi Lestari',
      position: 'Customer service',
      nik: '3171015506900002',
      npwp: null,
      ptkpStatus: 'TK/0',
      bankName: null,
      bankAccountNumber: null,
      bankAccountName: null,
    },
    taxMethod: 'gross',
    gross: 6_000_000,
    taxableGross: 6_258_000,
    bpjsEmployee: 240_000,
    bpjsEmployer: 540_400,
    tax: 90_000,
    finalMonth: false,
    net: 5_670_000,
    warnings: ['no-bank-account', 'no-npwp'],
    findings: [
      {
        code: 'no-bank-account',
        severity: 'error',
        message:
          "There is no bank account to transfer the salary to: add it to the employee's record.",
        accepted: null,
      },
      {
        code: 'no-npwp',
        severity: 'warning',
        message: 'There is no active NPWP: PPh 21 is withheld at the 20 % higher no-NPWP rate.',
        accepted: null,
      },
    ],
    ...extra,
  };
}

/**
 * Budi's payslip as the lists of final payslips show it (HR's e-payslips, my own payslips): its
 * run paid on 25 Nov 2026 at 10:00 (Jakarta).
 */
export function budiFinalPayslip(extra: Partial<FinalPayslip> = {}): FinalPayslip {
  return {
    ...budiPayslip(),
    clientName: 'PT Bank Nusantara Indonesia Tbk',
    runState: 'paid',
    paidAt: '2026-11-25T03:00:00.000Z',
    ...extra,
  };
}

/** Budi's payslip with its lines, every one explained (`GET /payslips/{id}`). */
export function budiPayslipDetail(extra: Partial<PayslipDetail> = {}): PayslipDetail {
  const wage = 9_000_000;
  return {
    ...budiPayslip(),
    runState: 'calculated',
    ruleVersions: { ter: '00000000-0000-4000-8000-0000000000d1' },
    lines: [
      {
        code: 'base',
        side: 'earning',
        amount: 8_000_000,
        taxable: true,
        formula: 'amount',
        inputs: { amount: 8_000_000 },
      },
      {
        code: 'fixed-allowance',
        name: 'Tunjangan transport',
        side: 'earning',
        amount: 1_000_000,
        taxable: true,
        formula: 'amount',
        inputs: { amount: 1_000_000 },
      },
      {
        code: 'overtime',
        side: 'earning',
        amount: 500_000,
        taxable: true,
        formula: 'overtime-sum',
        inputs: { hours: 10.5 },
      },
      {
        code: 'bpjs-kesehatan-employee',
        side: 'deduction',
        amount: 90_000,
        taxable: false,
        formula: 'bpjs',
        inputs: { wage, ratePercent: 1, cap: 12_000_000 },
        rule: 'bpjs-kesehatan 2026-01-01',
      },
      {
        code: 'bpjs-jht-employee',
        side: 'deduction',
        amount: 180_000,
        taxable: false,
        formula: 'bpjs',
        inputs: { wage, ratePercent: 2 },
        rule: 'bpjs-jht 2026-01-01',
      },
      {
        code: 'bpjs-jp-employee',
        side: 'deduction',
        amount: 90_000,
        taxable: false,
        formula: 'bpjs',
        inputs: { wage, ratePercent: 1, cap: 10_547_400 },
        rule: 'bpjs-jp 2026-03-01',
      },
      {
        code: 'pph21',
        side: 'deduction',
        amount: 297_258,
        taxable: false,
        formula: 'ter',
        inputs: { taxableGross: 9_908_600, ptkpStatus: 'K/1', category: 'B', ratePercent: 3 },
        rule: 'ter 2024-01-01',
      },
      {
        code: 'bpjs-kesehatan-employer',
        side: 'employer',
        amount: 360_000,
        taxable: true,
        formula: 'bpjs',
        inputs: { wage, ratePercent: 4, cap: 12_000_000 },
        rule: 'bpjs-kesehatan 2026-01-01',
      },
      {
        code: 'bpjs-jht-employer',
        side: 'employer',
        amount: 333_000,
        taxable: false,
        formula: 'bpjs',
        inputs: { wage, ratePercent: 3.7 },
        rule: 'bpjs-jht 2026-01-01',
      },
      {
        code: 'bpjs-jp-employer',
        side: 'employer',
        amount: 180_000,
        taxable: false,
        formula: 'bpjs',
        inputs: { wage, ratePercent: 2, cap: 10_547_400 },
        rule: 'bpjs-jp 2026-03-01',
      },
      {
        code: 'bpjs-jkk-employer',
        side: 'employer',
        amount: 21_600,
        taxable: true,
        formula: 'jkk',
        inputs: { wage, riskRatePercent: 0.24 },
        rule: 'PP 44/2015',
      },
      {
        code: 'bpjs-jkm-employer',
        side: 'employer',
        amount: 27_000,
        taxable: true,
        formula: 'bpjs',
        inputs: { wage, ratePercent: 0.3 },
        rule: 'bpjs-jkm 2026-01-01',
      },
    ],
    ...extra,
  };
}
