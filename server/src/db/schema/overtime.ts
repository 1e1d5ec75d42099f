import { sql } from 'drizzle-orm';
import {
  bigint,
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
 * How overtime is paid: `government` is PP 35/2021 (hourly wage = monthly wage / 173, the law's
 * multipliers for the day type and work week); `fixed-rate` pays a flat rupiah amount per hour;
 * `client-multipliers` applies the client's own percentages to the same hourly wage.
 */
export const OVERTIME_METHODS = ['government', 'fixed-rate', 'client-multipliers'] as const;
export type OvertimeMethod = (typeof OVERTIME_METHODS)[number];

/** What the client is billed: the pay itself, a rate per hour, or a percentage of the pay. */
export const OVERTIME_BILLINGS = ['same-as-pay', 'hourly-rate', 'percent-of-pay'] as const;
export type OvertimeBilling = (typeof OVERTIME_BILLINGS)[number];

/** A client's own multipliers, in percent of the hourly wage (150 = 1.5 ×). */
export type OvertimeMultipliers = {
  workdayFirstHour: number;
  workdayNextHours: number;
  restday: number;
  holiday: number;
};

/**
 * An overtime regulation: of a client (every employee placed there) or of one employee (which
 * wins over the client's). Without either, the government method with the default caps applies.
 */
export const overtimeSchemes = pgTable(
  'overtime_schemes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'cascade' }),
    method: text('method').$type<OvertimeMethod>().notNull(),
    /** Rupiah per hour, for `fixed-rate`. */
    hourlyRate: bigint('hourly_rate', { mode: 'number' }),
    /** For `client-multipliers`. */
    multipliers: jsonb('multipliers').$type<OvertimeMultipliers>(),
    /** The most overtime on a workday, and in a week of workdays (rest days and holidays apart). */
    dailyCapMinutes: integer('daily_cap_minutes').notNull().default(180),
    weeklyCapMinutes: integer('weekly_cap_minutes').notNull().default(840),
    billing: text('billing').$type<OvertimeBilling>().notNull().default('same-as-pay'),
    /** Rupiah per hour for `hourly-rate`; percent of the pay for `percent-of-pay`. */
    billingValue: bigint('billing_value', { mode: 'number' }),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('overtime_schemes_one_owner', sql`(${t.clientId} is null) <> (${t.employeeId} is null)`),
    uniqueIndex('overtime_schemes_client_key').on(t.clientId),
    uniqueIndex('overtime_schemes_employee_key').on(t.employeeId),
  ],
);

/** pending (waits for the client PIC or HR) → approved or rejected; pending → cancelled. */
export const OVERTIME_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type OvertimeStatus = (typeof OVERTIME_STATUSES)[number];

/** How a request's pay was computed when it was made, kept with it (the wage may change). */
export type OvertimeComputation = {
  method: OvertimeMethod;
  workWeek: 5 | 6;
  holidayName: string | null;
  monthlyWage: number;
  hourlyWage: number;
  lines: {
    fromHour: number;
    toHour: number;
    hours: number;
    multiplierPct: number;
    amount: number;
  }[];
  billing: OvertimeBilling;
  billingValue: number | null;
};

/** One employee's overtime on one date: asked by the employee (or HR), decided by the PIC. */
export const overtimeRequests = pgTable(
  'overtime_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** The client they were placed at; null for internal staff (HR decides). */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'restrict' }),
    date: date('date').notNull(),
    /** `18:00`–`21:00` in Jakarta time; an end before the start ends the next morning. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    minutes: integer('minutes').notNull(),
    reason: text('reason').notNull(),
    dayType: text('day_type').$type<'workday' | 'restday' | 'holiday'>().notNull(),
    status: text('status').$type<OvertimeStatus>().notNull().default('pending'),
    payAmount: bigint('pay_amount', { mode: 'number' }).notNull(),
    billAmount: bigint('bill_amount', { mode: 'number' }).notNull(),
    computation: jsonb('computation').$type<OvertimeComputation>().notNull(),
    approverName: text('approver_name'),
    approverEmail: text('approver_email'),
    requestedByLabel: text('requested_by_label').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByLabel: text('decided_by_label'),
    decisionComment: text('decision_comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('overtime_requests_minutes', sql`${t.minutes} > 0`),
    index('overtime_requests_employee_date').on(t.employeeId, t.date),
    index('overtime_requests_client_date').on(t.clientId, t.date, t.status),
  ],
);
