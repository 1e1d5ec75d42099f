import { z } from 'zod';
import { OVERTIME_BILLINGS, OVERTIME_METHODS, OVERTIME_STATUSES } from '../db/schema.js';
import { ListQuery, listOf } from '../http/lists.js';
import { IsoDate, requiredText } from '../people/schemas.js';
import { Period } from '../timesheets/schemas.js';

export const CalculationQuery = z.object({
  date: IsoDate,
  hours: z.coerce
    .number({ error: 'Enter the overtime hours.' })
    .positive('Enter more than 0 hours.')
    .multipleOf(0.25, 'Use quarter hours: 1, 1.25, 1.5, 1.75…'),
});

export const OvertimeCalculation = z
  .object({
    date: z.iso.date(),
    hours: z.number(),
    method: z.enum(OVERTIME_METHODS).describe('The method of my overtime regulation'),
    schemeSource: z.enum(['employee', 'client', 'default']),
    dayType: z.enum(['workday', 'restday', 'holiday']),
    workWeek: z.union([z.literal(5), z.literal(6)]),
    holidayName: z.string().nullable(),
    shortestWorkday: z.boolean(),
    monthlyWage: z.number().describe('Basic wage + fixed allowances (the base of the hourly wage)'),
    monthlyHoursDivisor: z.number().int(),
    hourlyWage: z.number().describe('Monthly wage / 173, unrounded'),
    maxHours: z.number().describe('The most overtime hours the law allows that day'),
    lines: z.array(
      z.object({
        fromHour: z.number().int(),
        toHour: z.number().int(),
        hours: z.number(),
        multiplierPct: z.number().int(),
        amount: z.number().describe('Hours × multiplier × hourly wage, unrounded'),
      }),
    ),
    pay: z.number().int().describe('The sum of the lines, rounded half up once (rupiah)'),
  })
  .meta({ id: 'OvertimeCalculation' });

const Rupiah = z.number().int().nonnegative();

const ClockTime = (message: string) =>
  z
    .string({ error: message })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, message)
    .describe('`18:30` in Jakarta time');

const Multipliers = z
  .object({
    workdayFirstHour: z
      .number()
      .int()
      .min(100, 'Use 100 % or more.')
      .max(1000, 'Use at most 1000 %.'),
    workdayNextHours: z
      .number()
      .int()
      .min(100, 'Use 100 % or more.')
      .max(1000, 'Use at most 1000 %.'),
    restday: z.number().int().min(100, 'Use 100 % or more.').max(1000, 'Use at most 1000 %.'),
    holiday: z.number().int().min(100, 'Use 100 % or more.').max(1000, 'Use at most 1000 %.'),
  })
  .describe('Percent of the hourly wage (monthly wage / 173): 150 = 1.5 ×');

/** A regulation's settings, checked together: each method and billing asks for its own value. */
export const SchemeSettingsInput = z
  .object({
    method: z.enum(OVERTIME_METHODS),
    hourlyRate: z.number().int().positive('Enter the rate per hour.').nullish(),
    multipliers: Multipliers.nullish(),
    dailyCapMinutes: z
      .number()
      .int()
      .min(15, 'Allow at least 15 minutes a day.')
      .max(240, 'The law allows at most 4 hours of overtime on a workday.')
      .default(180),
    weeklyCapMinutes: z
      .number()
      .int()
      .min(15, 'Allow at least 15 minutes a week.')
      .max(1080, 'The law allows at most 18 hours of overtime a week.')
      .default(840),
    billing: z.enum(OVERTIME_BILLINGS).default('same-as-pay'),
    billingValue: z.number().int().positive('Enter a value above 0.').nullish(),
    note: z.string().trim().max(500, 'Use at most 500 characters.').default(''),
  })
  .superRefine((value, check) => {
    if (value.method === 'fixed-rate' && !value.hourlyRate) {
      check.addIssue({ code: 'custom', path: ['hourlyRate'], message: 'Enter the rate per hour.' });
    }
    if (value.method === 'client-multipliers' && !value.multipliers) {
      check.addIssue({
        code: 'custom',
        path: ['multipliers'],
        message: "Enter the client's multipliers.",
      });
    }
    if (value.billing !== 'same-as-pay' && !value.billingValue) {
      check.addIssue({
        code: 'custom',
        path: ['billingValue'],
        message:
          value.billing === 'hourly-rate'
            ? 'Enter the rate per hour the client is billed.'
            : 'Enter the percentage of the pay the client is billed.',
      });
    }
    if (value.weeklyCapMinutes < value.dailyCapMinutes) {
      check.addIssue({
        code: 'custom',
        path: ['weeklyCapMinutes'],
        message: 'The week’s cap cannot be below the day’s.',
      });
    }
  })
  .transform((v) => ({
    ...v,
    hourlyRate: v.hourlyRate ?? null,
    multipliers: v.multipliers ?? null,
    billingValue: v.billingValue ?? null,
  }));

export const NewSchemeInput = z
  .object({
    clientId: z.uuid().nullish(),
    employeeId: z.uuid().nullish(),
    settings: SchemeSettingsInput,
  })
  .refine((v) => Boolean(v.clientId) !== Boolean(v.employeeId), {
    message: 'Choose a client or an employee.',
    path: ['clientId'],
  });

export const OvertimeScheme = z
  .object({
    id: z.uuid(),
    clientId: z.uuid().nullable(),
    employeeId: z.uuid().nullable(),
    ownerName: z.string().describe("The client's or the employee's name"),
    method: z.enum(OVERTIME_METHODS),
    hourlyRate: Rupiah.nullable(),
    multipliers: Multipliers.nullable(),
    dailyCapMinutes: z.number().int(),
    weeklyCapMinutes: z.number().int(),
    billing: z.enum(OVERTIME_BILLINGS),
    billingValue: z.number().int().nullable(),
    note: z.string(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'OvertimeScheme' });

export const SchemeListQuery = ListQuery.extend({
  scope: z.enum(['client', 'employee']).default('client'),
});

export const EffectiveScheme = z
  .object({
    source: z.enum(['employee', 'client', 'default']),
    scheme: OvertimeScheme.nullable().describe('Null for the default (government, 3 h / 14 h)'),
    method: z.enum(OVERTIME_METHODS),
    dailyCapMinutes: z.number().int(),
    weeklyCapMinutes: z.number().int(),
  })
  .meta({ id: 'EffectiveOvertimeScheme' });

export const NewOvertimeInput = z.object({
  date: IsoDate,
  startTime: ClockTime('Enter when the overtime starts, as 18:00.'),
  endTime: ClockTime('Enter when the overtime ends, as 21:00.'),
  reason: requiredText(500, 'Say why the overtime is needed.'),
});

export const HrOvertimeInput = NewOvertimeInput.extend({
  employeeId: z.uuid({ error: 'Choose the employee.' }),
});

export const OvertimeDecisionInput = z
  .object({
    decision: z.enum(['approve', 'reject']),
    comment: z.string().trim().max(1000, 'Use at most 1000 characters.').nullish(),
  })
  .refine((v) => v.decision === 'approve' || Boolean(v.comment), {
    message: 'Say why you reject it.',
    path: ['comment'],
  });

export const PublicOvertimeDecisionInput = z
  .object({
    email: z.string({ error: 'Give the email the link was sent to.' }).trim().min(1).max(320),
    decision: z.enum(['approve', 'reject']),
    comment: z.string().trim().max(1000, 'Use at most 1000 characters.').nullish(),
  })
  .refine((v) => v.decision === 'approve' || Boolean(v.comment), {
    message: 'Say why you reject it.',
    path: ['comment'],
  });

const OvertimeLine = z.object({
  fromHour: z.number().int(),
  toHour: z.number().int(),
  hours: z.number(),
  multiplierPct: z.number().int(),
  amount: z.number(),
});

export const OvertimeRequest = z
  .object({
    id: z.uuid(),
    employee: z.object({
      id: z.uuid(),
      fullName: z.string(),
      employeeNumber: z.string(),
      position: z.string().nullable(),
    }),
    clientId: z.uuid().nullable(),
    clientName: z.string().nullable().describe('Null for internal staff'),
    date: z.iso.date(),
    startTime: z.string(),
    endTime: z.string(),
    minutes: z.number().int(),
    reason: z.string(),
    dayType: z.enum(['workday', 'restday', 'holiday']),
    holidayName: z.string().nullable(),
    workWeek: z.union([z.literal(5), z.literal(6)]),
    status: z.enum(OVERTIME_STATUSES),
    method: z.enum(OVERTIME_METHODS),
    monthlyWage: z.number(),
    hourlyWage: z.number(),
    lines: z.array(OvertimeLine),
    payAmount: Rupiah.describe('What the employee is paid (rupiah)'),
    billAmount: Rupiah.nullable().describe(
      'What the client is billed (rupiah); null where the reader may not see it',
    ),
    approverName: z.string().nullable(),
    approverEmail: z.string().nullable(),
    requestedByLabel: z.string(),
    requestedAt: z.iso.datetime(),
    decidedAt: z.iso.datetime().nullable(),
    decidedByLabel: z.string().nullable(),
    decisionComment: z.string().nullable(),
  })
  .meta({ id: 'OvertimeRequest' });

const PeriodQueryField = Period.optional().describe(
  'The period, `YYYY-MM` (the client’s cut-off; calendar months for internal staff); today’s by default',
);

export const MyOvertimeQuery = z.object({ period: PeriodQueryField });

export const MyOvertime = z
  .object({
    period: z.string(),
    periodStart: z.iso.date(),
    periodEnd: z.iso.date(),
    previousPeriod: z.string(),
    nextPeriod: z.string().nullable(),
    regulation: EffectiveScheme,
    requests: z.array(OvertimeRequest),
    totals: z.object({
      approvedMinutes: z.number().int(),
      approvedPay: Rupiah,
      pendingMinutes: z.number().int(),
    }),
  })
  .meta({ id: 'MyOvertime' });

export const OvertimeListQuery = ListQuery.extend({
  clientId: z.uuid().optional(),
  period: PeriodQueryField,
  status: z.enum(OVERTIME_STATUSES).optional(),
});

export const OvertimeList = listOf(OvertimeRequest)
  .extend({
    periodStart: z.iso.date(),
    periodEnd: z.iso.date(),
    counts: z.object({
      pending: z.number().int(),
      approved: z.number().int(),
      rejected: z.number().int(),
      cancelled: z.number().int(),
    }),
  })
  .meta({ id: 'OvertimeList' });

export const SummaryQuery = ListQuery.extend({
  clientId: z.uuid({ error: 'Choose a client.' }),
  period: PeriodQueryField,
});

const SummaryRow = z.object({
  employee: z.object({ id: z.uuid(), fullName: z.string(), employeeNumber: z.string() }),
  approvedRequests: z.number().int(),
  approvedMinutes: z.number().int(),
  workdayMinutes: z.number().int(),
  restdayMinutes: z.number().int(),
  holidayMinutes: z.number().int(),
  payAmount: Rupiah,
  billAmount: Rupiah,
  pendingRequests: z.number().int(),
});

export const OvertimeSummary = listOf(SummaryRow)
  .extend({
    period: z.string(),
    periodStart: z.iso.date(),
    periodEnd: z.iso.date(),
    totals: SummaryRow.omit({ employee: true }),
  })
  .meta({ id: 'OvertimeSummary' });

const PAY_WITHHELD =
  'What the employees are paid: absent unless the caller has `payroll.read` (business development sees what is billed only)';
const BillableRow = SummaryRow.extend({ payAmount: Rupiah.optional().describe(PAY_WITHHELD) });

/** Finance's view of the summary: the pay only for those who may see pay. */
export const BillableOvertime = listOf(BillableRow)
  .extend({
    period: z.string(),
    periodStart: z.iso.date(),
    periodEnd: z.iso.date(),
    totals: BillableRow.omit({ employee: true }),
  })
  .meta({ id: 'BillableOvertime' });

export const PublicOvertimeApproval = z
  .object({
    state: z.enum(['open', 'decided']),
    locale: z.enum(['en', 'id']),
    request: OvertimeRequest.omit({
      payAmount: true,
      billAmount: true,
      monthlyWage: true,
      hourlyWage: true,
      lines: true,
    }),
    approver: z.object({ name: z.string(), email: z.string() }),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'PublicOvertimeApproval' });
