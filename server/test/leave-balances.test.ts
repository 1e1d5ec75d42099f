import { describe, expect, it } from 'vitest';
import {
  type BalancePolicy,
  type CountedDay,
  completedMonths,
  computeBalance,
  entitlementHalfDays,
} from '../src/leave/balances.js';

const yearly: BalancePolicy = {
  annualQuota: 12,
  accrual: 'yearly',
  prorateJoiners: true,
  carryOverCap: 6,
  carryOverExpiresOn: '03-31',
};
const days = (dates: string[], status: CountedDay['status'] = 'approved', halfDays = 2) =>
  dates.map((date) => ({ date, halfDays, status }));

describe('annual leave balances (hand-computed)', () => {
  it('gives the full yearly quota after the year of joining', () => {
    const b = computeBalance({
      policy: { ...yearly, carryOverCap: 0 },
      joinDate: '2020-03-10',
      year: 2026,
      today: '2026-05-04',
      adjustments: [],
      days: [],
    });
    expect(b).toEqual({
      type: 'annual',
      year: 2026,
      entitlement: 12,
      carriedOver: 0,
      adjustments: 0,
      taken: 0,
      pending: 0,
      available: 12,
    });
  });

  it('prorates a joiner: floor(quota × remaining months / 12)', () => {
    const at = (joinDate: string, annualQuota = 12, prorateJoiners = true) =>
      entitlementHalfDays({
        policy: { ...yearly, annualQuota, prorateJoiners },
        joinDate,
        year: 2026,
        today: '2026-11-22',
      }) / 2;
    // Joined 15 April: May–December = 8 months; 14 × 8 / 12 = 9.33 → 9.
    expect(at('2026-04-15', 14)).toBe(9);
    // Joined 1 April: April counts, 9 months → 9.
    expect(at('2026-04-01')).toBe(9);
    // Joined 1 January: 12 months.
    expect(at('2026-01-01')).toBe(12);
    // Joined 20 December: no whole month left.
    expect(at('2026-12-20')).toBe(0);
    // Not prorated: nothing in the year of joining.
    expect(at('2026-04-01', 12, false)).toBe(0);
    // A year before joining: nothing.
    expect(at('2027-02-01')).toBe(0);
  });

  it('accrues monthly: quota / 12 per completed month, down to a half day', () => {
    const monthly = { ...yearly, accrual: 'monthly' as const };
    const at = (joinDate: string, today: string, annualQuota = 12, year = 2026) =>
      entitlementHalfDays({ policy: { ...monthly, annualQuota }, joinDate, year, today }) / 2;
    expect(completedMonths('2026-01-01', '2026-05-20')).toBe(4);
    expect(completedMonths('2026-04-15', '2026-05-14')).toBe(0);
    expect(completedMonths('2026-04-15', '2026-05-15')).toBe(1);
    // Since 1 January, on 20 May: 4 months → 4 days.
    expect(at('2020-01-01', '2026-05-20')).toBe(4);
    // Quota 14: 14 × 4 / 12 = 4.67 → 4.5.
    expect(at('2020-01-01', '2026-05-20', 14)).toBe(4.5);
    // Joined 15 April, on 22 November: 7 months → 7.
    expect(at('2026-04-15', '2026-11-22')).toBe(7);
    // A past year counts 12 months; a future one none.
    expect(at('2020-01-01', '2026-05-20', 12, 2025)).toBe(12);
    expect(at('2020-01-01', '2026-05-20', 12, 2027)).toBe(0);
  });

  it('carries over up to the cap until the expiry day, then only what was used by then', () => {
    // 2025: 12 days, 8 taken → 4 left, under the cap of 6.
    const history = days(
      ['2025-02-03', '2025-02-04', '2025-02-05', '2025-02-06'].concat([
        '2025-07-01',
        '2025-07-02',
        '2025-07-03',
        '2025-07-04',
      ]),
    );
    // Joined 1 January 2025: the full 12 in 2025, nothing carried into 2025.
    const base = { policy: yearly, joinDate: '2025-01-01', year: 2026, adjustments: [] };
    const february = computeBalance({ ...base, today: '2026-02-10', days: history });
    expect(february).toMatchObject({ entitlement: 12, carriedOver: 4, taken: 0, available: 16 });
    // One day taken on 10 March (before the expiry), checked in May: 1 of the 4 carried counts.
    const may = computeBalance({
      ...base,
      today: '2026-05-04',
      days: [...history, ...days(['2026-03-10'])],
    });
    expect(may).toMatchObject({ entitlement: 12, carriedOver: 1, taken: 1, available: 12 });
    // Nothing taken in 2025: 12 left, capped at 6.
    const capped = computeBalance({ ...base, today: '2026-01-05', days: [] });
    expect(capped.carriedOver).toBe(6);
    expect(capped.available).toBe(18);
    // No carry-over allowed.
    const none = computeBalance({
      ...base,
      policy: { ...yearly, carryOverCap: 0 },
      today: '2026-01-05',
      days: [],
    });
    expect(none.carriedOver).toBe(0);
    // Joined earlier: 6 days came from 2024 into 2025, and the 4 February days used them first
    // (before 31 March 2025), so 2025 keeps 12 + 4 − 8 = 8 → capped at 6.
    const older = computeBalance({
      ...base,
      joinDate: '2020-01-06',
      today: '2026-02-10',
      days: history,
    });
    expect(older.carriedOver).toBe(6);
  });

  it('adds adjustments (± half days) and takes approved and pending days apart', () => {
    const b = computeBalance({
      policy: { ...yearly, carryOverCap: 0 },
      joinDate: '2020-01-06',
      year: 2026,
      today: '2026-05-04',
      adjustments: [
        { year: 2026, halfDays: 3 },
        { year: 2026, halfDays: -1 },
        { year: 2025, halfDays: 10 },
      ],
      days: [
        ...days(['2026-02-02', '2026-02-03']),
        ...days(['2026-06-02'], 'approved', 1),
        ...days(['2026-07-01', '2026-07-02', '2026-07-03'], 'pending'),
        ...days(['2025-12-01']),
      ],
    });
    expect(b).toEqual({
      type: 'annual',
      year: 2026,
      entitlement: 12,
      carriedOver: 0,
      adjustments: 1,
      taken: 2.5,
      pending: 3,
      available: 7.5,
    });
  });
});
