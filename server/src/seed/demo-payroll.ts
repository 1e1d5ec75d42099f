import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SYSTEM_ACTOR } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { clientPayrollPolicies, payrollRuns } from '../db/schema.js';
import { calculateRun, createRun, transitionRun } from '../payroll/runs.js';
import { todayInJakarta } from '../shared/business-dates.js';
import { periodOf, shiftPeriod } from '../timesheets/period.js';
import { settingsOf } from '../timesheets/settings.js';

/** DKI Jakarta's minimum wage (UMP 2025), the BPJS Kesehatan wage floor of the demo client. */
const DEMO_KESEHATAN_FLOOR = 5_396_761;

/**
 * The demo client's payroll: its policy (gross method, THR in March, the Jakarta wage floor) and
 * the month before last already paid, so e-payslips and the reports have something to show.
 * Last month is left for HR to run.
 */
export async function seedDemoPayroll(tx: Db, options: { clientId: string }) {
  await tx.insert(clientPayrollPolicies).values({
    clientId: options.clientId,
    taxMethod: 'gross',
    thrMonth: 3,
    kesehatanFloor: DEMO_KESEHATAN_FLOOR,
    updatedByLabel: 'Staffdesk demo',
  });
  const { cutOffDay } = await settingsOf(tx, options.clientId);
  const period = shiftPeriod(periodOf(todayInJakarta(), cutOffDay), -2);
  const run = await createRun(tx, { clientId: options.clientId, period }, SYSTEM_ACTOR);
  const token = randomUUID();
  await tx
    .update(payrollRuns)
    .set({ state: 'calculating', calculationToken: token })
    .where(eq(payrollRuns.id, run.id));
  await calculateRun({ db: tx, now: () => new Date() }, run.id, token, 'Rina Wulandari');
  const now = new Date();
  for (const step of ['review', 'approve', 'pay'] as const) {
    await transitionRun(tx, run.id, step, { ...SYSTEM_ACTOR, label: 'Staffdesk demo' }, now);
  }
}
