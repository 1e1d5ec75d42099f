import type { Status } from '@staffdesk/ui';

export type EmployeeStatus = 'onboarding' | 'active' | 'resigned' | 'laid-off' | 'contract-ended';
export type ContractType = 'pkwt' | 'pkwtt' | 'freelance';
export type Gender = 'male' | 'female';
export type Religion =
  | 'islam'
  | 'protestant'
  | 'catholic'
  | 'hindu'
  | 'buddhist'
  | 'confucian'
  | 'other';
export type MaritalStatus = 'single' | 'married' | 'divorced' | 'widowed';
export type PtkpStatus = 'TK/0' | 'TK/1' | 'TK/2' | 'TK/3' | 'K/0' | 'K/1' | 'K/2' | 'K/3';
export type HolidayKind =
  | 'national'
  | 'collective-leave'
  | 'company-event'
  | 'client-holiday'
  | 'client-working-day';
export type ChangeRequestKind = 'bank-account' | 'nik' | 'npwp' | 'ptkp-status' | 'family';

type Option<T extends string> = { value: T; label: string };

function optionsOf<T extends string>(labels: Readonly<Record<T, string>>): Option<T>[] {
  return (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));
}

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

export const CONTRACT_TYPE: Readonly<Record<ContractType, string>> = {
  pkwt: 'PKWT (fixed term)',
  pkwtt: 'PKWTT (permanent)',
  freelance: 'Freelance',
};
export const CONTRACT_TYPE_SHORT: Readonly<Record<ContractType, string>> = {
  pkwt: 'PKWT',
  pkwtt: 'PKWTT',
  freelance: 'Freelance',
};
export const CONTRACT_TYPE_OPTIONS = optionsOf(CONTRACT_TYPE);

export const GENDER: Readonly<Record<Gender, string>> = { male: 'Male', female: 'Female' };
export const GENDER_OPTIONS = optionsOf(GENDER);

export const RELIGION: Readonly<Record<Religion, string>> = {
  islam: 'Islam',
  protestant: 'Protestant',
  catholic: 'Catholic',
  hindu: 'Hindu',
  buddhist: 'Buddhist',
  confucian: 'Confucian',
  other: 'Other',
};
export const RELIGION_OPTIONS = optionsOf(RELIGION);

export const MARITAL_STATUS: Readonly<Record<MaritalStatus, string>> = {
  single: 'Single',
  married: 'Married',
  divorced: 'Divorced',
  widowed: 'Widowed',
};
export const MARITAL_STATUS_OPTIONS = optionsOf(MARITAL_STATUS);

export const PTKP_STATUSES: readonly PtkpStatus[] = [
  'TK/0',
  'TK/1',
  'TK/2',
  'TK/3',
  'K/0',
  'K/1',
  'K/2',
  'K/3',
];
export const PTKP_STATUS_OPTIONS = PTKP_STATUSES.map((value) => ({
  value,
  label: `${value} (${value.startsWith('K') ? 'married' : 'not married'}, ${value.slice(-1)} ${
    value.endsWith('1') ? 'dependant' : 'dependants'
  })`,
}));

export const WORK_WEEK_OPTIONS = [
  { value: '5', label: '5 days (Monday to Friday)' },
  { value: '6', label: '6 days (Monday to Saturday)' },
];

export const HOLIDAY_KIND: Readonly<Record<HolidayKind, string>> = {
  national: 'National holiday',
  'collective-leave': 'Cuti bersama',
  'company-event': 'Company event',
  'client-holiday': 'Client holiday',
  'client-working-day': 'Client working day',
};
export const HOLIDAY_KIND_OPTIONS = optionsOf(HOLIDAY_KIND);

export const CHANGE_REQUEST_KIND: Readonly<Record<ChangeRequestKind, string>> = {
  'bank-account': 'Bank account',
  nik: 'NIK',
  npwp: 'NPWP',
  'ptkp-status': 'PTKP status',
  family: 'Family',
};

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

/** An NPWP as read: 15 digits as `01.234.567.8-901.000`, 16 digits unchanged. */
export function formatNpwp(npwp: string | null | undefined): string {
  if (!npwp) return '';
  const digits = npwp.replace(/\D/g, '');
  if (digits.length === 15) {
    return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}.${digits.slice(8, 9)}-${digits.slice(9, 12)}.${digits.slice(12)}`;
  }
  return npwp;
}

/** An NPWP as the server takes it: digits, or null when empty. */
export function normalizeNpwp(text: string): string | null {
  const digits = text.replace(/[\s.-]/g, '');
  return digits === '' ? null : digits;
}

/** Empty, or 15 or 16 digits (dots and dashes allowed). */
export function isValidNpwp(text: string): boolean {
  const normalized = normalizeNpwp(text);
  return normalized === null || /^\d{15,16}$/.test(normalized);
}

/** Today in Jakarta as `YYYY-MM-DD`. */
export function todayInJakarta(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(now);
}
