// Words and choices only the HR pages use; the words every department shares come from
// @staffdesk/kit, keyed by the API's enums.

import {
  type ChangeRequestKind,
  CONTRACT_TYPE_LABELS,
  type ContractType,
  type EmployeeStatus,
  GENDER_LABELS,
  HOLIDAY_KIND_LABELS,
  MARITAL_STATUS_LABELS,
  optionsOf,
  PTKP_STATUS_LABELS,
  RELIGION_LABELS,
} from '@staffdesk/kit';
import type { Status } from '@staffdesk/ui';

/** Each employment status with its word and badge colour. */
export const EMPLOYEE_STATUS: Readonly<Record<EmployeeStatus, { label: string; badge: Status }>> = {
  onboarding: { label: 'Onboarding', badge: 'pending' },
  active: { label: 'Active', badge: 'approved' },
  resigned: { label: 'Resigned', badge: 'cancelled' },
  'laid-off': { label: 'Laid off', badge: 'rejected' },
  'contract-ended': { label: 'Contract ended', badge: 'expired' },
};

export const EMPLOYEE_STATUSES = Object.keys(EMPLOYEE_STATUS) as EmployeeStatus[];

export const EMPLOYEE_STATUS_OPTIONS = EMPLOYEE_STATUSES.map((value) => ({
  value,
  label: EMPLOYEE_STATUS[value].label,
}));

export const CONTRACT_TYPE_SHORT: Readonly<Record<ContractType, string>> = {
  pkwt: 'PKWT',
  pkwtt: 'PKWTT',
  freelance: 'Freelance',
};
export const CONTRACT_TYPE_OPTIONS = optionsOf(CONTRACT_TYPE_LABELS);

export const GENDER_OPTIONS = optionsOf(GENDER_LABELS);

export const RELIGION_OPTIONS = optionsOf(RELIGION_LABELS);

export const MARITAL_STATUS_OPTIONS = optionsOf(MARITAL_STATUS_LABELS);

export const PTKP_STATUS_OPTIONS = optionsOf(PTKP_STATUS_LABELS);

export const WORK_WEEK_OPTIONS = [
  { value: '5', label: '5 days (Monday to Friday)' },
  { value: '6', label: '6 days (Monday to Saturday)' },
];

export const HOLIDAY_KIND_OPTIONS = optionsOf(HOLIDAY_KIND_LABELS);

/** What a change request changes, inside a sentence ("Budi's PTKP status change"). */
export const CHANGE_REQUEST_PHRASE: Readonly<Record<ChangeRequestKind, string>> = {
  'bank-account': 'bank account',
  nik: 'NIK',
  npwp: 'NPWP',
  'ptkp-status': 'PTKP status',
  family: 'family',
};

/** The kinds of work-history entries. */
export const HISTORY_KIND: Readonly<Record<string, string>> = {
  hired: 'Hired',
  placement: 'Placement',
  salary: 'Salary',
  status: 'Status',
  'change-request': 'Change request',
};

/** Today in Jakarta as `YYYY-MM-DD`. */
export function todayInJakarta(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(now);
}
