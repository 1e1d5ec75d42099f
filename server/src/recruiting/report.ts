import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  applications,
  candidates,
  clients,
  PIPELINE_STAGES,
  requirements,
  users,
} from '../db/schema.js';

/** A stage's place in the pipeline (sourced 0 … hired 5); rejected and withdrawn −1. */
function stageOrdinal(column: SQL | typeof applications.stage) {
  return sql`case ${column} ${sql.join(
    PIPELINE_STAGES.map((stage, i) => sql`when ${stage} then ${sql.raw(String(i))}`),
    sql` `,
  )} else -1 end`;
}

export type ReportQuery = { from: string; to: string; clientId?: string | undefined };

/**
 * The recruiting report of the applications that entered a pipeline between two days (Jakarta):
 * the funnel per requirement and per recruiter (how many reached each stage, counting a stage
 * as reached when the candidate stood in it or went past, even if rejected later), time to fill
 * (days from a requirement's opening to each hire) and how well each source of candidates
 * converts.
 */
export async function recruitingReport(db: Db, query: ReportQuery) {
  const from = new Date(`${query.from}T00:00:00+07:00`);
  const to = new Date(new Date(`${query.to}T00:00:00+07:00`).getTime() + 86_400_000);
  const historyMax = sql`(select max(${stageOrdinal(sql`ca.to_stage`)}) from candidate_activities ca where ca.candidate_id = ${applications.candidateId} and ca.requirement_id = ${applications.requirementId})`;
  const reached = db
    .select({
      requirementId: applications.requirementId,
      source: candidates.source,
      recruiterIds: requirements.recruiterIds,
      reached:
        sql<number>`greatest(${stageOrdinal(applications.stage)}, coalesce(${historyMax}, 0))`.as(
          'reached',
        ),
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(requirements, eq(requirements.id, applications.requirementId))
    .where(
      and(
        gte(applications.createdAt, from),
        lt(applications.createdAt, to),
        query.clientId ? eq(requirements.clientId, query.clientId) : undefined,
      ),
    )
    .as('reached');
  const counts = PIPELINE_STAGES.map(
    (_, i) =>
      sql<number>`(count(*) filter (where ${reached.reached} >= ${sql.raw(String(i))}))::int`,
  );
  const funnelOf = (row: Record<string, unknown>) =>
    Object.fromEntries(
      PIPELINE_STAGES.map((stage, i) => [stage, Number(row[`s${i}`] ?? 0)]),
    ) as Record<(typeof PIPELINE_STAGES)[number], number>;
  const stageColumns = Object.fromEntries(counts.map((c, i) => [`s${i}`, c]));

  const [perRequirement, perSource, perRecruiter, hires] = await Promise.all([
    db
      .select({
        requirementId: requirements.id,
        number: requirements.number,
        position: requirements.position,
        clientName: clients.legalName,
        headcount: requirements.headcount,
        status: requirements.status,
        ...stageColumns,
      })
      .from(reached)
      .innerJoin(requirements, eq(requirements.id, reached.requirementId))
      .innerJoin(clients, eq(clients.id, requirements.clientId))
      .groupBy(requirements.id, clients.legalName)
      .orderBy(requirements.number),
    db
      .select({ source: reached.source, ...stageColumns })
      .from(reached)
      .groupBy(reached.source)
      .orderBy(reached.source),
    db
      .select({
        recruiterId: sql<string>`r.recruiter_id`,
        name: users.name,
        ...stageColumns,
      })
      .from(sql`${reached} cross join lateral unnest(${reached.recruiterIds}) as r(recruiter_id)`)
      .innerJoin(users, sql`${users.id} = r.recruiter_id`)
      .groupBy(sql`r.recruiter_id`, users.name)
      .orderBy(users.name),
    db
      .select({
        requirementId: requirements.id,
        number: requirements.number,
        position: requirements.position,
        clientName: clients.legalName,
        days: sql<number>`(extract(epoch from ${applications.stageChangedAt} - ${requirements.createdAt}) / 86400)::float8`,
      })
      .from(applications)
      .innerJoin(requirements, eq(requirements.id, applications.requirementId))
      .innerJoin(clients, eq(clients.id, requirements.clientId))
      .where(
        and(
          eq(applications.stage, 'hired'),
          gte(applications.stageChangedAt, from),
          lt(applications.stageChangedAt, to),
          query.clientId ? eq(requirements.clientId, query.clientId) : undefined,
        ),
      ),
  ]);

  const median = (values: number[]) => {
    if (values.length === 0) return null;
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  const round1 = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);
  const byRequirement = new Map<
    string,
    { number: string; position: string; clientName: string; days: number[] }
  >();
  for (const hire of hires) {
    const entry = byRequirement.get(hire.requirementId) ?? { ...hire, days: [] };
    entry.days.push(Number(hire.days));
    byRequirement.set(hire.requirementId, entry);
  }
  const allDays = hires.map((h) => Number(h.days));

  return {
    from: query.from,
    to: query.to,
    requirements: perRequirement.map((r) => ({
      requirementId: r.requirementId,
      number: r.number,
      position: r.position,
      clientName: r.clientName,
      headcount: r.headcount,
      status: r.status,
      funnel: funnelOf(r),
    })),
    recruiters: perRecruiter.map((r) => ({
      recruiterId: r.recruiterId,
      name: r.name,
      funnel: funnelOf(r),
    })),
    sources: perSource.map((s) => {
      const funnel = funnelOf(s);
      return {
        source: s.source,
        funnel,
        conversion: funnel.sourced ? Math.round((funnel.hired / funnel.sourced) * 1000) / 10 : 0,
      };
    }),
    timeToFill: {
      hires: allDays.length,
      averageDays: round1(
        allDays.length ? allDays.reduce((a, b) => a + b, 0) / allDays.length : null,
      ),
      medianDays: round1(median(allDays)),
      requirements: [...byRequirement].map(([requirementId, r]) => ({
        requirementId,
        number: r.number,
        position: r.position,
        clientName: r.clientName,
        hires: r.days.length,
        averageDays: round1(r.days.reduce((a, b) => a + b, 0) / r.days.length),
      })),
    },
  };
}
