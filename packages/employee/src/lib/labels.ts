// Words for the API's codes, in one place so a translation can follow.

import type { SelectOption } from '@staffdesk/ui';

function options(labels: Readonly<Record<string, string>>): SelectOption[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

/** The label of a code, or the code itself when it is new to this package. */
export function labelOf(labels: Readonly<Record<string, string>>, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const key = String(value);
  return labels[key] ?? key;
}

export const GENDER_LABELS: Readonly<Record<string, string>> = { male: 'Male', female: 'Female' };

export const RELIGION_LABELS: Readonly<Record<string, string>> = {
  islam: 'Islam',
  protestant: 'Protestant',
  catholic: 'Catholic',
  hindu: 'Hindu',
  buddhist: 'Buddhist',
  confucian: 'Confucian',
  other: 'Other',
};

export const MARITAL_STATUS_LABELS: Readonly<Record<string, string>> = {
  single: 'Single',
  married: 'Married',
  divorced: 'Divorced',
  widowed: 'Widowed',
};

export const PTKP_STATUS_LABELS: Readonly<Record<string, string>> = {
  'TK/0': 'TK/0: single, no dependants',
  'TK/1': 'TK/1: single, 1 dependant',
  'TK/2': 'TK/2: single, 2 dependants',
  'TK/3': 'TK/3: single, 3 dependants',
  'K/0': 'K/0: married, no dependants',
  'K/1': 'K/1: married, 1 dependant',
  'K/2': 'K/2: married, 2 dependants',
  'K/3': 'K/3: married, 3 dependants',
};
export const PTKP_STATUS_OPTIONS = options(PTKP_STATUS_LABELS);

export const PROFICIENCY_LABELS: Readonly<Record<string, string>> = {
  basic: 'Basic',
  intermediate: 'Intermediate',
  fluent: 'Fluent',
  native: 'Native',
};
export const PROFICIENCY_OPTIONS = options(PROFICIENCY_LABELS);

export const EDUCATION_LEVEL_LABELS: Readonly<Record<string, string>> = {
  sd: 'SD (primary school)',
  smp: 'SMP (junior high school)',
  sma: 'SMA (senior high school)',
  smk: 'SMK (vocational high school)',
  d3: 'D3 (diploma)',
  s1: 'S1 (bachelor)',
  s2: 'S2 (master)',
  s3: 'S3 (doctorate)',
};
export const EDUCATION_LEVEL_OPTIONS = options(EDUCATION_LEVEL_LABELS);

export const FAMILY_RELATIONSHIP_LABELS: Readonly<Record<string, string>> = {
  spouse: 'Spouse',
  child: 'Child',
  parent: 'Parent',
  sibling: 'Sibling',
};
export const FAMILY_RELATIONSHIP_OPTIONS = options(FAMILY_RELATIONSHIP_LABELS);

export const CONTRACT_TYPE_LABELS: Readonly<Record<string, string>> = {
  pkwt: 'PKWT (fixed term)',
  pkwtt: 'PKWTT (permanent)',
  freelance: 'Freelance',
};

export const HOLIDAY_KIND_LABELS: Readonly<Record<string, string>> = {
  national: 'National holiday',
  'collective-leave': 'Cuti bersama',
  'company-event': 'Company event',
  'client-holiday': 'Client holiday',
  'client-working-day': 'Client working day',
};

export const CHANGE_REQUEST_KIND_LABELS: Readonly<Record<string, string>> = {
  'bank-account': 'Bank account',
  nik: 'NIK',
  npwp: 'NPWP',
  'ptkp-status': 'PTKP status',
  family: 'Family',
};
