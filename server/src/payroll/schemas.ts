import { z } from 'zod';
import {
  ADJUSTMENT_SIDES,
  FINDING_SEVERITIES,
  PAYROLL_RUN_STATES,
  PAYSLIP_DELIVERIES,
  PRORATION_BASES,
  SALARY_COMPONENT_KINDS,
  TAX_MASTER_KINDS,
  TAX_METHODS,
  UNPAID_DAY_BASES,
} from '../db/schema.js';
import { ListQuery, listOf } from '../http/lists.js';
import { IsoDate, requiredText } from '../people/schemas.js';
import { Period } from '../timesheets/schemas.js';

const Rupiah = z.number().int().nonnegative().max(1e13);
const Bp = z.number().int().min(0, 'Use 0 or more.').max(10_000, 'Use at most 100 %.');
const PTKP_STATUSES = ['TK/0', 'TK/1', 'TK/2', 'TK/3', 'K/0', 'K/1', 'K/2', 'K/3'] as const;

// ——— Tax masters ———

const TerRow = z.object({
  lower: Rupiah,
  upper: Rupiah.nullable(),
  rateBp: Bp,
});
/** Rows ascending, each starting one rupiah after the previous ends, the last open-ended. */
const TerTable = z
  .array(TerRow)
  .min(1, 'A table needs at least one row.')
  .superRefine((rows, ctx) => {
    rows.forEach((row, i) => {
      const expected = i === 0 ? 0 : (rows[i - 1]?.upper ?? 0) + 1;
      if (row.lower !== expected) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'lower'],
          message: `This row must start at ${expected}, one rupiah after the row before.`,
        });
      }
      if (row.upper !== null && row.upper < row.lower) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'upper'],
          message: 'The upper bound is below the lower one.',
        });
      }
      if (row.upper === null && i !== rows.length - 1) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'upper'],
          message: 'Only the last row may be open-ended.',
        });
      }
    });
    if (rows.at(-1)?.upper !== null) {
      ctx.addIssue({
        code: 'custom',
        path: [rows.length - 1, 'upper'],
        message: 'The last row must be open-ended.',
      });
    }
  });

const Bracket = z.object({ over: Rupiah, upTo: Rupiah.nullable(), rateBp: Bp });
const BpjsData = z.object({ employerBp: Bp, employeeBp: Bp, wageCap: Rupiah.nullable() });

export const TAX_MASTER_DATA = {
  ptkp: z.object({
    amounts: z.object(
      Object.fromEntries(PTKP_STATUSES.map((s) => [s, Rupiah])) as Record<
        (typeof PTKP_STATUSES)[number],
        typeof Rupiah
      >,
    ),
  }),
  ter: z.object({ tables: z.object({ A: TerTable, B: TerTable, C: TerTable }) }),
  article17: z.object({
    pkpRoundDownTo: z.number().int().min(1).max(1_000_000),
    brackets: z.array(Bracket).min(1),
  }),
  'job-expense': z.object({ rateBp: Bp, maxPerMonth: Rupiah, maxPerYear: Rupiah }),
  'no-npwp': z.object({ surchargeBp: Bp }),
  'bpjs-kesehatan': BpjsData,
  'bpjs-jht': BpjsData,
  'bpjs-jp': BpjsData,
  'bpjs-jkm': BpjsData,
} as const;

export const TaxMasterKind = z.enum(TAX_MASTER_KINDS);
export const TaxMasterParams = z.object({ kind: TaxMasterKind });
export const TaxMasterIdParams = z.object({ kind: TaxMasterKind, id: z.uuid() });

export const TaxMasterInput = z.object({
  effectiveFrom: IsoDate,
  effectiveTo: IsoDate.nullable().default(null),
  legalBasis: z.string().trim().max(300).default(''),
  data: z
    .record(z.string(), z.unknown())
    .describe('The version body; its shape follows the kind (see TaxMaster.data)'),
});

export const TaxMaster = z
  .object({
    id: z.uuid(),
    kind: TaxMasterKind,
    effectiveFrom: z.iso.date(),
    effectiveTo: z.iso.date().nullable(),
    legalBasis: z.string(),
    data: z
      .record(z.string(), z.unknown())
      .describe(
        'ptkp: {amounts: {TK/0…K/3}}; ter: {tables: {A, B, C: [{lower, upper, rateBp}]}}; article17: {pkpRoundDownTo, brackets: [{over, upTo, rateBp}]}; job-expense: {rateBp, maxPerMonth, maxPerYear}; no-npwp: {surchargeBp}; bpjs-*: {employerBp, employeeBp, wageCap}. Rates in basis points (1 % = 100).',
      ),
    official: z.boolean().describe('As seeded from the official rule set'),
    usedByApprovedRun: z.boolean().describe('An approved run used it: it can no longer change'),
    updatedByLabel: z.string().nullable(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'TaxMaster' });

export const TaxMasterList = z.object({ items: z.array(TaxMaster) }).meta({ id: 'TaxMasterList' });

export const PtkpStatusInfo = z
  .object({
    items: z.array(
      z.object({
        status: z.enum(PTKP_STATUSES),
        married: z.boolean(),
        dependants: z.number().int(),
        terCategory: z.enum(['A', 'B', 'C']),
        annualAmount: z.number().int().describe('From the PTKP version in force today'),
        employees: z.number().int().describe('Employees with this status'),
      }),
    ),
    withoutStatus: z
      .number()
      .int()
      .describe('Employees without a PTKP status (payroll assumes TK/0)'),
  })
  .meta({ id: 'PtkpStatusInfo' });

// ——— Salary data ———

export const SalaryComponent = z.object({
  name: requiredText(100, 'Name the component.'),
  kind: z.enum(SALARY_COMPONENT_KINDS),
  amount: Rupiah.min(1, 'Enter an amount above 0.'),
  taxable: z.boolean().default(true),
});

const BpjsEnrolment = z.object({
  kesehatan: z.boolean(),
  jht: z.boolean(),
  jp: z.boolean(),
  jkk: z.boolean(),
  jkm: z.boolean(),
});

export const SalaryDataInput = z.object({
  baseSalary: Rupiah.min(1, 'Enter the base salary.'),
  components: z.array(SalaryComponent).max(30).default([]),
  bpjs: BpjsEnrolment,
  jkkRiskClass: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  taxMethod: z.enum(TAX_METHODS).nullable().describe("Null: the client's default"),
  taxIdActive: z.boolean(),
});

export const SalaryData = z
  .object({
    employeeId: z.uuid(),
    source: z
      .enum(['salary-data', 'placement'])
      .describe('placement: no salary data yet, the placement pay is used'),
    effectiveFrom: z.string().nullable(),
    baseSalary: z.number().int(),
    components: z.array(
      z.object({
        name: z.string(),
        kind: z.enum(SALARY_COMPONENT_KINDS),
        amount: z.number().int(),
        taxable: z.boolean(),
      }),
    ),
    bpjs: BpjsEnrolment,
    jkkRiskClass: z.number().int(),
    taxMethod: z.enum(TAX_METHODS).nullable(),
    taxIdActive: z.boolean(),
    updatedByLabel: z.string().nullable(),
    updatedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'SalaryData' });

export const EmployeeSalaryData = z
  .object({
    employee: z.object({
      id: z.uuid(),
      employeeNumber: z.string(),
      fullName: z.string(),
      position: z.string(),
      clientId: z.uuid().nullable(),
      clientName: z.string().nullable(),
      ptkpStatus: z.string().nullable(),
      npwp: z.string().nullable(),
      bankName: z.string().nullable(),
      bankAccountNumber: z.string().nullable(),
      bankAccountName: z.string().nullable(),
      clientTaxMethod: z.enum(TAX_METHODS),
    }),
    current: SalaryData,
    versions: z.array(SalaryData),
  })
  .meta({ id: 'EmployeeSalaryData' });

export const SalaryListQuery = ListQuery.extend({
  clientId: z.uuid().optional(),
  period: Period.optional(),
});

export const SalaryList = listOf(
  z.object({
    employee: z.object({
      id: z.uuid(),
      employeeNumber: z.string(),
      fullName: z.string(),
      position: z.string(),
      clientId: z.uuid().nullable(),
      clientName: z.string().nullable(),
      clientTaxMethod: z
        .enum(TAX_METHODS)
        .describe("The client's default tax method (gross for internal staff)"),
      ptkpStatus: z.string().nullable(),
      status: z.string(),
    }),
    salary: SalaryData,
  }),
).meta({ id: 'SalaryDataList' });

export const SalaryParams = z.object({ id: z.uuid(), effectiveFrom: Period });

// ——— Policies ———

export const PayrollPolicyInput = z.object({
  taxMethod: z.enum(TAX_METHODS),
  prorationBasis: z.enum(PRORATION_BASES),
  thrMonth: z.number().int().min(1, 'Choose a month.').max(12, 'Choose a month.').nullable(),
  kesehatanFloor: Rupiah,
  payslipDelivery: z
    .enum(PAYSLIP_DELIVERIES)
    .describe(
      "How e-payslips reach the employees: `link`, a mail with no figures and a signed link (30 days) to the payslip behind the employee's sign-in; `attachment-with-employee-password`, that mail with the PDF attached, encrypted with the e-payslip password the employee set (the link alone until they set one)",
    ),
  unpaidDayBasis: z
    .enum(UNPAID_DAY_BASES)
    .default('timesheet-period')
    .describe(
      'What an unpaid day is a share of: `timesheet-period`, the working days of the timesheet period the absent days come from (e.g. 21 Oct–20 Nov; the default), or `calendar-month`, those of the run’s calendar month',
    ),
});

export const PayrollPolicy = PayrollPolicyInput.extend({
  clientId: z.uuid(),
  clientName: z.string(),
  clientCode: z.string(),
  isDefault: z.boolean().describe('The client has no policy of its own: these are the defaults'),
  updatedByLabel: z.string().nullable(),
  updatedAt: z.iso.datetime().nullable(),
}).meta({ id: 'PayrollPolicy' });

export const PayrollPolicyList = listOf(PayrollPolicy).meta({ id: 'PayrollPolicyList' });

// ——— Runs ———

const Totals = z.object({
  employees: z.number().int(),
  gross: z.number().int(),
  bpjsEmployee: z.number().int(),
  bpjsEmployer: z.number().int(),
  tax: z.number().int(),
  net: z.number().int(),
  cost: z.number().int(),
});

export const PayrollRun = z
  .object({
    id: z.uuid(),
    clientId: z.uuid().nullable().describe("Null: the company's own staff"),
    clientName: z.string().nullable(),
    period: z.string(),
    state: z.enum(PAYROLL_RUN_STATES),
    progress: z
      .object({ done: z.number().int(), total: z.number().int() })
      .nullable()
      .describe('While calculating: how far it has come'),
    totals: Totals.nullable(),
    warningCount: z.number().int().describe('Payslips with a warning'),
    errorCount: z
      .number()
      .int()
      .describe('Payslips with a blocking error: the run cannot be approved while any stands'),
    openWarningCount: z
      .number()
      .int()
      .nullable()
      .describe(
        'While calculated or reviewed: warnings nobody accepted yet (each blocks approval until accepted with a reason); null in lists and other states',
      ),
    stale: z
      .object({
        at: z.iso.datetime(),
        reasons: z.array(
          z.object({
            employeeId: z.uuid(),
            name: z.string(),
            event: z.string().describe('disputed, reopened or approved'),
            at: z.iso.datetime(),
          }),
        ),
      })
      .nullable()
      .describe(
        'A timesheet changed after the calculation: the run must be calculated again before it can be reviewed or approved',
      ),
    ruleVersions: z
      .record(z.string(), z.string())
      .nullable()
      .describe('The master version id used, by kind'),
    lastError: z.string().nullable(),
    createdByLabel: z.string(),
    createdAt: z.iso.datetime(),
    calculatedAt: z.iso.datetime().nullable(),
    calculatedByLabel: z.string().nullable(),
    calculatedByUserId: z
      .uuid()
      .nullable()
      .describe('Who calculated it: they may not approve it (maker–checker)'),
    reviewedAt: z.iso.datetime().nullable(),
    reviewedByLabel: z.string().nullable(),
    approvedAt: z.iso.datetime().nullable(),
    approvedByLabel: z.string().nullable(),
    paidAt: z.iso.datetime().nullable(),
    paidByLabel: z.string().nullable(),
    paymentDate: z.iso.date().nullable().describe('The day the payer says the transfer was made'),
    paidAmount: z
      .number()
      .int()
      .nullable()
      .describe("The amount marked paid: the bank file's total"),
    closedAt: z.iso.datetime().nullable(),
    closedByLabel: z.string().nullable(),
    payslipsMailed: z
      .number()
      .int()
      .nullable()
      .describe('Once paid: how many e-payslips have been mailed so far (null in lists)'),
  })
  .meta({ id: 'PayrollRun' });

export const RunListQuery = ListQuery.extend({
  state: z.enum(PAYROLL_RUN_STATES).optional(),
  period: Period.optional(),
  clientId: z.uuid().optional(),
});

export const PayrollRunList = listOf(PayrollRun)
  .extend({
    counts: z
      .record(z.string(), z.number().int())
      .describe('Runs per state, before the state filter'),
  })
  .meta({ id: 'PayrollRunList' });

export const NewRunInput = z
  .object({
    clientId: z.uuid().nullable().describe("Null: the company's own staff"),
    period: Period,
  })
  .meta({ id: 'NewPayrollRun' });

const PayslipEmployee = z.object({
  number: z.string(),
  name: z.string(),
  position: z.string(),
  nik: z.string(),
  npwp: z.string().nullable(),
  ptkpStatus: z.string(),
  bankName: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  bankAccountName: z.string().nullable(),
});

export const PayslipFinding = z
  .object({
    code: z
      .string()
      .describe(
        'left-before-period, negative-net, no-bank-account, no-ptkp-status, timesheet-disputed (errors); timesheet-not-approved, no-npwp (warnings)',
      ),
    severity: z.enum(FINDING_SEVERITIES),
    message: z.string().describe("In the reader's language"),
    accepted: z
      .object({ reason: z.string(), byLabel: z.string(), at: z.iso.datetime() })
      .nullable()
      .describe('A warning accepted with a reason (survives a recalculation)'),
  })
  .meta({ id: 'PayslipFinding' });

export const AcceptFindingInput = z.object({
  employeeId: z.uuid(),
  code: z.string().min(1).max(60),
  reason: requiredText(500, 'Say why this warning can be accepted.'),
});

export const FindingAcceptance = z
  .object({
    employeeId: z.uuid(),
    code: z.string(),
    reason: z.string(),
    byLabel: z.string(),
    at: z.iso.datetime(),
  })
  .meta({ id: 'FindingAcceptance' });

export const PayRunInput = z.object({
  paymentDate: IsoDate.optional().describe(
    'The day the transfer was made (Jakarta), from the approval to a week ahead; today when absent',
  ),
});

export const PayrollPayment = z
  .object({
    runId: z.uuid(),
    total: z.number().int().describe('What the bank file transfers, and what "mark paid" records'),
    transfers: z.number().int().describe('Rows in the bank file'),
    exceptions: z.array(
      z.object({
        payslipId: z.uuid(),
        employeeId: z.uuid(),
        number: z.string(),
        name: z.string(),
        net: z.number().int(),
        reason: z.enum(['no-bank-account', 'negative-net', 'zero-net']),
      }),
    ),
    paymentDate: z.iso.date().nullable(),
    paidAmount: z.number().int().nullable(),
  })
  .meta({ id: 'PayrollPayment' });

export const PayslipSummary = z
  .object({
    id: z.uuid(),
    runId: z.uuid(),
    employeeId: z.uuid(),
    period: z.string(),
    employee: PayslipEmployee,
    taxMethod: z.enum(TAX_METHODS),
    gross: z.number().int(),
    taxableGross: z.number().int(),
    bpjsEmployee: z.number().int(),
    bpjsEmployer: z.number().int(),
    tax: z.number().int().describe('PPh 21 of the month; negative: a refund'),
    finalMonth: z.boolean(),
    net: z.number().int(),
    warnings: z.array(z.string()).describe("The codes of the payslip's findings"),
    findings: z
      .array(PayslipFinding)
      .describe('Errors block approval until fixed; warnings until accepted with a reason'),
  })
  .meta({ id: 'PayslipSummary' });

export const PayslipLine = z.object({
  code: z.string(),
  name: z.string().optional(),
  side: z.enum(['earning', 'deduction', 'employer']),
  amount: z.number().int(),
  taxable: z.boolean(),
  formula: z
    .string()
    .describe(
      'amount | prorated (amount × employedDays ÷ basisDays) | unpaid-days ((baseSalary + fixedAllowances) × unpaidDays ÷ workingDays) | overtime-sum | thr-full | thr-prorated (monthlyWage × monthsOfService ÷ 12) | bpjs (min(max(wage, floor), cap) × rate) | jkk (wage × riskRatePercent) | gross-up | ter (taxableGross × TER rate) | ter-no-npwp (× 120 %) | article17-settlement (Article 17 on PKP − TER withheld before)',
    ),
  inputs: z.record(z.string(), z.union([z.number(), z.string()])),
  rule: z.string().optional(),
});

export const PayslipDetail = PayslipSummary.extend({
  lines: z.array(PayslipLine),
  runState: z.enum(PAYROLL_RUN_STATES),
  ruleVersions: z.record(z.string(), z.string()).nullable(),
}).meta({ id: 'PayslipDetail' });

export const PayslipListQuery = ListQuery.extend({
  warnings: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional()
    .describe('true: only payslips with a warning'),
});
export const PayslipList = listOf(PayslipSummary).meta({ id: 'PayslipList' });

// ——— Adjustments ———

export const AdjustmentInput = z.object({
  employeeId: z.uuid(),
  period: Period,
  name: requiredText(100, 'Name the line, e.g. Year-end bonus.'),
  side: z.enum(ADJUSTMENT_SIDES),
  taxable: z.boolean().default(true),
  amount: Rupiah.min(1, 'Enter an amount above 0.'),
});

export const Adjustment = z
  .object({
    id: z.uuid(),
    employeeId: z.uuid(),
    employeeName: z.string(),
    period: z.string(),
    name: z.string(),
    side: z.enum(ADJUSTMENT_SIDES),
    taxable: z.boolean(),
    amount: z.number().int(),
    createdByLabel: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'PayrollAdjustment' });

export const AdjustmentListQuery = ListQuery.extend({
  period: Period,
  clientId: z.uuid().optional(),
  employeeId: z.uuid().optional(),
});
export const AdjustmentList = listOf(Adjustment).meta({ id: 'PayrollAdjustmentList' });

// ——— E-payslips ———

export const FinalPayslip = PayslipSummary.extend({
  clientName: z.string().nullable(),
  runState: z.enum(PAYROLL_RUN_STATES),
  paidAt: z.iso.datetime().nullable(),
}).meta({ id: 'FinalPayslip' });

export const FinalPayslipQuery = ListQuery.extend({
  period: Period.optional(),
  clientId: z.uuid().optional(),
});
export const FinalPayslipList = listOf(FinalPayslip).meta({ id: 'FinalPayslipList' });

export const MyPayslipQuery = ListQuery.omit({ search: true, sort: true }).extend({
  period: Period.optional(),
});
export const MyPayslips = listOf(FinalPayslip)
  .extend({
    delivery: z
      .enum(PAYSLIP_DELIVERIES)
      .describe(
        'How my payslips are mailed, as my client says: a link only, or the PDF attached when I set an e-payslip password',
      ),
    passwordSet: z.boolean().describe('I set an e-payslip password for attached PDFs'),
    passwordSetAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'MyPayslips' });

export const PayslipPasswordInput = z.object({
  password: z
    .string()
    .max(128, 'Use at most 128 characters.')
    .describe(
      'At least 10 characters; not only digits, not a date, nothing from my record (birth date, employee number, NIK, phone), not a common password',
    ),
});

export const PayslipPasswordState = z
  .object({
    passwordSet: z.boolean(),
    passwordSetAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'PayslipPasswordState' });

export const PayslipLinkParams = z.object({
  token: z.string().min(1).max(200).describe("The token of the payslip mail's link (`t`)"),
});

export const PayslipLinkTarget = z
  .object({ payslipId: z.uuid(), period: Period })
  .meta({ id: 'PayslipLinkTarget' });

// ——— Reports ———

export const ReportQuery = ListQuery.extend({ period: Period, clientId: z.uuid().optional() });
export const ReportExportQuery = ReportQuery.omit({ page: true, pageSize: true, sort: true });

const ReportIdentity = {
  payslipId: z.uuid(),
  employeeId: z.uuid(),
  employeeNumber: z.string(),
  name: z.string(),
  nik: z.string(),
  clientName: z.string().nullable(),
};

export const BpjsKesehatanReport = listOf(
  z.object({
    ...ReportIdentity,
    bpjsNumber: z.string().nullable(),
    wage: z.number().int(),
    employer: z.number().int(),
    employee: z.number().int(),
    total: z.number().int(),
  }),
)
  .extend({ totals: z.record(z.string(), z.number()) })
  .meta({ id: 'BpjsKesehatanReport' });

export const BpjsKetenagakerjaanReport = listOf(
  z.object({
    ...ReportIdentity,
    bpjsNumber: z.string().nullable(),
    wage: z.number().int(),
    jhtEmployer: z.number().int(),
    jhtEmployee: z.number().int(),
    jpEmployer: z.number().int(),
    jpEmployee: z.number().int(),
    jkk: z.number().int(),
    jkm: z.number().int(),
    total: z.number().int(),
  }),
)
  .extend({ totals: z.record(z.string(), z.number()) })
  .meta({ id: 'BpjsKetenagakerjaanReport' });

export const Pph21Report = listOf(
  z.object({
    ...ReportIdentity,
    npwp: z.string().nullable(),
    address: z.string().nullable(),
    ptkpStatus: z.string(),
    terCategory: z.string().nullable().describe('Null in the final month (Article 17)'),
    ratePercent: z.number().nullable(),
    taxableGross: z.number().int(),
    tax: z.number().int().describe('Negative: a refund in the final month'),
    finalMonth: z.boolean(),
    taxMethod: z.enum(TAX_METHODS),
  }),
)
  .extend({ totals: z.record(z.string(), z.number()) })
  .meta({ id: 'Pph21Report' });

export const PayrollSummary = z
  .object({
    period: z.string(),
    items: z.array(
      z.object({
        runId: z.uuid(),
        clientId: z.uuid().nullable(),
        clientName: z.string().nullable(),
        state: z.enum(PAYROLL_RUN_STATES),
        final: z.boolean().describe('Approved, paid or closed: counted in the totals'),
        employees: z.number().int(),
        gross: z.number().int(),
        bpjsEmployer: z.number().int(),
        bpjsEmployee: z.number().int(),
        tax: z.number().int(),
        net: z.number().int(),
        cost: z.number().int(),
      }),
    ),
    totals: z.record(z.string(), z.number()).describe('Of the final runs only'),
  })
  .meta({ id: 'PayrollSummary' });

export const SummaryQuery = z.object({
  period: Period,
  search: z.string().trim().max(200).optional(),
});
export const AnnualParams = z.object({
  id: z.uuid(),
  year: z.coerce.number().int().min(2000).max(2100),
});
export const MyAnnualParams = z.object({ year: z.coerce.number().int().min(2000).max(2100) });
export const AnnualExportQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  clientId: z.uuid().optional(),
});
