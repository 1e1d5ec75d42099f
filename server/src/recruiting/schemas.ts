import { z } from 'zod';
import {
  ACTIVITY_KINDS,
  APPLICATION_STAGES,
  CANDIDATE_SOURCES,
  COMMISSION_KINDS,
  CONTRACT_TYPES,
  MARITAL_STATUSES,
  PIPELINE_STAGES,
  PTKP_STATUSES,
  RELIGIONS,
  REQUIREMENT_STATUSES,
  VACANCY_STATUSES,
} from '../db/schema.js';
import { ListQuery, listOf } from '../http/lists.js';
import {
  Money,
  Nik,
  OptionalEmail,
  optionalDate,
  optionalText,
  Phone,
  requiredText,
} from '../people/schemas.js';

const StageCounts = z.object(
  Object.fromEntries(APPLICATION_STAGES.map((s) => [s, z.number().int()])) as Record<
    (typeof APPLICATION_STAGES)[number],
    z.ZodNumber
  >,
);

// ——— Requirements ———

export const RequirementInput = z
  .object({
    clientId: z.uuid({ error: 'Choose the client.' }),
    position: requiredText(120, 'Enter the position.'),
    headcount: z
      .number({ error: 'Enter how many people are needed.' })
      .int('Use a whole number.')
      .min(1, 'At least one person.')
      .max(10_000, 'Use at most 10,000.'),
    description: z.string().trim().max(10_000, 'Use at most 10,000 characters.').default(''),
    qualifications: z.string().trim().max(10_000, 'Use at most 10,000 characters.').default(''),
    salaryMin: Money.nullish().transform((v) => v ?? null),
    salaryMax: Money.nullish().transform((v) => v ?? null),
    location: z.string().trim().max(120, 'Use at most 120 characters.').default(''),
    contractType: z.enum(CONTRACT_TYPES, { error: 'Choose the contract type.' }),
    deadline: optionalDate(),
    status: z.enum(REQUIREMENT_STATUSES).default('open'),
    recruiterIds: z.array(z.uuid()).max(20, 'Assign at most 20 recruiters.').default([]),
  })
  .superRefine((v, ctx) => {
    if (v.salaryMin !== null && v.salaryMax !== null && v.salaryMin > v.salaryMax) {
      ctx.addIssue({
        code: 'custom',
        path: ['salaryMax'],
        message: 'The maximum salary is below the minimum.',
      });
    }
  });

export const Requirement = z
  .object({
    id: z.uuid(),
    number: z.string(),
    clientId: z.uuid(),
    clientName: z.string(),
    clientCode: z.string(),
    position: z.string(),
    headcount: z.number().int(),
    filled: z.number().int().describe('Candidates of this requirement in stage `hired`.'),
    description: z.string(),
    qualifications: z.string(),
    salaryMin: z.number().int().nullable(),
    salaryMax: z.number().int().nullable(),
    location: z.string(),
    contractType: z.enum(CONTRACT_TYPES),
    deadline: z.string().nullable(),
    status: z.enum(REQUIREMENT_STATUSES),
    recruiters: z.array(z.object({ id: z.uuid(), name: z.string(), email: z.string() })),
    stageCounts: StageCounts,
    candidates: z.number().int(),
    createdByLabel: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Requirement' });

export const RequirementList = listOf(Requirement).meta({ id: 'RequirementList' });

export const RequirementListQuery = ListQuery.extend({
  clientId: z.uuid().optional(),
  status: z.enum(REQUIREMENT_STATUSES).optional(),
  recruiterId: z
    .union([z.uuid(), z.literal('none')])
    .optional()
    .describe('A recruiter assigned to the requirement, or `none` for those nobody is.'),
});

/** A client's requirements, for its page in business development. */
export const ClientRequirementQuery = RequirementListQuery.omit({
  clientId: true,
  recruiterId: true,
});

// ——— Candidates ———

const Experience = z.object({
  company: requiredText(120, 'Enter the company.'),
  title: requiredText(120, 'Enter the position held.'),
  from: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use YYYY-MM.')
    .nullish()
    .transform((v) => v ?? null),
  to: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use YYYY-MM.')
    .nullish()
    .transform((v) => v ?? null),
  description: z.string().trim().max(2000).default(''),
});

const Education = z.object({
  school: requiredText(160, 'Enter the school.'),
  degree: z.string().trim().max(60).default(''),
  field: z.string().trim().max(120).default(''),
  year: z
    .number()
    .int()
    .min(1950, 'Use a year from 1950.')
    .max(2100)
    .nullish()
    .transform((v) => v ?? null),
});

export const CandidateInput = z.object({
  fullName: requiredText(120, 'Enter the name.'),
  email: OptionalEmail,
  phone: Phone,
  city: z.string().trim().max(80, 'Use at most 80 characters.').default(''),
  skills: z
    .array(z.string().trim().min(1).max(60, 'A skill has at most 60 characters.'))
    .max(50, 'Use at most 50 skills.')
    .default([]),
  experience: z.array(Experience).max(30).default([]),
  education: z.array(Education).max(10).default([]),
  experienceYears: z
    .number()
    .int('Use whole years.')
    .min(0, 'Use 0 or more.')
    .max(60, 'Use at most 60 years.')
    .default(0),
  expectedSalary: Money.nullish().transform((v) => v ?? null),
  source: z.enum(CANDIDATE_SOURCES, { error: 'Choose where the candidate came from.' }),
  notes: z.string().trim().max(5000).default(''),
  preferredLanguage: z
    .enum(['en', 'id'], { error: 'Choose English or Indonesian.' })
    .optional()
    .describe(
      'The language of their mail (offers, interviews); when absent a candidate keeps theirs (a new one gets `id`)',
    ),
  allowDuplicate: z
    .boolean()
    .default(false)
    .describe('Save even though another candidate has this email or phone.'),
});

const CvFile = z.object({ fileName: z.string(), mimeType: z.string(), size: z.number().int() });

/** A job a candidate held, as the API answers it. */
const ExperienceRead = z.object({
  company: z.string(),
  title: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  description: z.string(),
});

/** A school a candidate finished, as the API answers it. */
const EducationRead = z.object({
  school: z.string(),
  degree: z.string(),
  field: z.string(),
  year: z.number().int().nullable(),
});

const CandidateFields = {
  id: z.uuid(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string(),
  skills: z.array(z.string()),
  experience: z.array(ExperienceRead),
  education: z.array(EducationRead),
  experienceYears: z.number().int(),
  expectedSalary: z.number().int().nullable(),
  source: z.enum(CANDIDATE_SOURCES),
  notes: z.string(),
  preferredLanguage: z
    .enum(['en', 'id'])
    .describe(
      'The language of their mail (offers, interviews), as they applied or the recruiter set',
    ),
  cv: CvFile.nullable(),
  createdByLabel: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const CandidatePipelinePlace = z
  .object({
    id: z.uuid(),
    requirementId: z.uuid(),
    number: z.string(),
    position: z.string(),
    clientName: z.string(),
    requirementStatus: z.enum(REQUIREMENT_STATUSES),
    stage: z.enum(APPLICATION_STAGES),
    reason: z.string().nullable(),
    stageChangedAt: z.string(),
  })
  .meta({ id: 'CandidatePipelinePlace' });

export const Candidate = z
  .object({
    ...CandidateFields,
    cvText: z.string().describe("The CV's words as extracted, for preview."),
    pipelines: z.array(CandidatePipelinePlace),
  })
  .meta({ id: 'Candidate' });

export const CandidateDuplicate = z
  .object({ ...CandidateFields, matchedOn: z.array(z.enum(['email', 'phone'])) })
  .meta({ id: 'CandidateDuplicate' });

export const CandidateDuplicateQuery = z.object({
  email: z.string().trim().max(254).optional(),
  phone: z.string().trim().max(30).optional(),
  excludeId: z.uuid().optional(),
});

export const CandidateSearchQuery = ListQuery.extend({
  skills: z
    .string()
    .max(500)
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : undefined,
    )
    .describe('Comma-separated skills the candidate must all have.'),
  city: z.string().trim().max(80).optional(),
  source: z.enum(CANDIDATE_SOURCES).optional(),
  minExperienceYears: z.coerce.number().int().min(0).max(60).optional(),
  maxExpectedSalary: z.coerce.number().int().min(0).optional(),
  notInRequirementId: z.uuid().optional(),
});

export const CandidateSearchHit = z
  .object({
    id: z.uuid(),
    fullName: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    city: z.string(),
    skills: z.array(z.string()),
    experienceYears: z.number().int(),
    expectedSalary: z.number().int().nullable(),
    source: z.enum(CANDIDATE_SOURCES),
    cvFileName: z.string().nullable(),
    updatedAt: z.string(),
    snippet: z
      .string()
      .describe(
        'Words of the CV around the match, the matched ones between « and »; empty without a CV match.',
      ),
    pipelines: z.array(
      z.object({
        requirementId: z.uuid(),
        number: z.string(),
        position: z.string(),
        stage: z.enum(APPLICATION_STAGES),
      }),
    ),
  })
  .meta({ id: 'CandidateSearchHit' });

export const CandidateSearchResult = listOf(CandidateSearchHit).meta({
  id: 'CandidateSearchResult',
});

export const MergeInput = z.object({
  duplicateId: z.uuid({ error: 'Choose the candidate to merge into this one.' }),
});

export const CvImportResult = z
  .object({
    created: z.number().int(),
    duplicates: z.number().int(),
    refused: z.number().int(),
    files: z.array(
      z.object({
        fileName: z.string(),
        outcome: z.enum(['created', 'duplicate', 'refused']),
        candidateId: z.uuid().nullable(),
        fullName: z.string().nullable(),
        duplicateOf: z
          .object({
            id: z.uuid(),
            fullName: z.string(),
            matchedOn: z.array(z.enum(['email', 'phone'])),
          })
          .nullable(),
        message: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'CvImportResult' });

// ——— Pipeline ———

export const AddToPipelineInput = z.object({
  candidateIds: z
    .array(z.uuid())
    .min(1, 'Choose at least one candidate.')
    .max(200, 'Add at most 200 candidates at once.'),
});

export const AddToPipelineResult = z
  .object({ added: z.number().int(), alreadyThere: z.array(z.uuid()) })
  .meta({ id: 'AddToPipelineResult' });

export const MoveInput = z.object({
  stage: z.enum(APPLICATION_STAGES, { error: 'Choose the stage.' }),
  fromStage: z
    .enum(APPLICATION_STAGES)
    .describe('The stage the mover saw; 409 `stage-changed` if it moved meanwhile.'),
  reason: optionalText(500),
});

export const PipelineEntry = z
  .object({
    id: z.uuid(),
    requirementId: z.uuid(),
    stage: z.enum(APPLICATION_STAGES),
    reason: z.string().nullable(),
    stageChangedAt: z.string(),
    createdAt: z.string(),
    candidate: z.object({
      id: z.uuid(),
      fullName: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      city: z.string(),
      skills: z.array(z.string()),
      experienceYears: z.number().int(),
      expectedSalary: z.number().int().nullable(),
      cvFileName: z.string().nullable(),
    }),
    interviewHeldAt: z
      .string()
      .nullable()
      .describe(
        'When the latest interview that took place began (scheduled in the past, not cancelled); an offer without one needs a reason',
      ),
    payrollDataGiven: z
      .boolean()
      .describe('The candidate gave what payroll needs with their confirmation (not the data)'),
  })
  .meta({ id: 'PipelineEntry' });

export const Pipeline = z.object({ items: z.array(PipelineEntry) }).meta({ id: 'Pipeline' });

// ——— Activity ———

export const ActivityQuery = z.object({
  candidateId: z.uuid().optional(),
  requirementId: z.uuid().optional(),
  actorUserId: z.uuid().optional(),
  kind: z.enum(ACTIVITY_KINDS).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const Activity = z
  .object({
    id: z.uuid(),
    candidateId: z.uuid(),
    candidateName: z.string(),
    requirementId: z.uuid().nullable(),
    requirementNumber: z.string().nullable(),
    requirementPosition: z.string().nullable(),
    kind: z.enum(ACTIVITY_KINDS),
    fromStage: z.enum(APPLICATION_STAGES).nullable(),
    toStage: z.enum(APPLICATION_STAGES).nullable(),
    detail: z.string(),
    actorLabel: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'CandidateActivity' });

export const ActivityList = listOf(Activity).meta({ id: 'CandidateActivityList' });

export const Recruiter = z
  .object({ id: z.uuid(), name: z.string(), email: z.string() })
  .meta({ id: 'Recruiter' });

export const RecruiterTeam = z
  .object({
    month: z.string().meta({ description: 'This month in Jakarta, `YYYY-MM`' }),
    unassignedRequirements: z
      .number()
      .int()
      .meta({ description: 'Open requirements (open, in progress, on hold) with no recruiter' }),
    items: z.array(
      Recruiter.extend({
        openRequirements: z.number().int(),
        openPositions: z
          .number()
          .int()
          .meta({ description: 'Headcount not yet hired in their open requirements' }),
        activeCandidates: z
          .number()
          .int()
          .meta({ description: 'Candidates from sourced to offered in their open requirements' }),
        upcomingInterviews: z
          .number()
          .int()
          .meta({ description: 'Scheduled interviews in the next 7 days' }),
        hiresThisMonth: z.number().int(),
        pendingCommission: z
          .number()
          .int()
          .meta({ description: 'Rupiah of commissions not yet claimed' }),
      }),
    ),
  })
  .meta({ id: 'RecruiterTeam' });

// ——— The client's review, interviews, offers, on-boarding ———

export const SendCvsInput = z.object({
  applicationIds: z
    .array(z.uuid())
    .min(1, 'Choose at least one candidate.')
    .max(50, 'Send at most 50 CVs at once.'),
  picId: z.uuid({ error: 'Choose the PIC who reviews the CVs.' }),
});

export const ClientLinkSent = z
  .object({ sent: z.number().int(), expiresAt: z.string() })
  .meta({ id: 'ClientLinkSent' });

export const RenewClientLinkInput = z.object({
  picId: z.uuid({ error: 'Choose the PIC who reviews the CVs.' }),
});

const InterviewFeedbackView = z.object({
  score: z.number().int(),
  recommendation: z.enum(['hire', 'reject', 'undecided']),
  comments: z.string(),
  decidedBy: z.string(),
});

export const ClientReviewStatus = z
  .object({
    links: z.array(z.object({ email: z.string(), sentAt: z.string(), expiresAt: z.string() })),
    candidates: z.array(
      z.object({
        applicationId: z.uuid(),
        candidateId: z.uuid(),
        fullName: z.string(),
        stage: z.enum(APPLICATION_STAGES),
        sharedAt: z.string(),
        openedAt: z.string().nullable().describe('When the PIC first opened the CV'),
        decision: z.enum(['accepted', 'rejected']).nullable(),
        reason: z.string().nullable(),
        decidedAt: z.string().nullable(),
        decidedBy: z.string().nullable(),
        interviewFeedback: InterviewFeedbackView.nullable(),
        interviewFeedbackAt: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'ClientReviewStatus' });

export const InterviewInput = z.object({
  startsAt: z.iso.datetime({ offset: true, error: 'Enter the date and time of the interview.' }),
  durationMinutes: z
    .number({ error: 'Enter how long the interview takes.' })
    .int()
    .min(15, 'At least 15 minutes.')
    .max(480, 'At most 8 hours.'),
  location: requiredText(300, 'Enter where the interview is, or its video link.'),
  notes: z.string().trim().max(2000).default(''),
  picId: z.uuid({ error: 'Choose the PIC who interviews.' }),
});

export const Interview = z
  .object({
    id: z.uuid(),
    applicationId: z.uuid(),
    candidateId: z.uuid(),
    candidateName: z.string(),
    requirementId: z.uuid(),
    requirementNumber: z.string(),
    position: z.string(),
    clientId: z.uuid(),
    clientName: z.string(),
    startsAt: z.string(),
    durationMinutes: z.number().int(),
    location: z.string(),
    notes: z.string(),
    sequence: z
      .number()
      .int()
      .describe('Raised each time the interview moves (iCalendar SEQUENCE).'),
    stage: z.enum(APPLICATION_STAGES),
  })
  .meta({ id: 'Interview' });

export const InterviewQuery = z.object({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  requirementId: z.uuid().optional(),
});

export const ClientInterviewQuery = z.object({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  clientId: z.uuid().optional(),
});

const IsoDay = z.iso.date({ error: 'Enter a date as YYYY-MM-DD.' });

export const OfferInput = z.object({
  salary: Money,
  joinDate: IsoDay,
  contractEnd: IsoDay.nullish().transform((v) => v ?? null),
  notes: z.string().trim().max(2000).default(''),
  skipInterviewReason: optionalText(1000).describe(
    'Required when no interview of the candidate has taken place (scheduled in the past and not cancelled): why the offer is made without one (audited, on the candidate’s activity)',
  ),
});

export const OfferSent = z.object({ expiresAt: z.string() }).meta({ id: 'OfferSent' });

const OfferTermsView = z.object({
  salary: z.number().int(),
  joinDate: z.string(),
  contractEnd: z.string().nullable(),
  notes: z.string(),
});

const ConfirmationView = z.object({
  fullName: z.string(),
  nik: z.string(),
  birthDate: z.string(),
  birthPlace: z.string(),
  gender: z.enum(['male', 'female']),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
});

const PayrollCommon = {
  maritalStatus: z.enum(MARITAL_STATUSES),
  dependants: z.number().int(),
  ptkpStatus: z.enum(PTKP_STATUSES),
  religion: z.enum(RELIGIONS),
  emergencyContact: z.object({ name: z.string(), relationship: z.string(), phone: z.string() }),
};

const PublicPayrollView = z
  .object({
    hasNpwp: z.boolean(),
    npwp: z.string().nullable().describe('Only the last 4 digits, e.g. `•••• 1234`'),
    ...PayrollCommon,
    bankName: z.string(),
    bankAccountNumber: z.string().describe('Only the last 4 digits, e.g. `•••• 7890`'),
    bankAccountName: z.string(),
  })
  .meta({ id: 'PublicCandidatePayroll' });

const PAYROLL_WITHHELD =
  'Absent unless the caller has `payroll.read`: bank data are not shown to others';

/** What payroll needs, as the candidate gave it: `given` for everyone, the bank account only with pay. */
const OnboardingPayrollView = z
  .object({
    given: z.literal(true),
    hasNpwp: z.boolean(),
    npwp: z.string().nullable(),
    ...PayrollCommon,
    bankName: z.string().optional().describe(PAYROLL_WITHHELD),
    bankAccountNumber: z.string().optional().describe(PAYROLL_WITHHELD),
    bankAccountName: z.string().optional().describe(PAYROLL_WITHHELD),
  })
  .meta({ id: 'OnboardingPayrollData' });

const JoiningInfoShape = z.object({
  joinDate: IsoDay,
  documents: z
    .array(
      z.object({
        name: requiredText(120, 'Name the document.'),
        done: z.boolean(),
      }),
    )
    .max(30, 'At most 30 documents.'),
  notes: z.string().trim().max(2000).default(''),
});
export const JoiningInfoInput = JoiningInfoShape;

export const OnboardingQuery = z.object({
  state: z.enum(['offered', 'hired']).default('offered'),
  clientId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});

const ONBOARDING_WITHHELD =
  'Absent unless the caller has `payroll.read`: pay, bank and birth-date data are not shown to others (business development)';

export const OnboardingEntry = z
  .object({
    applicationId: z.uuid(),
    candidateId: z.uuid(),
    candidateName: z.string(),
    candidateEmail: z.string().nullable(),
    requirementId: z.uuid(),
    requirementNumber: z.string(),
    position: z.string(),
    contractType: z.enum(CONTRACT_TYPES),
    clientId: z.uuid(),
    clientName: z.string(),
    /** The salary only for those with `payroll.read`. */
    offer: OfferTermsView.extend({
      salary: z.number().int().optional().describe(ONBOARDING_WITHHELD),
    }),
    acceptedAt: z.string(),
    /** The birth date and place only for those with `payroll.read`. */
    confirmation: ConfirmationView.extend({
      birthDate: z.string().optional().describe(ONBOARDING_WITHHELD),
      birthPlace: z.string().optional().describe(ONBOARDING_WITHHELD),
    }).nullable(),
    payroll: OnboardingPayrollView.nullable().describe(
      'What payroll needs, given with the confirmation (null: not given, e.g. confirmed before it was asked)',
    ),
    joiningInfo: z.object({
      joinDate: z.string(),
      documents: z.array(z.object({ name: z.string(), done: z.boolean() })),
      notes: z.string(),
    }),
    employeeId: z.uuid().nullable(),
    employeeNumber: z.string().nullable(),
  })
  .meta({ id: 'OnboardingEntry' });

export const OnboardingList = listOf(OnboardingEntry).meta({ id: 'OnboardingList' });

export const HireInput = z.object({
  approverPicIds: z.array(z.uuid()).max(20).default([]),
});

export const HireResult = z
  .object({
    employeeId: z.uuid(),
    employeeNumber: z.string(),
    filled: z.number().int(),
    headcount: z.number().int(),
  })
  .meta({ id: 'HireResult' });

// ——— Public: the PIC's and the candidate's links ———

export const ClientLinkQuery = z.object({
  token: z.string().min(1).max(300),
  email: z.string().trim().min(3).max(254),
});

export const ClientLinkParams = z.object({ requirementId: z.uuid() });
export const ClientCandidateParams = z.object({ requirementId: z.uuid(), candidateId: z.uuid() });

export const PublicCandidate = z
  .object({
    id: z.uuid(),
    fullName: z.string(),
    city: z.string(),
    skills: z.array(z.string()),
    experienceYears: z.number().int(),
    expectedSalary: z.number().int().nullable(),
    experience: z.array(ExperienceRead),
    education: z.array(EducationRead),
    hasCv: z.boolean(),
    cvFileName: z.string().nullable(),
    stage: z.enum(APPLICATION_STAGES),
    cvReview: z.object({
      decision: z.enum(['accepted', 'rejected']).nullable(),
      reason: z.string().nullable(),
      decidedAt: z.string().nullable(),
      decidedBy: z.string().nullable(),
    }),
    interview: z
      .object({
        startsAt: z.string(),
        durationMinutes: z.number().int(),
        location: z.string(),
        held: z.boolean(),
      })
      .nullable(),
    interviewFeedback: InterviewFeedbackView.extend({
      decidedAt: z.string().nullable(),
    }).nullable(),
  })
  .meta({ id: 'PublicCandidate' });

export const PublicCvList = z
  .object({
    locale: z.enum(['en', 'id']),
    requirement: z.object({
      id: z.uuid(),
      number: z.string(),
      position: z.string(),
      clientName: z.string(),
      location: z.string(),
      headcount: z.number().int(),
      description: z.string(),
      qualifications: z.string(),
    }),
    pic: z.object({ name: z.string(), email: z.string() }),
    expiresAt: z.string(),
    candidates: z.array(PublicCandidate),
  })
  .meta({ id: 'PublicCvList' });

export const CvFeedbackInput = z.object({
  email: z.string().trim().min(3).max(254),
  decision: z.enum(['accept', 'reject'], { error: 'Accept or reject the CV.' }),
  reason: optionalText(1000),
});

export const InterviewFeedbackInput = z.object({
  email: z.string().trim().min(3).max(254),
  score: z
    .number({ error: 'Give a score from 1 to 5.' })
    .int()
    .min(1, 'Give a score from 1 to 5.')
    .max(5, 'Give a score from 1 to 5.'),
  recommendation: z.enum(['hire', 'reject', 'undecided'], { error: 'Choose your recommendation.' }),
  comments: z.string().trim().max(3000).default(''),
});

export const CandidateLinkQuery = ClientLinkQuery;

export const PublicOffer = z
  .object({
    locale: z.enum(['en', 'id']),
    requirement: z.object({
      id: z.uuid(),
      position: z.string(),
      clientName: z.string(),
      location: z.string(),
      contractType: z.enum(CONTRACT_TYPES),
    }),
    candidate: z.object({
      id: z.uuid(),
      fullName: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      city: z.string(),
    }),
    offer: OfferTermsView,
    confirmation: ConfirmationView.nullable(),
    payroll: PublicPayrollView.nullable().describe(
      'What payroll needs, as the candidate gave it; the NPWP and the account number show only their last 4 digits',
    ),
    confirmedAt: z.string().nullable(),
    response: z.enum(['accepted', 'declined']).nullable(),
    responseReason: z.string().nullable(),
    respondedAt: z.string().nullable(),
    expiresAt: z.string(),
  })
  .meta({ id: 'PublicOffer' });

const PHONE_DIGITS = /^\+?[0-9 ()-]{6,30}$/;
const PHONE_MESSAGE = 'Enter a phone number of digits, like +62 812 3456 7890.';

/**
 * What payroll needs, asked with the confirmation (issue #28): the NPWP or `noNpwp`, marital
 * status and dependants (the PTKP status), the bank account, the religion (THR) and an emergency
 * contact. Dots, dashes and spaces in the NPWP and the account number are stripped.
 */
export const PayrollDataInput = {
  npwp: z
    .string()
    .trim()
    .max(30, 'An NPWP has 15 or 16 digits.')
    .nullish()
    .transform((v, ctx) => {
      const digits = v ? v.replace(/[\s.-]/g, '') : '';
      if (digits && !/^\d{15,16}$/.test(digits)) {
        ctx.addIssue({ code: 'custom', message: 'An NPWP has 15 or 16 digits.' });
        return z.NEVER;
      }
      return digits || null;
    }),
  noNpwp: z
    .boolean()
    .default(false)
    .describe('The candidate has no NPWP (PPh 21 is then 20 % higher)'),
  maritalStatus: z.enum(MARITAL_STATUSES, { error: 'Choose your marital status.' }),
  dependants: z
    .number({ error: 'Enter how many people you support (0 if none).' })
    .int('Enter a whole number of people.')
    .min(0, 'Enter how many people you support (0 if none).')
    .max(20, 'Enter at most 20 people.'),
  religion: z.enum(RELIGIONS, { error: 'Choose your religion.' }),
  bankName: requiredText(100, 'Enter the name of your bank.'),
  bankAccountNumber: z
    .string({ error: 'Enter your account number.' })
    .trim()
    .transform((v) => v.replace(/[\s.-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, 'Enter your account number.')
        .regex(/^\d{6,20}$/, 'An account number has 6 to 20 digits.'),
    ),
  bankAccountName: requiredText(150, 'Enter the name on the account, as the bank has it.'),
  emergencyContact: z.object(
    {
      name: requiredText(120, 'Enter the name of your emergency contact.'),
      relationship: requiredText(60, 'Enter how they are related to you.'),
      phone: requiredText(30, 'Enter their phone number.').regex(PHONE_DIGITS, PHONE_MESSAGE),
    },
    { error: 'Enter an emergency contact.' },
  ),
};

export const ConfirmationInput = z
  .object({
    email: z.string().trim().min(3).max(254),
    fullName: requiredText(150, 'Enter your full name as on your KTP.'),
    nik: Nik,
    birthDate: IsoDay,
    birthPlace: z.string().trim().max(100).default(''),
    gender: z.enum(['male', 'female'], { error: 'Choose your gender.' }),
    address: requiredText(500, 'Enter your address.'),
    phone: requiredText(30, 'Enter your phone number.').regex(PHONE_DIGITS, PHONE_MESSAGE),
    ...PayrollDataInput,
  })
  .superRefine((v, ctx) => {
    if (v.noNpwp && v.npwp) {
      ctx.addIssue({
        code: 'custom',
        path: ['npwp'],
        message: 'You said you have no NPWP: leave the NPWP empty, or untick “I have no NPWP”.',
      });
    } else if (!v.noNpwp && !v.npwp) {
      ctx.addIssue({
        code: 'custom',
        path: ['npwp'],
        message: 'Enter your NPWP, or tick “I have no NPWP”.',
      });
    }
  });

export const OfferResponseInput = z.object({
  email: z.string().trim().min(3).max(254),
  decision: z.enum(['accept', 'decline'], { error: 'Accept or decline the offer.' }),
  reason: optionalText(1000),
});

// ——— The job portal ———

export const TaxonomyNameInput = z.object({ name: requiredText(80, 'Enter the name.') });
export const JobRoleInput = z.object({
  categoryId: z.uuid({ error: 'Choose the category.' }),
  name: requiredText(80, 'Enter the name.'),
});

export const JobTaxonomy = z
  .object({
    categories: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        vacancies: z.number().int(),
        roles: z.array(z.object({ id: z.uuid(), name: z.string(), vacancies: z.number().int() })),
      }),
    ),
    skills: z.array(z.object({ id: z.uuid(), name: z.string() })),
  })
  .meta({ id: 'JobTaxonomy' });

export const TaxonomyItem = z
  .object({ id: z.uuid(), name: z.string() })
  .meta({ id: 'JobTaxonomyItem' });

export const TaxonomyKindParams = z.object({
  kind: z.enum(['category', 'role', 'skill']),
  id: z.uuid(),
});

export const VacancyInput = z.object({
  requirementId: z.uuid({ error: 'Choose the requirement.' }),
  title: requiredText(120, 'Enter the title.'),
  categoryId: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
  roleId: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
  skills: z.array(z.string().trim().min(1).max(60)).max(30).default([]),
  description: z.string().trim().max(10_000).default(''),
  qualifications: z.string().trim().max(10_000).default(''),
  location: z.string().trim().max(120).default(''),
  showSalary: z.boolean().default(false),
  status: z.enum(VACANCY_STATUSES).default('draft'),
  closesOn: optionalDate(),
});

export const Vacancy = z
  .object({
    id: z.uuid(),
    requirementId: z.uuid(),
    requirementNumber: z.string(),
    clientName: z.string(),
    slug: z.string(),
    title: z.string(),
    categoryId: z.uuid().nullable(),
    categoryName: z.string().nullable(),
    roleId: z.uuid().nullable(),
    roleName: z.string().nullable(),
    skills: z.array(z.string()),
    description: z.string(),
    qualifications: z.string(),
    location: z.string(),
    contractType: z.enum(CONTRACT_TYPES),
    showSalary: z.boolean(),
    salaryMin: z.number().int().nullable(),
    salaryMax: z.number().int().nullable(),
    status: z.enum(VACANCY_STATUSES),
    publishedAt: z.string().nullable(),
    closesOn: z.string().nullable(),
    applicants: z.number().int().describe("Candidates in the requirement's pipeline"),
    createdByLabel: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Vacancy' });

export const VacancyList = listOf(Vacancy).meta({ id: 'VacancyList' });
export const VacancyListQuery = ListQuery.extend({ status: z.enum(VACANCY_STATUSES).optional() });

export const PublicVacancy = z
  .object({
    slug: z.string(),
    title: z.string(),
    category: z.string().nullable(),
    role: z.string().nullable(),
    skills: z.array(z.string()),
    description: z.string(),
    qualifications: z.string(),
    location: z.string(),
    contractType: z.enum(CONTRACT_TYPES),
    salaryMin: z.number().int().nullable(),
    salaryMax: z.number().int().nullable(),
    publishedAt: z.string().nullable(),
    closesOn: z.string().nullable(),
  })
  .meta({ id: 'PublicVacancy' });

export const PublicVacancyList = listOf(PublicVacancy).meta({ id: 'PublicVacancyList' });
export const PublicVacancyQuery = ListQuery.omit({ sort: true }).extend({
  category: z.string().trim().max(80).optional(),
  location: z.string().trim().max(80).optional(),
});
export const SlugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{3,100}$/) });

export const ApplyResult = z
  .object({ received: z.literal(true), message: z.string() })
  .meta({ id: 'ApplyResult' });

export const ReferralInput = z.object({
  slug: z.string().regex(/^[a-z0-9-]{3,100}$/, 'Choose the vacancy.'),
  fullName: requiredText(120, 'Enter the name.'),
  email: z.email({ error: 'Enter their email address.' }).max(254),
  phone: Phone,
  city: z.string().trim().max(80).default(''),
  note: z.string().trim().max(1000).default(''),
});

export const MyReferrals = z
  .object({
    items: z.array(
      z.object({
        id: z.uuid(),
        fullName: z.string(),
        email: z.string().nullable(),
        phone: z.string().nullable(),
        referredAt: z.string(),
        applications: z.array(
          z.object({
            position: z.string(),
            stage: z.enum(APPLICATION_STAGES),
            stageChangedAt: z.string(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'MyReferrals' });

// ——— Commissions and the report ———

export const CommissionRuleInput = z
  .object({
    clientId: z
      .uuid()
      .nullish()
      .transform((v) => v ?? null),
    kind: z.enum(COMMISSION_KINDS, { error: 'Choose fixed or a share.' }),
    amount: Money.nullish().transform((v) => v ?? null),
    shareBp: z
      .number()
      .int()
      .min(0, 'Use 0 % or more.')
      .max(10_000, 'Use at most 100 %.')
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'fixed' && v.amount === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'Enter the amount per placement.',
      });
    }
    if (v.kind === 'share' && v.shareBp === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['shareBp'],
        message: 'Enter the share of the first month’s salary.',
      });
    }
  });

export const CommissionRule = z
  .object({
    id: z.uuid(),
    clientId: z.uuid().nullable(),
    clientName: z.string().nullable(),
    kind: z.enum(COMMISSION_KINDS),
    amount: z.number().int().nullable(),
    shareBp: z.number().int().nullable(),
    updatedByLabel: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'RecruiterCommissionRule' });

export const CommissionQuery = z.object({
  recruiterUserId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});

export const CommissionList = z
  .object({
    items: z.array(
      z.object({
        id: z.uuid(),
        recruiterUserId: z.uuid(),
        recruiterName: z.string(),
        candidateName: z.string(),
        requirementId: z.uuid(),
        requirementNumber: z.string(),
        position: z.string(),
        clientName: z.string(),
        hiredAt: z.string(),
        rule: z.object({
          kind: z.enum(COMMISSION_KINDS),
          amount: z.number().int().nullable(),
          shareBp: z.number().int().nullable(),
          salary: z.number().int(),
          recruiters: z.number().int(),
        }),
        amount: z.number().int(),
        status: z.enum(['pending', 'claimed']),
      }),
    ),
    total: z.number().int(),
    totalAmount: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'RecruiterCommissionList' });

export const ReportQuery = z
  .object({
    from: z.iso.date({ error: 'Enter a date as YYYY-MM-DD.' }),
    to: z.iso.date({ error: 'Enter a date as YYYY-MM-DD.' }),
    clientId: z.uuid().optional(),
  })
  .refine((v) => v.from <= v.to, { path: ['to'], message: 'The end is before the start.' })
  .refine((v) => Date.parse(v.to) - Date.parse(v.from) <= 366 * 86_400_000, {
    path: ['to'],
    message: 'Report at most one year at a time.',
  });

const Funnel = z.object(
  Object.fromEntries(PIPELINE_STAGES.map((s) => [s, z.number().int()])) as Record<
    (typeof PIPELINE_STAGES)[number],
    z.ZodNumber
  >,
);

export const RecruitingReport = z
  .object({
    from: z.string(),
    to: z.string(),
    requirements: z.array(
      z.object({
        requirementId: z.uuid(),
        number: z.string(),
        position: z.string(),
        clientName: z.string(),
        headcount: z.number().int(),
        status: z.enum(REQUIREMENT_STATUSES),
        funnel: Funnel,
      }),
    ),
    recruiters: z.array(z.object({ recruiterId: z.uuid(), name: z.string(), funnel: Funnel })),
    sources: z.array(
      z.object({
        source: z.enum(CANDIDATE_SOURCES),
        funnel: Funnel,
        conversion: z.number().describe('Hired of those sourced, in percent'),
      }),
    ),
    timeToFill: z.object({
      hires: z.number().int(),
      averageDays: z.number().nullable(),
      medianDays: z.number().nullable(),
      requirements: z.array(
        z.object({
          requirementId: z.uuid(),
          number: z.string(),
          position: z.string(),
          clientName: z.string(),
          hires: z.number().int(),
          averageDays: z.number().nullable(),
        }),
      ),
    }),
  })
  .meta({ id: 'RecruitingReport' });

export const CandidateDocumentQuery = ListQuery.extend({
  cv: z
    .enum(['pdf', 'docx', 'missing'])
    .optional()
    .describe('PDF CVs, Word CVs, or the candidates without a CV.'),
});

export const CandidateDocument = z
  .object({
    candidateId: z.uuid(),
    candidateName: z.string(),
    email: z.string().nullable(),
    fileName: z.string().nullable().describe('Null when the candidate has no CV yet.'),
    kind: z.enum(['pdf', 'docx']).nullable(),
    size: z.number().int().nullable().describe('In bytes.'),
    updatedAt: z.string().describe('When the candidate (or their CV) last changed.'),
  })
  .meta({ id: 'CandidateDocument' });

export const CandidateDocumentList = listOf(CandidateDocument)
  .extend({
    counts: z
      .object({ pdf: z.number().int(), docx: z.number().int(), missing: z.number().int() })
      .describe('In the whole CV database, whatever the search and filter.'),
  })
  .meta({ id: 'CandidateDocumentList' });
