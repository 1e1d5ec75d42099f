import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  applications,
  candidates,
  employees,
  REQUIREMENT_STATUSES,
  type RequirementStatus,
} from '../db/schema.js';
import { pipelineOf } from './pipeline.js';
import { CLOSED_REQUIREMENT_STATUSES, listRequirements, requirementView } from './requirements.js';

/**
 * HR's read-only view of every client's requirements (`/human-resource/requirements`): the
 * recruiting queries of requirements.ts and pipeline.ts, with the hires waiting for on-boarding.
 * A hire waits while the candidate accepted the offer and is not an employee yet, or is one
 * still `onboarding`.
 */

/** Requirements still taking candidates: open, in progress or on hold. */
export const OPEN_REQUIREMENT_STATUSES: readonly RequirementStatus[] = REQUIREMENT_STATUSES.filter(
  (s) => !CLOSED_REQUIREMENT_STATUSES.includes(s),
);

/** Accepted offers whose hire is not on board yet (no employee, or one still onboarding). */
const waitingForOnboarding = and(
  eq(applications.offerResponse, 'accepted'),
  inArray(applications.stage, ['offered', 'hired']),
  or(isNull(applications.employeeId), eq(employees.status, 'onboarding')),
);

async function waitingCounts(db: Db, requirementIds: string[]) {
  const counts = new Map<string, number>();
  if (requirementIds.length === 0) return counts;
  const rows = await db
    .select({
      requirementId: applications.requirementId,
      total: sql<number>`count(*)::int`,
    })
    .from(applications)
    .leftJoin(employees, eq(employees.id, applications.employeeId))
    .where(and(inArray(applications.requirementId, requirementIds), waitingForOnboarding))
    .groupBy(applications.requirementId);
  for (const row of rows) counts.set(row.requirementId, row.total);
  return counts;
}

/** Every client's requirements, the open ones unless a status is asked for, with waiting hires. */
export async function listStaffingRequirements(
  db: Db,
  query: {
    search?: string | undefined;
    clientId?: string | undefined;
    status?: RequirementStatus | undefined;
    page: number;
    pageSize: number;
  },
) {
  const list = await listRequirements(db, {
    ...query,
    statuses: query.status ? undefined : OPEN_REQUIREMENT_STATUSES,
  });
  const counts = await waitingCounts(
    db,
    list.items.map((r) => r.id),
  );
  return {
    ...list,
    items: list.items.map((r) => ({
      id: r.id,
      number: r.number,
      clientId: r.clientId,
      clientName: r.clientName,
      position: r.position,
      location: r.location,
      contractType: r.contractType,
      deadline: r.deadline,
      status: r.status,
      headcount: r.headcount,
      filled: r.filled,
      candidates: r.candidates,
      waitingForOnboarding: counts.get(r.id) ?? 0,
    })),
  };
}

/** One requirement, read-only: its facts, its candidates' stages and its hires waiting. */
export async function staffingRequirement(db: Db, id: string) {
  const requirement = await requirementView(db, id);
  const pipeline = await pipelineOf(db, id);
  const waiting = await db
    .select({
      applicationId: applications.id,
      candidateName: candidates.fullName,
      stage: applications.stage,
      acceptedAt: applications.offerRespondedAt,
      offer: applications.offer,
      joiningInfo: applications.joiningInfo,
      employeeId: employees.id,
      employeeNumber: employees.employeeNumber,
      employeeStatus: employees.status,
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .leftJoin(employees, eq(employees.id, applications.employeeId))
    .where(and(eq(applications.requirementId, id), waitingForOnboarding))
    .orderBy(asc(applications.offerRespondedAt), asc(applications.id));
  return {
    requirement: {
      id: requirement.id,
      number: requirement.number,
      clientId: requirement.clientId,
      clientName: requirement.clientName,
      position: requirement.position,
      location: requirement.location,
      contractType: requirement.contractType,
      deadline: requirement.deadline,
      status: requirement.status,
      headcount: requirement.headcount,
      filled: requirement.filled,
      description: requirement.description,
      qualifications: requirement.qualifications,
      recruiters: requirement.recruiters.map((r) => r.name),
      createdAt: requirement.createdAt,
    },
    candidates: pipeline.items.map((entry) => ({
      id: entry.id,
      candidateName: entry.candidate.fullName,
      stage: entry.stage,
      stageChangedAt: entry.stageChangedAt,
    })),
    waitingForOnboarding: waiting.map((w) => ({
      applicationId: w.applicationId,
      candidateName: w.candidateName,
      stage: w.stage,
      acceptedAt: w.acceptedAt?.toISOString() ?? null,
      joinDate: w.joiningInfo?.joinDate ?? w.offer?.joinDate ?? null,
      employeeId: w.employeeId,
      employeeNumber: w.employeeNumber,
      employeeStatus: w.employeeStatus,
    })),
  };
}
