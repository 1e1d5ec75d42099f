import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { users } from './identity.js';

export const CLIENT_STATUSES = ['lead', 'prospect', 'active', 'inactive'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export const BILLING_METHODS = ['management-fee', 'cost-plus', 'fixed-rate'] as const;
export type BillingMethod = (typeof BILLING_METHODS)[number];
export const PIC_ROLES = [
  'timesheet-approver',
  'overtime-approver',
  'leave-approver',
  'hiring-manager',
  'billing-contact',
] as const;
export type PicRole = (typeof PIC_ROLES)[number];

/** The companies we place employees with. */
export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper-case, unique. */
    code: text('code').notNull(),
    legalName: text('legal_name').notNull(),
    industry: text('industry'),
    address: text('address'),
    /** Digits only (15 or 16). */
    npwp: text('npwp'),
    billingMethod: text('billing_method').$type<BillingMethod>().notNull(),
    paymentTermsDays: integer('payment_terms_days').notNull(),
    status: text('status').$type<ClientStatus>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('clients_code_key').on(t.code),
    index('clients_legal_name_search').on(sql`lower(${t.legalName})`),
    index('clients_status').on(t.status),
  ],
);

/** A client's people in charge: who approves timesheets, overtime and leave, who gets invoices. */
export const clientPics = pgTable(
  'client_pics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Stored lower-cased; unique within the client. */
    email: text('email').notNull(),
    phone: text('phone'),
    position: text('position'),
    roles: text('roles').array().$type<PicRole[]>().notNull().default(sql`'{}'::text[]`),
    /** The language of their mail and approval pages: `id` (default) or `en`. */
    preferredLanguage: text('preferred_language').$type<'en' | 'id'>().notNull().default('id'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('client_pics_client_email_key').on(t.clientId, t.email),
    index('client_pics_email').on(t.email),
  ],
);

export const EMPLOYEE_STATUSES = [
  'onboarding',
  'active',
  'resigned',
  'laid-off',
  'contract-ended',
  'deceased',
] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
/** Why employment ended; each leaving status has exactly one. */
export const END_REASONS = ['resignation', 'layoff', 'contract-end', 'death'] as const;
export type EndReason = (typeof END_REASONS)[number];
/** The statuses of someone who no longer works here, each with the one reason that goes with it. */
export const END_REASON_OF = {
  resigned: 'resignation',
  'laid-off': 'layoff',
  'contract-ended': 'contract-end',
  deceased: 'death',
} as const satisfies Partial<Record<EmployeeStatus, EndReason>>;
export type LeavingStatus = keyof typeof END_REASON_OF;
export const CONTRACT_TYPES = ['pkwt', 'pkwtt', 'freelance'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
export const RELIGIONS = [
  'islam',
  'protestant',
  'catholic',
  'hindu',
  'buddhist',
  'confucian',
  'other',
] as const;
export type Religion = (typeof RELIGIONS)[number];
export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export const PTKP_STATUSES = ['TK/0', 'TK/1', 'TK/2', 'TK/3', 'K/0', 'K/1', 'K/2', 'K/3'] as const;
export type PtkpStatusValue = (typeof PTKP_STATUSES)[number];

export type InsurancePolicy = {
  provider: string;
  policyNumber: string;
  coverage: string;
  validUntil: string | null;
};
export type AssignedAsset = {
  name: string;
  serialNumber: string | null;
  assignedAt: string;
  returnedAt: string | null;
};

/** The employee master: personal data and the current placement (history in employee_history). */
export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `EMP-<year>-<5 digits>`, from employee_number_sequences; never reused. */
    employeeNumber: text('employee_number').notNull(),
    fullName: text('full_name').notNull(),
    /** 16 digits, unique. */
    nik: text('nik').notNull(),
    npwp: text('npwp'),
    birthDate: date('birth_date', { mode: 'string' }),
    birthPlace: text('birth_place'),
    gender: text('gender').$type<Gender>(),
    religion: text('religion').$type<Religion>(),
    maritalStatus: text('marital_status').$type<MaritalStatus>(),
    ptkpStatus: text('ptkp_status').$type<PtkpStatusValue>(),
    address: text('address'),
    phone: text('phone'),
    personalEmail: text('personal_email'),
    bankName: text('bank_name'),
    bankAccountNumber: text('bank_account_number'),
    bankAccountName: text('bank_account_name'),
    bpjsKesehatanNumber: text('bpjs_kesehatan_number'),
    bpjsKetenagakerjaanNumber: text('bpjs_ketenagakerjaan_number'),
    bpjsKesehatanClass: integer('bpjs_kesehatan_class').notNull().default(1),
    status: text('status').$type<EmployeeStatus>().notNull().default('onboarding'),
    /** The placement: null client = internal staff. */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'restrict' }),
    position: text('position').notNull(),
    contractType: text('contract_type').$type<ContractType>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** The contract end: required for PKWT, null otherwise. */
    endDate: date('end_date', { mode: 'string' }),
    /** The last day worked: null while employed; set when employment ends (any contract type). */
    lastWorkingDay: date('last_working_day', { mode: 'string' }),
    /** Why employment ended: null while employed. */
    endReason: text('end_reason').$type<EndReason>(),
    workWeek: integer('work_week').$type<5 | 6>().notNull().default(5),
    baseSalary: bigint('base_salary', { mode: 'number' }).notNull(),
    fixedAllowances: bigint('fixed_allowances', { mode: 'number' }).notNull().default(0),
    approverPicIds: uuid('approver_pic_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /**
     * The line manager: another employee with a user account, at the same client or internal
     * staff. Decides the employee's leave when the client has no PIC leave approver.
     */
    managerEmployeeId: uuid('manager_employee_id').references((): AnyPgColumn => employees.id, {
      onDelete: 'set null',
    }),
    insurance: jsonb('insurance').$type<InsurancePolicy[]>().notNull().default([]),
    assets: jsonb('assets').$type<AssignedAsset[]>().notNull().default([]),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The language of their mail, PDFs and server-built sentences: `id` (default) or `en`. The one
     * source of an employee's language: their account's `users.preferred_language` is kept equal.
     */
    preferredLanguage: text('preferred_language').$type<'en' | 'id'>().notNull().default('id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('employees_number_key').on(t.employeeNumber),
    uniqueIndex('employees_nik_key').on(t.nik),
    uniqueIndex('employees_user_key').on(t.userId),
    // Word-prefix search of names (`budi san` → Budi Santoso): full text, core PostgreSQL.
    index('employees_name_words').using('gin', sql`to_tsvector('simple', ${t.fullName})`),
    // Prefix searches (`like 'x%'`) use these on any database collation.
    index('employees_number_prefix').on(t.employeeNumber.op('text_pattern_ops')),
    index('employees_nik_prefix').on(t.nik.op('text_pattern_ops')),
    // The default order of the list.
    index('employees_full_name').on(t.fullName, t.id),
    index('employees_status').on(t.status),
    index('employees_client').on(t.clientId),
    index('employees_contract_end').on(t.endDate),
    index('employees_manager').on(t.managerEmployeeId),
    index('employees_last_working_day').on(t.lastWorkingDay),
  ],
);

/** The next employee number of each year. */
export const employeeNumberSequences = pgTable('employee_number_sequences', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

export const HISTORY_KINDS = ['hired', 'placement', 'salary', 'status', 'change-request'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** Work history: hiring, placement, salary and status changes, each with before and after. */
export const employeeHistory = pgTable(
  'employee_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    kind: text('kind').$type<HistoryKind>().notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    note: text('note'),
    recordedByUserId: uuid('recorded_by_user_id'),
    /** Who recorded it, as shown: the user's name, or `system`. */
    recordedBy: text('recorded_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('employee_history_employee').on(t.employeeId, t.createdAt)],
);

export const PROFILE_KINDS = [
  'languages',
  'experiences',
  'references',
  'educations',
  'courses',
  'emergency-contacts',
  'family',
] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];

/** The employee's profile sub-forms: one row per item, the fields in `data` (checked per kind). */
export const employeeProfileItems = pgTable(
  'employee_profile_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ProfileKind>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('employee_profile_items_employee').on(t.employeeId, t.kind, t.createdAt)],
);

export const CHANGE_REQUEST_KINDS = [
  'bank-account',
  'nik',
  'npwp',
  'ptkp-status',
  'family',
] as const;
export type ChangeRequestKind = (typeof CHANGE_REQUEST_KINDS)[number];
export const CHANGE_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

/** An employee's own change of bank account, NIK, NPWP, PTKP status or family, for HR to decide. */
export const employeeChangeRequests = pgTable(
  'employee_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ChangeRequestKind>().notNull(),
    status: text('status').$type<ChangeRequestStatus>().notNull().default('pending'),
    /** The values when asked (and, once decided, when decided). */
    current: jsonb('current').$type<Record<string, unknown>>().notNull(),
    proposed: jsonb('proposed').$type<Record<string, unknown>>().notNull(),
    requestedByUserId: uuid('requested_by_user_id'),
    reason: text('reason'),
    decidedByUserId: uuid('decided_by_user_id'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('employee_change_requests_one_pending')
      .on(t.employeeId, t.kind)
      .where(sql`${t.status} = 'pending'`),
    index('employee_change_requests_status').on(t.status, t.createdAt),
    index('employee_change_requests_employee').on(t.employeeId, t.createdAt),
  ],
);

export const HOLIDAY_KINDS = [
  'national',
  'collective-leave',
  'company-event',
  'client-holiday',
  'client-working-day',
] as const;
export type HolidayKind = (typeof HOLIDAY_KINDS)[number];

/**
 * The holiday calendar: national holidays and cuti bersama (seeded per year), company events, and
 * each client's own holidays and extra working days.
 */
export const holidays = pgTable(
  'holidays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<HolidayKind>().notNull(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    /** Seeded from the year's SKB (not made by HR). */
    official: boolean('official').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('holidays_date').on(t.date), index('holidays_client').on(t.clientId, t.date)],
);
