// Words and choices only the HR pages use; the words every department shares come from
// @staffdesk/kit, keyed by the API's enums.

import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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
import type { EmployeeDetail } from '../hooks/types';

export type EndReason = NonNullable<EmployeeDetail['endReason']>;

/** Each employment status with its word and badge colour. */
export const EMPLOYEE_STATUS: Readonly<
  Record<EmployeeStatus, { label: MessageDescriptor; badge: Status }>
> = {
  onboarding: {
    label: msg({ message: 'Onboarding', context: 'employee status' }),
    badge: 'pending',
  },
  active: { label: msg({ message: 'Active', context: 'employee status' }), badge: 'approved' },
  resigned: {
    label: msg({ message: 'Resigned', context: 'employee status' }),
    badge: 'cancelled',
  },
  'laid-off': {
    label: msg({ message: 'Laid off', context: 'employee status' }),
    badge: 'rejected',
  },
  'contract-ended': {
    label: msg({ message: 'Contract ended', context: 'employee status' }),
    badge: 'expired',
  },
  deceased: {
    label: msg({ message: 'Deceased', context: 'employee status' }),
    badge: 'expired',
  },
};

/** Why employment ended: each reason with the status it sets (as the server pairs them). */
export const END_REASON = {
  resignation: { label: msg`Resignation`, status: 'resigned' },
  layoff: { label: msg`Layoff`, status: 'laid-off' },
  'contract-end': { label: msg`Contract end`, status: 'contract-ended' },
  death: { label: msg`Death`, status: 'deceased' },
} as const satisfies Record<EndReason, { label: MessageDescriptor; status: EmployeeStatus }>;

/** The word of a reason employment ended, in the language shown. */
export function endReasonLabel(reason: EndReason): string {
  return i18n._(END_REASON[reason].label);
}

/** The reasons to choose from when ending employment. */
export const END_REASON_OPTIONS: { value: EndReason; readonly label: string }[] = (
  Object.keys(END_REASON) as EndReason[]
).map((value) => ({
  value,
  get label() {
    return endReasonLabel(value);
  },
}));

/** The statuses of someone who no longer works here (they carry a last working day). */
export const LEAVING_STATUSES: readonly EmployeeStatus[] = Object.values(END_REASON).map(
  (r) => r.status,
);

export function isLeaving(status: EmployeeStatus): boolean {
  return LEAVING_STATUSES.includes(status);
}

/** The word of an employment status, in the language shown. */
export function employeeStatusLabel(status: EmployeeStatus): string {
  return i18n._(EMPLOYEE_STATUS[status].label);
}

export const EMPLOYEE_STATUSES = Object.keys(EMPLOYEE_STATUS) as EmployeeStatus[];

/** The status choices; each label is read when shown, so it follows the language shown. */
export const EMPLOYEE_STATUS_OPTIONS: { value: EmployeeStatus; readonly label: string }[] =
  EMPLOYEE_STATUSES.map((value) => ({
    value,
    get label() {
      return employeeStatusLabel(value);
    },
  }));

/** The contract codes as a list shows them (codes, not words; a freelancer is "Freelance"). */
export const CONTRACT_TYPE_SHORT: Readonly<Record<ContractType, string>> = {
  pkwt: 'PKWT',
  pkwtt: 'PKWTT',
  get freelance() {
    return i18n._(msg({ message: 'Freelance', context: 'contract type' }));
  },
};
export const CONTRACT_TYPE_OPTIONS = optionsOf(CONTRACT_TYPE_LABELS);

export const GENDER_OPTIONS = optionsOf(GENDER_LABELS);

export const RELIGION_OPTIONS = optionsOf(RELIGION_LABELS);

export const MARITAL_STATUS_OPTIONS = optionsOf(MARITAL_STATUS_LABELS);

export const PTKP_STATUS_OPTIONS = optionsOf(PTKP_STATUS_LABELS);

const WORK_WEEK: Readonly<Record<'5' | '6', MessageDescriptor>> = {
  '5': msg`5 days (Monday to Friday)`,
  '6': msg`6 days (Monday to Saturday)`,
};

/** The work-week choices; each label is read when shown, in the language shown. */
export const WORK_WEEK_OPTIONS: { value: '5' | '6'; readonly label: string }[] = (
  ['5', '6'] as const
).map((value) => ({
  value,
  get label() {
    return i18n._(WORK_WEEK[value]);
  },
}));

export const HOLIDAY_KIND_OPTIONS = optionsOf(HOLIDAY_KIND_LABELS);

// Fragments inside a sentence ("Reject Budi’s PTKP status change?"); explicit ids keep them apart
// from the same words as labels ("PTKP status" is "status PTKP" here but "Status PTKP" there).
const CHANGE_REQUEST_WORDS: Readonly<Record<ChangeRequestKind, MessageDescriptor>> = {
  'bank-account': msg({ id: 'hr.change-request-phrase.bank-account', message: 'bank account' }),
  nik: msg({ id: 'hr.change-request-phrase.nik', message: 'NIK' }),
  npwp: msg({ id: 'hr.change-request-phrase.npwp', message: 'NPWP' }),
  'ptkp-status': msg({ id: 'hr.change-request-phrase.ptkp-status', message: 'PTKP status' }),
  family: msg({ id: 'hr.change-request-phrase.family', message: 'family' }),
};

/**
 * What a change request changes, inside a sentence ("Budi's PTKP status change"), in the
 * language shown (each value is read when used).
 */
export const CHANGE_REQUEST_PHRASE: Readonly<Record<ChangeRequestKind, string>> =
  Object.defineProperties(
    {} as Record<ChangeRequestKind, string>,
    Object.fromEntries(
      (Object.keys(CHANGE_REQUEST_WORDS) as ChangeRequestKind[]).map((kind) => [
        kind,
        { enumerable: true, get: () => i18n._(CHANGE_REQUEST_WORDS[kind]) },
      ]),
    ),
  );

/** The kinds of work-history entries. */
export const HISTORY_KIND: Readonly<Record<string, MessageDescriptor>> = {
  hired: msg({ message: 'Hired', context: 'work history entry' }),
  placement: msg({ message: 'Placement', context: 'work history entry' }),
  salary: msg({ message: 'Salary', context: 'work history entry' }),
  status: msg({ message: 'Status', context: 'work history entry' }),
  'change-request': msg({ message: 'Change request', context: 'work history entry' }),
};

/** Today in Jakarta as `YYYY-MM-DD`. */
export function todayInJakarta(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(now);
}

/** The choice of client that means internal staff (the API's `clientId: null`). */
export const INTERNAL_STAFF = 'internal';
