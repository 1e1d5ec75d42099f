// Words for the API's codes, shared by every department. Each table is keyed by the enum the
// generated contract declares, so a code the server adds fails the typecheck until it has a word.

import type { MainSchema } from '@staffdesk/api';
import type { SelectOption } from '@staffdesk/ui';

type EmployeeDetail = MainSchema<'EmployeeDetail'>;

export type EmployeeStatus = EmployeeDetail['status'];
export type ContractType = EmployeeDetail['contractType'];
export type Gender = NonNullable<EmployeeDetail['gender']>;
export type Religion = NonNullable<EmployeeDetail['religion']>;
export type MaritalStatus = NonNullable<EmployeeDetail['maritalStatus']>;
export type PtkpStatus = NonNullable<EmployeeDetail['ptkpStatus']>;
export type HolidayKind = MainSchema<'Holiday'>['kind'];
export type ChangeRequestKind = MainSchema<'EmployeeChangeRequest'>['kind'];

/** A select's choices from a table of words, in the table's order. */
export function optionsOf<Code extends string>(
  labels: Readonly<Record<Code, string>>,
): (SelectOption & { value: Code })[] {
  return (Object.keys(labels) as Code[]).map((value) => ({ value, label: labels[value] }));
}

/** The word for a code, or the code itself when it is new to this package; '' for none. */
export function labelOf(labels: Readonly<Record<string, string>>, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const key = String(value);
  return labels[key] ?? key;
}

export const GENDER_LABELS: Readonly<Record<Gender, string>> = { male: 'Male', female: 'Female' };

export const RELIGION_LABELS: Readonly<Record<Religion, string>> = {
  islam: 'Islam',
  protestant: 'Protestant',
  catholic: 'Catholic',
  hindu: 'Hindu',
  buddhist: 'Buddhist',
  confucian: 'Confucian',
  other: 'Other',
};

export const MARITAL_STATUS_LABELS: Readonly<Record<MaritalStatus, string>> = {
  single: 'Single',
  married: 'Married',
  divorced: 'Divorced',
  widowed: 'Widowed',
};

export const PTKP_STATUS_LABELS: Readonly<Record<PtkpStatus, string>> = {
  'TK/0': 'TK/0: single, no dependants',
  'TK/1': 'TK/1: single, 1 dependant',
  'TK/2': 'TK/2: single, 2 dependants',
  'TK/3': 'TK/3: single, 3 dependants',
  'K/0': 'K/0: married, no dependants',
  'K/1': 'K/1: married, 1 dependant',
  'K/2': 'K/2: married, 2 dependants',
  'K/3': 'K/3: married, 3 dependants',
};

export const CONTRACT_TYPE_LABELS: Readonly<Record<ContractType, string>> = {
  pkwt: 'PKWT (fixed term)',
  pkwtt: 'PKWTT (permanent)',
  freelance: 'Freelance',
};

export const HOLIDAY_KIND_LABELS: Readonly<Record<HolidayKind, string>> = {
  national: 'National holiday',
  'collective-leave': 'Cuti bersama',
  'company-event': 'Company event',
  'client-holiday': 'Client holiday',
  'client-working-day': 'Client working day',
};

export const CHANGE_REQUEST_KIND_LABELS: Readonly<Record<ChangeRequestKind, string>> = {
  'bank-account': 'Bank account',
  nik: 'NIK',
  npwp: 'NPWP',
  'ptkp-status': 'PTKP status',
  family: 'Family',
};
