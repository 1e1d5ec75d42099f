import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { textOf } from '@staffdesk/core';
import { isValidNpwp, NPWP_MESSAGE, PTKP_STATUS_LABELS, type Word } from '@staffdesk/kit';
import type { FieldSpec } from './fields';
import { NIK_RULES, PROFILE_KINDS } from './profile-kinds';
import type { ChangeRequest, ChangeRequestKind, EmployeeDetail } from './types';

/** A change the employee asks HR for: its words, its fields and where its values live. */
export type ChangeRequestConfig = {
  kind: ChangeRequestKind;
  /** The section title: "Bank account" (a code such as "NIK" stays as it is). */
  title: Word;
  /** The button that opens the form: "Ask to change bank account". */
  askLabel: MessageDescriptor;
  /** The form's heading: "Ask HR to change your bank account". */
  formTitle: MessageDescriptor;
  fields: FieldSpec[];
  /** The values on record now, from `GET /me/employee`. */
  current: (employee: EmployeeDetail) => Record<string, unknown>;
};

const NPWP_RULES = {
  validate: (value: unknown) =>
    typeof value !== 'string' ||
    (value.trim() !== '' && isValidNpwp(value)) ||
    textOf(NPWP_MESSAGE),
};
const ACCOUNT_NUMBER_RULES = {
  validate: (value: unknown) =>
    typeof value !== 'string' ||
    /^\d{5,30}$/.test(value.replace(/[\s.-]/g, '')) ||
    t`Enter the account number in digits.`,
};

export const CHANGE_REQUESTS: Readonly<
  Record<Exclude<ChangeRequestKind, 'family'>, ChangeRequestConfig>
> = {
  'bank-account': {
    kind: 'bank-account',
    title: msg`Bank account`,
    askLabel: msg`Ask to change bank account`,
    formTitle: msg`Ask HR to change your bank account`,
    fields: [
      {
        name: 'bankName',
        label: msg`Bank name`,
        type: 'text',
        required: true,
        maxLength: 80,
        description: msg`Like BCA, Mandiri or BRI.`,
      },
      {
        name: 'bankAccountNumber',
        label: msg`Account number`,
        type: 'digits',
        required: true,
        maxLength: 40,
        rules: ACCOUNT_NUMBER_RULES,
      },
      {
        name: 'bankAccountName',
        label: msg`Account name`,
        type: 'text',
        required: true,
        maxLength: 120,
        description: msg`As the bank has it; your salary goes only to an account in your name.`,
      },
    ],
    current: (employee) => ({
      bankName: employee.bankName,
      bankAccountNumber: employee.bankAccountNumber,
      bankAccountName: employee.bankAccountName,
    }),
  },
  nik: {
    kind: 'nik',
    title: 'NIK',
    askLabel: msg`Ask to change NIK`,
    formTitle: msg`Ask HR to change your NIK`,
    fields: [
      {
        name: 'nik',
        label: 'NIK',
        type: 'digits',
        required: true,
        description: msg`The 16 digits on your KTP.`,
        rules: NIK_RULES,
      },
    ],
    current: (employee) => ({ nik: employee.nik }),
  },
  npwp: {
    kind: 'npwp',
    title: 'NPWP',
    askLabel: msg`Ask to change NPWP`,
    formTitle: msg`Ask HR to change your NPWP`,
    fields: [
      {
        name: 'npwp',
        label: 'NPWP',
        type: 'digits',
        required: true,
        description: msg`15 or 16 digits; since 2024 your NIK is also your NPWP.`,
        rules: NPWP_RULES,
      },
    ],
    current: (employee) => ({ npwp: employee.npwp }),
  },
  'ptkp-status': {
    kind: 'ptkp-status',
    title: msg`PTKP status`,
    askLabel: msg`Ask to change PTKP status`,
    formTitle: msg`Ask HR to change your PTKP status`,
    fields: [
      {
        name: 'ptkpStatus',
        label: msg`PTKP status`,
        type: 'select',
        required: true,
        labels: PTKP_STATUS_LABELS,
        description: msg`Your tax-free allowance follows your marital status and dependants.`,
      },
    ],
    current: (employee) => ({ ptkpStatus: employee.ptkpStatus }),
  },
};

/** The fields that describe a request's proposed values. */
export function fieldsOfRequest(kind: ChangeRequestKind): FieldSpec[] {
  return kind === 'family' ? PROFILE_KINDS.family.fields : CHANGE_REQUESTS[kind].fields;
}

/** A request's requests of one kind, newest first. */
export function requestsOfKind(
  requests: readonly ChangeRequest[] | undefined,
  kind: ChangeRequestKind,
): ChangeRequest[] {
  return (requests ?? [])
    .filter((request) => request.kind === kind)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
