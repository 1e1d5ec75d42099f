import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { clientPics, employees, timesheets } from '../db/schema.js';
import { addDays, todayInJakarta } from '../people/dates.js';
import { periodOf, periodRange, shiftPeriod } from '../timesheets/period.js';
import { settingsOf } from '../timesheets/settings.js';
import { buildTimesheets } from '../timesheets/sheets.js';

/** How many sheets of the last period still wait to be sent to the PIC. */
const WAITING = 3;

/**
 * The demo client's timesheets, so the flow shows at once: the last period's sheets, approved by
 * the client's PIC except one disputed with a comment and three submitted that HR (or the hourly
 * schedule) has yet to send; and this period's drafts, from the attendance so far.
 */
export async function seedDemoTimesheets(
  tx: Db,
  options: { clientId: string; keepApprovedId: string },
) {
  const today = todayInJakarta();
  const { cutOffDay } = await settingsOf(tx, options.clientId);
  const current = periodOf(today, cutOffDay);
  const last = shiftPeriod(current, -1);
  for (const period of [last, current]) {
    await buildTimesheets(tx, { clientId: options.clientId, period, today, locale: 'id' });
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
  const disputed = others.at(-WAITING - 1);
  const approved = sheets
    .map((s) => s.id)
    .filter((id) => !waiting.includes(id) && id !== disputed?.id);
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
  if (disputed) {
    const day = disputed.days.find((d) => d.kind === 'absent') ?? disputed.days[0]!;
    await tx
      .update(timesheets)
      .set({
        status: 'disputed',
        ...submitted,
        decidedAt,
        decidedByLabel: pic?.name ?? 'PIC',
        days: disputed.days.map((d) =>
          d.date === day.date ? { ...d, disputeComment: 'Hari ini hadir, mohon dicek ulang.' } : d,
        ),
      })
      .where(eq(timesheets.id, disputed.id));
  }
}
