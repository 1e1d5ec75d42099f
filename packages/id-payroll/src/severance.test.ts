import { describe, expect, it } from 'vitest';
import { severance, type TerminationReason } from './index';

// Wage 10,000,000, 10 years of service: pesangon table 9 months (8 years or more),
// UPMK table 4 months (9 to under 12 years); 6 unused leave days on a 5-day week:
// 6 x 10,000,000 / 21 = 2,857,142.86 -> 2,857,143.
const LEAVE = 2_857_143;

describe('severance: every termination reason', () => {
  it.each<[TerminationReason, number, number, number, number]>([
    // [reason, pesangon multiplier, UPMK multiplier, pesangon = 9 x m x 10 M, UPMK = 4 x m x 10 M]
    ['merger', 1, 1, 90_000_000, 40_000_000],
    ['takeover', 1, 1, 90_000_000, 40_000_000],
    ['takeover-changed-terms', 0.5, 1, 45_000_000, 40_000_000],
    ['efficiency-losses', 0.5, 1, 45_000_000, 40_000_000],
    ['efficiency-prevent-losses', 1, 1, 90_000_000, 40_000_000],
    ['closure-losses', 0.5, 1, 45_000_000, 40_000_000],
    ['closure-no-losses', 1, 1, 90_000_000, 40_000_000],
    ['force-majeure-closure', 0.5, 1, 45_000_000, 40_000_000],
    ['force-majeure-no-closure', 0.75, 1, 67_500_000, 40_000_000],
    ['pkpu-losses', 0.5, 1, 45_000_000, 40_000_000],
    ['pkpu-no-losses', 1, 1, 90_000_000, 40_000_000],
    ['bankruptcy', 0.5, 1, 45_000_000, 40_000_000],
    ['employer-misconduct', 1, 1, 90_000_000, 40_000_000],
    ['misconduct-not-proven', 0, 0, 0, 0],
    ['resignation', 0, 0, 0, 0],
    ['absence', 0, 0, 0, 0],
    ['warning-breach', 0.5, 1, 45_000_000, 40_000_000],
    ['urgent-breach', 0, 0, 0, 0],
    ['detained-with-loss', 0, 0, 0, 0],
    ['detained-no-loss', 0, 1, 0, 40_000_000],
    ['illness', 2, 1, 180_000_000, 40_000_000],
    ['retirement', 1.75, 1, 157_500_000, 40_000_000],
    ['death', 2, 1, 180_000_000, 40_000_000],
  ])('%s: pesangon x%d, UPMK x%d', (reason, mp, mu, pesangon, upmk) => {
    expect(
      severance({ monthlyWage: 10_000_000, serviceYears: 10, reason, unusedLeaveDays: 6 }),
    ).toEqual({
      pesangonMonths: 9,
      upmkMonths: 4,
      multiplierPesangon: mp,
      multiplierUpmk: mu,
      pesangon,
      upmk,
      uph: LEAVE,
      total: pesangon + upmk + LEAVE,
    });
  });
});

describe('severance tables', () => {
  const months = (serviceYears: number) => {
    const r = severance({ monthlyWage: 1_000_000, serviceYears, reason: 'merger' });
    return [r.pesangonMonths, r.upmkMonths];
  };
  it.each([
    [0, 1, 0],
    [0.99, 1, 0],
    [1, 2, 0],
    [2.5, 3, 0],
    [3, 4, 2],
    [5.99, 6, 2],
    [6, 7, 3],
    [7, 8, 3],
    [8, 9, 3],
    [9, 9, 4],
    [12, 9, 5],
    [15, 9, 6],
    [18, 9, 7],
    [21, 9, 8],
    [23.99, 9, 8],
    [24, 9, 10],
    [40, 9, 10],
  ])('%d years: %i months pesangon, %i months UPMK', (years, p, u) => {
    expect(months(years)).toEqual([p, u]);
  });
});

describe('severance rounding and leave', () => {
  it('rounds each component half up', () => {
    // 3,333,333 x 1 month x 0.75 = 2,499,999.75 -> 2,500,000
    const r = severance({
      monthlyWage: 3_333_333,
      serviceYears: 0.5,
      reason: 'force-majeure-no-closure',
    });
    expect(r.pesangon).toBe(2_500_000);
    expect(r.upmk).toBe(0);
    expect(r.total).toBe(2_500_000);
  });
  it('6-day week: unused leave at monthly wage / 25', () => {
    // 10 days x 10,000,000 / 25 = 4,000,000; resignation: no pesangon, no UPMK
    const r = severance({
      monthlyWage: 10_000_000,
      serviceYears: 4,
      reason: 'resignation',
      unusedLeaveDays: 10,
      workWeek: 6,
    });
    expect(r).toMatchObject({ pesangon: 0, upmk: 0, uph: 4_000_000, total: 4_000_000 });
  });
  it('5-day week: half days of leave; .5 rounds up', () => {
    // 0.5 day x 4,200,021 / 21 = 100,000.5 -> 100,001
    const r = severance({
      monthlyWage: 4_200_021,
      serviceYears: 1,
      reason: 'resignation',
      unusedLeaveDays: 0.5,
    });
    expect(r.uph).toBe(100_001);
  });
  it('refuses bad input', () => {
    const ok = { monthlyWage: 1_000_000, serviceYears: 1, reason: 'merger' } as const;
    expect(() => severance({ ...ok, reason: 'fired' as TerminationReason })).toThrow(RangeError);
    expect(() => severance({ ...ok, reason: 'toString' as TerminationReason })).toThrow(RangeError);
    expect(() => severance({ ...ok, serviceYears: -1 })).toThrow(RangeError);
    expect(() => severance({ ...ok, unusedLeaveDays: -1 })).toThrow(RangeError);
    expect(() => severance({ ...ok, workWeek: 7 as 5 })).toThrow(RangeError);
  });
});
