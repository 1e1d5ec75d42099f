import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { clientPics, clients, employees } from './people.js';

/** What a timesheet row says the day was. */
export const TIMESHEET_DAY_KINDS = [
  'present',
  'leave',
  'sick',
  'holiday',
  'day-off',
  'absent',
  /** A working day after the day the sheet was made: not yet known, neither present nor absent. */
  'upcoming',
] as const;
export type TimesheetDayKind = (typeof TIMESHEET_DAY_KINDS)[number];

/** One row of a timesheet; stored in the sheet's `days` array, one per date of the period. */
export type TimesheetDay = {
  date: string;
  kind: TimesheetDayKind;
  /** Minutes worked (null when not worked, or not known yet). */
  workedMinutes: number | null;
  overtimeMinutes: number;
  /** The punches of the day in Jakarta time, `07:58`, when there were any. */
  clockIn: string | null;
  clockOut: string | null;
  /** The holiday's or the leave type's name, or the employee's note. */
  note: string;
  /** The client PIC's comment when they disputed this row; cleared when the sheet is resubmitted. */
  disputeComment: string | null;
};

/**
 * draft (the employee reviews) → submitted (waits for the client PIC) → approved, or disputed
 * (back to the employee, who fixes and submits again). HR can reopen an approved sheet with a
 * reason until payroll has read it: it is submitted again and the PIC is asked again.
 */
export const TIMESHEET_STATUSES = ['draft', 'submitted', 'approved', 'disputed'] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

/** The columns a client's timesheet PDF can show, in the order the format lists them. */
export const TIMESHEET_COLUMNS = [
  'date',
  'day',
  'kind',
  'clock-in',
  'clock-out',
  'hours',
  'overtime',
  'note',
] as const;
export type TimesheetColumn = (typeof TIMESHEET_COLUMNS)[number];

export type TimesheetFormat = {
  /** The PDF's title, e.g. "Timesheet PT Maju Bersama". */
  title: string;
  columns: { key: TimesheetColumn; label: string }[];
  /** The signature boxes at the foot, e.g. the employee and the client's manager. */
  signatures: { label: string; name: string }[];
  footnote: string;
};

/**
 * A client's timesheet settings: the period's cut-off (the last day of a period: 20 gives the
 * 21st to the 20th; 31 gives calendar months), who approves (a PIC, and a secondary one who is
 * asked when the first does not answer), when the approval mail goes out and is followed up, and
 * the format of its PDF.
 */
export const clientTimesheetSettings = pgTable(
  'client_timesheet_settings',
  {
    clientId: uuid('client_id')
      .primaryKey()
      .references(() => clients.id, { onDelete: 'cascade' }),
    cutOffDay: integer('cut_off_day').notNull().default(20),
    approverPicId: uuid('approver_pic_id').references(() => clientPics.id, {
      onDelete: 'set null',
    }),
    secondaryPicId: uuid('secondary_pic_id').references(() => clientPics.id, {
      onDelete: 'set null',
    }),
    /** Days after the period's end when the approval mail goes out (0: that evening). */
    sendAfterDays: integer('send_after_days').notNull().default(0),
    followUpAfterDays: integer('follow_up_after_days').notNull().default(2),
    escalateAfterDays: integer('escalate_after_days').notNull().default(4),
    /** When work starts at the client (`08:00`, WIB): a clock-in after it counts as late. */
    workStartTime: text('work_start_time').notNull().default('08:00'),
    format: jsonb('format').$type<TimesheetFormat>().notNull(),
    /** The client's logo in the blob store (PNG or JPEG), for the PDF's header. */
    logoKey: text('logo_key'),
    updatedByLabel: text('updated_by_label'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('client_timesheet_settings_cut_off', sql`${t.cutOffDay} between 1 and 31`),
    check(
      'client_timesheet_settings_days',
      sql`${t.sendAfterDays} between 0 and 28 and ${t.followUpAfterDays} between 1 and 28 and ${t.escalateAfterDays} between 1 and 28`,
    ),
  ],
);

/** One employee's timesheet for one period of their client. */
export const timesheets = pgTable(
  'timesheets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    /** The month the period ends in, `2026-11`: with a cut-off of 20, 21 Oct – 20 Nov 2026. */
    period: text('period').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    status: text('status').$type<TimesheetStatus>().notNull().default('draft'),
    days: jsonb('days').$type<TimesheetDay[]>().notNull(),
    workedMinutes: integer('worked_minutes').notNull().default(0),
    overtimeMinutes: integer('overtime_minutes').notNull().default(0),
    presentDays: integer('present_days').notNull().default(0),
    leaveDays: integer('leave_days').notNull().default(0),
    sickDays: integer('sick_days').notNull().default(0),
    absentDays: integer('absent_days').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submittedByLabel: text('submitted_by_label'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByLabel: text('decided_by_label'),
    /** The PIC's comment on the whole sheet when they disputed it. */
    disputeComment: text('dispute_comment'),
    reopenReason: text('reopen_reason'),
    /** Set when payroll read the approved sheet; from then on it cannot be reopened. */
    payrollReadAt: timestamp('payroll_read_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('timesheets_employee_period').on(t.employeeId, t.period),
    index('timesheets_client_period').on(t.clientId, t.period, t.status),
  ],
);

export const TIMESHEET_APPROVER_ROLES = ['primary', 'secondary', 'alternate'] as const;
export type TimesheetApproverRole = (typeof TIMESHEET_APPROVER_ROLES)[number];

/**
 * One ask of a client PIC to approve timesheets: every submitted sheet of a client's period
 * (`timesheetId` null) or one sheet (a reopened or resubmitted one). Its links (public_links,
 * purpose `timesheet-approval`) go to the approver, the secondary approver on escalation, or an
 * alternate; the first decision through any of them decides the request, once.
 */
export const timesheetApprovalRequests = pgTable(
  'timesheet_approval_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    timesheetId: uuid('timesheet_id').references(() => timesheets.id, { onDelete: 'cascade' }),
    approverName: text('approver_name').notNull(),
    approverEmail: text('approver_email').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    followedUpAt: timestamp('followed_up_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByLabel: text('decided_by_label'),
    /** Why HR sent the period before its last day (null when sent once the period ended). */
    earlyReason: text('early_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('timesheet_approval_requests_client_period').on(t.clientId, t.period),
    index('timesheet_approval_requests_open').on(t.sentAt).where(sql`${t.decidedAt} is null`),
  ],
);

/** Which sheets a request asked about (fixed when it was sent). */
export const timesheetApprovalItems = pgTable(
  'timesheet_approval_items',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => timesheetApprovalRequests.id, { onDelete: 'cascade' }),
    timesheetId: uuid('timesheet_id')
      .notNull()
      .references(() => timesheets.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.timesheetId] }),
    index('timesheet_approval_items_sheet').on(t.timesheetId),
  ],
);

/**
 * What an alternate approver is: `awaiting-hr` while HR has not confirmed an address outside the
 * client's domain, `active` (requests in its range go to it), `revoked` by HR.
 */
export const ALTERNATE_STATUSES = ['awaiting-hr', 'active', 'revoked'] as const;
export type AlternateStatus = (typeof ALTERNATE_STATUSES)[number];

/**
 * An alternate approver a client PIC named from an open link page for a short date range (e.g.
 * while they are on leave): requests sent in the range go to the alternate, and an open request
 * gets a link for them at once. One active alternate per PIC; an address outside the client's
 * domain waits for HR's confirmation; HR can revoke, which expires the links already sent.
 */
export const timesheetAlternateApprovers = pgTable(
  'timesheet_alternate_approvers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    namedByEmail: text('named_by_email').notNull(),
    status: text('status').$type<AlternateStatus>().notNull().default('active'),
    /** Who at HR confirmed or revoked it, and when. */
    reviewedByLabel: text('reviewed_by_label'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('timesheet_alternate_approvers_client').on(t.clientId, t.fromDate),
    check('timesheet_alternate_approvers_range', sql`${t.toDate} >= ${t.fromDate}`),
  ],
);
