// Words for the API's codes, shared by every department. Each table is keyed by the enum the
// generated contract declares, so a code the server adds fails the typecheck until it has a word.

import { msg } from '@lingui/core/macro';
import type { MainSchema } from '@staffdesk/api';
import { textOf, type Words } from '@staffdesk/core';
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

/** A word to translate, or one that is the same in every language (a code such as NIK). */
export type Word = Words;

/**
 * A table of words read in the language shown: each entry is translated when it is read, so a
 * table kept in a module constant still follows a change of language.
 */
export function wordsOf<Code extends string>(
  words: Readonly<Record<Code, Word>>,
): Readonly<Record<Code, string>> {
  const table = {} as Record<Code, string>;
  for (const code of Object.keys(words) as Code[]) {
    const word = words[code];
    Object.defineProperty(table, code, {
      enumerable: true,
      get: () => textOf(word),
    });
  }
  return Object.freeze(table);
}

/**
 * A select's choices from a table of words (or of messages), in the table's order. Each label is
 * read when it is shown, so options kept in a module constant follow a change of language.
 */
export function optionsOf<Code extends string>(
  labels: Readonly<Record<Code, Word>>,
): (SelectOption & { value: Code })[] {
  return (Object.keys(labels) as Code[]).map((value) => ({
    value,
    get label() {
      return textOf(labels[value]);
    },
  }));
}

/**
 * The word for a code (in the language shown), or the code itself when it is new to this
 * package; '' for none.
 */
export function labelOf(labels: Readonly<Record<string, Word>>, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const key = String(value);
  // Own entries only: a stored text such as "constructor" is not a word of the table.
  return Object.hasOwn(labels, key) ? textOf(labels[key] as Word) : key;
}

export const GENDER_LABELS: Readonly<Record<Gender, string>> = wordsOf({
  male: msg`Male`,
  female: msg`Female`,
});

export const RELIGION_LABELS: Readonly<Record<Religion, string>> = wordsOf({
  islam: msg`Islam`,
  protestant: msg`Protestant`,
  catholic: msg`Catholic`,
  hindu: msg`Hindu`,
  buddhist: msg`Buddhist`,
  confucian: msg`Confucian`,
  other: msg({ message: 'Other', context: 'religion' }),
});

export const MARITAL_STATUS_LABELS: Readonly<Record<MaritalStatus, string>> = wordsOf({
  single: msg`Single`,
  married: msg`Married`,
  divorced: msg`Divorced`,
  widowed: msg`Widowed`,
});

export const PTKP_STATUS_LABELS: Readonly<Record<PtkpStatus, string>> = wordsOf({
  'TK/0': msg`TK/0: single, no dependants`,
  'TK/1': msg`TK/1: single, 1 dependant`,
  'TK/2': msg`TK/2: single, 2 dependants`,
  'TK/3': msg`TK/3: single, 3 dependants`,
  'K/0': msg`K/0: married, no dependants`,
  'K/1': msg`K/1: married, 1 dependant`,
  'K/2': msg`K/2: married, 2 dependants`,
  'K/3': msg`K/3: married, 3 dependants`,
});

export const CONTRACT_TYPE_LABELS: Readonly<Record<ContractType, string>> = wordsOf({
  pkwt: msg`PKWT (fixed term)`,
  pkwtt: msg`PKWTT (permanent)`,
  freelance: msg`Freelance`,
});

export const HOLIDAY_KIND_LABELS: Readonly<Record<HolidayKind, string>> = wordsOf({
  national: msg`National holiday`,
  'collective-leave': msg({
    message: 'Cuti bersama',
    comment: 'Collective leave: days the government adds around holidays; Indonesian term',
  }),
  'company-event': msg`Company event`,
  'client-holiday': msg`Client holiday`,
  'client-working-day': msg`Client working day`,
});

export const CHANGE_REQUEST_KIND_LABELS: Readonly<Record<ChangeRequestKind, string>> = wordsOf({
  'bank-account': msg`Bank account`,
  nik: 'NIK',
  npwp: 'NPWP',
  'ptkp-status': msg`PTKP status`,
  family: msg({ message: 'Family', context: 'change request: family members' }),
});
