import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { clientPics, employees, timesheets } from '../db/schema.js';
import { addDays, todayInJakarta } from '../shared/business-dates.js';
import { periodOf, periodRange, shiftPeriod } from '../timesheets/period.js';
import { settingsOf } from '../timesheets/settings.js';
import { buildTimesheets } from '../timesheets/sheets.js';

/** How many sheets of the last period still wait to be sent to the PIC. */
const WAITING = 3;

/**
 * The demo client's timesheets, so the flow shows at once: the last period's sheets, approved by
 * the client's PIC except three submitted that HR (or the hourly schedule) has yet to send (the
 * payroll run of that month warns of them, and has no error); and this period's drafts, from the
 * attendance so far. The period before last, which the demo's paid payroll run reads, is approved
 * in full. The disputed sheet, and the run it stops, are another client's (seedDemoCheckTimesheets).
 */
export async function seedDemoTimesheets(
  tx: Db,
  options: { clientId: string; keepApprovedId: string },
) {
  const today = todayInJakarta();
  const { cutOffDay } = await settingsOf(tx, options.clientId);
  const current = periodOf(today, cutOffDay);
  const last = shiftPeriod(current, -1);
  const paid = shiftPeriod(current, -2);
  for (const period of [paid, last, current]) {
    await buildTimesheets(tx, { clientId: options.clientId, period, today, locale: 'id' });
  }
  // The demo's clocking starts after the period before last: its sheets are filled in as worked
  // (a day's 08:00–17:00), so the paid run deducts no absent day it never had.
  const paidEnd = periodRange(paid, cutOffDay).end;
  const paidSheets = await tx
    .select()
    .from(timesheets)
    .where(and(eq(timesheets.clientId, options.clientId), eq(timesheets.period, paid)));
  for (const sheet of paidSheets) {
    const filled = sheet.days.filter((d) => d.kind === 'absent').length;
    await tx
      .update(timesheets)
      .set({
        status: 'approved',
        days: sheet.days.map((d) =>
          d.kind === 'absent'
            ? { ...d, kind: 'present', workedMinutes: 480, clockIn: '08:00', clockOut: '17:00' }
            : d,
        ),
        presentDays: sheet.presentDays + filled,
        workedMinutes: sheet.workedMinutes + filled * 480,
        absentDays: 0,
        submittedAt: new Date(`${addDays(paidEnd, 1)}T09:00:00+07:00`),
        submittedByLabel: 'Demo data',
        decidedAt: new Date(`${addDays(paidEnd, 2)}T10:30:00+07:00`),
        decidedByLabel: 'PIC',
      })
      .where(eq(timesheets.id, sheet.id));
  }
  const [pic] = await tx
    .select({ name: clientPics.name })
    .from(clientPics)
    .where(eq(clientPics.clientId, options.clientId))
    .orderBy(asc(clientPics.sortOrder))
    .limit(1);
  const sheets = await tx
    .select({ id: timesheets.id, employeeId: timesheets.employeeId, days: timesheets.days })
    .from(timesheets)
    .innerJoin(employees, eq(employees.id, timesheets.employeeId))
    .where(and(eq(timesheets.clientId, options.clientId), eq(timesheets.period, last)))
    .orderBy(asc(employees.employeeNumber));
  const end = periodRange(last, cutOffDay).end;
  const submittedAt = new Date(`${addDays(end, 1)}T09:00:00+07:00`);
  const decidedAt = new Date(`${addDays(end, 2)}T10:30:00+07:00`);
  const others = sheets.filter((s) => s.employeeId !== options.keepApprovedId);
  const waiting = others.slice(-WAITING).map((s) => s.id);
  const approved = sheets.map((s) => s.id).filter((id) => !waiting.includes(id));
  const submitted = { submittedAt, submittedByLabel: 'Demo data' };
  if (approved.length > 0) {
    await tx
      .update(timesheets)
      .set({ status: 'approved', ...submitted, decidedAt, decidedByLabel: pic?.name ?? 'PIC' })
      .where(inArray(timesheets.id, approved));
  }
  if (waiting.length > 0) {
    await tx
      .update(timesheets)
      .set({ status: 'submitted', ...submitted })
      .where(inArray(timesheets.id, waiting));
  }
}

/** A day worked from 08:00 to 17:00, as the demo fills in a period without clocking. */
function worked<D extends { kind: string }>(d: D): D {
  return d.kind === 'absent'
    ? { ...d, kind: 'present', workedMinutes: 480, clockIn: '08:00', clockOut: '17:00' }
    : d;
}

/**
 * Another client's last period, so the payroll checks show at work away from the demo client:
 * its sheets approved by its PIC (filled in as worked: the client has no clocking) except one
 * disputed with a comment, and the sheet of the employee who left most recently in the period
 * left with its absences (the month nets below zero). Its payroll run of that month has these
 * two blocking errors until HR fixes them.
 */
export async function seedDemoCheckTimesheets(tx: Db, options: { clientId: string }) {
  const today = todayInJakarta();
  const { cutOffDay } = await settingsOf(tx, options.clientId);
  const last = shiftPeriod(periodOf(today, cutOffDay), -1);
  await buildTimesheets(tx, { clientId: options.clientId, period: last, today, locale: 'id' });
  const { start, end } = periodRange(last, cutOffDay);
  const sheets = await tx
    .select({
      id: timesheets.id,
      days: timesheets.days,
      presentDays: timesheets.presentDays,
      workedMinutes: timesheets.workedMinutes,
      status: employees.status,
      lastWorkingDay: employees.lastWorkingDay,
    })
    .from(timesheets)
    .innerJoin(employees, eq(employees.id, timesheets.employeeId))
    .where(and(eq(timesheets.clientId, options.clientId), eq(timesheets.period, last)))
    .orderBy(asc(employees.employeeNumber));
  const leaver = sheets
    .filter(
      (s) =>
        s.status !== 'active' &&
        s.lastWorkingDay !== null &&
        s.lastWorkingDay >= start &&
        s.lastWorkingDay <= end,
    )
    .sort((a, b) => (a.lastWorkingDay! < b.lastWorkingDay! ? 1 : -1))[0];
  const disputed = sheets.filter((s) => s.status === 'active' && s.id !== leaver?.id).at(-1);
  const [pic] = await tx
    .select({ name: clientPics.name })
    .from(clientPics)
    .where(eq(clientPics.clientId, options.clientId))
    .orderBy(asc(clientPics.sortOrder))
    .limit(1);
  const decided = {
    submittedAt: new Date(`${addDays(end, 1)}T09:00:00+07:00`),
    submittedByLabel: 'Demo data',
    decidedAt: new Date(`${addDays(end, 2)}T10:30:00+07:00`),
    decidedByLabel: pic?.name ?? 'PIC',
  };
  for (const sheet of sheets) {
    if (sheet.id === leaver?.id) {
      await tx
        .update(timesheets)
        .set({ status: 'approved', ...decided })
        .where(eq(timesheets.id, sheet.id));
      continue;
    }
    const filled = sheet.days.filter((d) => d.kind === 'absent').length;
    const days = sheet.days.map(worked);
    const comment = sheet.id === disputed?.id ? days.find((d) => d.kind === 'present') : undefined;
    await tx
      .update(timesheets)
      .set({
        status: sheet.id === disputed?.id ? 'disputed' : 'approved',
        ...decided,
        days: comment
          ? days.map((d) =>
              d.date === comment.date
                ? { ...d, disputeComment: 'Hari ini tidak hadir, mohon dicek ulang.' }
                : d,
            )
          : days,
        presentDays: sheet.presentDays + filled,
        workedMinutes: sheet.workedMinutes + filled * 480,
        absentDays: 0,
      })
      .where(eq(timesheets.id, sheet.id));
  }
}
