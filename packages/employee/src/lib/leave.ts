// Leave types and words (the "Leave, end to end" contract, as generated).

import type { MainSchema } from '@staffdesk/api';

export type LeaveRequest = MainSchema<'LeaveRequest'>;
export type LeaveStatus = LeaveRequest['status'];
export type HalfDay = NonNullable<LeaveRequest['halfDay']>;
export type Decision = 'approve' | 'reject';
export type LeaveApprovalStep = MainSchema<'LeaveApproval'>;
export type LeaveList<T> = { items: T[]; total: number; page: number; pageSize: number };
export type LeaveBalance = MainSchema<'LeaveBalance'>;
export type LeaveType = MainSchema<'LeaveType'>;
export type WorkingDaysAnswer = MainSchema<'LeaveWorkingDays'>;

/** The names of the seeded leave types, for when only a key is at hand. */
export const LEAVE_TYPE_NAMES: Readonly<Record<string, string>> = {
  annual: 'Annual leave',
  sick: 'Sick leave',
  maternity: 'Maternity leave',
  marriage: 'Marriage leave',
  'child-marriage': 'Child’s marriage',
  'child-circumcision-baptism': 'Child’s circumcision or baptism',
  'wife-giving-birth': 'Wife giving birth',
  'bereavement-close': 'Bereavement (close family)',
  'bereavement-household': 'Bereavement (household member)',
  unpaid: 'Unpaid leave',
};

export function leaveTypeName(type: string, types?: readonly LeaveType[]): string {
  return types?.find((item) => item.key === type)?.name ?? LEAVE_TYPE_NAMES[type] ?? type;
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

/** The step waiting for a decision, if any. */
export function currentStep(request: LeaveRequest): LeaveApprovalStep | undefined {
  return request.approvals.find((step) => step.decision === 'pending' || step.decision === null);
}

export const STATUS_LABELS: Readonly<Record<LeaveStatus, string>> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};
