// Leave types and words, shared by every package that shows a leave request. Every type comes from
// the generated contract; leave type names come from `GET /leave-types`, never from a table here.

import { msg, t } from '@lingui/core/macro';
import type { MainOperations, MainSchema } from '@staffdesk/api';
import { formatDate, formatNumber } from '@staffdesk/ui';
import { wordsOf } from '../labels/labels';

export type LeaveRequest = MainSchema<'LeaveRequest'>;
export type LeaveStatus = LeaveRequest['status'];
export type HalfDay = NonNullable<LeaveRequest['halfDay']>;
export type LeaveApprovalStep = MainSchema<'LeaveApproval'>;
export type LeaveBalance = MainSchema<'LeaveBalance'>;
export type LeaveType = MainSchema<'LeaveType'>;
/** The body of `POST /leave-requests/{id}/decision`. */
export type LeaveDecisionBody =
  MainOperations['decideLeaveRequest']['requestBody']['content']['application/json'];
export type Decision = LeaveDecisionBody['decision'];

/** The name `/leave-types` gives a type's key; the key itself while the types load. */
export function leaveTypeName(type: string, types: readonly LeaveType[] | undefined): string {
  return types?.find((item) => item.key === type)?.name ?? type;
}

/** `2 working days`, `1 working day`, `0,5 working day`. */
export function workingDaysText(days: number): string {
  const amount = formatNumber(days);
  return days === 1 || days === 0.5
    ? t({ message: `${amount} working day`, comment: 'one day or half a day' })
    : t`${amount} working days`;
}

/** `3 days`, `1 day`, `2,5 days`. */
export function daysText(days: number): string {
  const amount = formatNumber(days);
  return days === 1 || days === 0.5 || days === -1
    ? t({ message: `${amount} day`, comment: 'one day, half a day or minus one day' })
    : t`${amount} days`;
}

/** Which half of a one-day request, in words. */
export const HALF_DAY_LABELS: Readonly<Record<HalfDay, string>> = wordsOf({
  morning: msg({ message: 'morning', context: 'half-day leave' }),
  afternoon: msg({ message: 'afternoon', context: 'half-day leave' }),
});

/** `1 Dec 2026 – 2 Dec 2026`, or one day with its half: `1 Dec 2026 (morning)`. */
export function leaveDates(request: Pick<LeaveRequest, 'startDate' | 'endDate' | 'halfDay'>) {
  if (request.startDate === request.endDate) {
    const date = formatDate(request.startDate);
    return request.halfDay ? `${date} (${HALF_DAY_LABELS[request.halfDay]})` : date;
  }
  return `${formatDate(request.startDate)} – ${formatDate(request.endDate)}`;
}

/** The step waiting for a decision, if any. */
export function currentStep(request: LeaveRequest): LeaveApprovalStep | undefined {
  return request.approvals.find((step) => step.decision === 'pending' || step.decision === null);
}

/** Each request status in words. */
export const LEAVE_STATUS_LABELS: Readonly<Record<LeaveStatus, string>> = wordsOf({
  pending: msg({ message: 'Pending', context: 'status' }),
  approved: msg({ message: 'Approved', context: 'status' }),
  rejected: msg({ message: 'Rejected', context: 'status' }),
  cancelled: msg({ message: 'Cancelled', context: 'status' }),
});
