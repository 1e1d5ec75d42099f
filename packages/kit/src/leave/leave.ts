// Leave types and words, shared by every package that shows a leave request. Every type comes from
// the generated contract; leave type names come from `GET /leave-types`, never from a table here.

import type { MainOperations, MainSchema } from '@staffdesk/api';
import { formatDate } from '@staffdesk/ui';

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

function number(days: number): string {
  return String(days).replace('.', ',');
}

/** `2 working days`, `1 working day`, `0,5 working day`. */
export function workingDaysText(days: number): string {
  return `${number(days)} working ${days === 1 || days === 0.5 ? 'day' : 'days'}`;
}

/** `3 days`, `1 day`, `2,5 days`. */
export function daysText(days: number): string {
  return `${number(days)} ${days === 1 || days === 0.5 || days === -1 ? 'day' : 'days'}`;
}

/** `1 Dec 2026 – 2 Dec 2026`, or one day with its half: `1 Dec 2026 (morning)`. */
export function leaveDates(request: Pick<LeaveRequest, 'startDate' | 'endDate' | 'halfDay'>) {
  if (request.startDate === request.endDate) {
    return `${formatDate(request.startDate)}${request.halfDay ? ` (${request.halfDay})` : ''}`;
  }
  return `${formatDate(request.startDate)} – ${formatDate(request.endDate)}`;
}

/** The step waiting for a decision, if any. */
export function currentStep(request: LeaveRequest): LeaveApprovalStep | undefined {
  return request.approvals.find((step) => step.decision === 'pending' || step.decision === null);
}

/** Each request status in words. */
export const LEAVE_STATUS_LABELS: Readonly<Record<LeaveStatus, string>> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};
