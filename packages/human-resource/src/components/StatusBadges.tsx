import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MainSchema } from '@staffdesk/api';
import {
  CHANGE_REQUEST_KIND_LABELS,
  type ChangeRequestKind,
  type EmployeeStatus,
  HOLIDAY_KIND_LABELS,
  type HolidayKind,
  TIMESHEET_STATUS_LABELS,
  TIMESHEET_STATUS_TONES,
  type TimesheetStatus,
} from '@staffdesk/kit';
import { Badge, StatusBadge } from '@staffdesk/ui';
import { EMPLOYEE_STATUS } from '../lib/labels';

/** Onboarding (amber), Active (green), Resigned (slate), Laid off (red), Contract ended (slate). */
export function EmployeeStatusBadge({ status }: { status: EmployeeStatus }) {
  const { i18n } = useLingui();
  const entry = EMPLOYEE_STATUS[status];
  return <StatusBadge status={entry.badge} label={i18n._(entry.label)} />;
}

const HOLIDAY_TONE: Readonly<Record<HolidayKind, 'danger' | 'warning' | 'info' | 'neutral'>> = {
  national: 'danger',
  'collective-leave': 'warning',
  'company-event': 'info',
  'client-holiday': 'neutral',
  'client-working-day': 'neutral',
};

/** The kind of a calendar day, in words. */
export function HolidayKindBadge({ kind }: { kind: HolidayKind }) {
  return <Badge tone={HOLIDAY_TONE[kind]}>{HOLIDAY_KIND_LABELS[kind]}</Badge>;
}

/** What an employee asked to change. */
export function ChangeKindBadge({ kind }: { kind: ChangeRequestKind }) {
  return <Badge tone="info">{CHANGE_REQUEST_KIND_LABELS[kind]}</Badge>;
}

/** A change request's state, as the API gives it. */
type Decision = MainSchema<'EmployeeChangeRequest'>['status'];

const DECISION: Readonly<Record<Decision, { status: Decision; label: MessageDescriptor }>> = {
  pending: { status: 'pending', label: msg({ message: 'Pending', context: 'request status' }) },
  approved: { status: 'approved', label: msg({ message: 'Approved', context: 'request status' }) },
  rejected: { status: 'rejected', label: msg({ message: 'Rejected', context: 'request status' }) },
};

/** Pending (amber), Approved (green) or Rejected (red). */
export function DecisionBadge({ status }: { status: Decision }) {
  const { i18n } = useLingui();
  const entry = DECISION[status];
  return <StatusBadge status={entry.status} label={i18n._(entry.label)} />;
}

/** Where a timesheet is: Draft, Waiting for the client PIC, Approved or Disputed. */
export function TimesheetStatusBadge({ status }: { status: TimesheetStatus }) {
  return <Badge tone={TIMESHEET_STATUS_TONES[status]}>{TIMESHEET_STATUS_LABELS[status]}</Badge>;
}
