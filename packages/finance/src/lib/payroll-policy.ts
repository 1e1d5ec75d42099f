// A client's payroll policy in words: how a part month is prorated, when THR is paid, and what
// opens the e-payslip. The tax methods' names are kit's (every payroll page shows them).

import { msg, t } from '@lingui/core/macro';
import { wordsOf } from '@staffdesk/kit';
import { monthName } from '@staffdesk/ui';
import type { PayrollPolicy } from '../hooks/usePayrollPolicies';

export type ProrationBasis = PayrollPolicy['prorationBasis'];
export type PayslipPassword = PayrollPolicy['payslipPassword'];

export const PRORATION_BASIS_LABELS: Readonly<Record<ProrationBasis, string>> = wordsOf({
  'working-days': msg`Working days`,
  'calendar-days': msg`Calendar days`,
});

export const PAYSLIP_PASSWORD_LABELS: Readonly<Record<PayslipPassword, string>> = wordsOf({
  'birth-date': msg`Date of birth`,
  'employee-number': msg`Employee number`,
  none: msg({ message: 'No password', context: 'e-payslip password' }),
});

/** The month whose run pays THR, by name ("April"), or "Not through payroll". */
export function thrMonthText(thrMonth: number | null): string {
  if (thrMonth === null) return t`Not through payroll`;
  return monthName(thrMonth, 'long');
}
