import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
import { clients, employees } from './people.js';

/**
 * The tax and social-security masters accounting keeps, each a list of versions by effective
 * date so a past month recomputes to the same rupiah. `data` has the shape of the matching
 * `@staffdesk/id-payroll` rule version without its dates.
 */
export const TAX_MASTER_KINDS = [
  'ptkp',
  'ter',
  'article17',
  'job-expense',
  'no-npwp',
  'bpjs-kesehatan',
  'bpjs-jht',
  'bpjs-jp',
  'bpjs-jkm',
] as const;
export type TaxMasterKind = (typeof TAX_MASTER_KINDS)[number];

export const taxMasterVersions = pgTable(
  'tax_master_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<TaxMasterKind>().notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** Inclusive; null while in force. */
    effectiveTo: date('effective_to', { mode: 'string' }),
    legalBasis: text('legal_basis').notNull().default(''),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** Seeded from the official rule set (not typed in by a user). */
    official: boolean('official').notNull().default(false),
    updatedByLabel: text('updated_by_label'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('tax_master_versions_kind_from').on(t.kind, t.effectiveFrom)],
);

/** Who bears the employee's PPh 21: the employee (gross), the employer as an allowance (gross-up) or silently (net). */
export const TAX_METHODS = ['gross', 'gross-up', 'net'] as const;
export type TaxMethod = (typeof TAX_METHODS)[number];

export const SALARY_COMPONENT_KINDS = [
  'fixed-allowance',
  'variable-allowance',
  'deduction',
] as const;
export type SalaryComponentKind = (typeof SALARY_COMPONENT_KINDS)[number];

/**
 * A named part of the monthly pay. Fixed allowances count towards the BPJS wage, THR and
 * overtime base; variable ones are paid monthly without counting there; deductions come off
 * the net pay after tax.
 */
export type SalaryComponent = {
  name: string;
  kind: SalaryComponentKind;
  amount: number;
  /** Whether an allowance is taxable income (every allowance is, unless marked otherwise). */
  taxable: boolean;
};

export type BpjsEnrolment = {
  kesehatan: boolean;
  jht: boolean;
  jp: boolean;
  jkk: boolean;
  jkm: boolean;
};

/** JKK rate per workplace risk class (PP 44/2015), in percent of the wage. */
export const JKK_RISK_RATES = { 1: 0.24, 2: 0.54, 3: 0.89, 4: 1.27, 5: 1.74 } as const;
export type JkkRiskClass = keyof typeof JKK_RISK_RATES;

/**
 * An employee's salary data from a month on (`effectiveFrom` is `YYYY-MM`): a run reads the
 * latest version that began on or before its month, so a raise in July leaves June as it was.
 */
export const salaryData = pgTable(
  'salary_data',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    effectiveFrom: text('effective_from').notNull(),
    baseSalary: bigint('base_salary', { mode: 'number' }).notNull(),
    components: jsonb('components').$type<SalaryComponent[]>().notNull().default([]),
    bpjs: jsonb('bpjs').$type<BpjsEnrolment>().notNull(),
    jkkRiskClass: integer('jkk_risk_class').$type<JkkRiskClass>().notNull().default(1),
    /** Null: the client's default tax method. */
    taxMethod: text('tax_method').$type<TaxMethod>(),
    /** The employee has an NPWP or an activated NIK-NPWP (without, PPh 21 is 20 % higher). */
    taxIdActive: boolean('tax_id_active').notNull().default(true),
    updatedByLabel: text('updated_by_label'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('salary_data_employee_from').on(t.employeeId, t.effectiveFrom)],
);

export const PRORATION_BASES = ['working-days', 'calendar-days'] as const;
export type ProrationBasis = (typeof PRORATION_BASES)[number];

/**
 * Which working days an unpaid day is a share of: those of the timesheet period the absent days
 * come from (21 Oct–20 Nov), or those of the run's calendar month.
 */
export const UNPAID_DAY_BASES = ['timesheet-period', 'calendar-month'] as const;
export type UnpaidDayBasis = (typeof UNPAID_DAY_BASES)[number];

/**
 * How e-payslips reach the employee: `link` mails no figures and no attachment, only a signed,
 * expiring link to the payslip behind the employee's sign-in; `attachment-with-employee-password`
 * also attaches the PDF, encrypted with the e-payslip password the employee set (the link mail
 * alone while they have none). Never a password from the record, never none (issue #27).
 */
export const PAYSLIP_DELIVERIES = ['link', 'attachment-with-employee-password'] as const;
export type PayslipDelivery = (typeof PAYSLIP_DELIVERIES)[number];

/** A client's payroll policy (finance's `/finance/pph21-policy`); without a row, the defaults. */
export const clientPayrollPolicies = pgTable('client_payroll_policies', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  taxMethod: text('tax_method').$type<TaxMethod>().notNull().default('gross'),
  prorationBasis: text('proration_basis').$type<ProrationBasis>().notNull().default('working-days'),
  /** The month (1–12) whose run pays THR; null: THR is not paid through payroll. */
  thrMonth: integer('thr_month'),
  /** The regional minimum wage the BPJS Kesehatan wage may not fall below. */
  kesehatanFloor: bigint('kesehatan_floor', { mode: 'number' }).notNull().default(0),
  payslipDelivery: text('payslip_delivery').$type<PayslipDelivery>().notNull().default('link'),
  unpaidDayBasis: text('unpaid_day_basis')
    .$type<UnpaidDayBasis>()
    .notNull()
    .default('timesheet-period'),
  updatedByLabel: text('updated_by_label'),
  updatedAt: updatedAt(),
});

/**
 * The e-payslip password an employee chose for attached PDFs: AES-256-GCM under a key derived
 * from the server secret (the employee id as associated data), so the server can encrypt PDFs
 * with it later. Never answered by any API.
 */
export const payslipPasswords = pgTable('payslip_passwords', {
  employeeId: uuid('employee_id')
    .primaryKey()
    .references(() => employees.id, { onDelete: 'cascade' }),
  /** base64url of IV (12 bytes), tag (16 bytes) and ciphertext. */
  sealed: text('sealed').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * draft → calculating → calculated → reviewed → approved → paid → closed. It can be calculated
 * again until it is approved; closed is read-only.
 */
export const PAYROLL_RUN_STATES = [
  'draft',
  'calculating',
  'calculated',
  'reviewed',
  'approved',
  'paid',
  'closed',
] as const;
export type PayrollRunState = (typeof PAYROLL_RUN_STATES)[number];

export type PayrollTotals = {
  employees: number;
  gross: number;
  bpjsEmployee: number;
  bpjsEmployer: number;
  tax: number;
  net: number;
  /** What the employer spends: gross + its BPJS part (+ tax it bears under the net method). */
  cost: number;
};

export const payrollRuns = pgTable(
  'payroll_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null: the company's own staff. */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'restrict' }),
    /** The client's id, or `internal`: one run per scope and month. */
    scope: text('scope').notNull(),
    period: text('period').notNull(),
    state: text('state').$type<PayrollRunState>().notNull().default('draft'),
    /** The calculation under way; only it may write the results. */
    calculationToken: uuid('calculation_token'),
    jobId: uuid('job_id'),
    /** The master version each rule came from, by kind. */
    ruleVersions: jsonb('rule_versions').$type<Record<string, string>>(),
    totals: jsonb('totals').$type<PayrollTotals>(),
    warningCount: integer('warning_count').notNull().default(0),
    /** Payslips with a blocking error (the run cannot be approved while any stands). */
    errorCount: integer('error_count').notNull().default(0),
    /** A timesheet changed after the calculation (disputed, reopened, approved): recalculate. */
    staleAt: timestamp('stale_at', { withTimezone: true }),
    staleReasons: jsonb('stale_reasons').$type<RunStaleReason[]>().notNull().default([]),
    lastError: text('last_error'),
    createdByLabel: text('created_by_label').notNull(),
    calculatedAt: timestamp('calculated_at', { withTimezone: true }),
    calculatedByLabel: text('calculated_by_label'),
    /** Who calculated it (maker–checker: they may not approve it). */
    calculatedByUserId: uuid('calculated_by_user_id'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedByLabel: text('reviewed_by_label'),
    reviewedByUserId: uuid('reviewed_by_user_id'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedByLabel: text('approved_by_label'),
    approvedByUserId: uuid('approved_by_user_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidByLabel: text('paid_by_label'),
    paidByUserId: uuid('paid_by_user_id'),
    /** The date the payer says the transfer was made, and its amount (the bank file's total). */
    paymentDate: date('payment_date', { mode: 'string' }),
    paidAmount: bigint('paid_amount', { mode: 'number' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedByLabel: text('closed_by_label'),
    closedByUserId: uuid('closed_by_user_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payroll_runs_scope_period').on(t.scope, t.period),
    index('payroll_runs_period_state').on(t.period, t.state),
  ],
);

export type RunStaleReason = {
  employeeId: string;
  name: string;
  /** What happened to the timesheet: disputed, reopened or approved. */
  event: string;
  at: string;
};

export const FINDING_SEVERITIES = ['error', 'warning'] as const;
export type FindingSeverity = (typeof FINDING_SEVERITIES)[number];

/** A check of a payslip: an error blocks approval until fixed; a warning until accepted. */
export type PayslipFinding = { code: string; severity: FindingSeverity };

/** One figure of a payslip, with how it was reached (shown on click). */
export type PayslipLine = {
  /** `base`, `fixed-allowance`, `overtime`, `thr`, `pph21`, `bpjs-jht-employee`, … */
  code: string;
  /** A component's or adjustment's own name. */
  name?: string;
  /** earning: paid to the employee; deduction: taken off the pay; employer: paid by the company on top. */
  side: 'earning' | 'deduction' | 'employer';
  amount: number;
  /** Counts towards the PPh 21 gross. */
  taxable: boolean;
  /**
   * How it was reached: amount, prorated (amount × employedDays ÷ basisDays), unpaid-days,
   * overtime-sum, thr-full, thr-prorated, bpjs (min(wage, cap) × rate), jkk, gross-up, ter,
   * ter-no-npwp, article17-settlement; with the figures in `inputs`.
   */
  formula: string;
  inputs: Record<string, number | string>;
  /** The master version behind the figure, e.g. `ter 2024-01-01`. */
  rule?: string;
};

export type PayslipEmployee = {
  number: string;
  name: string;
  position: string;
  nik: string;
  npwp: string | null;
  ptkpStatus: string;
  bankName: string | null;
  bankAccountNumber: string | null;
  bankAccountName: string | null;
};

export const payslips = pgTable(
  'payslips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    period: text('period').notNull(),
    employee: jsonb('employee').$type<PayslipEmployee>().notNull(),
    taxMethod: text('tax_method').$type<TaxMethod>().notNull(),
    /** Everything paid to the employee before deductions. */
    gross: bigint('gross', { mode: 'number' }).notNull(),
    /** The PPh 21 gross: taxable earnings plus the employer's taxable BPJS premiums. */
    taxableGross: bigint('taxable_gross', { mode: 'number' }).notNull(),
    bpjsEmployee: bigint('bpjs_employee', { mode: 'number' }).notNull(),
    bpjsEmployer: bigint('bpjs_employer', { mode: 'number' }).notNull(),
    jhtEmployee: bigint('jht_employee', { mode: 'number' }).notNull(),
    jpEmployee: bigint('jp_employee', { mode: 'number' }).notNull(),
    /** PPh 21 of the month; negative for a refund in the final month. */
    tax: bigint('tax', { mode: 'number' }).notNull(),
    /** The December (or leaving month) Article 17 settlement. */
    finalMonth: boolean('final_month').notNull(),
    net: bigint('net', { mode: 'number' }).notNull(),
    lines: jsonb('lines').$type<PayslipLine[]>().notNull(),
    /** The codes of every finding (errors and warnings), for filtering. */
    warnings: text('warnings').array().notNull().default(sql`'{}'::text[]`),
    findings: jsonb('findings').$type<PayslipFinding[]>().notNull().default([]),
    /** The approved timesheet read (and when it was approved), to refuse approval if it changed. */
    timesheetId: uuid('timesheet_id'),
    timesheetDecidedAt: timestamp('timesheet_decided_at', { withTimezone: true }),
    /** When the e-payslip was mailed (the run was paid). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payslips_run_employee').on(t.runId, t.employeeId),
    index('payslips_employee_period').on(t.employeeId, t.period),
  ],
);

/**
 * A payslip warning accepted with a reason, keyed by run, employee and code so that it survives a
 * recalculation that finds the same thing again.
 */
export const payrollFindingAcceptances = pgTable(
  'payroll_finding_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    reason: text('reason').notNull(),
    acceptedByUserId: uuid('accepted_by_user_id'),
    acceptedByLabel: text('accepted_by_label').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('payroll_finding_acceptances_key').on(t.runId, t.employeeId, t.code)],
);

export const ADJUSTMENT_SIDES = ['earning', 'deduction'] as const;
export type AdjustmentSide = (typeof ADJUSTMENT_SIDES)[number];

/** A one-off line for an employee's month: a bonus, a commission, a loan repayment… */
export const payrollAdjustments = pgTable(
  'payroll_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    name: text('name').notNull(),
    side: text('side').$type<AdjustmentSide>().notNull(),
    taxable: boolean('taxable').notNull().default(true),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdByLabel: text('created_by_label').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payroll_adjustments_employee_period').on(t.employeeId, t.period),
    check('payroll_adjustments_amount', sql`${t.amount} > 0`),
  ],
);
