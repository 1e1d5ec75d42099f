import { z } from 'zod';
import {
  APPROVAL_CHAINS,
  APPROVER_TYPES,
  HALF_DAYS,
  LEAVE_ACCRUALS,
  LEAVE_STATUSES,
  LEAVE_UNITS,
  STEP_DECISIONS,
} from '../db/schema.js';
import { IsoDate, requiredText } from '../people/schemas.js';

const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const LeaveType = z
  .object({
    key: z.string(),
    name: z.string(),
    paid: z.boolean(),
    defaultDays: z.number().int().nullable(),
    unit: z.enum(LEAVE_UNITS),
    hasBalance: z.boolean(),
    noticeApplies: z.boolean(),
    rules: z.string(),
  })
  .meta({ id: 'LeaveType' });

export const LeavePolicyInput = z.object({
  name: requiredText(120, 'Name the policy.'),
  clientId: z.uuid({ error: 'Choose a client, or none for the default policy.' }).nullable(),
  annualQuota: z.number({ error: 'Enter the yearly quota.' }).int().min(0).max(60).default(12),
  accrual: z.enum(LEAVE_ACCRUALS, { error: 'Choose yearly or monthly.' }).default('yearly'),
  prorateJoiners: z.boolean().default(true),
  carryOverCap: z
    .number({ error: 'Enter how many days may be carried over (0 to 12).' })
    .int()
    .min(0, 'Use 0 to 12 days.')
    .max(12, 'Use 0 to 12 days.')
    .default(0),
  carryOverExpiresOn: z
    .string()
    .regex(MONTH_DAY, 'Enter the expiry as MM-DD, e.g. 03-31.')
    .default('03-31'),
  countWeekends: z.boolean().default(false),
  countHolidays: z.boolean().default(false),
  minimumNoticeDays: z
    .number({ error: 'Enter the minimum notice (0 to 60 days).' })
    .int()
    .min(0, 'Use 0 to 60 days.')
    .max(60, 'Use 0 to 60 days.')
    .default(0),
  sickAttachmentOverDays: z.number().int().min(0).max(30).default(1),
  approvalChain: z
    .enum(APPROVAL_CHAINS, { error: 'Choose pic, hr or pic-then-hr.' })
    .default('pic-then-hr'),
});
export type LeavePolicyInput = z.output<typeof LeavePolicyInput>;

export const LeavePolicy = z
  .object({
    id: z.uuid(),
    name: z.string(),
    clientId: z.uuid().nullable(),
    clientName: z.string().nullable(),
    annualQuota: z.number().int(),
    accrual: z.enum(LEAVE_ACCRUALS),
    prorateJoiners: z.boolean(),
    carryOverCap: z.number().int(),
    carryOverExpiresOn: z.string(),
    countWeekends: z.boolean(),
    countHolidays: z.boolean(),
    minimumNoticeDays: z.number().int(),
    sickAttachmentOverDays: z.number().int(),
    approvalChain: z.enum(APPROVAL_CHAINS),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'LeavePolicy' });

export const LeaveBalance = z
  .object({
    type: z.literal('annual'),
    year: z.number().int(),
    entitlement: z.number(),
    carriedOver: z.number(),
    adjustments: z.number(),
    taken: z.number(),
    pending: z.number(),
    available: z.number(),
  })
  .meta({ id: 'LeaveBalance' });

export const BalanceYearQuery = z.object({
  year: z.coerce
    .number()
    .int()
    .min(2000)
    .max(2100)
    .optional()
    .describe('Defaults to this year (Jakarta time)'),
});

export const LeaveAdjustmentInput = z.object({
  employeeId: z.uuid({ error: 'Choose an employee.' }),
  type: z.literal('annual', { error: 'Only annual leave has a quota to adjust.' }),
  year: z.number({ error: 'Enter the year.' }).int().min(2000).max(2100),
  days: z
    .number({ error: 'Enter the days to add (or, negative, to take off).' })
    .min(-60, 'Use at most 60 days.')
    .max(60, 'Use at most 60 days.')
    .refine((d) => d !== 0, 'Enter a number of days other than 0.')
    .refine((d) => Number.isInteger(d * 2), 'Use whole or half days.'),
  reason: requiredText(500, 'Give the reason for the adjustment.'),
});

export const LeaveAdjustment = z
  .object({
    id: z.uuid(),
    employeeId: z.uuid(),
    employeeName: z.string(),
    type: z.string(),
    year: z.number().int(),
    days: z.number(),
    reason: z.string(),
    createdBy: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'LeaveAdjustment' });

export const LeaveApproval = z
  .object({
    step: z.number().int(),
    approverType: z.enum(APPROVER_TYPES),
    approverName: z.string(),
    approverEmail: z.string().nullable(),
    decision: z.enum(STEP_DECISIONS).nullable(),
    comment: z.string().nullable(),
    decidedAt: z.iso.datetime().nullable(),
    onBehalfOf: z.string().nullable(),
    via: z.enum(['link', 'app']).nullable(),
  })
  .meta({ id: 'LeaveApproval' });

export const LeaveAttachment = z
  .object({ name: z.string(), size: z.number().int(), contentType: z.string() })
  .meta({ id: 'LeaveAttachment' });

export const LeaveRequest = z
  .object({
    id: z.uuid(),
    employee: z.object({
      id: z.uuid(),
      fullName: z.string(),
      employeeNumber: z.string(),
      clientName: z.string().nullable(),
    }),
    type: z.string(),
    typeName: z.string(),
    startDate: z.iso.date(),
    endDate: z.iso.date(),
    halfDay: z.enum(HALF_DAYS).nullable(),
    workingDays: z.number(),
    reason: z.string(),
    attachment: LeaveAttachment.nullable(),
    status: z.enum(LEAVE_STATUSES),
    approvals: z.array(LeaveApproval),
    createdAt: z.iso.datetime(),
    decidedAt: z.iso.datetime().nullable(),
    formToken: z
      .string()
      .nullable()
      .describe(
        'For approved requests: the token of the leave form (`/form_leave/download/approval/{token}`, `GET /pdf/v4/public/leave-forms/{token}`)',
      ),
  })
  .meta({ id: 'LeaveRequest' });
export type LeaveRequestOut = z.infer<typeof LeaveRequest>;

/** The fields of a new request (multipart fields, or a JSON body without attachment). */
export const LeaveRequestInput = z.object({
  type: z.string({ error: 'Choose the kind of leave.' }).trim().min(1, 'Choose the kind of leave.'),
  startDate: IsoDate,
  endDate: IsoDate,
  halfDay: z
    .enum(HALF_DAYS, { error: 'Choose morning or afternoon.' })
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  reason: requiredText(1000, 'Give the reason for your leave.'),
});
export type LeaveRequestInput = z.output<typeof LeaveRequestInput>;

export const WorkingDaysQuery = z.object({
  startDate: IsoDate,
  endDate: IsoDate,
  halfDay: z.enum(HALF_DAYS).optional(),
  type: z
    .string()
    .max(60)
    .optional()
    .describe('The kind of leave (maternity counts calendar days)'),
});

export const LeaveWorkingDays = z
  .object({
    workingDays: z.number(),
    skipped: z.array(z.object({ date: z.iso.date(), reason: z.string() })),
  })
  .meta({ id: 'LeaveWorkingDays' });

export const DecisionInput = z.object({
  decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject.' }),
  comment: z
    .string()
    .trim()
    .max(1000, 'Use at most 1000 characters.')
    .nullish()
    .transform((v) => v || null),
});

export const AppDecisionInput = DecisionInput.extend({
  onBehalfOfPic: z.boolean().optional().default(false),
});

export const PublicDecisionInput = DecisionInput.extend({
  email: z.string({ error: 'Give your email.' }).trim().min(3).max(320),
});

export const LinkDecisionOut = z
  .object({
    decision: z.enum(['approved', 'rejected', 'cancelled']),
    decidedBy: z.string(),
    decidedAt: z.iso.datetime(),
    comment: z.string().nullable(),
  })
  .meta({ id: 'LeaveLinkDecision' });

export const PublicLeaveApproval = z
  .object({
    state: z.enum(['open', 'decided']),
    request: z.object({
      id: z.uuid(),
      employee: z.object({
        fullName: z.string(),
        employeeNumber: z.string(),
        clientName: z.string().nullable(),
        position: z.string(),
      }),
      type: z.string(),
      typeName: z.string().describe("The kind of leave's name, in the link's language"),
      startDate: z.iso.date(),
      endDate: z.iso.date(),
      halfDay: z.enum(HALF_DAYS).nullable(),
      workingDays: z.number(),
      reason: z.string(),
      attachmentName: z.string().nullable(),
      status: z.enum(LEAVE_STATUSES),
    }),
    locale: z
      .enum(['en', 'id'])
      .describe("The link's language (its recipient's when it was sent): the page speaks it"),
    balance: z
      .object({ before: z.number(), after: z.number() })
      .nullable()
      .describe('Annual leave only: available days before and after this request'),
    approver: z.object({ name: z.string(), email: z.string(), step: z.number().int() }),
    decision: LinkDecisionOut.optional(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'PublicLeaveApproval' });

export const LeaveListQuery = z.object({
  status: z.enum(LEAVE_STATUSES).optional(),
  employeeId: z.uuid().optional(),
  type: z.string().max(60).optional(),
  from: IsoDate.optional().describe('Requests ending on or after this date'),
  to: IsoDate.optional().describe('Requests starting on or before this date'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});

/** An employee's annual balance on HR's dashboard, with who they are. */
export const EmployeeLeaveBalance = LeaveBalance.extend({
  employee: z.object({
    id: z.uuid(),
    fullName: z.string(),
    employeeNumber: z.string(),
    clientName: z.string().nullable(),
  }),
}).meta({ id: 'EmployeeLeaveBalance' });
