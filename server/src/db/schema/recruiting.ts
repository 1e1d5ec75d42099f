import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
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
import {
  type ContractType,
  clients,
  employees,
  type MaritalStatus,
  type PtkpStatusValue,
  type Religion,
} from './people.js';

/** PostgreSQL's `tsvector`: written with SQL (`to_tsvector`), never read back as a value. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const REQUIREMENT_STATUSES = [
  'open',
  'in-progress',
  'on-hold',
  'fulfilled',
  'cancelled',
] as const;
export type RequirementStatus = (typeof REQUIREMENT_STATUSES)[number];

/**
 * A client's job order: how many people of which position, by when, on what terms. `filled` is
 * not stored: it is the count of the requirement's applications in stage `hired`.
 */
export const requirements = pgTable(
  'requirements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `REQ-2026-0001`: per year, for people to quote. */
    number: text('number').notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    position: text('position').notNull(),
    headcount: integer('headcount').notNull(),
    description: text('description').notNull().default(''),
    qualifications: text('qualifications').notNull().default(''),
    /** Monthly, in rupiah. */
    salaryMin: bigint('salary_min', { mode: 'number' }),
    salaryMax: bigint('salary_max', { mode: 'number' }),
    location: text('location').notNull().default(''),
    contractType: text('contract_type').$type<ContractType>().notNull(),
    deadline: date('deadline'),
    status: text('status').$type<RequirementStatus>().notNull().default('open'),
    /** Users (recruiters) assigned to fill it. */
    recruiterIds: uuid('recruiter_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdByLabel: text('created_by_label').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('requirements_number_key').on(t.number),
    index('requirements_client').on(t.clientId),
    index('requirements_status').on(t.status),
    index('requirements_recruiters').using('gin', t.recruiterIds),
    check('requirements_headcount_positive', sql`${t.headcount} > 0`),
    check(
      'requirements_salary_range',
      sql`${t.salaryMin} is null or ${t.salaryMax} is null or ${t.salaryMin} <= ${t.salaryMax}`,
    ),
  ],
);

export const CANDIDATE_SOURCES = [
  'job-portal',
  'referral',
  'linkedin',
  'jobstreet',
  'walk-in',
  'import',
  'other',
] as const;
export type CandidateSource = (typeof CANDIDATE_SOURCES)[number];

export type CandidateExperience = {
  company: string;
  title: string;
  /** YYYY-MM. */
  from: string | null;
  to: string | null;
  description: string;
};
export type CandidateEducation = {
  school: string;
  degree: string;
  field: string;
  year: number | null;
};

/**
 * A person in the CV database. `email` is lower-cased and `phone` kept as `62…` digits, so
 * duplicates are found by equality. `searchVector` is written with every change of the name,
 * skills, city, position titles or CV text (see recruiting/search-text.ts).
 */
export const candidates = pgTable(
  'candidates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    city: text('city').notNull().default(''),
    /** Lower-cased, unique within a candidate. */
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    experience: jsonb('experience').$type<CandidateExperience[]>().notNull().default([]),
    education: jsonb('education').$type<CandidateEducation[]>().notNull().default([]),
    /** Whole years of work. */
    experienceYears: integer('experience_years').notNull().default(0),
    /** Monthly, in rupiah. */
    expectedSalary: bigint('expected_salary', { mode: 'number' }),
    source: text('source').$type<CandidateSource>().notNull(),
    notes: text('notes').notNull().default(''),
    cvKey: text('cv_key'),
    cvFileName: text('cv_file_name'),
    cvMimeType: text('cv_mime_type'),
    cvSize: integer('cv_size'),
    /** The CV's words as extracted (PDF or DOCX), for search and preview. */
    cvText: text('cv_text').notNull().default(''),
    searchVector: tsvector('search_vector').notNull(),
    /** The employee who referred the candidate (`/employee/requirement-candidates`). */
    referredByEmployeeId: uuid('referred_by_employee_id').references(() => employees.id, {
      onDelete: 'set null',
    }),
    createdByLabel: text('created_by_label').notNull(),
    /** The language of their mail (offers, interviews): `id` (default) or `en`, as they applied. */
    preferredLanguage: text('preferred_language').$type<'en' | 'id'>().notNull().default('id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('candidates_referred_by').on(t.referredByEmployeeId),
    index('candidates_search').using('gin', t.searchVector),
    index('candidates_skills').using('gin', t.skills),
    index('candidates_email').on(t.email),
    index('candidates_phone').on(t.phone),
    index('candidates_city').on(sql`lower(${t.city})`),
    index('candidates_updated').on(t.updatedAt),
  ],
);

/** Where a candidate stands for one requirement, in the order a placement goes. */
export const PIPELINE_STAGES = [
  'sourced',
  'screened',
  'cv-sent',
  'interview',
  'offered',
  'hired',
] as const;
/** Where a candidate leaves the pipeline, always with a reason. */
export const PIPELINE_EXITS = ['rejected', 'withdrawn'] as const;
export const APPLICATION_STAGES = [...PIPELINE_STAGES, ...PIPELINE_EXITS] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

export type ClientCvDecision = 'accepted' | 'rejected';
export type OfferResponse = 'accepted' | 'declined';
export type InterviewFeedback = {
  /** 1 (poor) to 5 (excellent). */
  score: number;
  recommendation: 'hire' | 'reject' | 'undecided';
  comments: string;
  decidedBy: string;
};
export type OfferTerms = {
  /** Monthly base salary, in rupiah. */
  salary: number;
  /** The first working day proposed. */
  joinDate: string;
  /** For a PKWT: the contract's last day. */
  contractEnd: string | null;
  notes: string;
};
export type CandidateConfirmation = {
  fullName: string;
  nik: string;
  birthDate: string;
  birthPlace: string;
  gender: 'male' | 'female';
  address: string;
  phone: string;
  email: string;
};
/**
 * What payroll needs, given by the candidate with their confirmation (issue #28): the NPWP or
 * none, the PTKP status from marital status and dependants, the bank account, the religion (for
 * THR) and an emergency contact. Hiring copies it into the employee record.
 */
export type CandidatePayrollData = {
  /** 15 or 16 digits; null: the candidate said they have none. */
  npwp: string | null;
  maritalStatus: MaritalStatus;
  /** People the candidate supports, as they said (PTKP counts at most 3). */
  dependants: number;
  ptkpStatus: PtkpStatusValue;
  religion: Religion;
  bankName: string;
  /** Digits only. */
  bankAccountNumber: string;
  bankAccountName: string;
  emergencyContact: { name: string; relationship: string; phone: string };
};
export type JoiningInfo = {
  joinDate: string;
  documents: { name: string; done: boolean }[];
  notes: string;
};

/** A candidate in a requirement's pipeline: one row per pair. */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requirementId: uuid('requirement_id')
      .notNull()
      .references(() => requirements.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<ApplicationStage>().notNull().default('sourced'),
    /** Why the candidate was rejected or withdrew. */
    reason: text('reason'),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
    // ——— The client's review through the requirement's link ———
    /** When the CV was sent to the client (it is in the PIC's list from then on). */
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    /** When the PIC first opened this candidate's CV. */
    clientOpenedAt: timestamp('client_opened_at', { withTimezone: true }),
    clientDecision: text('client_decision').$type<ClientCvDecision>(),
    clientReason: text('client_reason'),
    clientDecidedAt: timestamp('client_decided_at', { withTimezone: true }),
    clientDecidedBy: text('client_decided_by'),
    interviewFeedback: jsonb('interview_feedback').$type<InterviewFeedback>(),
    interviewFeedbackAt: timestamp('interview_feedback_at', { withTimezone: true }),
    // ——— The offer and the candidate's answers through their link ———
    offer: jsonb('offer').$type<OfferTerms>(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    /** Why the offer was made without a held interview (audited, on the candidate's activity). */
    offerInterviewSkipReason: text('offer_interview_skip_reason'),
    candidateConfirmation: jsonb('candidate_confirmation').$type<CandidateConfirmation>(),
    candidateConfirmedAt: timestamp('candidate_confirmed_at', { withTimezone: true }),
    /** Given with the confirmation; pay/bank data, shown only to those whose permission names pay. */
    candidatePayroll: jsonb('candidate_payroll').$type<CandidatePayrollData>(),
    offerResponse: text('offer_response').$type<OfferResponse>(),
    offerResponseReason: text('offer_response_reason'),
    offerRespondedAt: timestamp('offer_responded_at', { withTimezone: true }),
    // ——— On-boarding ———
    joiningInfo: jsonb('joining_info').$type<JoiningInfo>(),
    /** The employee made from this candidate when hired. */
    employeeId: uuid('employee_id').references(() => employees.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('applications_requirement_candidate_key').on(t.requirementId, t.candidateId),
    index('applications_candidate').on(t.candidateId),
    index('applications_stage').on(t.requirementId, t.stage),
  ],
);

export const ACTIVITY_KINDS = [
  'created',
  'updated',
  'cv-uploaded',
  'imported',
  'merged',
  'added-to-requirement',
  'stage-changed',
  'note',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** The candidate's activity log: everything done with or to them, newest first when read. */
export const candidateActivities = pgTable(
  'candidate_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    requirementId: uuid('requirement_id').references(() => requirements.id, {
      onDelete: 'set null',
    }),
    kind: text('kind').$type<ActivityKind>().notNull(),
    fromStage: text('from_stage').$type<ApplicationStage>(),
    toStage: text('to_stage').$type<ApplicationStage>(),
    /** A stage's reason, a note's text, or what changed. */
    detail: text('detail').notNull().default(''),
    actorUserId: uuid('actor_user_id'),
    actorLabel: text('actor_label').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('candidate_activities_candidate').on(t.candidateId, t.createdAt),
    index('candidate_activities_created').on(t.createdAt),
    index('candidate_activities_actor').on(t.actorUserId, t.createdAt),
  ],
);

export const INTERVIEW_STATUSES = ['scheduled', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/**
 * An interview of a candidate with the client. Rescheduling changes the row and raises
 * `sequence`, so calendars update the invitation they have rather than add a second one.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    location: text('location').notNull(),
    notes: text('notes').notNull().default(''),
    status: text('status').$type<InterviewStatus>().notNull().default('scheduled'),
    sequence: integer('sequence').notNull().default(0),
    createdByLabel: text('created_by_label').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('interviews_application').on(t.applicationId),
    index('interviews_starts').on(t.startsAt),
    check('interviews_duration', sql`${t.durationMinutes} between 15 and 480`),
  ],
);

// ——— The job portal: one taxonomy shared with recruiting, vacancies published from requirements ———

export const jobCategories = pgTable(
  'job_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('job_categories_name_key').on(sql`lower(${t.name})`)],
);

export const jobRoles = pgTable(
  'job_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => jobCategories.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('job_roles_category_name_key').on(t.categoryId, sql`lower(${t.name})`)],
);

/** Skills as candidates and vacancies carry them: lower-case names. */
export const jobSkills = pgTable(
  'job_skills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('job_skills_name_key').on(t.name)],
);

export const VACANCY_STATUSES = ['draft', 'published', 'closed'] as const;
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];

/** A requirement as the company website shows it; applications join the requirement's pipeline. */
export const vacancies = pgTable(
  'vacancies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requirementId: uuid('requirement_id')
      .notNull()
      .references(() => requirements.id, { onDelete: 'cascade' }),
    /** `customer-service-officer-jakarta-2f7a`: the address on the website. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    categoryId: uuid('category_id').references(() => jobCategories.id),
    roleId: uuid('role_id').references(() => jobRoles.id),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    qualifications: text('qualifications').notNull().default(''),
    location: text('location').notNull().default(''),
    showSalary: boolean('show_salary').notNull().default(false),
    status: text('status').$type<VacancyStatus>().notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The last day applications are taken. */
    closesOn: date('closes_on'),
    createdByLabel: text('created_by_label').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vacancies_slug_key').on(t.slug),
    uniqueIndex('vacancies_requirement_key').on(t.requirementId),
    index('vacancies_status').on(t.status, t.publishedAt),
  ],
);

/**
 * Every application sent through the public apply endpoint, kept for the throttle (per address
 * and per email) and to see what was refused.
 */
export const portalApplications = pgTable(
  'portal_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vacancyId: uuid('vacancy_id').references(() => vacancies.id, { onDelete: 'set null' }),
    candidateId: uuid('candidate_id').references(() => candidates.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    outcome: text('outcome').$type<'created' | 'existing' | 'refused'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('portal_applications_ip').on(t.ip, t.createdAt),
    index('portal_applications_email').on(t.email, t.createdAt),
  ],
);

// ——— Recruiter commissions: a rule per client (or the default), one commission per placement ———

export const COMMISSION_KINDS = ['fixed', 'share'] as const;
export type CommissionKind = (typeof COMMISSION_KINDS)[number];

/**
 * How a placement pays its recruiters: a fixed amount, or a share (basis points) of the first
 * month's salary the offer names. A client's own rule wins over the default (client null).
 */
export const commissionRules = pgTable(
  'recruiter_commission_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CommissionKind>().notNull(),
    /** Rupiah, for `fixed`. */
    amount: bigint('amount', { mode: 'number' }),
    /** Basis points of the first month's salary, for `share` (1000 = 10 %). */
    shareBp: integer('share_bp'),
    updatedByLabel: text('updated_by_label').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('recruiter_commission_rules_client_key').on(
      sql`coalesce(${t.clientId}::text, 'default')`,
    ),
    check(
      'recruiter_commission_rules_value',
      sql`(${t.kind} = 'fixed' and ${t.amount} >= 0) or (${t.kind} = 'share' and ${t.shareBp} between 0 and 10000)`,
    ),
  ],
);

/** A recruiter's commission for one placement (split equally between the assigned recruiters). */
export const recruiterCommissions = pgTable(
  'recruiter_commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    recruiterUserId: uuid('recruiter_user_id').notNull(),
    /** The rule as it was applied: kind, amount or share, and the salary it was taken from. */
    rule: jsonb('rule')
      .$type<{
        kind: CommissionKind;
        amount: number | null;
        shareBp: number | null;
        salary: number;
        recruiters: number;
      }>()
      .notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<'pending' | 'claimed'>().notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('recruiter_commissions_application_recruiter_key').on(
      t.applicationId,
      t.recruiterUserId,
    ),
    index('recruiter_commissions_recruiter').on(t.recruiterUserId, t.createdAt),
  ],
);
