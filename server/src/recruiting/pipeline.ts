import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Actor, recordAudit, recordAudits } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import {
  type ApplicationStage,
  applications,
  candidates,
  clients,
  interviews,
  PIPELINE_EXITS,
  requirements,
} from '../db/schema.js';
import { transactionWithRetry } from '../db/transaction.js';
import { HttpProblem } from '../http/problem.js';
import { recordActivities, recordActivity } from './activities.js';
import { displayPhone } from './candidates.js';
import { CLOSED_REQUIREMENT_STATUSES, findRequirementOrThrow } from './requirements.js';

/** A requirement's pipeline holds at most this many candidates; the board shows them all. */
export const PIPELINE_LIMIT = 1000;

function checkOpen(requirement: { status: string; number: string }) {
  if ((CLOSED_REQUIREMENT_STATUSES as readonly string[]).includes(requirement.status)) {
    throw new HttpProblem(
      409,
      'requirement-closed',
      `Requirement ${requirement.number} is ${requirement.status}; reopen it to change its pipeline.`,
    );
  }
}

/**
 * Puts candidates into a requirement's pipeline at `sourced`. Candidates already there are left
 * where they stand and reported.
 */
export async function addToPipeline(
  tx: Db,
  requirementId: string,
  candidateIds: string[],
  actor: Actor,
) {
  const requirement = await findRequirementOrThrow(tx, requirementId, true);
  checkOpen(requirement);
  const ids = [...new Set(candidateIds)];
  const found = await tx
    .select({ id: candidates.id })
    .from(candidates)
    .where(inArray(candidates.id, ids));
  if (found.length !== ids.length) {
    const message = 'One of the candidates does not exist.';
    throw new HttpProblem(400, 'validation-failed', message, { candidateIds: message });
  }
  const [count] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(applications)
    .where(eq(applications.requirementId, requirementId));
  if ((count?.total ?? 0) + ids.length > PIPELINE_LIMIT) {
    const message = `A requirement's pipeline holds at most ${PIPELINE_LIMIT} candidates.`;
    throw new HttpProblem(400, 'validation-failed', message, { candidateIds: message });
  }
  const added = await tx
    .insert(applications)
    .values(ids.map((candidateId) => ({ requirementId, candidateId })))
    .onConflictDoNothing()
    .returning();
  await recordActivities(
    tx,
    actor,
    added.map((a) => ({
      candidateId: a.candidateId,
      requirementId,
      kind: 'added-to-requirement' as const,
      toStage: 'sourced' as const,
      detail: `${requirement.number} ${requirement.position}`,
    })),
  );
  await recordAudits(
    tx,
    actor,
    added.map((a) => ({
      action: 'application.create',
      entity: 'application',
      entityId: a.id,
      after: a,
    })),
  );
  const addedIds = new Set(added.map((a) => a.candidateId));
  return { added: added.length, alreadyThere: ids.filter((id) => !addedIds.has(id)) };
}

const STAGE_WORDS: Record<ApplicationStage, string> = {
  sourced: 'sourced',
  screened: 'screened',
  'cv-sent': 'CV sent',
  interview: 'interview',
  offered: 'offered',
  hired: 'hired',
  rejected: 'rejected',
  withdrawn: 'withdrawn',
};

/**
 * Moves a candidate to another stage. `fromStage` is the stage the mover saw: if someone moved
 * the candidate meanwhile, 409 `stage-changed` and nothing changes. Leaving the pipeline
 * (rejected, withdrawn) needs a reason. Hiring is not a move: it happens when HR creates the
 * employee from the accepted offer.
 */
export async function moveApplication(
  tx: Db,
  applicationId: string,
  input: {
    stage: ApplicationStage;
    fromStage: ApplicationStage;
    reason?: string | null | undefined;
  },
  actor: Actor,
) {
  const [application] = await tx
    .select()
    .from(applications)
    .where(eq(applications.id, applicationId))
    .for('update');
  if (!application)
    throw new HttpProblem(404, 'not-found', 'This candidate is not in the pipeline.');
  const requirement = await findRequirementOrThrow(tx, application.requirementId);
  if (application.stage !== input.fromStage) {
    throw new HttpProblem(
      409,
      'stage-changed',
      `Someone moved this candidate to ${STAGE_WORDS[application.stage]} meanwhile. Look again before moving.`,
    );
  }
  if (input.stage === application.stage) return application;
  if (input.stage === 'hired' || application.stage === 'hired') {
    const message =
      'A candidate is hired when HR creates the employee from the accepted offer, not by moving the card.';
    throw new HttpProblem(409, 'conflict', message, { stage: message });
  }
  const exit = (PIPELINE_EXITS as readonly string[]).includes(input.stage);
  if (!exit) checkOpen(requirement);
  const reason = input.reason?.trim() || null;
  if (exit && !reason) {
    const message = 'Say why the candidate leaves the pipeline.';
    throw new HttpProblem(400, 'validation-failed', message, { reason: message });
  }
  const now = new Date();
  const [row] = await tx
    .update(applications)
    .set({ stage: input.stage, reason: exit ? reason : null, stageChangedAt: now, updatedAt: now })
    .where(eq(applications.id, applicationId))
    .returning();
  await recordActivity(tx, actor, {
    candidateId: application.candidateId,
    requirementId: application.requirementId,
    kind: 'stage-changed',
    fromStage: application.stage,
    toStage: input.stage,
    detail: reason ?? '',
  });
  await recordAudit(tx, actor, {
    action: 'application.move',
    entity: 'application',
    entityId: applicationId,
    before: { stage: application.stage, reason: application.reason },
    after: { stage: row!.stage, reason: row!.reason },
  });
  return row!;
}

/** Every candidate of a requirement's pipeline, by stage and then by when they got there. */
export async function pipelineOf(db: Db, requirementId: string) {
  await findRequirementOrThrow(db, requirementId);
  const rows = await db
    .select({
      application: applications,
      candidate: {
        id: candidates.id,
        fullName: candidates.fullName,
        email: candidates.email,
        phone: candidates.phone,
        city: candidates.city,
        skills: candidates.skills,
        experienceYears: candidates.experienceYears,
        expectedSalary: candidates.expectedSalary,
        cvFileName: candidates.cvFileName,
      },
      // The latest interview that took place (scheduled in the past, not cancelled).
      interviewHeldAt: sql<Date | string | null>`(
        select max(${interviews.startsAt}) from ${interviews}
        where ${interviews.applicationId} = ${applications.id}
          and ${interviews.status} = 'scheduled' and ${interviews.startsAt} <= now())`,
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(and(eq(applications.requirementId, requirementId)))
    .orderBy(asc(applications.stageChangedAt), asc(applications.id))
    .limit(PIPELINE_LIMIT);
  return {
    items: rows.map(({ application, candidate, interviewHeldAt }) => ({
      id: application.id,
      requirementId,
      stage: application.stage,
      reason: application.reason,
      stageChangedAt: application.stageChangedAt.toISOString(),
      createdAt: application.createdAt.toISOString(),
      candidate: { ...candidate, phone: displayPhone(candidate.phone) },
      interviewHeldAt: interviewHeldAt ? new Date(interviewHeldAt).toISOString() : null,
      payrollDataGiven: application.candidatePayroll !== null,
    })),
  };
}

/** The pipelines a candidate stands in, with each requirement's number, position and client. */
export async function pipelinesOfCandidate(db: Db, candidateId: string) {
  const rows = await db
    .select({
      id: applications.id,
      requirementId: applications.requirementId,
      number: requirements.number,
      position: requirements.position,
      clientName: clients.legalName,
      requirementStatus: requirements.status,
      stage: applications.stage,
      reason: applications.reason,
      stageChangedAt: applications.stageChangedAt,
    })
    .from(applications)
    .innerJoin(requirements, eq(requirements.id, applications.requirementId))
    .innerJoin(clients, eq(clients.id, requirements.clientId))
    .where(eq(applications.candidateId, candidateId))
    .orderBy(asc(applications.createdAt));
  return rows.map((r) => ({ ...r, stageChangedAt: r.stageChangedAt.toISOString() }));
}

/** Puts candidates in a requirement's pipeline, in a transaction of its own. */
export function addCandidatesToPipeline(
  db: Db,
  requirementId: string,
  candidateIds: string[],
  actor: Actor,
) {
  return transactionWithRetry(db, (tx) => addToPipeline(tx, requirementId, candidateIds, actor));
}

/** Moves an application to another stage, in a transaction of its own. */
export function moveApplicationStage(
  db: Db,
  applicationId: string,
  input: {
    stage: ApplicationStage;
    fromStage: ApplicationStage;
    reason?: string | null | undefined;
  },
  actor: Actor,
) {
  return transactionWithRetry(db, (tx) => moveApplication(tx, applicationId, input, actor));
}
