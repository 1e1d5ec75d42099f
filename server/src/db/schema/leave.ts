import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { clientPics, clients, employees } from './people.js';

export const LEAVE_ACCRUALS = ['yearly', 'monthly'] as const;
export type LeaveAccrual = (typeof LEAVE_ACCRUALS)[number];
export const APPROVAL_CHAINS = ['pic', 'hr', 'pic-then-hr'] as const;
export type ApprovalChain = (typeof APPROVAL_CHAINS)[number];
export const LEAVE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];
export const HALF_DAYS = ['morning', 'afternoon'] as const;
export type HalfDay = (typeof HALF_DAYS)[number];
/** `manager`: the employee's line manager, when the client has no PIC leave approver. */
export const APPROVER_TYPES = ['pic', 'manager', 'hr'] as const;
export type ApproverType = (typeof APPROVER_TYPES)[number];
export const STEP_DECISIONS = ['pending', 'approved', 'rejected'] as const;
export type StepDecision = (typeof STEP_DECISIONS)[number];
/** How days are counted: working days of the schedule, or calendar days (maternity). */
export const LEAVE_UNITS = ['working-days', 'calendar-days'] as const;
export type LeaveUnit = (typeof LEAVE_UNITS)[number];

/** The kinds of leave (system data, seeded once; HR may rename them). */
export const leaveTypes = pgTable('leave_types', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  paid: boolean('paid').notNull(),
  /** Annual: the default yearly quota; special leave: the most days one request may take. */
  defaultDays: integer('default_days'),
  unit: text('unit').$type<LeaveUnit>().notNull().default('working-days'),
  /** Whether the type draws on the yearly balance (annual only). */
  hasBalance: boolean('has_balance').notNull().default(false),
  /** Whether the policy's minimum notice applies (not for sickness, bereavement or a birth). */
  noticeApplies: boolean('notice_applies').notNull().default(true),
  rules: text('rules').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Leave policies: one default (client null) and at most one per client. */
export const leavePolicies = pgTable(
  'leave_policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    isDefault: boolean('is_default').notNull().default(false),
    annualQuota: integer('annual_quota').notNull().default(12),
    accrual: text('accrual').$type<LeaveAccrual>().notNull().default('yearly'),
    prorateJoiners: boolean('prorate_joiners').notNull().default(true),
    carryOverCap: integer('carry_over_cap').notNull().default(0),
    /** `MM-DD`: the day carried-over days lapse in the next year. */
    carryOverExpiresOn: text('carry_over_expires_on').notNull().default('03-31'),
    countWeekends: boolean('count_weekends').notNull().default(false),
    countHolidays: boolean('count_holidays').notNull().default(false),
    minimumNoticeDays: integer('minimum_notice_days').notNull().default(0),
    sickAttachmentOverDays: integer('sick_attachment_over_days').notNull().default(1),
    approvalChain: text('approval_chain').$type<ApprovalChain>().notNull().default('pic-then-hr'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('leave_policies_client_key').on(t.clientId),
    uniqueIndex('leave_policies_one_default').on(t.isDefault).where(sql`${t.isDefault}`),
  ],
);

/** Quota adjustments by HR, in half days (±). */
export const leaveAdjustments = pgTable(
  'leave_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    year: integer('year').notNull(),
    halfDays: integer('half_days').notNull(),
    reason: text('reason').notNull(),
    createdByUserId: uuid('created_by_user_id'),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('leave_adjustments_employee').on(t.employeeId, t.year)],
);

/** A leave request; its days are stored in half days, with the dates they fall on. */
export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    type: text('type')
      .notNull()
      .references(() => leaveTypes.key),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    halfDay: text('half_day').$type<HalfDay>(),
    /** Working days × 2 (calendar days × 2 for calendar-day types). */
    halfDays: integer('half_days').notNull(),
    /** The counted dates (each a whole day, or half of one when halfDay is set). */
    dates: text('dates').array().notNull(),
    reason: text('reason').notNull(),
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentSize: integer('attachment_size'),
    attachmentType: text('attachment_type'),
    status: text('status').$type<LeaveStatus>().notNull().default('pending'),
    requestedByUserId: uuid('requested_by_user_id'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('leave_requests_employee').on(t.employeeId, t.startDate),
    index('leave_requests_status').on(t.status, t.createdAt),
    index('leave_requests_dates').on(t.startDate, t.endDate),
  ],
);

/** The steps of a request's approval chain, in order. */
export const leaveApprovals = pgTable(
  'leave_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => leaveRequests.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    approverType: text('approver_type').$type<ApproverType>().notNull(),
    picId: uuid('pic_id').references(() => clientPics.id, { onDelete: 'set null' }),
    /** The manager of a `manager` step (the employee's manager when the request was made). */
    managerEmployeeId: uuid('manager_employee_id').references(() => employees.id, {
      onDelete: 'set null',
    }),
    /** The PIC (or `HR` until someone of HR decides), then who decided. */
    approverName: text('approver_name').notNull(),
    approverEmail: text('approver_email'),
    /** Null for a step not reached yet; `pending` for the current one. */
    decision: text('decision').$type<StepDecision>(),
    comment: text('comment'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: uuid('decided_by_user_id'),
    onBehalfOf: text('on_behalf_of'),
    via: text('via').$type<'link' | 'app'>(),
  },
  (t) => [
    uniqueIndex('leave_approvals_request_step').on(t.requestId, t.step),
    index('leave_approvals_pending').on(t.decision, t.approverType),
    index('leave_approvals_manager').on(t.managerEmployeeId, t.decision),
  ],
);
