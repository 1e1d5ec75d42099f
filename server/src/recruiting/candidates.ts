import { and, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/audit-log.js';
import type { BlobStore } from '../blobs/blob-store.js';
import type { Db } from '../db/database.js';
import { countColumn, pagedList } from '../db/paging.js';
import {
  type ApplicationStage,
  applications,
  type CandidateEducation,
  type CandidateExperience,
  type CandidateSource,
  candidateActivities,
  candidates,
  requirements,
} from '../db/schema.js';
import { transactionWithRetry } from '../db/transaction.js';
import { HttpProblem } from '../http/problem.js';
import { recordActivity } from './activities.js';
import { cityQuerySql, searchQuerySql, searchVectorSql } from './search-text.js';

export type CandidateRow = typeof candidates.$inferSelect;

export type CandidateValues = {
  fullName: string;
  email: string | null;
  phone: string | null;
  city: string;
  skills: string[];
  experience: CandidateExperience[];
  education: CandidateEducation[];
  experienceYears: number;
  expectedSalary: number | null;
  source: CandidateSource;
  notes: string;
  /** The language of their mail; absent keeps theirs (a new candidate gets `id`). */
  preferredLanguage?: 'en' | 'id';
};

export type UploadedCv = {
  fileName: string;
  mimeType: string;
  size: number;
  text: string;
  bytes: Buffer;
};

/** `+62 812-3456-7890`, `0812 3456 7890` and `62812…` are the same number: `628123456789 0`. */
export function normalisePhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('0')) digits = `62${digits.slice(1)}`;
  else if (digits.startsWith('8')) digits = `62${digits}`;
  return digits.length >= 8 ? digits : null;
}

export function normaliseEmail(email: string | null | undefined): string | null {
  const trimmed = email?.trim().toLowerCase();
  return trimmed ? trimmed : null;
}

/** Skills as stored: trimmed, lower-cased, each once, in the order given. */
export function normaliseSkills(skills: readonly string[]): string[] {
  return [
    ...new Set(skills.map((s) => s.trim().toLowerCase().replace(/\s+/g, ' ')).filter(Boolean)),
  ];
}

function searchVectorOf(values: {
  fullName: string;
  skills: string[];
  city: string;
  experience: CandidateExperience[];
  cvText: string;
}) {
  return searchVectorSql({
    fullName: values.fullName,
    skills: values.skills,
    city: values.city,
    titles: values.experience.map((e) => `${e.title} ${e.company}`),
    cvText: values.cvText,
  });
}

/** `+62 812 3456 7890` from the stored digits, for people to read. */
export function displayPhone(digits: string | null) {
  if (!digits) return null;
  if (!digits.startsWith('62')) return digits;
  const rest = digits.slice(2);
  return `+62 ${rest.slice(0, 3)} ${rest.slice(3, 7)} ${rest.slice(7)}`.trim();
}

export function presentCandidate(row: CandidateRow) {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: displayPhone(row.phone),
    city: row.city,
    skills: row.skills,
    experience: row.experience,
    education: row.education,
    experienceYears: row.experienceYears,
    expectedSalary: row.expectedSalary,
    source: row.source,
    notes: row.notes,
    preferredLanguage: row.preferredLanguage === 'en' ? ('en' as const) : ('id' as const),
    cv: row.cvKey
      ? { fileName: row.cvFileName!, mimeType: row.cvMimeType!, size: row.cvSize ?? 0 }
      : null,
    createdByLabel: row.createdByLabel,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Other candidates with the same email or phone. */
export async function findDuplicates(
  db: Db,
  input: { email: string | null; phone: string | null; excludeId?: string | null },
) {
  const email = normaliseEmail(input.email);
  const phone = normalisePhone(input.phone);
  const matches: SQL[] = [];
  if (email) matches.push(eq(candidates.email, email));
  if (phone) matches.push(eq(candidates.phone, phone));
  if (matches.length === 0) return [];
  const rows = await db
    .select()
    .from(candidates)
    .where(and(or(...matches), input.excludeId ? ne(candidates.id, input.excludeId) : undefined))
    .orderBy(desc(candidates.updatedAt))
    .limit(10);
  return rows.map((row) => ({
    ...presentCandidate(row),
    matchedOn: [
      ...(email && row.email === email ? ['email' as const] : []),
      ...(phone && row.phone === phone ? ['phone' as const] : []),
    ],
  }));
}

function duplicateProblem(match: { fullName: string; matchedOn: ('email' | 'phone')[] }) {
  const message = `${match.fullName} already has this ${match.matchedOn.includes('email') ? 'email' : 'phone number'}. Open that candidate, or merge the two.`;
  const errors: Record<string, string> = {};
  for (const field of match.matchedOn) errors[field] = message;
  return new HttpProblem(409, 'duplicate-candidate', message, errors);
}

function cvKeyFor(candidateId: string, fileName: string) {
  const extension = fileName.toLowerCase().endsWith('.docx') ? 'docx' : 'pdf';
  return `cvs/${candidateId}/${Date.now()}.${extension}`;
}

/**
 * Creates a candidate (and stores the CV, if any). Refuses with 409 `duplicate-candidate` when
 * another candidate has the email or phone, unless `allowDuplicate` (the recruiter saw the match
 * and means a different person, or will merge later).
 */
export async function createCandidate(
  tx: Db,
  blobs: BlobStore,
  input: CandidateValues & { allowDuplicate?: boolean },
  cv: UploadedCv | null,
  actor: Actor,
  activity: { kind: 'created' | 'imported'; detail?: string } = { kind: 'created' },
) {
  const email = normaliseEmail(input.email);
  const phone = normalisePhone(input.phone);
  if (!input.allowDuplicate) {
    const [match] = await findDuplicates(tx, { email, phone });
    if (match) throw duplicateProblem(match);
  }
  const skills = normaliseSkills(input.skills);
  const { allowDuplicate: _, ...values } = input;
  const id = crypto.randomUUID();
  const cvKey = cv ? cvKeyFor(id, cv.fileName) : null;
  const [row] = await tx
    .insert(candidates)
    .values({
      ...values,
      id,
      email,
      phone,
      skills,
      cvKey,
      cvFileName: cv?.fileName ?? null,
      cvMimeType: cv?.mimeType ?? null,
      cvSize: cv?.size ?? null,
      cvText: cv?.text ?? '',
      searchVector: searchVectorOf({ ...values, skills, cvText: cv?.text ?? '' }) as never,
      createdByLabel: actor.label,
    })
    .returning();
  if (cv && cvKey) await blobs.put(cvKey, cv.bytes);
  await recordActivity(tx, actor, {
    candidateId: id,
    kind: activity.kind,
    detail: activity.detail ?? (cv ? cv.fileName : ''),
  });
  await recordAudit(tx, actor, {
    action: `candidate.${activity.kind === 'imported' ? 'import' : 'create'}`,
    entity: 'candidate',
    entityId: id,
    after: { ...presentCandidate(row!), cvText: undefined },
  });
  return row!;
}

export async function findCandidateOrThrow(db: Db, id: string, forUpdate = false) {
  const query = db.select().from(candidates).where(eq(candidates.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new HttpProblem(404, 'not-found', 'This candidate does not exist.');
  return row;
}

/** The fields whose change is worth a line in the activity log. */
const LOGGED_FIELDS = ['fullName', 'email', 'phone', 'city', 'expectedSalary', 'source'] as const;

export async function updateCandidate(
  db: Db,
  id: string,
  input: CandidateValues & { allowDuplicate?: boolean },
  actor: Actor,
) {
  return transactionWithRetry(db, async (tx) => {
    const before = await findCandidateOrThrow(tx, id, true);
    const email = normaliseEmail(input.email);
    const phone = normalisePhone(input.phone);
    if (!input.allowDuplicate && (email !== before.email || phone !== before.phone)) {
      const [match] = await findDuplicates(tx, { email, phone, excludeId: id });
      if (match) throw duplicateProblem(match);
    }
    const skills = normaliseSkills(input.skills);
    const { allowDuplicate: _, ...values } = input;
    const [row] = await tx
      .update(candidates)
      .set({
        ...values,
        email,
        phone,
        skills,
        searchVector: searchVectorOf({ ...values, skills, cvText: before.cvText }) as never,
        updatedAt: new Date(),
      })
      .where(eq(candidates.id, id))
      .returning();
    const changed = LOGGED_FIELDS.filter((f) => row![f] !== before[f]);
    if (skills.join(',') !== before.skills.join(',')) changed.push('skills' as never);
    await recordActivity(tx, actor, {
      candidateId: id,
      kind: 'updated',
      detail: changed.join(', '),
    });
    await recordAudit(tx, actor, {
      action: 'candidate.update',
      entity: 'candidate',
      entityId: id,
      before: { ...presentCandidate(before), cvText: undefined },
      after: { ...presentCandidate(row!), cvText: undefined },
    });
    return row!;
  });
}

/** Replaces a candidate's CV: the words are indexed again, the old file deleted after commit. */
export async function replaceCv(
  db: Db,
  blobs: BlobStore,
  id: string,
  cv: UploadedCv,
  actor: Actor,
) {
  const replaced = await transactionWithRetry(db, async (tx) => {
    const before = await findCandidateOrThrow(tx, id, true);
    const cvKey = cvKeyFor(id, cv.fileName);
    await blobs.put(cvKey, cv.bytes);
    const [row] = await tx
      .update(candidates)
      .set({
        cvKey,
        cvFileName: cv.fileName,
        cvMimeType: cv.mimeType,
        cvSize: cv.size,
        cvText: cv.text,
        searchVector: searchVectorOf({ ...before, cvText: cv.text }) as never,
        updatedAt: new Date(),
      })
      .where(eq(candidates.id, id))
      .returning();
    await recordActivity(tx, actor, { candidateId: id, kind: 'cv-uploaded', detail: cv.fileName });
    await recordAudit(tx, actor, {
      action: 'candidate.cv-upload',
      entity: 'candidate',
      entityId: id,
      before: { cv: before.cvFileName },
      after: { cv: cv.fileName, words: cv.text.split(/\s+/).filter(Boolean).length },
    });
    return { row: row!, previousKey: before.cvKey };
  });
  if (replaced.previousKey) await blobs.delete(replaced.previousKey);
  return replaced.row;
}

const STAGE_ORDER: Record<ApplicationStage, number> = {
  sourced: 0,
  screened: 1,
  'cv-sent': 2,
  interview: 3,
  offered: 4,
  hired: 5,
  rejected: -1,
  withdrawn: -1,
};

/**
 * Merges `duplicateId` into `keepId`: the kept candidate takes what it lacks (email, phone, city,
 * expected salary, CV), the union of skills, experience and education, every pipeline place
 * (where both stood in one requirement, the further stage stays) and the activity log. The
 * duplicate is deleted, and the CV file no longer used after commit. Answers the kept row.
 */
export async function mergeCandidates(
  db: Db,
  blobs: BlobStore,
  keepId: string,
  duplicateId: string,
  actor: Actor,
) {
  const merged = await transactionWithRetry(db, async (tx) => {
    if (keepId === duplicateId) {
      const message = 'Choose another candidate to merge into this one.';
      throw new HttpProblem(400, 'validation-failed', message, { duplicateId: message });
    }
    const [first, second] = [keepId, duplicateId].sort();
    const locked = new Map<string, CandidateRow>();
    for (const id of [first!, second!]) locked.set(id, await findCandidateOrThrow(tx, id, true));
    const keep = locked.get(keepId)!;
    const duplicate = locked.get(duplicateId)!;

    const skills = normaliseSkills([...keep.skills, ...duplicate.skills]);
    const experience = [...keep.experience];
    for (const e of duplicate.experience) {
      if (!experience.some((k) => k.company === e.company && k.title === e.title))
        experience.push(e);
    }
    const education = [...keep.education];
    for (const e of duplicate.education) {
      if (!education.some((k) => k.school === e.school && k.degree === e.degree)) education.push(e);
    }
    const takeCv = !keep.cvKey && duplicate.cvKey;
    const merged = {
      email: keep.email ?? duplicate.email,
      phone: keep.phone ?? duplicate.phone,
      city: keep.city || duplicate.city,
      expectedSalary: keep.expectedSalary ?? duplicate.expectedSalary,
      experienceYears: Math.max(keep.experienceYears, duplicate.experienceYears),
      notes: [keep.notes, duplicate.notes].filter(Boolean).join('\n\n'),
      skills,
      experience,
      education,
      ...(takeCv
        ? {
            cvKey: duplicate.cvKey,
            cvFileName: duplicate.cvFileName,
            cvMimeType: duplicate.cvMimeType,
            cvSize: duplicate.cvSize,
            cvText: duplicate.cvText,
          }
        : {}),
    };

    // Pipeline places: the duplicate's move over, except where the kept one already stands.
    const places = await tx
      .select()
      .from(applications)
      .where(inArray(applications.candidateId, [keepId, duplicateId]));
    const kept = new Map(
      places.filter((p) => p.candidateId === keepId).map((p) => [p.requirementId, p]),
    );
    for (const place of places.filter((p) => p.candidateId === duplicateId)) {
      const mine = kept.get(place.requirementId);
      if (!mine) {
        await tx
          .update(applications)
          .set({ candidateId: keepId, updatedAt: new Date() })
          .where(eq(applications.id, place.id));
      } else {
        if (STAGE_ORDER[place.stage] > STAGE_ORDER[mine.stage]) {
          await tx
            .update(applications)
            .set({ stage: place.stage, reason: place.reason, stageChangedAt: place.stageChangedAt })
            .where(eq(applications.id, mine.id));
        }
        await tx.delete(applications).where(eq(applications.id, place.id));
      }
    }
    await tx
      .update(candidateActivities)
      .set({ candidateId: keepId })
      .where(eq(candidateActivities.candidateId, duplicateId));

    const [row] = await tx
      .update(candidates)
      .set({
        ...merged,
        searchVector: searchVectorOf({
          fullName: keep.fullName,
          skills,
          city: merged.city,
          experience,
          cvText: merged.cvText ?? keep.cvText,
        }) as never,
        updatedAt: new Date(),
      })
      .where(eq(candidates.id, keepId))
      .returning();
    await tx.delete(candidates).where(eq(candidates.id, duplicateId));
    await recordActivity(tx, actor, {
      candidateId: keepId,
      kind: 'merged',
      detail: `${duplicate.fullName}${duplicate.email ? ` <${duplicate.email}>` : ''}`,
    });
    await recordAudit(tx, actor, {
      action: 'candidate.merge',
      entity: 'candidate',
      entityId: keepId,
      before: {
        kept: { ...presentCandidate(keep), cvText: undefined },
        duplicate: { ...presentCandidate(duplicate), cvText: undefined },
      },
      after: { ...presentCandidate(row!), cvText: undefined },
    });
    const unusedCv = takeCv ? null : duplicate.cvKey;
    return { row: row!, unusedCv };
  });
  if (merged.unusedCv) await blobs.delete(merged.unusedCv);
  return merged.row;
}

export type CandidateSearch = {
  search?: string | undefined;
  skills?: string[] | undefined;
  city?: string | undefined;
  source?: CandidateSource | undefined;
  minExperienceYears?: number | undefined;
  maxExpectedSalary?: number | undefined;
  /** Candidates not yet in this requirement's pipeline (to add them). */
  notInRequirementId?: string | undefined;
  page: number;
  pageSize: number;
};

/**
 * The CV database's search: full text over name, skills, city, positions and CV words (ranked,
 * best first), with filters. Without words, the most recently changed come first.
 */
export async function searchCandidates(db: Db, query: CandidateSearch) {
  const filters: SQL[] = [];
  const tsquery = query.search ? searchQuerySql(query.search) : null;
  if (tsquery) filters.push(sql`${candidates.searchVector} @@ ${tsquery}`);
  const skills = normaliseSkills(query.skills ?? []);
  if (skills.length) {
    const list = sql.join(
      skills.map((skill) => sql`${skill}`),
      sql`, `,
    );
    filters.push(sql`${candidates.skills} @> array[${list}]::text[]`);
  }
  const cityQuery = query.city ? cityQuerySql(query.city) : null;
  if (cityQuery) filters.push(sql`${candidates.searchVector} @@ ${cityQuery}`);
  if (query.source) filters.push(eq(candidates.source, query.source));
  if (query.minExperienceYears) {
    filters.push(sql`${candidates.experienceYears} >= ${query.minExperienceYears}`);
  }
  if (query.maxExpectedSalary) {
    filters.push(sql`${candidates.expectedSalary} <= ${query.maxExpectedSalary}`);
  }
  if (query.notInRequirementId) {
    filters.push(
      sql`not exists (select 1 from ${applications} where ${applications.candidateId} = ${candidates.id} and ${applications.requirementId} = ${query.notInRequirementId})`,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const order = tsquery
    ? [sql`ts_rank(${candidates.searchVector}, ${tsquery}) desc`, desc(candidates.updatedAt)]
    : [desc(candidates.updatedAt)];
  const columns = {
    id: candidates.id,
    fullName: candidates.fullName,
    email: candidates.email,
    phone: candidates.phone,
    city: candidates.city,
    skills: candidates.skills,
    experienceYears: candidates.experienceYears,
    expectedSalary: candidates.expectedSalary,
    source: candidates.source,
    cvFileName: candidates.cvFileName,
    updatedAt: candidates.updatedAt,
    snippet: tsquery
      ? sql<string>`ts_headline('simple', left(${candidates.cvText}, 3000), ${tsquery}, 'MaxWords=18, MinWords=8, MaxFragments=1, StartSel=«, StopSel=»')`
      : sql<string>`''`,
  };
  return pagedList(
    query,
    {
      rows: db
        .select(columns)
        .from(candidates)
        .where(where)
        .orderBy(...order),
      count: db.select(countColumn()).from(candidates).where(where),
    },
    async (rows) => {
      const ids = rows.map((r) => r.id);
      const places = ids.length
        ? await db
            .select({
              candidateId: applications.candidateId,
              requirementId: applications.requirementId,
              number: requirements.number,
              position: requirements.position,
              stage: applications.stage,
            })
            .from(applications)
            .innerJoin(requirements, eq(requirements.id, applications.requirementId))
            .where(inArray(applications.candidateId, ids))
        : [];
      return rows.map((r) => ({
        ...r,
        phone: displayPhone(r.phone),
        updatedAt: r.updatedAt.toISOString(),
        snippet: r.snippet?.includes('«') ? r.snippet : '',
        pipelines: places
          .filter((p) => p.candidateId === r.id)
          .map(({ candidateId: _, ...p }) => p),
      }));
    },
  );
}

/** A recruiter adds a candidate by hand (with the CV, if any), in a transaction of its own. */
export function addCandidate(
  db: Db,
  blobs: BlobStore,
  input: CandidateValues & { allowDuplicate?: boolean },
  actor: Actor,
) {
  return transactionWithRetry(db, (tx) => createCandidate(tx, blobs, input, null, actor));
}
