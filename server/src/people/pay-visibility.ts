import type { FastifyRequest } from 'fastify';
import type { ChangeRequestKind } from '../db/schema.js';
import { identityOf } from '../identity/authenticate.js';
import { can } from '../identity/identity.js';
import type { Permission } from '../identity/permissions.js';

/**
 * Pay, bank and birth-date data are shown only to those whose permission names pay. Everyone
 * else with `employees.read` (business development) sees the employee and the placement without
 * them: the fields are absent from the answer, the columns from the export, and the work-history
 * entries and change requests that carry them are left out.
 */
export const PAY_PERMISSION: Permission = 'payroll.read';

export const FIELD_GROUPS = ['pay', 'bank', 'birthDate'] as const;
export type FieldGroup = (typeof FIELD_GROUPS)[number];

/** The employee fields (of `EmployeeDetail`, its `placement`, and the import/export columns) per group. */
export const EMPLOYEE_FIELD_GROUPS = {
  pay: ['baseSalary', 'fixedAllowances'],
  bank: ['bankName', 'bankAccountNumber', 'bankAccountName'],
  birthDate: ['birthDate', 'birthPlace'],
} as const satisfies Record<FieldGroup, readonly string[]>;

/** The change requests (by kind) whose values belong to a withheld group. */
const CHANGE_REQUEST_GROUPS: Readonly<Partial<Record<ChangeRequestKind, FieldGroup>>> = {
  'bank-account': 'bank',
};

/** The work-history kinds that are about pay only. */
const PAY_HISTORY_KINDS = new Set(['salary']);

/** Whether the caller may see pay, bank and birth-date data. */
export function maySeePay(request: FastifyRequest) {
  return can(identityOf(request), PAY_PERMISSION);
}

/** The field groups withheld from the caller (none for those who may see pay). */
export function withheldGroups(request: FastifyRequest): FieldGroup[] {
  return maySeePay(request) ? [] : [...FIELD_GROUPS];
}

/** The employee field names withheld from the caller. */
export function withheldEmployeeFields(request: FastifyRequest): Set<string> {
  return new Set(withheldGroups(request).flatMap((group) => EMPLOYEE_FIELD_GROUPS[group]));
}

function omit<T extends object>(value: T, fields: Set<string>): T {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !fields.has(key))) as T;
}

/** An employee detail as the caller may see it: withheld fields are absent. */
export function visibleEmployee<T extends { placement: object }>(
  request: FastifyRequest,
  detail: T,
): T {
  const hidden = withheldEmployeeFields(request);
  if (hidden.size === 0) return detail;
  return { ...omit(detail, hidden), placement: omit(detail.placement, hidden) };
}

type HistoryLike = {
  kind: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/**
 * Work-history entries as the caller may see them: salary entries and change requests of a
 * withheld kind are left out, and withheld fields are dropped from the rest (the hire's salary).
 */
export function visibleHistory<T extends HistoryLike>(request: FastifyRequest, entries: T[]): T[] {
  const groups = withheldGroups(request);
  if (groups.length === 0) return entries;
  const hidden = withheldEmployeeFields(request);
  const strip = (values: Record<string, unknown> | null) => (values ? omit(values, hidden) : null);
  return entries
    .filter((entry) => !(groups.includes('pay') && PAY_HISTORY_KINDS.has(entry.kind)))
    .filter((entry) => {
      const kind = entry.after?.kind ?? entry.before?.kind;
      if (entry.kind !== 'change-request' || typeof kind !== 'string') return true;
      const group = CHANGE_REQUEST_GROUPS[kind as ChangeRequestKind];
      return !group || !groups.includes(group);
    })
    .map((entry) => ({ ...entry, before: strip(entry.before), after: strip(entry.after) }));
}

/** The change-request kinds the caller may not see (their values are withheld data). */
export function withheldChangeRequestKinds(request: FastifyRequest): ChangeRequestKind[] {
  const groups = withheldGroups(request);
  return (Object.entries(CHANGE_REQUEST_GROUPS) as [ChangeRequestKind, FieldGroup][])
    .filter(([, group]) => groups.includes(group))
    .map(([kind]) => kind);
}

/** Supporting data as the caller may see it: this month's contributions (they show the wage) only with pay. */
export function visibleSupporting<T extends { bpjs: { contributions: unknown } }>(
  request: FastifyRequest,
  supporting: T,
) {
  if (maySeePay(request)) return supporting;
  const { contributions: _withheld, ...bpjs } = supporting.bpjs;
  return { ...supporting, bpjs };
}

type OnboardingLike = {
  offer: { salary: number };
  confirmation: { birthDate: string; birthPlace: string } | null;
  /** What payroll needs, given by the candidate: its bank fields are the `bank` group. */
  payroll: { bankName: string; bankAccountNumber: string; bankAccountName: string } | null;
};

/**
 * On-boarding entries as the caller may see them: the offered salary, the birth date and place
 * and the bank account the candidate gave only with pay (others see that it was given).
 */
export function visibleOnboarding<L extends { items: OnboardingLike[] }>(
  request: FastifyRequest,
  list: L,
) {
  if (maySeePay(request)) return list;
  return {
    ...list,
    items: list.items.map((entry) => {
      const { salary: _salary, ...offer } = entry.offer;
      const confirmation = entry.confirmation
        ? (({ birthDate: _date, birthPlace: _place, ...rest }) => rest)(entry.confirmation)
        : null;
      const bank = new Set<string>(EMPLOYEE_FIELD_GROUPS.bank);
      const payroll = entry.payroll ? omit(entry.payroll, bank) : null;
      return { ...entry, offer, confirmation, payroll };
    }),
  };
}

/**
 * Overtime to bill as the caller may see it: what the client is billed stays, what the employees
 * are paid (`payAmount`, per row and in the totals) only with pay.
 */
export function visibleBillableOvertime<
  S extends { items: { payAmount: number }[]; totals: { payAmount: number } },
>(request: FastifyRequest, summary: S) {
  if (maySeePay(request)) return summary;
  const withoutPay = <T extends { payAmount: number }>({ payAmount: _pay, ...rest }: T) => rest;
  return {
    ...summary,
    items: summary.items.map((row: S['items'][number]) => withoutPay(row)),
    totals: withoutPay(summary.totals as S['totals']),
  };
}
