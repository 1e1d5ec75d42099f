import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import {
  type PayrollRunState,
  type PayslipFinding,
  payrollFindingAcceptances,
  type payrollRuns,
  payslips,
} from '../db/schema.js';
import { HttpProblem } from '../http/problem.js';
import type { Locale } from '../i18n/locale.js';
import { FINDINGS, type FindingCode, findingMessage } from './findings.js';

type RunRow = typeof payrollRuns.$inferSelect;
type AcceptanceRow = typeof payrollFindingAcceptances.$inferSelect;

/** The permission that lets the person who calculated a run approve it (one-person companies). */
export const APPROVE_OWN_CALCULATION = 'payroll.approve-own-calculation';

/** How many people a refusal names before "and N more". */
const LISTED = 20;

/** The acceptances of some employees' findings in a run, by `employeeId:code`. */
export async function acceptancesOf(db: Db, runId: string, employeeIds?: readonly string[]) {
  if (employeeIds && employeeIds.length === 0) return new Map<string, AcceptanceRow>();
  const rows = await db
    .select()
    .from(payrollFindingAcceptances)
    .where(
      and(
        eq(payrollFindingAcceptances.runId, runId),
        employeeIds ? inArray(payrollFindingAcceptances.employeeId, [...employeeIds]) : undefined,
      ),
    );
  return new Map(rows.map((r) => [`${r.employeeId}:${r.code}`, r]));
}

/** A payslip's findings as the API shows them: with their message and acceptance. */
export function findingsView(
  row: { employeeId: string; findings: PayslipFinding[] },
  acceptances: Map<string, AcceptanceRow>,
  locale: Locale,
) {
  return row.findings.map((f) => {
    const accepted =
      f.severity === 'warning' ? acceptances.get(`${row.employeeId}:${f.code}`) : undefined;
    return {
      code: f.code,
      severity: f.severity,
      message: findingMessage(f.code, locale),
      accepted: accepted
        ? {
            reason: accepted.reason,
            byLabel: accepted.acceptedByLabel,
            at: accepted.acceptedAt.toISOString(),
          }
        : null,
    };
  });
}

/** The errors of a run, and the warnings nobody accepted yet, payslip by payslip. */
export async function openFindings(db: Db, runId: string) {
  const rows = await db
    .select({
      employeeId: payslips.employeeId,
      employee: payslips.employee,
      findings: payslips.findings,
    })
    .from(payslips)
    .where(and(eq(payslips.runId, runId), sql`jsonb_array_length(${payslips.findings}) > 0`))
    .orderBy(sql`${payslips.employee}->>'name'`);
  const accepted = await acceptancesOf(db, runId);
  const errors: { number: string; name: string; codes: string[] }[] = [];
  const warnings: { number: string; name: string; codes: string[] }[] = [];
  for (const row of rows) {
    const e = row.findings.filter((f) => f.severity === 'error').map((f) => f.code);
    const w = row.findings
      .filter((f) => f.severity === 'warning' && !accepted.has(`${row.employeeId}:${f.code}`))
      .map((f) => f.code);
    if (e.length > 0)
      errors.push({ number: row.employee.number, name: row.employee.name, codes: e });
    if (w.length > 0) {
      warnings.push({ number: row.employee.number, name: row.employee.name, codes: w });
    }
  }
  return { errors, warnings };
}

function listed(items: { number: string; name: string; codes: string[] }[], locale: Locale) {
  return Object.fromEntries(
    items
      .slice(0, LISTED)
      .map((i) => [
        i.number,
        `${i.name}: ${i.codes.map((c) => findingMessage(c, locale)).join(' ')}`,
      ]),
  );
}

/**
 * What must hold before a run is approved: it is not stale, its approver did not calculate it
 * (unless they hold the waiver, which is audited), no payslip has an error, and every warning is
 * accepted. Each refusal says who and why (`errors`: employee number → name and reasons).
 */
export async function assertApprovable(
  tx: Db,
  run: RunRow,
  actor: Actor,
  options: { waiveOwnCalculation?: boolean | undefined; locale?: Locale | undefined } = {},
) {
  const locale = options.locale ?? 'en';
  assertNotStale(run);
  const own =
    actor.userId !== null &&
    run.calculatedByUserId !== null &&
    actor.userId === run.calculatedByUserId;
  if (own && !options.waiveOwnCalculation) {
    throw new HttpProblem(
      403,
      'own-calculation',
      'You calculated this payroll run, so someone else must approve it.',
    );
  }
  const { errors, warnings } = await openFindings(tx, run.id);
  if (errors.length > 0) {
    throw new HttpProblem(
      409,
      'run-has-errors',
      `${errors.length} payslip(s) have errors to fix before the run can be approved: ${names(errors)}.`,
      listed(errors, locale),
    );
  }
  if (warnings.length > 0) {
    throw new HttpProblem(
      409,
      'warnings-not-accepted',
      `${warnings.length} payslip(s) have warnings nobody accepted yet: ${names(warnings)}.`,
      listed(warnings, locale),
    );
  }
  if (own) {
    await recordAudit(tx, actor, {
      action: 'payroll-run.approve-own-calculation',
      entity: 'payroll_run',
      entityId: run.id,
      after: { permission: APPROVE_OWN_CALCULATION, calculatedBy: run.calculatedByLabel },
    });
  }
}

function names(items: { name: string }[]) {
  const shown = items.slice(0, 5).map((i) => i.name);
  return items.length > shown.length
    ? `${shown.join(', ')} and ${items.length - shown.length} more`
    : shown.join(', ');
}

/** A run whose timesheets changed after its calculation cannot be reviewed or approved. */
export function assertNotStale(run: RunRow) {
  if (!run.staleAt) return;
  const who = [...new Set(run.staleReasons.map((r) => r.name))];
  throw new HttpProblem(
    409,
    'run-stale',
    `The timesheet of ${who.join(', ') || 'an employee'} changed after the calculation: calculate the run again.`,
  );
}

const ACCEPTING: PayrollRunState[] = ['calculated', 'reviewed'];

/**
 * Accepts one warning of one employee's payslip with a reason (audited); an error cannot be
 * accepted, it is fixed. Keyed by run, employee and code, so it holds through a recalculation
 * that finds the same thing again; accepting again replaces the reason.
 */
export async function acceptFinding(
  tx: Db,
  run: RunRow,
  input: { employeeId: string; code: string; reason: string },
  actor: Actor,
  now: Date,
) {
  if (!ACCEPTING.includes(run.state)) {
    throw new HttpProblem(
      409,
      'run-state',
      `This payroll run is ${run.state}, so its warnings cannot be accepted now.`,
    );
  }
  const [slip] = await tx
    .select({ findings: payslips.findings })
    .from(payslips)
    .where(and(eq(payslips.runId, run.id), eq(payslips.employeeId, input.employeeId)));
  const finding = slip?.findings.find((f) => f.code === input.code);
  if (!finding) {
    throw new HttpProblem(404, 'finding-not-found', 'This payslip has no such finding.');
  }
  if (finding.severity !== 'warning' || FINDINGS[input.code as FindingCode]?.severity === 'error') {
    throw new HttpProblem(
      409,
      'finding-not-acceptable',
      'An error cannot be accepted: fix its cause and calculate the run again.',
    );
  }
  const values = {
    reason: input.reason,
    acceptedByUserId: actor.userId,
    acceptedByLabel: actor.label,
    acceptedAt: now,
  };
  const [before] = await tx
    .select()
    .from(payrollFindingAcceptances)
    .where(
      and(
        eq(payrollFindingAcceptances.runId, run.id),
        eq(payrollFindingAcceptances.employeeId, input.employeeId),
        eq(payrollFindingAcceptances.code, input.code),
      ),
    );
  const [row] = await tx
    .insert(payrollFindingAcceptances)
    .values({ runId: run.id, employeeId: input.employeeId, code: input.code, ...values })
    .onConflictDoUpdate({
      target: [
        payrollFindingAcceptances.runId,
        payrollFindingAcceptances.employeeId,
        payrollFindingAcceptances.code,
      ],
      set: values,
    })
    .returning();
  await recordAudit(tx, actor, {
    action: 'payroll-finding.accept',
    entity: 'payroll_run',
    entityId: run.id,
    before: before ? { reason: before.reason, by: before.acceptedByLabel } : null,
    after: { employeeId: input.employeeId, code: input.code, reason: input.reason },
  });
  return {
    employeeId: row!.employeeId,
    code: row!.code,
    reason: row!.reason,
    byLabel: row!.acceptedByLabel,
    at: row!.acceptedAt.toISOString(),
  };
}

/** The warnings of a run nobody accepted yet, for its view. */
export async function openWarningCount(db: Db, runId: string) {
  const { warnings } = await openFindings(db, runId);
  return warnings.reduce((sum, w) => sum + w.codes.length, 0);
}
