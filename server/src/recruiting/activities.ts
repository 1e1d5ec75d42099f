import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Actor } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { countColumn, pagedList } from '../db/paging.js';
import {
  type ActivityKind,
  type ApplicationStage,
  candidateActivities,
  candidates,
  requirements,
} from '../db/schema.js';

export type ActivityInput = {
  candidateId: string;
  requirementId?: string | null;
  kind: ActivityKind;
  fromStage?: ApplicationStage | null;
  toStage?: ApplicationStage | null;
  detail?: string;
};

/** One line of a candidate's activity log, in the caller's transaction. */
export async function recordActivity(tx: Db, actor: Actor, input: ActivityInput) {
  await recordActivities(tx, actor, [input]);
}

export async function recordActivities(tx: Db, actor: Actor, inputs: readonly ActivityInput[]) {
  if (inputs.length === 0) return;
  await tx.insert(candidateActivities).values(
    inputs.map((input) => ({
      candidateId: input.candidateId,
      requirementId: input.requirementId ?? null,
      kind: input.kind,
      fromStage: input.fromStage ?? null,
      toStage: input.toStage ?? null,
      detail: input.detail ?? '',
      actorUserId: actor.userId,
      actorLabel: actor.label,
    })),
  );
}

export type ActivityQuery = {
  candidateId?: string | undefined;
  requirementId?: string | undefined;
  actorUserId?: string | undefined;
  kind?: ActivityKind | undefined;
  page: number;
  pageSize: number;
};

/** The activity log, newest first: of a candidate, a requirement, a recruiter, or everyone. */
export async function listActivities(db: Db, query: ActivityQuery) {
  const filters: SQL[] = [];
  if (query.candidateId) filters.push(eq(candidateActivities.candidateId, query.candidateId));
  if (query.requirementId) filters.push(eq(candidateActivities.requirementId, query.requirementId));
  if (query.actorUserId) filters.push(eq(candidateActivities.actorUserId, query.actorUserId));
  if (query.kind) filters.push(eq(candidateActivities.kind, query.kind));
  const where = filters.length ? and(...filters) : undefined;
  return pagedList(
    query,
    {
      rows: db
        .select({
          activity: candidateActivities,
          candidateName: candidates.fullName,
          requirementNumber: requirements.number,
          requirementPosition: requirements.position,
        })
        .from(candidateActivities)
        .innerJoin(candidates, eq(candidates.id, candidateActivities.candidateId))
        .leftJoin(requirements, eq(requirements.id, candidateActivities.requirementId))
        .where(where)
        .orderBy(desc(candidateActivities.createdAt), desc(candidateActivities.id)),
      count: db.select(countColumn()).from(candidateActivities).where(where),
    },
    (rows) =>
      rows.map(({ activity, candidateName, requirementNumber, requirementPosition }) => ({
        id: activity.id,
        candidateId: activity.candidateId,
        candidateName,
        requirementId: activity.requirementId,
        requirementNumber,
        requirementPosition,
        kind: activity.kind,
        fromStage: activity.fromStage,
        toStage: activity.toStage,
        detail: activity.detail,
        actorLabel: activity.actorLabel,
        createdAt: activity.createdAt.toISOString(),
      })),
  );
}
