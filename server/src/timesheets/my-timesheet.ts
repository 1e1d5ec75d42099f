import type { Actor } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import type { Locale } from '../i18n/locale.js';
import type { EmployeeRow } from '../people/employees.js';
import { refreshElapsedDays, settledRunOf, withElapsedDays } from './closing.js';
import { periodOf, periodRange, shiftPeriod } from './period.js';
import { settingsOf } from './settings.js';
import { buildTimesheets } from './sheets.js';

/** The period an employee asks for (today's by default), its bounds and the periods around it. */
async function periodOfEmployee(
  db: Db,
  employee: EmployeeRow,
  input: { period?: string | undefined; today: string },
) {
  const settings = employee.clientId ? await settingsOf(db, employee.clientId) : null;
  const cutOff = settings?.cutOffDay ?? 31;
  const current = periodOf(input.today, cutOff);
  const period = input.period ?? current;
  const range = periodRange(period, cutOff);
  return {
    view: {
      period,
      periodStart: range.start,
      periodEnd: range.end,
      previousPeriod: shiftPeriod(period, -1),
      nextPeriod: period < current ? shiftPeriod(period, 1) : null,
    },
    /** Whether the employee can have a sheet of it: placed at a client, and not a period to come. */
    hasSheet: Boolean(employee.clientId) && period <= current,
  };
}

async function sheetOf(db: Db, employeeId: string, period: string) {
  const row = await db.query.timesheets.findFirst({
    where: (t, { and, eq }) => and(eq(t.employeeId, employeeId), eq(t.period, period)),
  });
  return row ?? null;
}

/**
 * An employee's sheet of a period (null when none was made), its days that have come since it was
 * made shown filled in without writing them: reads only.
 */
export async function findMyTimesheet(
  db: Db,
  employee: EmployeeRow,
  input: { period?: string | undefined; today: string; locale: Locale },
) {
  const { view, hasSheet } = await periodOfEmployee(db, employee, input);
  const stored = hasSheet ? await sheetOf(db, employee.id, view.period) : null;
  const [sheet] = stored ? await withElapsedDays(db, [stored], input) : [null];
  return { view, sheet: sheet ?? null };
}

/**
 * Opens an employee's sheet of a period: made from their attendance, approved leave and the
 * calendar the first time (one transaction with its audit entry, see buildTimesheets), its days
 * that have come since filled in afterwards. None is made for a month whose payroll is approved.
 */
export async function openMyTimesheet(
  db: Db,
  employee: EmployeeRow,
  input: { period?: string | undefined; today: string; locale: Locale; actor: Actor },
) {
  const { view, hasSheet } = await periodOfEmployee(db, employee, input);
  if (!hasSheet || !employee.clientId) return { view, sheet: null };
  const existing = await sheetOf(db, employee.id, view.period);
  if (existing) {
    const [sheet] = await refreshElapsedDays(db, [existing], input);
    return { view, sheet: sheet ?? null };
  }
  // A month whose payroll is approved gets no new sheet: there is nothing to show.
  if (await settledRunOf(db, employee.clientId, view.period)) return { view, sheet: null };
  await buildTimesheets(db, {
    clientId: employee.clientId,
    period: view.period,
    today: input.today,
    locale: input.locale,
    employeeIds: [employee.id],
    actor: input.actor,
  });
  return { view, sheet: await sheetOf(db, employee.id, view.period) };
}
