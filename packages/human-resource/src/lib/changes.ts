import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import {
  type ContractType,
  type EmployeeStatus,
  formatNpwp,
  GENDER_LABELS,
  type Gender,
  MARITAL_STATUS_LABELS,
  type MaritalStatus,
} from '@staffdesk/kit';
import { formatDate, formatMoney } from '@staffdesk/ui';
import {
  CONTRACT_TYPE_SHORT,
  EMPLOYEE_STATUS,
  END_REASON,
  type EndReason,
  employeeStatusLabel,
  endReasonLabel,
} from './labels';

/** The words of the fields a change may touch. */
const FIELD_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  clientId: msg`Client`,
  clientName: msg`Client`,
  client: msg`Client`,
  position: msg`Position`,
  contractType: msg`Contract type`,
  startDate: msg`Start date`,
  endDate: msg`End date`,
  workWeek: msg`Work week`,
  baseSalary: msg`Base salary`,
  fixedAllowances: msg`Fixed allowances`,
  approverPicIds: msg`Approving PICs`,
  status: msg`Status`,
  lastWorkingDay: msg`Last working day`,
  endReason: msg`Reason employment ended`,
  bankName: msg`Bank name`,
  bankAccountNumber: msg`Account number`,
  bankAccountName: msg`Account name`,
  nik: msg`NIK`,
  npwp: msg`NPWP`,
  ptkpStatus: msg`PTKP status`,
  name: msg`Name`,
  relationship: msg`Relationship`,
  birthDate: msg`Birth date`,
  dependent: msg`Dependant`,
  gender: msg`Gender`,
  maritalStatus: msg`Marital status`,
};

const MONEY = new Set(['baseSalary', 'fixedAllowances', 'salary', 'amount']);
const DATES = new Set([
  'startDate',
  'endDate',
  'lastWorkingDay',
  'birthDate',
  'effectiveDate',
  'validUntil',
]);

/** Looks up names the change only has ids of (the client). */
export type ChangeContext = { clientName?: (id: string) => string | undefined };

function humanize(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

export function fieldLabel(key: string): string {
  const label = FIELD_LABELS[key];
  return label ? i18n._(label) : humanize(key);
}

/** One value of a change in words: money as `Rp 5.000.000`, days as `21 Nov 2026`. */
export function formatChangeValue(
  key: string,
  value: unknown,
  context: ChangeContext = {},
): string {
  if (value === null || value === undefined || value === '') {
    if (key === 'clientId' || key === 'clientName' || key === 'client') return t`Internal staff`;
    return '—';
  }
  if (MONEY.has(key) && (typeof value === 'number' || typeof value === 'string')) {
    return formatMoney(value);
  }
  if (DATES.has(key) && typeof value === 'string') return formatDate(value);
  if (key === 'status' && typeof value === 'string' && value in EMPLOYEE_STATUS) {
    return employeeStatusLabel(value as EmployeeStatus);
  }
  if (key === 'endReason' && typeof value === 'string' && value in END_REASON) {
    return endReasonLabel(value as EndReason);
  }
  if (key === 'contractType' && typeof value === 'string' && value in CONTRACT_TYPE_SHORT) {
    return CONTRACT_TYPE_SHORT[value as ContractType];
  }
  if (key === 'gender' && typeof value === 'string' && value in GENDER_LABELS) {
    return GENDER_LABELS[value as Gender];
  }
  if (key === 'maritalStatus' && typeof value === 'string' && value in MARITAL_STATUS_LABELS) {
    return MARITAL_STATUS_LABELS[value as MaritalStatus];
  }
  if (key === 'workWeek') {
    const days = String(value);
    return t`${days} days a week`;
  }
  if (key === 'npwp' && typeof value === 'string') return formatNpwp(value);
  if (key === 'clientId' && typeof value === 'string') {
    return context.clientName?.(value) ?? t`Another client`;
  }
  if (key === 'approverPicIds' && Array.isArray(value)) {
    const count = value.length;
    return plural(count, { one: '# PIC', other: '# PICs' });
  }
  if (typeof value === 'boolean') return value ? t`Yes` : t`No`;
  if (Array.isArray(value)) return value.map((item) => formatChangeValue('', item)).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== null && inner !== undefined && inner !== '')
      .map(([innerKey, inner]) => formatChangeValue(innerKey, inner, context))
      .join(', ');
  }
  return String(value);
}

/** One line of a change: `Base salary: Rp 5.396.761 → Rp 6.000.000`. */
export type ChangeLine = { key: string; label: string; before: string | null; after: string };

/** The order fields are listed in, whatever order the server's record has. */
const ORDER = [
  'status',
  'endReason',
  'lastWorkingDay',
  'clientName',
  'clientId',
  'client',
  'position',
  'contractType',
  'startDate',
  'endDate',
  'workWeek',
  'baseSalary',
  'fixedAllowances',
  'approverPicIds',
];

function rank(key: string): number {
  const index = ORDER.indexOf(key);
  return index === -1 ? ORDER.length : index;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * What changed between two values, field by field (fields that stayed the same are left out).
 * A record that did not exist before (`before` null, as when hired) lists its values alone.
 */
export function changeLines(
  before: unknown,
  after: unknown,
  context: ChangeContext = {},
  /** The field a plain value belongs to, e.g. `status` for `'active'`. */
  plainKey = '',
): ChangeLine[] {
  if (isRecord(before) || isRecord(after)) {
    const was = isRecord(before) ? before : null;
    const now = isRecord(after) ? after : {};
    // The client's name travels beside its id: show the name, once.
    const keys = [...new Set([...Object.keys(was ?? {}), ...Object.keys(now)])].filter(
      (key) =>
        !(key === 'clientId' && ('clientName' in now || (was !== null && 'clientName' in was))),
    );
    return keys
      .sort((a, b) => rank(a) - rank(b))
      .filter((key) => was === null || !same(was[key], now[key]))
      .map((key) => ({
        key,
        label: fieldLabel(key),
        before: was === null ? null : formatChangeValue(key, was[key], context),
        after: formatChangeValue(key, now[key], context),
      }));
  }
  if (same(before, after)) return [];
  return [
    {
      key: plainKey,
      label: plainKey ? fieldLabel(plainKey) : '',
      before:
        before === null || before === undefined
          ? null
          : formatChangeValue(plainKey, before, context),
      after: formatChangeValue(plainKey, after, context),
    },
  ];
}
