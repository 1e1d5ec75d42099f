import { asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { inPage } from '../db/paging.js';
import {
  applications,
  type CommissionKind,
  candidates,
  clients,
  commissionRules,
  recruiterCommissions,
  requirements,
  users,
} from '../db/schema.js';
import { transactionWithRetry } from '../db/transaction.js';
import { HttpProblem } from '../http/problem.js';

export type CommissionRuleValues = {
  clientId: string | null;
  kind: CommissionKind;
  amount: number | null;
  shareBp: number | null;
};

/** Without any rule, a placement pays nothing: finance sets the default first. */
export async function commissionRuleFor(db: Db, clientId: string) {
  const rows = await db
    .select()
    .from(commissionRules)
    .where(sql`${commissionRules.clientId} = ${clientId} or ${commissionRules.clientId} is null`);
  return rows.find((r) => r.clientId === clientId) ?? rows.find((r) => r.clientId === null) ?? null;
}

export async function listCommissionRules(db: Db) {
  const rows = await db
    .select({ rule: commissionRules, clientName: clients.legalName })
    .from(commissionRules)
    .leftJoin(clients, eq(clients.id, commissionRules.clientId))
    .orderBy(sql`${commissionRules.clientId} is not null`, asc(clients.legalName));
  return {
    items: rows.map(({ rule, clientName }) => ({
      id: rule.id,
      clientId: rule.clientId,
      clientName,
      kind: rule.kind,
      amount: rule.amount,
      shareBp: rule.shareBp,
      updatedByLabel: rule.updatedByLabel,
      updatedAt: rule.updatedAt.toISOString(),
    })),
  };
}

/** Sets the default rule (client null) or a client's (one per client; audited). */
export async function saveCommissionRule(db: Db, input: CommissionRuleValues, actor: Actor) {
  return transactionWithRetry(db, async (tx) => {
    if (input.clientId) {
      const [client] = await tx
        .select({ id: clients.id })
        .from(clients)
        .where(eq(clients.id, input.clientId));
      if (!client) {
        const message = 'This client does not exist.';
        throw new HttpProblem(400, 'validation-failed', message, { clientId: message });
      }
    }
    const where = input.clientId
      ? eq(commissionRules.clientId, input.clientId)
      : isNull(commissionRules.clientId);
    const [before] = await tx.select().from(commissionRules).where(where).for('update');
    const values = {
      kind: input.kind,
      amount: input.kind === 'fixed' ? input.amount : null,
      shareBp: input.kind === 'share' ? input.shareBp : null,
      updatedByLabel: actor.label,
      updatedAt: new Date(),
    };
    const [row] = before
      ? await tx
          .update(commissionRules)
          .set(values)
          .where(eq(commissionRules.id, before.id))
          .returning()
      : await tx
          .insert(commissionRules)
          .values({ ...values, clientId: input.clientId })
          .returning();
    await recordAudit(tx, actor, {
      action: 'recruiter-commission-rule.save',
      entity: 'recruiter-commission-rule',
      entityId: row!.id,
      before: before ?? null,
      after: row,
    });
    return row!;
  });
}

/**
 * The commissions of a placement, in the hiring transaction: the client's rule (else the
 * default) applied to the offer's salary, split equally between the requirement's recruiters
 * (the rupiah left by the split goes to the first). Nothing without a rule or a recruiter.
 */
export async function recordPlacementCommissions(
  tx: Db,
  placement: { applicationId: string; clientId: string; recruiterIds: string[]; salary: number },
) {
  const rule = await commissionRuleFor(tx, placement.clientId);
  if (!rule || placement.recruiterIds.length === 0) return [];
  const total =
    rule.kind === 'fixed'
      ? (rule.amount ?? 0)
      : Math.round((placement.salary * (rule.shareBp ?? 0)) / 10_000);
  const each = Math.floor(total / placement.recruiterIds.length);
  const rest = total - each * placement.recruiterIds.length;
  const applied = {
    kind: rule.kind,
    amount: rule.amount,
    shareBp: rule.shareBp,
    salary: placement.salary,
    recruiters: placement.recruiterIds.length,
  };
  return tx
    .insert(recruiterCommissions)
    .values(
      placement.recruiterIds.map((recruiterUserId, i) => ({
        applicationId: placement.applicationId,
        recruiterUserId,
        rule: applied,
        amount: each + (i === 0 ? rest : 0),
      })),
    )
    .onConflictDoNothing()
    .returning();
}

/** Commissions per placement, newest first: a recruiter's own, or everyone's. */
export async function listCommissions(
  db: Db,
  query: { recruiterUserId?: string | undefined; page: number; pageSize: number },
) {
  const where: SQL | undefined = query.recruiterUserId
    ? eq(recruiterCommissions.recruiterUserId, query.recruiterUserId)
    : undefined;
  const [rows, [count]] = await Promise.all([
    inPage(
      db
        .select({
          commission: recruiterCommissions,
          recruiterName: users.name,
          candidateName: candidates.fullName,
          requirementId: requirements.id,
          requirementNumber: requirements.number,
          position: requirements.position,
          clientName: clients.legalName,
          hiredAt: applications.stageChangedAt,
        })
        .from(recruiterCommissions)
        .innerJoin(users, eq(users.id, recruiterCommissions.recruiterUserId))
        .innerJoin(applications, eq(applications.id, recruiterCommissions.applicationId))
        .innerJoin(candidates, eq(candidates.id, applications.candidateId))
        .innerJoin(requirements, eq(requirements.id, applications.requirementId))
        .innerJoin(clients, eq(clients.id, requirements.clientId))
        .where(where)
        .orderBy(desc(recruiterCommissions.createdAt), asc(recruiterCommissions.id)),
      query,
    ),
    db
      .select({
        total: sql<number>`count(*)::int`,
        amount: sql<number>`coalesce(sum(${recruiterCommissions.amount}), 0)::bigint`,
      })
      .from(recruiterCommissions)
      .where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.commission.id,
      recruiterUserId: r.commission.recruiterUserId,
      recruiterName: r.recruiterName,
      candidateName: r.candidateName,
      requirementId: r.requirementId,
      requirementNumber: r.requirementNumber,
      position: r.position,
      clientName: r.clientName,
      hiredAt: r.hiredAt.toISOString(),
      rule: r.commission.rule,
      amount: r.commission.amount,
      status: r.commission.status,
    })),
    total: count?.total ?? 0,
    totalAmount: Number(count?.amount ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
