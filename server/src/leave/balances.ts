import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { leaveAdjustments, leaveRequests } from '../db/schema.js';
import type { LeavePolicyValues } from './policies.js';

/**
 * Annual-leave balances, derived (never stored): entitlement from the policy, plus days carried
 * over from last year (up to the cap, lapsing on the expiry day unless used by then), plus HR's
 * adjustments, minus approved days; pending days are shown apart and also reduce what is
 * available. Everything is counted in half days (integers) so halves never round.
 */

export type BalancePolicy = Pick<
  LeavePolicyValues,
  'annualQuota' | 'accrual' | 'prorateJoiners' | 'carryOverCap' | 'carryOverExpiresOn'
>;

/** One counted day of a request: its date and its half days (1 or 2). */
export type CountedDay = { date: string; halfDays: number; status: 'approved' | 'pending' };

export type BalanceInput = {
  policy: BalancePolicy;
  /** The employee's start date. */
  joinDate: string;
  year: number;
  /** Today (Jakarta). */
  today: string;
  /** HR's adjustments, per year, in half days. */
  adjustments: { year: number; halfDays: number }[];
  /** The days of every pending or approved annual-leave request. */
  days: CountedDay[];
};

export type Balance = {
  type: 'annual';
  year: number;
  entitlement: number;
  carriedOver: number;
  adjustments: number;
  taken: number;
  pending: number;
  available: number;
};

function parts(date: string) {
  return {
    y: Number(date.slice(0, 4)),
    m: Number(date.slice(5, 7)),
    d: Number(date.slice(8, 10)),
  };
}

/** Whole months completed from `from` to `asOf` (a month completes on the same day next month). */
export function completedMonths(from: string, asOf: string): number {
  if (asOf <= from) return 0;
  const a = parts(from);
  const b = parts(asOf);
  const months = (b.y - a.y) * 12 + (b.m - a.m) - (b.d < a.d ? 1 : 0);
  return Math.max(0, months);
}

/**
 * The year's entitlement in half days.
 * - yearly: the full quota on 1 January; in the year of joining, floor(quota × remaining months
 *   / 12) when joiners are prorated (remaining months count the month of joining only when the
 *   employee joined on its 1st), else nothing until the next 1 January.
 * - monthly: quota / 12 per completed month of service in the year (rounded down to a half day),
 *   as of today (a past year counts all 12 months, a future year none).
 */
export function entitlementHalfDays(input: {
  policy: BalancePolicy;
  joinDate: string;
  year: number;
  today: string;
}): number {
  const { policy, joinDate, year, today } = input;
  const join = parts(joinDate);
  if (year < join.y) return 0;
  if (policy.accrual === 'yearly') {
    if (year > join.y) return policy.annualQuota * 2;
    if (!policy.prorateJoiners) return 0;
    const remaining = 12 - join.m + (join.d === 1 ? 1 : 0);
    return Math.floor((policy.annualQuota * remaining) / 12) * 2;
  }
  const yearStart = `${year}-01-01`;
  const nextYear = `${year + 1}-01-01`;
  const from = joinDate > yearStart ? joinDate : yearStart;
  const asOf = today < nextYear ? today : nextYear;
  const months = Math.min(12, completedMonths(from, asOf));
  return Math.floor((policy.annualQuota * months * 2) / 12);
}

function expiryOf(policy: BalancePolicy, year: number) {
  return `${year}-${policy.carryOverExpiresOn}`;
}

function sumDays(days: CountedDay[], year: number, filter: (d: CountedDay) => boolean) {
  const prefix = `${year}-`;
  return days
    .filter((d) => d.date.startsWith(prefix) && filter(d))
    .reduce((n, d) => n + d.halfDays, 0);
}

function adjustmentsOf(input: BalanceInput, year: number) {
  return input.adjustments.filter((a) => a.year === year).reduce((n, a) => n + a.halfDays, 0);
}

/**
 * Half days carried into `year` and, of them, how many still count: all of them until the
 * expiry day, afterwards only those used (days taken on or before the expiry day use carried-over
 * days first).
 */
function carryHalfDays(input: BalanceInput, year: number, depth = 0): number {
  const { policy, joinDate } = input;
  if (policy.carryOverCap <= 0 || year - 1 < Number(joinDate.slice(0, 4)) || depth > 10) return 0;
  const prev = year - 1;
  const carriedIntoPrev = carryHalfDays(input, prev, depth + 1);
  const usedCarryPrev = Math.min(
    carriedIntoPrev,
    sumDays(input.days, prev, (d) => d.date <= expiryOf(policy, prev)),
  );
  const remaining =
    entitlementHalfDays({ ...input, year: prev }) +
    adjustmentsOf(input, prev) +
    usedCarryPrev -
    sumDays(input.days, prev, () => true);
  return Math.max(0, Math.min(policy.carryOverCap * 2, remaining));
}

/** The balance of one employee for one year. */
export function computeBalance(input: BalanceInput): Balance {
  const { policy, year, today } = input;
  const entitlement = entitlementHalfDays(input);
  const carried = carryHalfDays(input, year);
  const expiry = expiryOf(policy, year);
  const carriedOver =
    today <= expiry
      ? carried
      : Math.min(
          carried,
          sumDays(input.days, year, (d) => d.status === 'approved' && d.date <= expiry),
        );
  const adjustments = adjustmentsOf(input, year);
  const taken = sumDays(input.days, year, (d) => d.status === 'approved');
  const pending = sumDays(input.days, year, (d) => d.status === 'pending');
  return {
    type: 'annual',
    year,
    entitlement: entitlement / 2,
    carriedOver: carriedOver / 2,
    adjustments: adjustments / 2,
    taken: taken / 2,
    pending: pending / 2,
    available: (entitlement + carriedOver + adjustments - taken - pending) / 2,
  };
}

/** The counted days of a request, each with its half days. */
export function countedDays(row: {
  dates: string[];
  halfDay: string | null;
  status: string;
}): CountedDay[] {
  const status = row.status === 'approved' ? 'approved' : 'pending';
  return row.dates.map((date) => ({ date, halfDays: row.halfDay ? 1 : 2, status }));
}

/** What balances need of many employees at once: their annual requests and adjustments. */
export async function loadBalanceFacts(db: Db, employeeIds: string[], exceptRequestId?: string) {
  const days = new Map<string, CountedDay[]>();
  const adjustments = new Map<string, { year: number; halfDays: number }[]>();
  if (employeeIds.length === 0) return { days, adjustments };
  const [requests, adjusted] = await Promise.all([
    db
      .select({
        id: leaveRequests.id,
        employeeId: leaveRequests.employeeId,
        dates: leaveRequests.dates,
        halfDay: leaveRequests.halfDay,
        status: leaveRequests.status,
      })
      .from(leaveRequests)
      .where(
        and(
          inArray(leaveRequests.employeeId, employeeIds),
          eq(leaveRequests.type, 'annual'),
          inArray(leaveRequests.status, ['pending', 'approved']),
          exceptRequestId ? sql`${leaveRequests.id} <> ${exceptRequestId}` : undefined,
        ),
      ),
    db
      .select({
        employeeId: leaveAdjustments.employeeId,
        year: leaveAdjustments.year,
        halfDays: leaveAdjustments.halfDays,
      })
      .from(leaveAdjustments)
      .where(
        and(inArray(leaveAdjustments.employeeId, employeeIds), eq(leaveAdjustments.type, 'annual')),
      ),
  ]);
  for (const r of requests) {
    const list = days.get(r.employeeId) ?? [];
    list.push(...countedDays(r));
    days.set(r.employeeId, list);
  }
  for (const a of adjusted) {
    const list = adjustments.get(a.employeeId) ?? [];
    list.push({ year: a.year, halfDays: a.halfDays });
    adjustments.set(a.employeeId, list);
  }
  return { days, adjustments };
}
