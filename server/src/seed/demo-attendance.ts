import { and, asc, eq, gte, ne } from 'drizzle-orm';
import { monthRange } from '../attendance/month.js';
import type { Db } from '../db/database.js';
import { attendanceRecords, employees } from '../db/schema.js';
import { seededRandom } from '../people/generate.js';
import { type WorkWeek, workingDaysBetween } from '../people/working-days.js';
import { addDays, todayInJakarta } from '../shared/business-dates.js';

/** How many of the demo client's employees get a clock history. */
const DEMO_ATTENDANCE_EMPLOYEES = 40;
const WRITE_BATCH = 500;

/** A Jakarta wall-clock time of a day as an instant. */
const at = (date: string, minutes: number) =>
  new Date(
    `${date}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00+07:00`,
  );

/**
 * Last month and this month up to yesterday of web punches for the demo client's employees (the
 * demo account's included), so the attendance pages and HR's summary show a real month at once:
 * in between 07:40 and 08:20, out between 17:00 and 17:45, about one working day in 25 missed;
 * who left in these weeks, every working day until their last.
 */
export async function seedDemoAttendance(tx: Db, options: { clientId: string }) {
  const today = todayInJakarta();
  const yesterday = addDays(today, -1);
  const lastMonth = monthRange(addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)).from;
  if (yesterday < lastMonth) return;
  const people = await tx
    .select()
    .from(employees)
    .where(and(eq(employees.clientId, options.clientId), eq(employees.status, 'active')))
    .orderBy(asc(employees.employeeNumber))
    .limit(DEMO_ATTENDANCE_EMPLOYEES);
  const random = seededRandom(20_261_124);
  const rows: (typeof attendanceRecords.$inferInsert)[] = [];
  const calendars = new Map<WorkWeek, string[]>();
  for (const person of people) {
    const workWeek = person.workWeek as WorkWeek;
    if (!calendars.has(workWeek)) {
      const { dates } = await workingDaysBetween(tx, {
        from: lastMonth,
        to: yesterday,
        workWeek,
        clientId: options.clientId,
      });
      calendars.set(workWeek, dates);
    }
    for (const date of calendars.get(workWeek)!) {
      if (date < person.startDate || (person.endDate && date > person.endDate)) continue;
      if (random.next() < 0.04) continue;
      rows.push({
        employeeId: person.id,
        workDate: date,
        clockInAt: at(date, random.int(7 * 60 + 40, 8 * 60 + 20)),
        clockOutAt: at(date, random.int(17 * 60, 17 * 60 + 45)),
        source: 'web',
      });
    }
  }
  // Who left the client in these weeks clocked in until their last working day (the payroll run
  // of their last month prorates their pay; it has no absence to deduct). A random sequence of
  // their own keeps everyone else's punches the same.
  const leavers = await tx
    .select()
    .from(employees)
    .where(
      and(
        eq(employees.clientId, options.clientId),
        ne(employees.status, 'active'),
        gte(employees.lastWorkingDay, lastMonth),
      ),
    )
    .orderBy(asc(employees.employeeNumber));
  const leaverRandom = seededRandom(20_261_125);
  for (const person of leavers) {
    const last = person.lastWorkingDay!;
    const { dates } = await workingDaysBetween(tx, {
      from: lastMonth,
      to: [last, yesterday].sort()[0]!,
      workWeek: person.workWeek as WorkWeek,
      clientId: options.clientId,
    });
    for (const date of dates) {
      if (date < person.startDate) continue;
      rows.push({
        employeeId: person.id,
        workDate: date,
        clockInAt: at(date, leaverRandom.int(7 * 60 + 40, 8 * 60 + 20)),
        clockOutAt: at(date, leaverRandom.int(17 * 60, 17 * 60 + 45)),
        source: 'web',
      });
    }
  }
  for (let i = 0; i < rows.length; i += WRITE_BATCH) {
    await tx.insert(attendanceRecords).values(rows.slice(i, i + WRITE_BATCH));
  }
}
