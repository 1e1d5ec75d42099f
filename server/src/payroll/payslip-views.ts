import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { Db } from '../db/database.js';
import { countColumn, pagedList } from '../db/paging.js';
import { clients, payrollRuns, payslips } from '../db/schema.js';
import { likePattern } from '../http/lists.js';
import { HttpProblem } from '../http/problem.js';
import { payslipFilename, payslipPdf } from './payslip-pdf.js';
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
  return pagedList(
    query,
    {
      rows: db
        .select({ payslip: payslips, run: payrollRuns, clientName: clients.legalName })
        .from(payslips)
        .innerJoin(payrollRuns, eq(payrollRuns.id, payslips.runId))
        .leftJoin(clients, eq(clients.id, payrollRuns.clientId))
        .where(where)
        .orderBy(desc(payslips.period), sql`${payslips.employee}->>'name'`),
      count: db
        .select(countColumn())
        .from(payslips)
        .innerJoin(payrollRuns, eq(payrollRuns.id, payslips.runId))
        .where(where),
    },
    (rows) =>
      rows.map((r) => ({
        ...payslipSummary(r.payslip),
        clientName: r.clientName,
        runState: r.run.state,
        paidAt: r.run.paidAt ? r.run.paidAt.toISOString() : null,
      })),
  );
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

/** How e-payslips reach the employee (the client's policy), for the page to say. */
export async function deliveryOf(db: Db, clientId: string | null) {
  return (await payrollPolicyOf(db, clientId)).payslipDelivery;
}

/**
 * The e-payslip PDF behind sign-in (the employee's own, or HR's with `payroll.read`), rendered
 * from the payslip as it stands, without a password: the reader is signed in, and no password
 * from the record (a birth date, an employee number) protects anything. The mailed attachment is
 * the only encrypted copy, with the password the employee chose.
 */
export async function payslipFile(
  ctx: Pick<AppContext, 'db' | 'now'>,
  payslip: typeof payslips.$inferSelect,
  run: typeof payrollRuns.$inferSelect,
  locale: 'en' | 'id',
) {
  const [client] = run.clientId
    ? await ctx.db
        .select({ name: clients.legalName })
        .from(clients)
        .where(eq(clients.id, run.clientId))
    : [];
  const pdf = await payslipPdf(payslip, client?.name ?? null, locale, null, ctx.now());
  return { pdf, filename: payslipFilename(payslip) };
}
