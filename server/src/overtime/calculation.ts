import { type OvertimeDayType, overtimeBreakdown, overtimeHourlyBase } from '@staffdesk/id-payroll';
import type { Db } from '../db/database.js';
import type { employees } from '../db/schema.js';
import { HttpProblem } from '../http/problem.js';
import { dayNumber, weekdayOf } from '../people/dates.js';
import { loadCalendar, type WorkWeek } from '../people/working-days.js';

type EmployeeRow = typeof employees.$inferSelect;

/** Kinds of a calendar entry that make a day a public holiday for overtime. */
const HOLIDAY_KINDS = new Set(['national', 'collective-leave', 'client-holiday']);

/**
 * What a day is for overtime (PP 35/2021): a public holiday of the employee's calendar, a rest
 * day of their work week (Sunday; Saturday too in a 5-day week), or a workday. A client's extra
 * working day is a workday. In a 6-day week a holiday on Saturday, the shortest day, has its own
 * multipliers.
 */
export async function overtimeDay(db: Db, employee: EmployeeRow, date: string) {
  const calendar = await loadCalendar(db, { from: date, to: date, clientId: employee.clientId });
  const workWeek = employee.workWeek as WorkWeek;
  const weekday = weekdayOf(dayNumber(date));
  const holiday = calendar.find((entry) => HOLIDAY_KINDS.has(entry.kind));
  const extraWorkday = calendar.some((entry) => entry.kind === 'client-working-day');
  const weekend = weekday === 0 || (workWeek === 5 && weekday === 6);
  const dayType: OvertimeDayType =
    holiday && !extraWorkday ? 'holiday' : weekend && !extraWorkday ? 'restday' : 'workday';
  return {
    dayType,
    workWeek,
    holidayName: dayType === 'holiday' ? (holiday?.name ?? null) : null,
    shortestWorkday: dayType === 'holiday' && workWeek === 6 && weekday === 6,
  };
}

/** An employee's overtime pay for hours on a date, line by line, as the law computes it. */
export async function overtimeCalculation(
  db: Db,
  employee: EmployeeRow,
  input: { date: string; hours: number },
) {
  const day = await overtimeDay(db, employee, input.date);
  const monthlyWage = overtimeHourlyBase({
    basicWage: employee.baseSalary,
    fixedAllowances: employee.fixedAllowances,
    totalWage: employee.baseSalary + employee.fixedAllowances,
  });
  try {
    const breakdown = overtimeBreakdown({
      monthlyWage,
      hours: input.hours,
      dayType: day.dayType,
      workWeek: day.workWeek,
      shortestWorkday: day.shortestWorkday,
    });
    return {
      date: input.date,
      hours: input.hours,
      ...day,
      monthlyWage,
      ...breakdown,
      lines: [...breakdown.lines],
    };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const max = overtimeBreakdown({ ...day, monthlyWage, hours: 0 }).maxHours;
    const message = `The law allows at most ${max} hours of overtime on this day.`;
    throw new HttpProblem(400, 'validation-failed', message, { hours: message });
  }
}
