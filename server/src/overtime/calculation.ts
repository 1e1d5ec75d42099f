import { type OvertimeDayType, overtimeBreakdown, overtimeHourlyBase } from '@staffdesk/id-payroll';
import type { Db } from '../db/database.js';
import type { employees, OvertimeMultipliers } from '../db/schema.js';
import { HttpProblem } from '../http/problem.js';
import { loadCalendar, type WorkWeek } from '../people/working-days.js';
import { dayNumber, weekdayOf } from '../shared/business-dates.js';
import { type SchemeSettings, schemeOf } from './schemes.js';

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

/** A day's overtime pay under a regulation, line by line; hours beyond the law's maximum throw. */
function payLines(
  scheme: SchemeSettings,
  input: { monthlyWage: number; hours: number } & Awaited<ReturnType<typeof overtimeDay>>,
) {
  const law = overtimeBreakdown(input);
  if (scheme.method === 'government') return law;
  if (scheme.method === 'fixed-rate') {
    const rate = scheme.hourlyRate ?? 0;
    const line = { fromHour: 1, toHour: Math.ceil(input.hours), hours: input.hours };
    return {
      ...law,
      hourlyWage: rate,
      lines: [{ ...line, multiplierPct: 100, amount: input.hours * rate }],
      pay: Math.round(input.hours * rate),
    };
  }
  const m = scheme.multipliers ?? DEFAULT_MULTIPLIERS;
  const tiers =
    input.dayType === 'workday'
      ? [
          { fromHour: 1, toHour: 1, pct: m.workdayFirstHour },
          { fromHour: 2, toHour: null, pct: m.workdayNextHours },
        ]
      : [{ fromHour: 1, toHour: null, pct: input.dayType === 'holiday' ? m.holiday : m.restday }];
  const lines = tiers.flatMap((tier) => {
    const hours = Math.min(input.hours, tier.toHour ?? input.hours) - (tier.fromHour - 1);
    if (hours <= 0) return [];
    const amount = (hours * tier.pct * law.hourlyWage) / 100;
    return [
      {
        fromHour: tier.fromHour,
        toHour: Math.ceil(tier.fromHour - 1 + hours),
        hours,
        multiplierPct: tier.pct,
        amount,
      },
    ];
  });
  // Rounded once at the end, as the law's method does: the sum of percent-hours × monthly wage / 173.
  const weighted = lines.reduce((sum, l) => sum + l.hours * l.multiplierPct, 0);
  const pay = Math.round((weighted * input.monthlyWage) / (100 * law.monthlyHoursDivisor));
  return { ...law, lines, pay };
}

/** A client's multipliers when none were given: the law's workday ones, 2 × on other days. */
export const DEFAULT_MULTIPLIERS: OvertimeMultipliers = {
  workdayFirstHour: 150,
  workdayNextHours: 200,
  restday: 200,
  holiday: 300,
};

/** What the client is billed for overtime that pays `pay`. */
export function billOf(scheme: SchemeSettings, hours: number, pay: number) {
  if (scheme.billing === 'hourly-rate') return Math.round(hours * (scheme.billingValue ?? 0));
  if (scheme.billing === 'percent-of-pay')
    return Math.round((pay * (scheme.billingValue ?? 100)) / 100);
  return pay;
}

/** What a date's overtime pay depends on besides the hours: the day's type and the regulation. */
export async function overtimeBasis(db: Db, employee: EmployeeRow, date: string) {
  const [day, { scheme, source }] = await Promise.all([
    overtimeDay(db, employee, date),
    schemeOf(db, employee),
  ]);
  return { day, scheme, source };
}

/**
 * An employee's overtime pay for hours on a date, line by line, under their overtime regulation
 * (their own, their client's, or the government method), and what the client is billed.
 */
export async function overtimeCalculation(
  db: Db,
  employee: EmployeeRow,
  input: { date: string; hours: number },
) {
  return computeOvertime(employee, await overtimeBasis(db, employee, input.date), input);
}

/** The calculation of `overtimeCalculation` from a basis already read. */
export function computeOvertime(
  employee: EmployeeRow,
  { day, scheme, source }: Awaited<ReturnType<typeof overtimeBasis>>,
  input: { date: string; hours: number },
) {
  const monthlyWage = overtimeHourlyBase({
    basicWage: employee.baseSalary,
    fixedAllowances: employee.fixedAllowances,
    totalWage: employee.baseSalary + employee.fixedAllowances,
  });
  try {
    const breakdown = payLines(scheme, { ...day, monthlyWage, hours: input.hours });
    return {
      date: input.date,
      hours: input.hours,
      ...day,
      method: scheme.method,
      schemeSource: source,
      monthlyWage,
      monthlyHoursDivisor: breakdown.monthlyHoursDivisor,
      hourlyWage: breakdown.hourlyWage,
      maxHours: breakdown.maxHours,
      lines: [...breakdown.lines],
      pay: breakdown.pay,
      bill: billOf(scheme, input.hours, breakdown.pay),
      scheme,
    };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const max = overtimeBreakdown({ ...day, monthlyWage, hours: 0 }).maxHours;
    const message = `The law allows at most ${max} hours of overtime on this day.`;
    throw new HttpProblem(400, 'validation-failed', message, { hours: message });
  }
}
