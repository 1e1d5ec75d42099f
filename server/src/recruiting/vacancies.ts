import { and, asc, count, desc, eq, gt, gte, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/audit-log.js';
import type { BlobStore } from '../blobs/blob-store.js';
import type { Db } from '../db/database.js';
import { countColumn, pagedList } from '../db/paging.js';
import {
  applications,
  type CandidateSource,
  type ContractType,
  candidates,
  clients,
  jobCategories,
  jobRoles,
  portalApplications,
  requirements,
  type VacancyStatus,
  vacancies,
} from '../db/schema.js';
import { inTransaction, transactionWithRetry } from '../db/transaction.js';
import { likePattern } from '../http/lists.js';
import { HttpProblem } from '../http/problem.js';
import { todayInJakarta } from '../shared/business-dates.js';
import { recordActivity } from './activities.js';
import { createCandidate, findDuplicates, normaliseSkills, type UploadedCv } from './candidates.js';
import { CLOSED_REQUIREMENT_STATUSES, findRequirementOrThrow } from './requirements.js';

export type VacancyValues = {
  requirementId: string;
  title: string;
  categoryId: string | null;
  roleId: string | null;
  skills: string[];
  description: string;
  qualifications: string;
  location: string;
  showSalary: boolean;
  status: VacancyStatus;
  closesOn: string | null;
};

type VacancyRow = typeof vacancies.$inferSelect;

/** `customer-service-officer-jakarta-2f7a`: words of the title and place, and a piece of the id. */
function slugOf(title: string, location: string, id: string) {
  const words = `${title} ${location}`
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return `${words || 'vacancy'}-${id.slice(0, 4)}`;
}

const vacancyColumns = {
  vacancy: vacancies,
  requirementNumber: requirements.number,
  requirementStatus: requirements.status,
  headcount: requirements.headcount,
  contractType: requirements.contractType,
  salaryMin: requirements.salaryMin,
  salaryMax: requirements.salaryMax,
  clientName: clients.legalName,
  categoryName: jobCategories.name,
  roleName: jobRoles.name,
};

type JoinedVacancy = {
  vacancy: VacancyRow;
  requirementNumber: string;
  requirementStatus: string;
  headcount: number;
  contractType: ContractType;
  salaryMin: number | null;
  salaryMax: number | null;
  clientName: string;
  categoryName: string | null;
  roleName: string | null;
};

function joined(db: Db) {
  return db
    .select(vacancyColumns)
    .from(vacancies)
    .innerJoin(requirements, eq(requirements.id, vacancies.requirementId))
    .innerJoin(clients, eq(clients.id, requirements.clientId))
    .leftJoin(jobCategories, eq(jobCategories.id, vacancies.categoryId))
    .leftJoin(jobRoles, eq(jobRoles.id, vacancies.roleId));
}

/** A vacancy as recruiters see it (with the requirement and the client). */
function presentVacancy(row: JoinedVacancy, applicants: number) {
  const v = row.vacancy;
  return {
    id: v.id,
    requirementId: v.requirementId,
    requirementNumber: row.requirementNumber,
    clientName: row.clientName,
    slug: v.slug,
    title: v.title,
    categoryId: v.categoryId,
    categoryName: row.categoryName,
    roleId: v.roleId,
    roleName: row.roleName,
    skills: v.skills,
    description: v.description,
    qualifications: v.qualifications,
    location: v.location,
    contractType: row.contractType,
    showSalary: v.showSalary,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    status: v.status,
    publishedAt: v.publishedAt?.toISOString() ?? null,
    closesOn: v.closesOn,
    applicants,
    createdByLabel: v.createdByLabel,
    updatedAt: v.updatedAt.toISOString(),
  };
}

/**
 * A vacancy as the website shows it: no client (staffing companies do not name theirs on a
 * public page), the salary only when `showSalary`.
 */
export function publicVacancy(row: JoinedVacancy) {
  const v = row.vacancy;
  return {
    slug: v.slug,
    title: v.title,
    category: row.categoryName,
    role: row.roleName,
    skills: v.skills,
    description: v.description,
    qualifications: v.qualifications,
    location: v.location,
    contractType: row.contractType,
    salaryMin: v.showSalary ? row.salaryMin : null,
    salaryMax: v.showSalary ? row.salaryMax : null,
    publishedAt: v.publishedAt?.toISOString() ?? null,
    closesOn: v.closesOn,
  };
}

async function applicantCounts(db: Db, requirementIds: string[]) {
  if (requirementIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ requirementId: applications.requirementId, total: sql<number>`count(*)::int` })
    .from(applications)
    .where(sql`${applications.requirementId} in ${requirementIds}`)
    .groupBy(applications.requirementId);
  return new Map(rows.map((r) => [r.requirementId, r.total]));
}

export async function listVacancies(
  db: Db,
  query: {
    search?: string | undefined;
    status?: VacancyStatus | undefined;
    page: number;
    pageSize: number;
  },
) {
  const filters: SQL[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(
      sql`(${vacancies.title} ilike ${pattern} or ${vacancies.location} ilike ${pattern} or ${requirements.number} ilike ${pattern})`,
    );
  }
  if (query.status) filters.push(eq(vacancies.status, query.status));
  const where = filters.length ? and(...filters) : undefined;
  return pagedList(
    query,
    {
      rows: joined(db).where(where).orderBy(desc(vacancies.updatedAt), asc(vacancies.id)),
      count: db
        .select(countColumn())
        .from(vacancies)
        .innerJoin(requirements, eq(requirements.id, vacancies.requirementId))
        .where(where),
    },
    async (rows) => {
      const counts = await applicantCounts(
        db,
        rows.map((r) => r.vacancy.requirementId),
      );
      return rows.map((r) => presentVacancy(r, counts.get(r.vacancy.requirementId) ?? 0));
    },
  );
}

export async function vacancyView(db: Db, id: string) {
  const [row] = await joined(db).where(eq(vacancies.id, id));
  if (!row) throw new HttpProblem(404, 'not-found', 'This vacancy does not exist.');
  const counts = await applicantCounts(db, [row.vacancy.requirementId]);
  return presentVacancy(row, counts.get(row.vacancy.requirementId) ?? 0);
}

async function checkTaxonomy(tx: Db, input: VacancyValues) {
  if (input.roleId) {
    const [role] = await tx.select().from(jobRoles).where(eq(jobRoles.id, input.roleId));
    if (!role || (input.categoryId && role.categoryId !== input.categoryId)) {
      const message = 'Choose a role of the chosen category.';
      throw new HttpProblem(400, 'validation-failed', message, { roleId: message });
    }
  }
  if (input.categoryId) {
    const [category] = await tx
      .select()
      .from(jobCategories)
      .where(eq(jobCategories.id, input.categoryId));
    if (!category) {
      const message = 'This category does not exist.';
      throw new HttpProblem(400, 'validation-failed', message, { categoryId: message });
    }
  }
}

/** Creates or changes a vacancy (one per requirement); publishing stamps `publishedAt` once. */
export async function saveVacancy(tx: Db, id: string | null, input: VacancyValues, actor: Actor) {
  const requirement = await findRequirementOrThrow(tx, input.requirementId);
  if (input.status === 'published' && CLOSED_REQUIREMENT_STATUSES.includes(requirement.status)) {
    const message = `Requirement ${requirement.number} is ${requirement.status}; it cannot be published.`;
    throw new HttpProblem(409, 'requirement-closed', message, { status: message });
  }
  await checkTaxonomy(tx, input);
  const skills = normaliseSkills(input.skills);
  const now = new Date();
  let before: VacancyRow | undefined;
  let row: VacancyRow | undefined;
  if (id) {
    [before] = await tx.select().from(vacancies).where(eq(vacancies.id, id)).for('update');
    if (!before) throw new HttpProblem(404, 'not-found', 'This vacancy does not exist.');
    if (before.requirementId !== input.requirementId) {
      const message = 'A vacancy stays with its requirement.';
      throw new HttpProblem(400, 'validation-failed', message, { requirementId: message });
    }
    [row] = await tx
      .update(vacancies)
      .set({
        ...input,
        skills,
        publishedAt:
          input.status === 'published' ? (before.publishedAt ?? now) : before.publishedAt,
        updatedAt: now,
      })
      .where(eq(vacancies.id, id))
      .returning();
  } else {
    const [existing] = await tx
      .select({ id: vacancies.id })
      .from(vacancies)
      .where(eq(vacancies.requirementId, input.requirementId));
    if (existing) {
      const message = 'This requirement already has a vacancy; change that one.';
      throw new HttpProblem(409, 'conflict', message, { requirementId: message });
    }
    const newId = crypto.randomUUID();
    [row] = await tx
      .insert(vacancies)
      .values({
        ...input,
        id: newId,
        skills,
        slug: slugOf(input.title, input.location, newId),
        publishedAt: input.status === 'published' ? now : null,
        createdByLabel: actor.label,
      })
      .returning();
  }
  await recordAudit(tx, actor, {
    action: id ? 'vacancy.update' : 'vacancy.create',
    entity: 'vacancy',
    entityId: row!.id,
    before: before ?? null,
    after: row,
  });
  return row!;
}

/** What the website may show: published, not past its closing day, its requirement still open. */
function openOnWebsite(today: string) {
  return and(
    eq(vacancies.status, 'published'),
    or(isNull(vacancies.closesOn), gte(vacancies.closesOn, today)),
    sql`${requirements.status} not in ('fulfilled', 'cancelled')`,
  );
}

export async function listPublishedVacancies(
  db: Db,
  query: {
    search?: string | undefined;
    category?: string | undefined;
    location?: string | undefined;
    page: number;
    pageSize: number;
  },
) {
  const filters: (SQL | undefined)[] = [openOnWebsite(todayInJakarta())];
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(
      sql`(${vacancies.title} ilike ${pattern} or ${vacancies.description} ilike ${pattern} or array_to_string(${vacancies.skills}, ' ') ilike ${pattern})`,
    );
  }
  if (query.category)
    filters.push(sql`lower(${jobCategories.name}) = ${query.category.toLowerCase()}`);
  if (query.location) filters.push(sql`${vacancies.location} ilike ${likePattern(query.location)}`);
  const where = and(...filters);
  return pagedList(
    query,
    {
      rows: joined(db).where(where).orderBy(desc(vacancies.publishedAt), asc(vacancies.id)),
      count: db
        .select(countColumn())
        .from(vacancies)
        .innerJoin(requirements, eq(requirements.id, vacancies.requirementId))
        .leftJoin(jobCategories, eq(jobCategories.id, vacancies.categoryId))
        .where(where),
    },
    (rows) => rows.map(publicVacancy),
  );
}

export async function findPublishedVacancy(db: Db, slug: string) {
  const [row] = await joined(db).where(
    and(eq(vacancies.slug, slug), openOnWebsite(todayInJakarta())),
  );
  if (!row) throw new HttpProblem(404, 'not-found', 'This vacancy is not open.');
  return row;
}

/** At most this many applications from one address in an hour, and from one email in a day. */
export const APPLY_PER_IP_PER_HOUR = 5;
export const APPLY_PER_EMAIL_PER_DAY = 3;
/** A person takes longer than this to fill the form; a script does not. */
export const APPLY_MIN_SECONDS = 3;

export type ApplyInput = {
  fullName: string;
  email: string;
  phone: string | null;
  city: string;
  coverLetter: string;
  /** The honeypot: a field people do not see, so only scripts fill it. */
  website: string;
  /** When the form was shown (ms since epoch), from the page; required. */
  startedAt: number;
};

const AUTOMATED = 'This application looks automated. Fill the form in yourself and try again.';

/** Refuses what a script sends: the honeypot filled, a form sent within seconds, a letter of links. */
export function checkNotSpam(input: ApplyInput, now: number) {
  if (input.website.trim() !== '') throw new HttpProblem(400, 'validation-failed', AUTOMATED);
  // A start in the future is as automated as one a second ago.
  if (now - input.startedAt < APPLY_MIN_SECONDS * 1000) {
    throw new HttpProblem(400, 'validation-failed', AUTOMATED);
  }
  if ((input.coverLetter.match(/https?:\/\//g) ?? []).length > 3) {
    const message = 'Put at most three links in the letter.';
    throw new HttpProblem(400, 'validation-failed', message, { coverLetter: message });
  }
}

/**
 * Reserves one application from an address and an email, or refuses with 429, under an advisory
 * lock so parallel requests count each other. The reservation is recorded as `refused` at once
 * and turned into what happened once the application is in: a CV that cannot be read still
 * counts, so nobody floods the server with files.
 */
export async function reserveApplication(
  db: Db,
  input: { ip: string; email: string; vacancyId: string },
  now: Date,
): Promise<string> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`apply:ip:${input.ip}`}))`);
    const [fromIp] = await tx
      .select({ n: count() })
      .from(portalApplications)
      .where(
        and(
          eq(portalApplications.ip, input.ip),
          gt(portalApplications.createdAt, new Date(now.getTime() - 3_600_000)),
        ),
      );
    const [fromEmail] = await tx
      .select({ n: count() })
      .from(portalApplications)
      .where(
        and(
          eq(portalApplications.email, input.email),
          gt(portalApplications.createdAt, new Date(now.getTime() - 86_400_000)),
        ),
      );
    if (
      (fromIp?.n ?? 0) >= APPLY_PER_IP_PER_HOUR ||
      (fromEmail?.n ?? 0) >= APPLY_PER_EMAIL_PER_DAY
    ) {
      throw new HttpProblem(
        429,
        'rate-limited',
        'Too many applications from here. Try again in an hour.',
      );
    }
    const [row] = await tx
      .insert(portalApplications)
      .values({
        vacancyId: input.vacancyId,
        email: input.email,
        ip: input.ip,
        outcome: 'refused',
        createdAt: now,
      })
      .returning({ id: portalApplications.id });
    return row!.id;
  });
}

/**
 * An application from the website: the CV (already read and checked) makes a candidate with
 * source `job-portal`, or, when the email or phone is known, the known candidate applies (no
 * duplicate); either way they join the requirement's pipeline at `sourced`. Applying twice to a
 * vacancy answers 409.
 */
export async function applyToVacancy(
  tx: Db,
  blobs: BlobStore,
  vacancy: VacancyRow,
  input: ApplyInput,
  cv: UploadedCv,
  meta: { ip: string; reservationId: string; locale?: 'en' | 'id' },
) {
  const email = input.email.trim().toLowerCase();
  const actor: Actor = {
    userId: null,
    label: `${input.fullName} <${email}> (job portal)`,
    ip: meta.ip,
  };
  const [known] = await findDuplicates(tx, { email, phone: input.phone });
  let candidateId: string;
  let outcome: 'created' | 'existing';
  if (known) {
    candidateId = known.id;
    outcome = 'existing';
    // Their mail follows the language they applied in this time.
    if (meta.locale && known.preferredLanguage !== meta.locale) {
      await tx
        .update(candidates)
        .set({ preferredLanguage: meta.locale, updatedAt: new Date() })
        .where(eq(candidates.id, candidateId));
    }
  } else {
    const source: CandidateSource = 'job-portal';
    const row = await createCandidate(
      tx,
      blobs,
      {
        fullName: input.fullName,
        email,
        phone: input.phone,
        city: input.city,
        skills: [],
        experience: [],
        education: [],
        experienceYears: 0,
        expectedSalary: null,
        source,
        notes: input.coverLetter,
        preferredLanguage: meta.locale,
      },
      cv,
      actor,
      { kind: 'created', detail: `Applied for ${vacancy.title} on the website` },
    );
    candidateId = row.id;
    outcome = 'created';
  }
  const [added] = await tx
    .insert(applications)
    .values({ requirementId: vacancy.requirementId, candidateId })
    .onConflictDoNothing()
    .returning();
  if (!added) {
    throw new HttpProblem(
      409,
      'conflict',
      'You have already applied for this vacancy. The recruiter will contact you.',
    );
  }
  await recordActivity(tx, actor, {
    candidateId,
    requirementId: vacancy.requirementId,
    kind: 'added-to-requirement',
    toStage: 'sourced',
    detail: `Applied on the website for ${vacancy.title}${outcome === 'existing' ? ' (already in the CV database)' : ''}`,
  });
  await tx
    .update(portalApplications)
    .set({ candidateId, outcome })
    .where(eq(portalApplications.id, meta.reservationId));
  await recordAudit(tx, actor, {
    action: 'vacancy.apply',
    entity: 'application',
    entityId: added.id,
    after: { vacancy: vacancy.slug, candidateId, outcome },
  });
  return { outcome };
}

/** Adds (`id` null) or changes a vacancy, in a transaction of its own. */
export function storeVacancy(db: Db, id: string | null, input: VacancyValues, actor: Actor) {
  return transactionWithRetry(db, (tx) => saveVacancy(tx, id, input, actor));
}
