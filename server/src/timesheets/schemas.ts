import { z } from 'zod';
import {
  ALTERNATE_STATUSES,
  TIMESHEET_COLUMNS,
  TIMESHEET_DAY_KINDS,
  TIMESHEET_STATUSES,
  type TimesheetDayKind,
  type TimesheetDay as TimesheetDayRow,
} from '../db/schema.js';
import { IsoDate, requiredText } from '../people/schemas.js';
import { Email, toIso } from '../shared/schemas.js';
import { PERIOD_PATTERN } from './period.js';
import type { TimesheetRow } from './sheets.js';

export const Period = z
  .string({ error: 'Give a period as YYYY-MM.' })
  .regex(PERIOD_PATTERN, 'Give a period as YYYY-MM.')
  .describe(
    'The month the period ends in, `YYYY-MM` (with a cut-off of 20, `2026-11` is 21 Oct – 20 Nov)',
  );

export const TimesheetDay = z
  .object({
    date: z.iso.date(),
    kind: z.enum(TIMESHEET_DAY_KINDS),
    workedMinutes: z.number().int().nullable(),
    overtimeMinutes: z.number().int(),
    clockIn: z.string().nullable().describe('`07:58` in Jakarta'),
    clockOut: z.string().nullable(),
    note: z.string(),
    disputeComment: z.string().nullable().describe("The client PIC's comment on this day"),
  })
  .meta({ id: 'TimesheetDay' });

export const TimesheetTotals = z
  .object({
    workedMinutes: z.number().int(),
    overtimeMinutes: z.number().int(),
    presentDays: z.number().int(),
    leaveDays: z.number().int(),
    sickDays: z.number().int(),
    absentDays: z.number().int(),
  })
  .meta({ id: 'TimesheetTotals' });

const EmployeeRef = z
  .object({
    id: z.uuid(),
    fullName: z.string(),
    employeeNumber: z.string(),
    position: z.string().nullable(),
  })
  .meta({ id: 'TimesheetEmployee' });

export const TimesheetSummary = z
  .object({
    id: z.uuid(),
    employee: EmployeeRef,
    clientId: z.uuid(),
    clientName: z.string(),
    period: z.string(),
    periodStart: z.iso.date(),
    periodEnd: z.iso.date(),
    status: z.enum(TIMESHEET_STATUSES),
    totals: TimesheetTotals,
    submittedAt: z.iso.datetime().nullable(),
    submittedBy: z.string().nullable(),
    decidedAt: z.iso.datetime().nullable(),
    decidedBy: z.string().nullable(),
    disputeComment: z.string().nullable(),
    reopenReason: z.string().nullable(),
    sentToPic: z
      .boolean()
      .describe('Submitted and in an approval request the PIC has not answered yet'),
  })
  .meta({ id: 'TimesheetSummary' });

export const PeriodClosing = z
  .object({
    submittableFrom: z.iso
      .date()
      .describe("The period's last day: sheets are submitted, and sent to the PIC, from it on"),
    ended: z.boolean().describe("Today (in Jakarta) is the period's last day or later"),
    payrollApproved: z
      .boolean()
      .describe(
        "The month's payroll run is approved, paid or closed: the period's sheets are locked until it is reopened",
      ),
  })
  .meta({ id: 'TimesheetPeriodClosing' });

export const Timesheet = TimesheetSummary.extend({
  days: z.array(TimesheetDay),
  payrollReadAt: z.iso.datetime().nullable(),
  closing: PeriodClosing,
}).meta({ id: 'Timesheet' });

export const MyTimesheetQuery = z.object({
  period: Period.optional().describe("The period, `YYYY-MM`; today's period by default"),
});

export const TimesheetListQuery = z.object({
  clientId: z.uuid(),
  period: Period,
  status: z.enum(TIMESHEET_STATUSES).optional(),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const TimesheetPeriodCounts = z
  .object({
    draft: z.number().int(),
    submitted: z.number().int(),
    notSent: z.number().int().describe('Submitted, but no open approval request covers them'),
    approved: z.number().int(),
    disputed: z.number().int(),
  })
  .meta({ id: 'TimesheetPeriodCounts' });

export const DayChange = z
  .object({
    kind: z.enum(
      TIMESHEET_DAY_KINDS.filter((k) => k !== 'upcoming') as [
        TimesheetDayKind,
        ...TimesheetDayKind[],
      ],
    ),
    workedMinutes: z
      .number({ error: 'Enter the hours worked.' })
      .int()
      .min(0)
      .max(24 * 60, 'A day has at most 24 hours.')
      .nullable()
      .default(null),
    note: z.string().trim().max(300, 'Use at most 300 characters.').default(''),
  })
  .strict()
  .refine((v) => v.kind !== 'present' || v.workedMinutes !== null, {
    message: 'Enter the hours worked.',
    path: ['workedMinutes'],
  })
  .meta({ id: 'TimesheetDayChange' });

export const DateParams = z.object({ id: z.uuid(), date: IsoDate });

export const ReopenInput = z
  .object({ reason: requiredText(500, 'Give the reason for reopening.') })
  .strict()
  .meta({ id: 'TimesheetReopenInput' });

export const PeriodQuery = z.object({ clientId: z.uuid(), period: Period });

export const PeriodInput = PeriodQuery.strict().meta({ id: 'TimesheetPeriodInput' });

export const SendPeriodInput = PeriodQuery.extend({
  earlyReason: z
    .string()
    .trim()
    .min(1, 'Give the reason for sending early.')
    .max(500, 'Use at most 500 characters.')
    .optional()
    .describe(
      "Before the period's last day only: why HR sends now. Its drafts are submitted on their employees' behalf first",
    ),
})
  .strict()
  .meta({ id: 'TimesheetSendInput' });

export const ApprovedTotals = z
  .object({
    clientId: z.uuid(),
    period: z.string(),
    periodStart: z.iso.date(),
    periodEnd: z.iso.date(),
    employees: z.array(
      z.object({
        employeeId: z.uuid(),
        employeeNumber: z.string(),
        fullName: z.string(),
        timesheetId: z.uuid(),
        approvedAt: z.iso.datetime().nullable(),
        totals: TimesheetTotals,
        overtime: z
          .object({
            approvedMinutes: z.number().int(),
            payAmount: z.number().int().describe('Overtime pay (rupiah)'),
            billAmount: z.number().int().describe('What the client is billed for it (rupiah)'),
          })
          .describe("The period's approved overtime requests"),
      }),
    ),
    overtimePending: z
      .number()
      .int()
      .describe('Overtime requests of the period still waiting for a decision'),
    notApproved: z
      .number()
      .int()
      .describe('Sheets of the period not approved yet (payroll should wait for them)'),
  })
  .meta({ id: 'TimesheetApprovedTotals' });

// ---------------------------------------------------------------- settings

export const TimesheetFormatInput = z.object({
  title: requiredText(120, 'Enter the title.'),
  columns: z
    .array(
      z.object({
        key: z.enum(TIMESHEET_COLUMNS),
        label: requiredText(40, 'Enter the column’s label.'),
      }),
    )
    .min(1, 'Choose at least one column.')
    .max(TIMESHEET_COLUMNS.length)
    .refine((cols) => new Set(cols.map((c) => c.key)).size === cols.length, {
      message: 'A column is listed twice.',
    }),
  signatures: z
    .array(
      z.object({
        label: requiredText(60, 'Enter the signature’s label.'),
        name: z.string().trim().max(100).default(''),
      }),
    )
    .max(4),
  footnote: z.string().trim().max(500).default(''),
});

export const TimesheetFormat = z
  .object({
    title: z.string(),
    columns: z.array(z.object({ key: z.enum(TIMESHEET_COLUMNS), label: z.string() })),
    signatures: z.array(z.object({ label: z.string(), name: z.string() })),
    footnote: z.string(),
  })
  .meta({ id: 'TimesheetFormat' });

const dayCount = (min: number) => z.number().int().min(min).max(28);

export const TimesheetSettingsInput = z
  .object({
    cutOffDay: z
      .number()
      .int()
      .min(1)
      .max(31)
      .describe('The last day of a period: 20 gives the 21st to the 20th; 31 calendar months'),
    approverPicId: z.uuid().nullable(),
    secondaryPicId: z.uuid().nullable(),
    sendAfterDays: dayCount(0),
    followUpAfterDays: dayCount(1),
    escalateAfterDays: dayCount(1),
    workStartTime: z
      .string({ error: 'Enter when work starts, as 08:00.' })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter when work starts, as 08:00.')
      .optional()
      .describe('When work starts (WIB): a clock-in after it is late. Kept when left out'),
    format: TimesheetFormatInput,
  })
  .strict()
  .meta({ id: 'TimesheetSettingsChange' });

/** The longest range an alternate can be named for from a link: a short absence, not a handover. */
export const ALTERNATE_MAX_DAYS = 31;

export const Alternate = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    from: z.iso.date(),
    to: z.iso.date(),
    status: z
      .enum(ALTERNATE_STATUSES)
      .describe(
        "`awaiting-hr` (an address outside the client's domain, until HR confirms), `active`, `revoked`",
      ),
    namedBy: z.string(),
    createdAt: z.iso.datetime(),
    reviewedBy: z.string().nullable().describe('Who at HR confirmed or revoked it'),
    reviewedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'TimesheetAlternateApprover' });

export const TimesheetSettings = z
  .object({
    clientId: z.uuid(),
    clientName: z.string(),
    cutOffDay: z.number().int(),
    approverPicId: z.uuid().nullable(),
    secondaryPicId: z.uuid().nullable(),
    sendAfterDays: z.number().int(),
    followUpAfterDays: z.number().int(),
    escalateAfterDays: z.number().int(),
    workStartTime: z.string().describe('`08:00`: a clock-in after it counts as late'),
    format: TimesheetFormat,
    hasLogo: z.boolean(),
    customized: z.boolean().describe('False while the client runs on the defaults'),
    pics: z.array(z.object({ id: z.uuid(), name: z.string(), email: z.string() })),
    alternates: z.array(Alternate),
    currentPeriod: z.string(),
    updatedAt: z.iso.datetime().nullable(),
    updatedBy: z.string().nullable(),
  })
  .meta({ id: 'TimesheetSettings' });

// ---------------------------------------------------------------- the public link

export const ApprovalLinkParams = z.object({
  content: z.string().min(1).max(60),
  token: z.string().min(1).max(300),
});

export { LinkEmailQuery } from '../public-links/schemas.js';

export const PublicTimesheetSheet = z
  .object({
    id: z.uuid(),
    employee: EmployeeRef.omit({ id: true }),
    status: z.enum(TIMESHEET_STATUSES),
    totals: TimesheetTotals,
    days: z.array(TimesheetDay.omit({ clockIn: true, clockOut: true })),
    disputeComment: z.string().nullable(),
    reopenReason: z.string().nullable(),
  })
  .meta({ id: 'PublicTimesheetSheet' });

export const PublicTimesheetApproval = z
  .object({
    state: z.enum(['open', 'decided']),
    content: z.string(),
    client: z.object({ name: z.string() }),
    period: z.string(),
    periodStart: z.iso.date(),
    periodEnd: z.iso.date(),
    approver: z.object({ name: z.string(), email: z.string() }),
    sheets: z.array(PublicTimesheetSheet),
    decision: z
      .object({
        decidedBy: z.string(),
        decidedAt: z.iso.datetime(),
        approved: z.number().int(),
        disputed: z.number().int(),
      })
      .optional(),
    alternates: z.array(
      Alternate.omit({ namedBy: true, createdAt: true, reviewedBy: true, reviewedAt: true }),
    ),
    payrollApproved: z
      .boolean()
      .describe("The month's payroll is approved: these timesheets can no longer be decided"),
    locale: z.enum(['en', 'id']),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'PublicTimesheetApproval' });

export const PublicTimesheetDecision = z
  .object({
    email: z.string().trim().min(1).max(320),
    disputes: z
      .array(
        z
          .object({
            timesheetId: z.uuid(),
            comment: z.string().trim().max(500).optional(),
            days: z
              .array(
                z.object({
                  date: IsoDate,
                  comment: requiredText(300, 'Write a comment.'),
                }),
              )
              .max(31)
              .optional(),
          })
          .strict(),
      )
      .max(1000)
      .default([]),
  })
  .strict()
  .meta({ id: 'PublicTimesheetDecision' });

export const PublicAlternateInput = z
  .object({
    email: z.string().trim().min(1).max(320),
    name: requiredText(120, 'Enter the name.'),
    alternateEmail: Email,
    from: IsoDate,
    to: IsoDate,
  })
  .strict()
  .refine((v) => v.to >= v.from, { message: 'The last day comes before the first.', path: ['to'] })
  .refine((v) => Date.parse(v.to) - Date.parse(v.from) < ALTERNATE_MAX_DAYS * 86_400_000, {
    message: 'An alternate can be named for at most 31 days.',
    path: ['to'],
  })
  .meta({ id: 'PublicTimesheetAlternateInput' });

// ---------------------------------------------------------------- presenters

export function totalsOut(row: TimesheetRow) {
  return {
    workedMinutes: row.workedMinutes,
    overtimeMinutes: row.overtimeMinutes,
    presentDays: row.presentDays,
    leaveDays: row.leaveDays,
    sickDays: row.sickDays,
    absentDays: row.absentDays,
  };
}

export function presentSummary(
  row: TimesheetRow,
  employee: { fullName: string; employeeNumber: string; position: string | null },
  extra: { clientName: string; sentToPic: boolean },
): z.infer<typeof TimesheetSummary> {
  return {
    id: row.id,
    employee: {
      id: row.employeeId,
      fullName: employee.fullName,
      employeeNumber: employee.employeeNumber,
      position: employee.position,
    },
    clientId: row.clientId,
    clientName: extra.clientName,
    period: row.period,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    status: row.status,
    totals: totalsOut(row),
    submittedAt: toIso(row.submittedAt),
    submittedBy: row.submittedByLabel,
    decidedAt: toIso(row.decidedAt),
    decidedBy: row.decidedByLabel,
    disputeComment: row.disputeComment,
    reopenReason: row.reopenReason,
    sentToPic: extra.sentToPic,
  };
}

export function presentTimesheet(
  row: TimesheetRow,
  employee: { fullName: string; employeeNumber: string; position: string | null },
  extra: { clientName: string; sentToPic: boolean; closing: z.infer<typeof PeriodClosing> },
): z.infer<typeof Timesheet> {
  return {
    ...presentSummary(row, employee, extra),
    days: row.days.map((d: TimesheetDayRow) => ({
      ...d,
      clockIn: d.clockIn ?? null,
      clockOut: d.clockOut ?? null,
    })),
    payrollReadAt: toIso(row.payrollReadAt),
    closing: extra.closing,
  };
}
