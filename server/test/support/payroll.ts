import { and, eq, inArray, lt } from 'drizzle-orm';
import { expect } from 'vitest';
import { employees, payrollRuns, payslips, timesheets } from '../../src/db/schema.js';
import { bearer } from './identity.js';
import type { TestApp } from './test-app.js';

/** POSTs or GETs a payroll URL as a signed-in user. */
function call(t: TestApp, token: string, url: string, method: 'GET' | 'POST' = 'GET') {
  return t.app.inject({ method, url, headers: bearer(token) });
}

/** Starts the calculation of a run and waits (at most 30 s) until it is no longer calculating. */
export async function calculateRun(t: TestApp, hr: string, runId: string) {
  expect((await call(t, hr, `/payroll/v4/runs/${runId}/calculate`, 'POST')).statusCode).toBe(202);
  for (let i = 0; i < 600; i++) {
    if ((await call(t, hr, `/payroll/v4/runs/${runId}`)).json().state !== 'calculating') return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Run ${runId} is still calculating after 30 s`);
}

/** A client's run of a month, created and calculated by HR: its id. */
export async function calculatedRun(
  t: TestApp,
  hr: string,
  input: { clientId: string | null; period: string },
) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/payroll/v4/runs',
    headers: bearer(hr),
    payload: input,
  });
  expect(created.statusCode, created.body).toBe(201);
  const runId = created.json().id as string;
  await calculateRun(t, hr, runId);
  return runId;
}

/** Marks a calculated run reviewed (HR); the approver is someone else, as the rules want. */
export async function reviewRun(t: TestApp, hr: string, runId: string) {
  const reviewed = await call(t, hr, `/payroll/v4/runs/${runId}/review`, 'POST');
  expect(reviewed.statusCode, reviewed.body).toBe(200);
}

/**
 * Accepts every open warning of a run's payslips with a reason, as `who` (errors stay: they are
 * fixed, not accepted); answers how many it accepted.
 */
export async function acceptWarnings(
  t: TestApp,
  who: string,
  runId: string,
  reason = 'Checked with the client: pay as calculated.',
) {
  const list = await call(t, who, `/payroll/v4/runs/${runId}/payslips?pageSize=200&warnings=true`);
  expect(list.statusCode, list.body).toBe(200);
  let accepted = 0;
  for (const slip of list.json().items as {
    employeeId: string;
    findings: { code: string; severity: string; accepted: unknown }[];
  }[]) {
    for (const f of slip.findings) {
      if (f.severity !== 'warning' || f.accepted) continue;
      const res = await t.app.inject({
        method: 'POST',
        url: `/payroll/v4/runs/${runId}/findings/accept`,
        headers: bearer(who),
        payload: { employeeId: slip.employeeId, code: f.code, reason },
      });
      expect(res.statusCode, res.body).toBe(200);
      accepted++;
    }
  }
  return accepted;
}

/**
 * Approves a reviewed run as `approver`, and answers the response. Maker–checker: the approver
 * must not be the user who calculated the run (else 403 `own-calculation`).
 */
export function approveRun(t: TestApp, approver: string, runId: string) {
  return call(t, approver, `/payroll/v4/runs/${runId}/approve`, 'POST');
}

/**
 * Readies a calculated run of the demo client as a payroll team would before approval: the PIC's
 * disputed sheets of its month corrected and approved, the demo employees whose month nets below
 * zero (they no longer come to work) recorded as having left before it, the run calculated again,
 * and its remaining warnings accepted with a reason. Errors cannot be accepted: they are fixed.
 */
export async function clearDemoRunChecks(t: TestApp, hr: string, runId: string) {
  const db = t.database.db;
  const [run] = await db.select().from(payrollRuns).where(eq(payrollRuns.id, runId));
  const period = run!.period;
  await db
    .update(timesheets)
    .set({ status: 'approved', decidedAt: new Date(`${period}-25T03:00:00Z`) })
    .where(and(eq(timesheets.period, period), eq(timesheets.status, 'disputed')));
  const below = await db
    .select({ employeeId: payslips.employeeId })
    .from(payslips)
    .where(and(eq(payslips.runId, runId), lt(payslips.net, 0)));
  if (below.length > 0) {
    const [y, m] = period.split('-').map(Number) as [number, number];
    const before = new Date(Date.UTC(y, m - 2, 0)).toISOString().slice(0, 10);
    await db
      .update(employees)
      .set({ status: 'resigned', endDate: before, lastWorkingDay: before })
      .where(
        inArray(
          employees.id,
          below.map((b) => b.employeeId),
        ),
      );
  }
  await calculateRun(t, hr, runId);
  await acceptWarnings(t, hr, runId);
}
