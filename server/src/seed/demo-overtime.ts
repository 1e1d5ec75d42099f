import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { employees, overtimeRequests } from '../db/schema.js';
import { overtimeCalculation, overtimeDay } from '../overtime/calculation.js';
import { overtimeApproverOf, requestValues } from '../overtime/requests.js';
import { addDays, todayInJakarta } from '../shared/business-dates.js';
import { periodOf, periodRange, shiftPeriod } from '../timesheets/period.js';
import { settingsOf } from '../timesheets/settings.js';

/** How many of the demo client's employees worked overtime last period. */
const WITH_OVERTIME = 8;

/**
 * The demo client's overtime: last period, two evening hours for several employees and a rest
 * day for the demo account, approved by the client's approver; this period, one evening of the
 * demo account still waiting (HR can decide it on the approver's behalf). Seeded before the
 * timesheets, which carry the approved hours.
 */
export async function seedDemoOvertime(
  tx: Db,
  options: { clientId: string; demoEmployeeId: string },
) {
  const today = todayInJakarta();
  const { cutOffDay } = await settingsOf(tx, options.clientId);
  const current = periodOf(today, cutOffDay);
  const last = periodRange(shiftPeriod(current, -1), cutOffDay);
  const approver = await overtimeApproverOf(tx, options.clientId, today);
  const staff = await tx
    .select()
    .from(employees)
    .where(eq(employees.clientId, options.clientId))
    .orderBy(asc(employees.employeeNumber))
    .limit(WITH_OVERTIME);
  const rows: (typeof overtimeRequests.$inferInsert)[] = [];
  const add = async (
    employee: (typeof staff)[number],
    request: { date: string; startTime: string; endTime: string; reason: string },
    approved: boolean,
  ) => {
    const hours =
      (Number(request.endTime.slice(0, 2)) - Number(request.startTime.slice(0, 2))) % 24;
    const calculation = await overtimeCalculation(tx, employee, { date: request.date, hours });
    const asked = new Date(`${request.date}T08:00:00+07:00`);
    rows.push({
      ...requestValues(employee, request, calculation),
      status: approved ? 'approved' : 'pending',
      approverName: approver?.name ?? null,
      approverEmail: approver?.email ?? null,
      requestedByLabel: employee.fullName,
      decidedAt: approved ? new Date(asked.getTime() + 26 * 3_600_000) : null,
      decidedByLabel: approved ? (approver?.name ?? 'PIC') : null,
      createdAt: asked,
      updatedAt: asked,
    });
  };
  /** The first day from `from` on that is of a type for the employee, within `to`. */
  const firstDay = async (
    employee: (typeof staff)[number],
    from: string,
    to: string,
    type: 'workday' | 'restday',
  ) => {
    for (let date = from; date <= to; date = addDays(date, 1)) {
      if ((await overtimeDay(tx, employee, date)).dayType === type) return date;
    }
    return null;
  };
  for (const [i, employee] of staff.entries()) {
    if (employee.startDate > last.start) continue;
    const date = await firstDay(employee, addDays(last.start, 2 + i * 3), last.end, 'workday');
    if (!date) continue;
    const reason = i % 2 ? 'Tutup buku bulanan' : 'Stok opname gudang';
    await add(employee, { date, startTime: '18:00', endTime: '20:00', reason }, true);
  }
  const [demo] = await tx.select().from(employees).where(eq(employees.id, options.demoEmployeeId));
  if (demo) {
    const restday = await firstDay(demo, last.start, last.end, 'restday');
    const reason = 'Migrasi sistem kasir di akhir pekan';
    if (restday) {
      await add(demo, { date: restday, startTime: '08:00', endTime: '13:00', reason }, true);
    }
    const recent = await firstDay(demo, addDays(today, -3), today, 'workday');
    if (recent) {
      const pending = {
        date: recent,
        startTime: '17:00',
        endTime: '19:00',
        reason: 'Laporan audit',
      };
      await add(demo, pending, false);
    }
  }
  if (rows.length > 0) await tx.insert(overtimeRequests).values(rows);
}
