import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { usersHolding } from '../identity/users-holding.js';
import { todayInJakarta } from '../shared/business-dates.js';

/** Active users who may manage recruiting (their role has `recruiting.manage`, or full access). */
export function activeRecruiters(db: Db) {
  return usersHolding(db, 'recruiting.manage', { withSuperAccess: true });
}

type WorkloadRow = {
  recruiter_id: string;
  open_requirements: number;
  open_positions: number;
  active_candidates: number;
  upcoming_interviews: number;
  hires_this_month: number;
  pending_commission: number;
};

const DAY_MS = 86_400_000;

/** The rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The recruiting team and what each one carries now: the open requirements assigned to them (open,
 * in progress or on hold) and the positions still to fill in them, the candidates still moving in
 * those pipelines, interviews in the next 7 days and hires this month (Jakarta) on any
 * requirement of theirs, and commissions not yet claimed. Also how many open requirements have no
 * recruiter at all. Three queries, whatever the team’s size.
 */
export async function recruiterTeam(db: Db, now: Date = new Date()) {
  const month = todayInJakarta(now).slice(0, 7);
  const monthStart = new Date(`${month}-01T00:00:00+07:00`);
  const weekEnd = new Date(now.getTime() + 7 * DAY_MS);
  const members = await activeRecruiters(db);
  const [workload, unassigned] = await Promise.all([
    rowsOf<WorkloadRow>(
      db,
      sql`
      with assigned as (
        select unnest(r.recruiter_ids) as recruiter_id, r.id, r.headcount,
               r.status not in ('fulfilled', 'cancelled') as open
          from requirements r
      ),
      per_requirement as (
        select a.recruiter_id, a.id, a.headcount, a.open,
               count(*) filter (where ap.stage = 'hired')::int as hired,
               count(*) filter (where ap.stage in ('sourced', 'screened', 'cv-sent', 'interview', 'offered'))::int as active,
               count(*) filter (where ap.stage = 'hired' and ap.stage_changed_at >= ${monthStart})::int as hired_this_month
          from assigned a
          left join applications ap on ap.requirement_id = a.id
         group by a.recruiter_id, a.id, a.headcount, a.open
      ),
      interviews_ahead as (
        select a.recruiter_id, count(*)::int as upcoming
          from assigned a
          join applications ap on ap.requirement_id = a.id
          join interviews i on i.application_id = ap.id
         where i.status = 'scheduled' and i.starts_at >= ${now} and i.starts_at < ${weekEnd}
         group by a.recruiter_id
      ),
      commissions as (
        select recruiter_user_id as recruiter_id, sum(amount)::bigint as pending
          from recruiter_commissions where status = 'pending'
         group by recruiter_user_id
      ),
      ids as (
        select recruiter_id from per_requirement
        union select recruiter_id from commissions
      )
      select ids.recruiter_id,
             coalesce((select count(*) from per_requirement p where p.recruiter_id = ids.recruiter_id and p.open), 0)::int as open_requirements,
             coalesce((select sum(greatest(p.headcount - p.hired, 0)) from per_requirement p where p.recruiter_id = ids.recruiter_id and p.open), 0)::int as open_positions,
             coalesce((select sum(p.active) from per_requirement p where p.recruiter_id = ids.recruiter_id and p.open), 0)::int as active_candidates,
             coalesce((select upcoming from interviews_ahead i where i.recruiter_id = ids.recruiter_id), 0)::int as upcoming_interviews,
             coalesce((select sum(p.hired_this_month) from per_requirement p where p.recruiter_id = ids.recruiter_id), 0)::int as hires_this_month,
             coalesce((select pending from commissions c where c.recruiter_id = ids.recruiter_id), 0)::bigint as pending_commission
        from ids
    `,
    ),
    rowsOf<{ count: number }>(
      db,
      sql`
      select count(*)::int as count from requirements
       where status not in ('fulfilled', 'cancelled') and cardinality(recruiter_ids) = 0
    `,
    ),
  ]);
  const byRecruiter = new Map(workload.map((row) => [row.recruiter_id, row]));
  return {
    month,
    unassignedRequirements: Number(unassigned[0]?.count ?? 0),
    items: members.map((member) => {
      const row = byRecruiter.get(member.id);
      return {
        ...member,
        openRequirements: Number(row?.open_requirements ?? 0),
        openPositions: Number(row?.open_positions ?? 0),
        activeCandidates: Number(row?.active_candidates ?? 0),
        upcomingInterviews: Number(row?.upcoming_interviews ?? 0),
        hiresThisMonth: Number(row?.hires_this_month ?? 0),
        pendingCommission: Number(row?.pending_commission ?? 0),
      };
    }),
  };
}
