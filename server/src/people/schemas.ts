import { z } from 'zod';
import {
  BILLING_METHODS,
  CHANGE_REQUEST_KINDS,
  CHANGE_REQUEST_STATUSES,
  CLIENT_STATUSES,
  CONTRACT_TYPES,
  EMPLOYEE_STATUSES,
  END_REASON_OF,
  END_REASONS,
  GENDERS,
  HISTORY_KINDS,
  HOLIDAY_KINDS,
  MARITAL_STATUSES,
  PIC_ROLES,
  PTKP_STATUSES,
  RELIGIONS,
} from '../db/schema.js';
import { HttpProblem } from '../http/problem.js';
import { Email } from '../shared/schemas.js';
import { nikProblem, normalizeNpwp } from './nik.js';

// ---------------------------------------------------------------- field helpers (input)

/** Optional free text: trimmed; empty or missing is null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .nullish()
    .transform((v) => v || null);

export const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Use at most ${max} characters.`);

export const IsoDate = z.iso.date({ error: 'Enter a date as YYYY-MM-DD.' });
export const optionalDate = () => IsoDate.nullish().transform((v) => v ?? null);

export const Phone = z
  .string()
  .trim()
  .max(30)
  .regex(/^(\+?[0-9 ()-]{6,30})?$/, 'Enter a phone number of digits, like +62 812 3456 7890.')
  .nullish()
  .transform((v) => v || null);

export const OptionalEmail = z
  .union([z.literal(''), Email])
  .nullish()
  .transform((v) => v || null);

/** 16 digits with a plausible structure (spaces are ignored). */
export const Nik = z
  .string({ error: 'Enter the NIK.' })
  .trim()
  .transform((v) => v.replace(/\s/g, ''))
  .superRefine((v, ctx) => {
    const problem = nikProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** 15 or 16 digits; dots, dashes and spaces are accepted and stripped. Empty is null. */
export const Npwp = z
  .string()
  .trim()
  .max(30, 'NPWP must be 15 or 16 digits.')
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const digits = normalizeNpwp(v);
    if (!digits) {
      ctx.addIssue({ code: 'custom', message: 'NPWP must be 15 or 16 digits.' });
      return z.NEVER;
    }
    return digits;
  });

const Digits = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      const digits = v.replace(/[\s.-]/g, '');
      if (!/^\d+$/.test(digits) || digits.length < min || digits.length > max) {
        ctx.addIssue({
          code: 'custom',
          message:
            min === max
              ? `${label} must be ${min} digits.`
              : `${label} must be ${min} to ${max} digits.`,
        });
        return z.NEVER;
      }
      return digits;
    });

export const Money = z
  .number({ error: 'Enter an amount in whole rupiah.' })
  .int('Use whole rupiah.')
  .min(0, 'The amount cannot be negative.')
  .max(1_000_000_000_000, 'The amount is too large.');

const uniqueList = <T>(list: T[]) => [...new Set(list)];

// ---------------------------------------------------------------- clients

export const PicInput = z.object({
  /** An existing PIC of this client (PUT); absent for a new one. */
  id: z.uuid().optional(),
  name: requiredText(120, 'Enter the name.'),
  email: Email,
  phone: Phone,
  position: optionalText(120),
  roles: z.array(z.enum(PIC_ROLES)).max(10).default([]).transform(uniqueList),
  preferredLanguage: z
    .enum(['en', 'id'], { error: 'Choose English or Indonesian.' })
    .optional()
    .describe(
      'The language of their mail and approval pages; when absent, a PIC keeps theirs (a new PIC gets `id`)',
    ),
});
export type PicInput = z.output<typeof PicInput>;

export const ClientInput = z
  .object({
    code: z
      .string({ error: 'Enter the code.' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{2,20}$/, 'Use 2 to 20 letters, digits or dashes.'),
    legalName: requiredText(200, 'Enter the legal name.'),
    industry: optionalText(80),
    address: optionalText(500),
    npwp: Npwp,
    billingMethod: z.enum(BILLING_METHODS, { error: 'Choose the billing method.' }),
    paymentTermsDays: z
      .number({ error: 'Enter the payment terms in days.' })
      .int('Use whole days.')
      .min(0, 'Use 0 to 180 days.')
      .max(180, 'Use 0 to 180 days.'),
    status: z.enum(CLIENT_STATUSES, { error: 'Choose the status.' }),
    pics: z.array(PicInput).max(50, 'At most 50 PICs.').default([]),
  })
  .superRefine((client, ctx) => {
    const emails = new Map<string, number>();
    const ids = new Set<string>();
    client.pics.forEach((pic, i) => {
      const first = emails.get(pic.email);
      if (first !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['pics', i, 'email'],
          message: `This email is already used by PIC ${first + 1}.`,
        });
      } else emails.set(pic.email, i);
      if (pic.id) {
        if (ids.has(pic.id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['pics', i, 'id'],
            message: 'A PIC is listed twice.',
          });
        }
        ids.add(pic.id);
      }
    });
  });
export type ClientInput = z.output<typeof ClientInput>;

export const Pic = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    position: z.string().nullable(),
    roles: z.array(z.enum(PIC_ROLES)),
    preferredLanguage: z
      .enum(['en', 'id'])
      .describe('The language of their mail and approval pages'),
  })
  .meta({ id: 'Pic' });

export const Client = z
  .object({
    id: z.uuid(),
    code: z.string(),
    legalName: z.string(),
    industry: z.string().nullable(),
    address: z.string().nullable(),
    npwp: z.string().nullable(),
    billingMethod: z.enum(BILLING_METHODS),
    paymentTermsDays: z.number().int(),
    status: z.enum(CLIENT_STATUSES),
    picCount: z.number().int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Client' });

export const ClientDetail = Client.extend({ pics: z.array(Pic) }).meta({ id: 'ClientDetail' });

// ---------------------------------------------------------------- employees

export const WorkWeekSchema = z.union([z.literal(5), z.literal(6)], {
  error: 'Choose a 5- or 6-day work week.',
});

export const PlacementInput = z
  .object({
    /** null: internal staff. */
    clientId: z
      .uuid({ error: 'Choose a client.' })
      .nullish()
      .transform((v) => v ?? null),
    position: requiredText(120, 'Enter the position.'),
    contractType: z.enum(CONTRACT_TYPES, { error: 'Choose the contract type.' }),
    startDate: IsoDate,
    endDate: optionalDate(),
    workWeek: WorkWeekSchema.default(5),
    baseSalary: Money,
    fixedAllowances: Money.default(0),
    approverPicIds: z.array(z.uuid()).max(20).default([]).transform(uniqueList),
    /**
     * The line manager (another employee with a user account, at the same client or internal);
     * null for none, absent to keep the one set.
     */
    managerEmployeeId: z.uuid({ error: 'Choose the manager from the list.' }).nullish(),
  })
  .superRefine((p, ctx) => {
    if (p.contractType !== 'pkwt') return;
    if (!p.endDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'A PKWT (fixed-term) contract needs an end date.',
      });
    } else if (p.endDate <= p.startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'The end date must be after the start date.',
      });
    }
  })
  // Only a PKWT has an end date.
  .transform((p) => (p.contractType === 'pkwt' ? p : { ...p, endDate: null }));
export type PlacementInput = z.output<typeof PlacementInput>;

/** A person's language: Indonesian or English. */
export const PreferredLanguage = z.enum(['en', 'id'], { error: 'Choose English or Indonesian.' });

export const PersonalFields = z.object({
  fullName: requiredText(150, 'Enter the full name.'),
  nik: Nik,
  npwp: Npwp,
  birthDate: optionalDate(),
  birthPlace: optionalText(100),
  gender: z
    .enum(GENDERS)
    .nullish()
    .transform((v) => v ?? null),
  religion: z
    .enum(RELIGIONS)
    .nullish()
    .transform((v) => v ?? null),
  maritalStatus: z
    .enum(MARITAL_STATUSES)
    .nullish()
    .transform((v) => v ?? null),
  ptkpStatus: z
    .enum(PTKP_STATUSES)
    .nullish()
    .transform((v) => v ?? null),
  address: optionalText(500),
  phone: Phone,
  personalEmail: OptionalEmail,
  bankName: optionalText(100),
  bankAccountNumber: Digits('The account number', 5, 30),
  bankAccountName: optionalText(150),
  bpjsKesehatanNumber: Digits('The BPJS Kesehatan number', 8, 20),
  bpjsKetenagakerjaanNumber: Digits('The BPJS Ketenagakerjaan number', 8, 20),
  preferredLanguage: PreferredLanguage.optional().describe(
    'The language of their mail, payslips and documents (their account speaks it too); a new employee gets `id`',
  ),
});
export type PersonalFields = z.output<typeof PersonalFields>;

export const EmployeeCreate = PersonalFields.extend({
  status: z.enum(EMPLOYEE_STATUSES).default('onboarding'),
  placement: PlacementInput,
  /** A leaver added (or imported) as such needs their last working day; the reason follows the status. */
  lastWorkingDay: optionalDate().describe(
    'The last day worked: required when the status is resigned, laid-off, contract-ended or deceased; refused otherwise',
  ),
})
  .superRefine((e, ctx) => {
    const leaving = e.status in END_REASON_OF;
    if (leaving && !e.lastWorkingDay) {
      ctx.addIssue({
        code: 'custom',
        path: ['lastWorkingDay'],
        message: 'Enter the last working day: pay stops after it.',
      });
    } else if (!leaving && e.lastWorkingDay) {
      ctx.addIssue({
        code: 'custom',
        path: ['lastWorkingDay'],
        message: 'Only resignation, layoff, contract end or death sets a last working day.',
      });
    } else if (e.lastWorkingDay && e.lastWorkingDay < e.placement.startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['lastWorkingDay'],
        message: 'The last working day cannot be before the start date.',
      });
    }
  })
  .transform((e) => ({
    ...e,
    endReason: END_REASON_OF[e.status as keyof typeof END_REASON_OF] ?? null,
  }));
/** An employee to add; the end fields may be left out by callers adding someone employed. */
export type EmployeeCreate = Omit<
  z.output<typeof EmployeeCreate>,
  'lastWorkingDay' | 'endReason'
> & {
  lastWorkingDay?: string | null;
  endReason?: (typeof END_REASONS)[number] | null;
};

export const EmployeePatch = PersonalFields.partial();

export const Placement = z
  .object({
    clientId: z.uuid().nullable(),
    position: z.string(),
    contractType: z.enum(CONTRACT_TYPES),
    startDate: z.iso.date(),
    endDate: z.iso.date().nullable(),
    workWeek: WorkWeekSchema,
    baseSalary: z.number().int(),
    fixedAllowances: z.number().int(),
    approverPicIds: z.array(z.uuid()),
    managerEmployeeId: z
      .uuid()
      .nullable()
      .optional()
      .describe(
        'The line manager (an employee with a user account), who decides leave when the client has no PIC leave approver; null for none (always sent)',
      ),
  })
  .meta({ id: 'Placement' });

export const EmployeeSummary = z
  .object({
    id: z.uuid(),
    employeeNumber: z.string(),
    fullName: z.string(),
    nik: z.string(),
    status: z.enum(EMPLOYEE_STATUSES),
    clientId: z.uuid().nullable(),
    clientName: z.string().nullable(),
    position: z.string(),
    contractType: z.enum(CONTRACT_TYPES),
    contractEnd: z.iso.date().nullable(),
    hasAccount: z.boolean(),
  })
  .meta({ id: 'EmployeeSummary' });

export const EmployeeDetail = EmployeeSummary.extend({
  npwp: z.string().nullable(),
  birthDate: z.iso.date().nullable(),
  birthPlace: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  religion: z.enum(RELIGIONS).nullable(),
  maritalStatus: z.enum(MARITAL_STATUSES).nullable(),
  ptkpStatus: z.enum(PTKP_STATUSES).nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  personalEmail: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  bankAccountName: z.string().nullable(),
  bpjsKesehatanNumber: z.string().nullable(),
  bpjsKetenagakerjaanNumber: z.string().nullable(),
  placement: Placement,
  lastWorkingDay: z.iso
    .date()
    .nullable()
    .describe('The last day worked, once employment ended (null while employed)'),
  endReason: z.enum(END_REASONS).nullable().describe('Why employment ended (null while employed)'),
  userId: z.uuid().nullable(),
  preferredLanguage: z
    .enum(['en', 'id'])
    .describe('The language of their mail, payslips and documents (their account speaks it too)'),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
}).meta({ id: 'EmployeeDetail' });

const WITHHELD =
  'Absent unless the caller has `payroll.read`: pay, bank and birth-date data are not shown to others (business development)';

/** A placement as staff see it: the salary is absent for those who may not see pay. */
export const EmployeeRecordPlacement = Placement.extend({
  baseSalary: z.number().int().optional().describe(WITHHELD),
  fixedAllowances: z.number().int().optional().describe(WITHHELD),
}).meta({ id: 'EmployeeRecordPlacement' });

/** An employee as staff see it (`/employees/{id}`): pay, bank and birth date only with `payroll.read`. */
export const EmployeeRecord = EmployeeDetail.extend({
  birthDate: z.iso.date().nullable().optional().describe(WITHHELD),
  birthPlace: z.string().nullable().optional().describe(WITHHELD),
  bankName: z.string().nullable().optional().describe(WITHHELD),
  bankAccountNumber: z.string().nullable().optional().describe(WITHHELD),
  bankAccountName: z.string().nullable().optional().describe(WITHHELD),
  placement: EmployeeRecordPlacement,
}).meta({ id: 'EmployeeRecord' });

export const HistoryEntry = z
  .object({
    id: z.uuid(),
    effectiveDate: z.iso.date(),
    kind: z.enum(HISTORY_KINDS),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    note: z.string().nullable(),
    recordedBy: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'EmployeeHistoryEntry' });

export const StatusCounts = z
  .object({
    onboarding: z.number().int(),
    active: z.number().int(),
    resigned: z.number().int(),
    'laid-off': z.number().int(),
    'contract-ended': z.number().int(),
    deceased: z.number().int(),
    contractsEndingIn30Days: z.number().int(),
  })
  .meta({ id: 'EmployeeStatusCounts' });

// ---------------------------------------------------------------- profile sub-forms

const Year = z
  .number({ error: 'Enter the year.' })
  .int('Enter the year.')
  .min(1940, 'Enter a year from 1940.')
  .max(2100, 'Enter a year up to 2100.');

/** The fields of each profile sub-form, as entered. */
export const PROFILE_INPUTS = {
  languages: z.object({
    language: requiredText(60, 'Enter the language.'),
    proficiency: z.enum(['basic', 'intermediate', 'fluent', 'native'], {
      error: 'Choose the proficiency.',
    }),
  }),
  experiences: z
    .object({
      company: requiredText(150, 'Enter the company.'),
      position: requiredText(120, 'Enter the position.'),
      startDate: IsoDate,
      endDate: optionalDate(),
      description: optionalText(2000),
    })
    .superRefine((v, ctx) => {
      if (v.endDate && v.endDate < v.startDate) {
        ctx.addIssue({
          code: 'custom',
          path: ['endDate'],
          message: 'The end date cannot be before the start date.',
        });
      }
    }),
  references: z.object({
    name: requiredText(120, 'Enter the name.'),
    relationship: requiredText(60, 'Enter how you know them.'),
    company: optionalText(150),
    phone: Phone,
    email: OptionalEmail,
  }),
  educations: z
    .object({
      level: z.enum(['sd', 'smp', 'sma', 'smk', 'd3', 's1', 's2', 's3'], {
        error: 'Choose the level.',
      }),
      institution: requiredText(150, 'Enter the school or university.'),
      major: optionalText(120),
      startYear: Year,
      endYear: Year.nullish().transform((v) => v ?? null),
    })
    .superRefine((v, ctx) => {
      if (v.endYear !== null && v.endYear < v.startYear) {
        ctx.addIssue({
          code: 'custom',
          path: ['endYear'],
          message: 'The end year cannot be before the start year.',
        });
      }
    }),
  courses: z.object({
    name: requiredText(150, 'Enter the course.'),
    provider: optionalText(150),
    year: Year,
    certificateNumber: optionalText(100),
  }),
  'emergency-contacts': z.object({
    name: requiredText(120, 'Enter the name.'),
    relationship: requiredText(60, 'Enter the relationship.'),
    phone: z
      .string({ error: 'Enter the phone number.' })
      .trim()
      .regex(/^\+?[0-9 ()-]{6,30}$/, 'Enter a phone number of digits, like +62 812 3456 7890.'),
    address: optionalText(500),
  }),
  family: z.object({
    name: requiredText(120, 'Enter the name.'),
    relationship: z.enum(['spouse', 'child', 'parent', 'sibling'], {
      error: 'Choose the relationship.',
    }),
    birthDate: IsoDate,
    nik: Nik.nullish().transform((v) => v || null),
    dependent: z.boolean().default(false),
  }),
} as const;
export type ProfileInputs = {
  [K in keyof typeof PROFILE_INPUTS]: z.output<(typeof PROFILE_INPUTS)[K]>;
};

const item = <K extends string, S extends z.ZodRawShape>(kind: K, id: string, shape: S) =>
  z.object({ id: z.uuid(), kind: z.literal(kind), ...shape }).meta({ id });

export const ProfileItem = z
  .discriminatedUnion('kind', [
    item('languages', 'ProfileLanguage', {
      language: z.string(),
      proficiency: z.enum(['basic', 'intermediate', 'fluent', 'native']),
    }),
    item('experiences', 'ProfileExperience', {
      company: z.string(),
      position: z.string(),
      startDate: z.iso.date(),
      endDate: z.iso.date().nullable(),
      description: z.string().nullable(),
    }),
    item('references', 'ProfileReference', {
      name: z.string(),
      relationship: z.string(),
      company: z.string().nullable(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
    }),
    item('educations', 'ProfileEducation', {
      level: z.enum(['sd', 'smp', 'sma', 'smk', 'd3', 's1', 's2', 's3']),
      institution: z.string(),
      major: z.string().nullable(),
      startYear: z.number().int(),
      endYear: z.number().int().nullable(),
    }),
    item('courses', 'ProfileCourse', {
      name: z.string(),
      provider: z.string().nullable(),
      year: z.number().int(),
      certificateNumber: z.string().nullable(),
    }),
    item('emergency-contacts', 'ProfileEmergencyContact', {
      name: z.string(),
      relationship: z.string(),
      phone: z.string(),
      address: z.string().nullable(),
    }),
    item('family', 'ProfileFamilyMember', {
      name: z.string(),
      relationship: z.enum(['spouse', 'child', 'parent', 'sibling']),
      birthDate: z.iso.date(),
      nik: z.string().nullable(),
      dependent: z.boolean(),
    }),
  ])
  .meta({ id: 'ProfileItem' });

/** The body of a profile item (validated per kind by the handler; documented as any kind). */
export const ProfileItemInput = z.union([
  PROFILE_INPUTS.languages,
  PROFILE_INPUTS.experiences,
  PROFILE_INPUTS.references,
  PROFILE_INPUTS.educations,
  PROFILE_INPUTS.courses,
  PROFILE_INPUTS['emergency-contacts'],
  PROFILE_INPUTS.family,
]);

// ---------------------------------------------------------------- supporting data

export const InsuranceInput = z.object({
  provider: requiredText(120, 'Enter the insurer.'),
  policyNumber: requiredText(60, 'Enter the policy number.'),
  coverage: z.string().trim().max(200).default(''),
  validUntil: optionalDate(),
});
export const AssetInput = z.object({
  name: requiredText(120, 'Enter the asset.'),
  serialNumber: optionalText(80),
  assignedAt: IsoDate,
  returnedAt: optionalDate(),
});
export const SupportingInput = z.object({
  insurance: z.array(InsuranceInput).max(50).default([]),
  assets: z.array(AssetInput).max(100).default([]),
  bpjs: z.object({
    kesehatanNumber: Digits('The BPJS Kesehatan number', 8, 20),
    ketenagakerjaanNumber: Digits('The BPJS Ketenagakerjaan number', 8, 20),
    kesehatanClass: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
  }),
});

const Share = z.object({ employer: z.number().int(), employee: z.number().int() });
export const Supporting = z
  .object({
    insurance: z.array(
      z.object({
        provider: z.string(),
        policyNumber: z.string(),
        coverage: z.string(),
        validUntil: z.iso.date().nullable(),
      }),
    ),
    assets: z.array(
      z.object({
        name: z.string(),
        serialNumber: z.string().nullable(),
        assignedAt: z.iso.date(),
        returnedAt: z.iso.date().nullable(),
      }),
    ),
    bpjs: z.object({
      kesehatanNumber: z.string().nullable(),
      ketenagakerjaanNumber: z.string().nullable(),
      kesehatanClass: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      /** This month's contributions on base salary + fixed allowances (null if no rule applies). */
      contributions: z
        .object({
          period: z.string(),
          wage: z.number().int(),
          kesehatan: Share,
          jht: Share,
          jp: Share,
          jkk: z.object({ employer: z.number().int() }),
          jkm: z.object({ employer: z.number().int() }),
          taxableEmployerPremiums: z.number().int(),
          employeeDeductions: z.number().int(),
        })
        .nullable(),
    }),
  })
  .meta({ id: 'EmployeeSupporting' });

/** Supporting data as staff see it: the contributions (they show the wage) only with `payroll.read`. */
export const SupportingRecord = Supporting.extend({
  bpjs: Supporting.shape.bpjs.extend({
    contributions: Supporting.shape.bpjs.shape.contributions.optional().describe(WITHHELD),
  }),
}).meta({ id: 'EmployeeSupportingRecord' });

// ---------------------------------------------------------------- change requests

export const BankAccountValues = z.object({
  bankName: requiredText(100, 'Enter the bank.'),
  bankAccountNumber: z
    .string({ error: 'Enter the account number.' })
    .trim()
    .transform((v) => v.replace(/[\s.-]/g, ''))
    .pipe(z.string().regex(/^\d{5,30}$/, 'The account number must be 5 to 30 digits.')),
  bankAccountName: requiredText(150, 'Enter the account holder name.'),
});

export const FamilyMemberInput = PROFILE_INPUTS.family.extend({ id: z.uuid().optional() });

/** What an employee may ask to change, by kind. */
export const ChangeRequestInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('bank-account'), proposed: BankAccountValues }),
  z.object({ kind: z.literal('nik'), proposed: z.object({ nik: Nik }) }),
  z.object({ kind: z.literal('npwp'), proposed: z.object({ npwp: Npwp }) }),
  z.object({
    kind: z.literal('ptkp-status'),
    proposed: z.object({ ptkpStatus: z.enum(PTKP_STATUSES, { error: 'Choose the PTKP status.' }) }),
  }),
  z.object({
    kind: z.literal('family'),
    /** The whole family list as it should be: items with `id` change, without are added, missing go. */
    proposed: z.object({ members: z.array(FamilyMemberInput).max(30) }),
  }),
]);
export type ChangeRequestInput = z.output<typeof ChangeRequestInput>;

export const ChangeRequest = z
  .object({
    id: z.uuid(),
    kind: z.enum(CHANGE_REQUEST_KINDS),
    status: z.enum(CHANGE_REQUEST_STATUSES),
    current: z.record(z.string(), z.unknown()),
    proposed: z.record(z.string(), z.unknown()),
    reason: z.string().nullable(),
    decidedBy: z.string().nullable(),
    decidedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'EmployeeChangeRequest' });

export const ChangeRequestWithEmployee = ChangeRequest.extend({
  employeeId: z.uuid(),
  employeeName: z.string(),
  employeeNumber: z.string(),
}).meta({ id: 'EmployeeChangeRequestWithEmployee' });

// ---------------------------------------------------------------- holidays

export const Holiday = z
  .object({
    id: z.uuid(),
    date: z.iso.date(),
    name: z.string(),
    kind: z.enum(HOLIDAY_KINDS),
    clientId: z.uuid().nullable(),
  })
  .meta({ id: 'Holiday' });

export const HolidayInput = z
  .object({
    date: IsoDate,
    name: requiredText(120, 'Enter the name.'),
    kind: z.enum(HOLIDAY_KINDS, { error: 'Choose the kind.' }),
    clientId: z
      .uuid()
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((h, ctx) => {
    const forClient = h.kind === 'client-holiday' || h.kind === 'client-working-day';
    if (forClient && !h.clientId) {
      ctx.addIssue({ code: 'custom', path: ['clientId'], message: 'Choose the client.' });
    }
    if (!forClient && h.clientId) {
      ctx.addIssue({
        code: 'custom',
        path: ['clientId'],
        message: 'Only client holidays and client working days belong to a client.',
      });
    }
  });

export const WorkingDays = z
  .object({
    workingDays: z.number().int(),
    dates: z.array(z.iso.date()),
    skipped: z.array(
      z.object({ date: z.iso.date(), reason: z.string(), kind: z.enum(HOLIDAY_KINDS) }),
    ),
  })
  .meta({ id: 'WorkingDays' });

// ---------------------------------------------------------------- import

export const ImportResult = z
  .object({
    dryRun: z.boolean(),
    total: z.number().int(),
    valid: z.number().int(),
    imported: z.number().int(),
    errors: z.array(z.object({ row: z.number().int(), column: z.string(), message: z.string() })),
  })
  .meta({ id: 'ImportResult' });
export type ImportResult = z.infer<typeof ImportResult>;

// ---------------------------------------------------------------- parsing helpers

/** `pics.1.email` for a zod issue path. */
export function issueField(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** Field errors of a zod error, first message per field. */
export function fieldErrors(error: z.ZodError, prefix = ''): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = [prefix, issueField(issue.path)].filter(Boolean).join('.') || 'body';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Parses with a schema or throws 400 `validation-failed` with the field errors. */
export function parseOrProblem<S extends z.ZodType>(
  schema: S,
  value: unknown,
  prefix = '',
): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new HttpProblem(
      400,
      'validation-failed',
      'Some fields are not valid.',
      fieldErrors(parsed.error, prefix),
    );
  }
  return parsed.data;
}

/** `workWeek=5|6` in a query string (default 5). */
export const WorkingDaysQueryWorkWeek = z.coerce
  .number()
  .int('Use a work week of 5 or 6 days.')
  .min(5, 'Use a work week of 5 or 6 days.')
  .max(6, 'Use a work week of 5 or 6 days.')
  .default(5)
  .transform((v) => (v === 6 ? 6 : 5) as 5 | 6);
