import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../audit/audit-log.js';
import type { BlobStore } from '../blobs/blob-store.js';
import type { Db } from '../db/database.js';
import { applications, candidates, requirements, vacancies } from '../db/schema.js';
import { transactionWithRetry } from '../db/transaction.js';
import { HttpProblem } from '../http/problem.js';
import { recordActivity } from './activities.js';
import { createCandidate, displayPhone, findDuplicates } from './candidates.js';
import { findPublishedVacancy } from './vacancies.js';

/**
 * An employee refers someone they know to an open vacancy: a new candidate with source
 * `referral`, remembered as theirs, in the requirement's pipeline. A person already in the CV
 * database is not created twice: the answer says so (409), and the recruiter decides.
 */
export async function referCandidate(
  db: Db,
  blobs: BlobStore,
  input: {
    slug: string;
    fullName: string;
    email: string;
    phone: string | null;
    city: string;
    note: string;
  },
  referrer: { employeeId: string; name: string },
  actor: Actor,
) {
  return transactionWithRetry(db, async (tx) => {
    const vacancy = (await findPublishedVacancy(tx, input.slug)).vacancy;
    const [known] = await findDuplicates(tx, { email: input.email, phone: input.phone });
    if (known) {
      throw new HttpProblem(
        409,
        'duplicate-candidate',
        'This person is already in our CV database; tell the recruiter, who will add them.',
        {
          email:
            'This person is already in our CV database; tell the recruiter, who will add them.',
        },
      );
    }
    const candidate = await createCandidate(
      tx,
      blobs,
      {
        fullName: input.fullName,
        email: input.email,
        phone: input.phone,
        city: input.city,
        skills: [],
        experience: [],
        education: [],
        experienceYears: 0,
        expectedSalary: null,
        source: 'referral',
        notes: input.note
          ? `Referred by ${referrer.name}: ${input.note}`
          : `Referred by ${referrer.name}`,
      },
      null,
      actor,
      { kind: 'created', detail: `Referred by ${referrer.name} for ${vacancy.title}` },
    );
    await tx
      .update(candidates)
      .set({ referredByEmployeeId: referrer.employeeId })
      .where(eq(candidates.id, candidate.id));
    await tx
      .insert(applications)
      .values({ requirementId: vacancy.requirementId, candidateId: candidate.id });
    await recordActivity(tx, actor, {
      candidateId: candidate.id,
      requirementId: vacancy.requirementId,
      kind: 'added-to-requirement',
      toStage: 'sourced',
      detail: `Referral for ${vacancy.title}`,
    });
    return candidate;
  });
}

/** The candidates an employee referred, and where each stands in every pipeline. */
export async function myReferrals(db: Db, employeeId: string) {
  const people = await db
    .select()
    .from(candidates)
    .where(eq(candidates.referredByEmployeeId, employeeId))
    .orderBy(desc(candidates.createdAt))
    .limit(200);
  const ids = people.map((p) => p.id);
  const places = ids.length
    ? await db
        .select({
          candidateId: applications.candidateId,
          stage: applications.stage,
          stageChangedAt: applications.stageChangedAt,
          position: requirements.position,
          title: vacancies.title,
        })
        .from(applications)
        .innerJoin(requirements, eq(requirements.id, applications.requirementId))
        .leftJoin(vacancies, eq(vacancies.requirementId, requirements.id))
        .where(and(inArray(applications.candidateId, ids)))
    : [];
  return {
    items: people.map((p) => ({
      id: p.id,
      fullName: p.fullName,
      email: p.email,
      phone: displayPhone(p.phone),
      referredAt: p.createdAt.toISOString(),
      applications: places
        .filter((a) => a.candidateId === p.id)
        .map((a) => ({
          position: a.title ?? a.position,
          stage: a.stage,
          stageChangedAt: a.stageChangedAt.toISOString(),
        })),
    })),
  };
}
