// A client's payroll policy in words: how a part month is prorated, when THR is paid, and what
// how e-payslips reach the employees. The tax methods' names are kit's (every payroll page shows them).

import { msg, t } from '@lingui/core/macro';
import { wordsOf } from '@staffdesk/kit';
import { monthName } from '@staffdesk/ui';
import type { PayrollPolicy } from '../hooks/usePayrollPolicies';

export type ProrationBasis = PayrollPolicy['prorationBasis'];
export type PayslipDelivery = PayrollPolicy['payslipDelivery'];

export const PRORATION_BASIS_LABELS: Readonly<Record<ProrationBasis, string>> = wordsOf({
  'working-days': msg`Working days`,
  'calendar-days': msg`Calendar days`,
});

/** What an unpaid day is a share of: the timesheet period's working days, or the month's. */
export type UnpaidDayBasis = PayrollPolicy['unpaidDayBasis'];

export const UNPAID_DAY_BASIS_LABELS: Readonly<Record<UnpaidDayBasis, string>> = wordsOf({
  'timesheet-period': msg`Working days of the timesheet period`,
  'calendar-month': msg`Working days of the calendar month`,
});

export const PAYSLIP_DELIVERY_LABELS: Readonly<Record<PayslipDelivery, string>> = wordsOf({
  link: msg({ message: 'Link to sign in', context: 'e-payslip delivery' }),
  'attachment-with-employee-password': msg({
    message: 'PDF attached, with the employee’s own password',
    context: 'e-payslip delivery',
  }),
});

/** The month whose run pays THR, by name ("April"), or "Not through payroll". */
export function thrMonthText(thrMonth: number | null): string {
  if (thrMonth === null) return t`Not through payroll`;
  return monthName(thrMonth, 'long');
}
