import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { countColumn, pagedList } from '../db/paging.js';
import {
  APPLICATION_STAGES,
  type ApplicationStage,
  applications,
  clients,
  type RequirementStatus,
  requirements,
  users,
} from '../db/schema.js';
import { transactionWithRetry } from '../db/transaction.js';
import { likePattern, parseSort } from '../http/lists.js';
import { HttpProblem } from '../http/problem.js';

export type RequirementRow = typeof requirements.$inferSelect;

export type RequirementValues = {
  clientId: string;
  position: string;
  headcount: number;
  description: string;
  qualifications: string;
  salaryMin: number | null;
  salaryMax: number | null;
  location: string;
  contractType: RequirementRow['contractType'];
  deadline: string | null;
  status: RequirementStatus;
  recruiterIds: string[];
};

/** A requirement no longer takes candidates once it is fulfilled or cancelled. */
export const CLOSED_REQUIREMENT_STATUSES: readonly RequirementStatus[] = ['fulfilled', 'cancelled'];

type StageCounts = Record<ApplicationStage, number>;

function emptyCounts(): StageCounts {
  return Object.fromEntries(APPLICATION_STAGES.map((s) => [s, 0])) as StageCounts;
}

/** How many of each requirement's candidates stand in each stage. */
async function stageCountsOf(db: Db, ids: string[]) {
  const counts = new Map<string, StageCounts>();
  if (ids.length === 0) return counts;
  const rows = await db
    .select({
      requirementId: applications.requirementId,
      stage: applications.stage,
      total: sql<number>`count(*)::int`,
    })
    .from(applications)
    .where(inArray(applications.requirementId, ids))
    .groupBy(applications.requirementId, applications.stage);
  for (const row of rows) {
    const forRequirement = counts.get(row.requirementId) ?? emptyCounts();
    forRequirement[row.stage] = row.total;
    counts.set(row.requirementId, forRequirement);
  }
  return counts;
}

async function recruitersOf(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, { id: string; name: string; email: string }>();
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

function present(
  row: RequirementRow,
  client: { legalName: string; code: string },
  counts: StageCounts,
  recruiters: Map<string, { id: string; name: string; email: string }>,
) {
  return {
    id: row.id,
    number: row.number,
    clientId: row.clientId,
    clientName: client.legalName,
    clientCode: client.code,
    position: row.position,
    headcount: row.headcount,
    filled: counts.hired,
    description: row.description,
    qualifications: row.qualifications,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    location: row.location,
    contractType: row.contractType,
    deadline: row.deadline,
    status: row.status,
    recruiters: row.recruiterIds.flatMap((id) => {
      const user = recruiters.get(id);
      return user ? [user] : [];
    }),
    stageCounts: counts,
    candidates: Object.values(counts).reduce((a, b) => a + b, 0),
    createdByLabel: row.createdByLabel,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type RequirementView = ReturnType<typeof present>;

async function presentRows(
  db: Db,
  rows: { requirement: RequirementRow; client: typeof clients.$inferSelect }[],
) {
  const [counts, recruiters] = await Promise.all([
    stageCountsOf(
      db,
      rows.map((r) => r.requirement.id),
    ),
    recruitersOf(db, [...new Set(rows.flatMap((r) => r.requirement.recruiterIds))]),
  ]);
  return rows.map((r) =>
    present(r.requirement, r.client, counts.get(r.requirement.id) ?? emptyCounts(), recruiters),
  );
}

const SORTS = ['number', 'position', 'deadline', 'status', 'createdAt'] as const;

export async function listRequirements(
  db: Db,
  query: {
    search?: string | undefined;
    clientId?: string | undefined;
    status?: RequirementStatus | undefined;
    /** Only these statuses (e.g. the open ones); `status` narrows further. */
    statuses?: readonly RequirementStatus[] | undefined;
    recruiterId?: string | undefined;
    page: number;
    pageSize: number;
    sort?: string | undefined;
  },
) {
  const filters: SQL[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(
      sql`(${requirements.position} ilike ${pattern} or ${requirements.number} ilike ${pattern} or ${clients.legalName} ilike ${pattern} or ${requirements.location} ilike ${pattern})`,
    );
  }
  if (query.clientId) filters.push(eq(requirements.clientId, query.clientId));
  if (query.status) filters.push(eq(requirements.status, query.status));
  if (query.statuses) filters.push(inArray(requirements.status, [...query.statuses]));
  if (query.recruiterId === 'none') {
    filters.push(sql`cardinality(${requirements.recruiterIds}) = 0`);
  } else if (query.recruiterId) {
    filters.push(sql`${requirements.recruiterIds} @> array[${query.recruiterId}]::uuid[]`);
  }
  const where = filters.length ? and(...filters) : undefined;
  const sort = parseSort(query.sort, SORTS, { field: 'createdAt', desc: true });
  const column = requirements[sort.field];
  return pagedList(
    query,
    {
      rows: db
        .select({ requirement: requirements, client: clients })
        .from(requirements)
        .innerJoin(clients, eq(clients.id, requirements.clientId))
        .where(where)
        .orderBy(sort.desc ? desc(column) : asc(column), desc(requirements.number)),
      count: db
        .select(countColumn())
        .from(requirements)
        .innerJoin(clients, eq(clients.id, requirements.clientId))
        .where(where),
    },
    (rows) => presentRows(db, rows),
  );
}

export async function findRequirementOrThrow(db: Db, id: string, forUpdate = false) {
  const query = db.select().from(requirements).where(eq(requirements.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new HttpProblem(404, 'not-found', 'This requirement does not exist.');
  return row;
}

export async function requirementView(db: Db, id: string) {
  const rows = await db
    .select({ requirement: requirements, client: clients })
    .from(requirements)
    .innerJoin(clients, eq(clients.id, requirements.clientId))
    .where(eq(requirements.id, id));
  if (rows.length === 0)
    throw new HttpProblem(404, 'not-found', 'This requirement does not exist.');
  const [view] = await presentRows(db, rows);
  return view!;
}

/** Every recruiter must be an active user allowed to recruit. */
async function checkRecruiters(tx: Db, ids: string[]) {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.status, 'active')));
  if (found.length !== new Set(ids).size) {
    const message = 'One of the recruiters is not an active user.';
    throw new HttpProblem(400, 'validation-failed', message, { recruiterIds: message });
  }
}

async function nextRequirementNumber(tx: Db, now: Date) {
  const year = now.getFullYear();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('requirements.number'))`);
  const [row] = await tx
    .select({ last: sql<number | null>`max(substring(${requirements.number} from 10)::int)` })
    .from(requirements)
    .where(sql`${requirements.number} like ${`REQ-${year}-%`}`);
  return `REQ-${year}-${String((row?.last ?? 0) + 1).padStart(4, '0')}`;
}

function checkClientOpen(client: typeof clients.$inferSelect | undefined) {
  if (!client) {
    const message = 'This client does not exist.';
    throw new HttpProblem(400, 'validation-failed', message, { clientId: message });
  }
  if (client.status === 'inactive') {
    const message = 'This client is inactive; reactivate it before opening a requirement.';
    throw new HttpProblem(400, 'validation-failed', message, { clientId: message });
  }
}

export async function createRequirement(tx: Db, input: RequirementValues, actor: Actor) {
  const [client] = await tx.select().from(clients).where(eq(clients.id, input.clientId));
  checkClientOpen(client);
  const recruiterIds = [...new Set(input.recruiterIds)];
  await checkRecruiters(tx, recruiterIds);
  const number = await nextRequirementNumber(tx, new Date());
  const [row] = await tx
    .insert(requirements)
    .values({ ...input, recruiterIds, number, createdByLabel: actor.label })
    .returning();
  await recordAudit(tx, actor, {
    action: 'requirement.create',
    entity: 'requirement',
    entityId: row!.id,
    after: row,
  });
  return row!;
}

export async function updateRequirement(
  db: Db,
  id: string,
  input: RequirementValues,
  actor: Actor,
) {
  return transactionWithRetry(db, async (tx) => {
    const before = await findRequirementOrThrow(tx, id, true);
    if (input.clientId !== before.clientId) {
      const [client] = await tx.select().from(clients).where(eq(clients.id, input.clientId));
      checkClientOpen(client);
      const [placed] = await tx
        .select({ total: sql<number>`count(*)::int` })
        .from(applications)
        .where(eq(applications.requirementId, id));
      if ((placed?.total ?? 0) > 0) {
        const message = 'The client cannot change once candidates are in the pipeline.';
        throw new HttpProblem(409, 'conflict', message, { clientId: message });
      }
    }
    const recruiterIds = [...new Set(input.recruiterIds)];
    await checkRecruiters(tx, recruiterIds);
    const [hired] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(applications)
      .where(and(eq(applications.requirementId, id), eq(applications.stage, 'hired')));
    if ((hired?.total ?? 0) > input.headcount) {
      const message = `The headcount cannot be below the ${hired!.total} already hired.`;
      throw new HttpProblem(400, 'validation-failed', message, { headcount: message });
    }
    const [row] = await tx
      .update(requirements)
      .set({ ...input, recruiterIds, updatedAt: new Date() })
      .where(eq(requirements.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'requirement.update',
      entity: 'requirement',
      entityId: id,
      before,
      after: row,
    });
    return row!;
  });
}

/** Opens a requirement, in a transaction of its own. */
export function openRequirement(db: Db, input: RequirementValues, actor: Actor) {
  return transactionWithRetry(db, (tx) => createRequirement(tx, input, actor));
}
