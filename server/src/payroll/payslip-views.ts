import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { Db } from '../db/database.js';
import { clients, employees, payrollRuns, payslips } from '../db/schema.js';
import { likePattern } from '../http/lists.js';
import { HttpProblem } from '../http/problem.js';
import { payslipBlobKey } from './payslip-mail.js';
import { payslipFilename, payslipPasswordOf, payslipPdf } from './payslip-pdf.js';
import { payrollPolicyOf } from './policies.js';
import { payslipSummary, SETTLED_STATES } from './runs.js';

/** An employee sees a payslip once its run is paid. */
const VISIBLE_TO_EMPLOYEE = ['paid', 'closed'] as const;

/** Payslips of final runs across months (HR's e-payslip list), newest month first. */
export async function listFinalPayslips(
  db: Db,
  query: {
    period?: string | undefined;
    clientId?: string | undefined;
    employeeId?: string | undefined;
    search?: string | undefined;
    page: number;
    pageSize: number;
  },
  states: readonly string[] = SETTLED_STATES,
) {
  const where = and(
    inArray(payrollRuns.state, [...states] as (typeof SETTLED_STATES)[number][]),
    query.period ? eq(payslips.period, query.period) : undefined,
    query.clientId ? eq(payrollRuns.clientId, query.clientId) : undefined,
    query.employeeId ? eq(payslips.employeeId, query.employeeId) : undefined,
    query.search
      ? sql`(${payslips.employee}->>'name' ilike ${likePattern(query.search)} or ${payslips.employee}->>'number' ilike ${likePattern(query.search)})`
      : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({ payslip: payslips, run: payrollRuns, clientName: clients.legalName })
      .from(payslips)
      .innerJoin(payrollRuns, eq(payrollRuns.id, payslips.runId))
      .leftJoin(clients, eq(clients.id, payrollRuns.clientId))
      .where(where)
      .orderBy(desc(payslips.period), sql`${payslips.employee}->>'name'`)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(payslips)
      .innerJoin(payrollRuns, eq(payrollRuns.id, payslips.runId))
      .where(where),
  ]);
  return {
    items: rows.map((r) => ({
      ...payslipSummary(r.payslip),
      clientName: r.clientName,
      runState: r.run.state,
      paidAt: r.run.paidAt ? r.run.paidAt.toISOString() : null,
    })),
    total: count?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export const employeePayslips = (
  db: Db,
  employeeId: string,
  query: { period?: string; page: number; pageSize: number },
) => listFinalPayslips(db, { ...query, employeeId }, VISIBLE_TO_EMPLOYEE);

/** A payslip of the employee's own, once paid; 404 otherwise, as if it did not exist. */
export async function ownPayslipOrThrow(db: Db, employeeId: string, id: string) {
  const [row] = await db
    .select({ payslip: payslips, run: payrollRuns })
    .from(payslips)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payslips.runId))
    .where(
      and(
        eq(payslips.id, id),
        eq(payslips.employeeId, employeeId),
        inArray(payrollRuns.state, [...VISIBLE_TO_EMPLOYEE]),
      ),
    );
  if (!row) throw new HttpProblem(404, 'not-found', 'There is no such payslip.');
  return row;
}

/** How an employee's e-payslip opens, for the page to say. */
export async function passwordRuleOf(db: Db, clientId: string | null) {
  return (await payrollPolicyOf(db, clientId)).payslipPassword;
}

/**
 * The e-payslip PDF as mailed (from the blob store), or rendered now when it was not mailed yet
 * (HR looking at an approved run): encrypted with the employee's password either way.
 */
export async function payslipFile(
  ctx: Pick<AppContext, 'db' | 'blobs' | 'now'>,
  payslip: typeof payslips.$inferSelect,
  run: typeof payrollRuns.$inferSelect,
  locale: 'en' | 'id',
) {
  const filename = payslipFilename(payslip);
  if (payslip.mailedAt) {
    const stored = await ctx.blobs.get(payslipBlobKey(run.id, payslip.id));
    if (stored) return { pdf: stored, filename };
  }
  const [employee] = await ctx.db
    .select({ birthDate: employees.birthDate })
    .from(employees)
    .where(eq(employees.id, payslip.employeeId));
  const [client] = run.clientId
    ? await ctx.db
        .select({ name: clients.legalName })
        .from(clients)
        .where(eq(clients.id, run.clientId))
    : [];
  const password = payslipPasswordOf(await passwordRuleOf(ctx.db, run.clientId), {
    birthDate: employee?.birthDate ?? null,
    employeeNumber: payslip.employee.number,
  });
  const pdf = await payslipPdf(payslip, client?.name ?? null, locale, password, ctx.now());
  return { pdf, filename };
}
