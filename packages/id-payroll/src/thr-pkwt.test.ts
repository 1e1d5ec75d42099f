import { describe, expect, it } from 'vitest';
import { pkwtCompensation, thr } from './index';

describe('thr', () => {
  it.each([
    [0, 0], // under 1 month: nothing
    [0.9, 0],
    [1, 500_000], // 6,000,000 x 1 / 12
    [5, 2_500_000], // 6,000,000 x 5 / 12
    [6.5, 3_250_000], // 6,000,000 x 6.5 / 12
    [11, 5_500_000], // 6,000,000 x 11 / 12
    [11.99, 5_995_000], // 6,000,000 x 11.99 / 12
    [12, 6_000_000], // from 12 months: one month's wage
    [30, 6_000_000],
  ])('%d months of service on 6,000,000: %i', (months, amount) => {
    expect(thr({ monthlyWage: 6_000_000, monthsOfService: months })).toBe(amount);
  });
  it('prorates exactly and rounds half up at the end', () => {
    // 5,000,000 x 7 / 12 = 2,916,666.67 -> 2,916,667
    expect(thr({ monthlyWage: 5_000_000, monthsOfService: 7 })).toBe(2_916_667);
    // 1,000,002 x 3 / 12 = 250,000.5 -> 250,001
    expect(thr({ monthlyWage: 1_000_002, monthsOfService: 3 })).toBe(250_001);
    // 1,000,001 x 3 / 12 = 250,000.25 -> 250,000
    expect(thr({ monthlyWage: 1_000_001, monthsOfService: 3 })).toBe(250_000);
  });
  it('refuses bad input', () => {
    expect(() => thr({ monthlyWage: -1, monthsOfService: 3 })).toThrow(RangeError);
    expect(() => thr({ monthlyWage: 1, monthsOfService: -3 })).toThrow(RangeError);
  });
});

describe('pkwtCompensation', () => {
  it.each([
    [0.5, 0], // under 1 month: nothing
    [1, 500_000], // 6,000,000 x 1 / 12
    [6, 3_000_000],
    [12, 6_000_000],
    [18, 9_000_000], // also prorated above 12 months: 6,000,000 x 18 / 12
    [24, 12_000_000],
  ])('%d months worked on 6,000,000: %i', (months, amount) => {
    expect(pkwtCompensation({ monthlyWage: 6_000_000, monthsWorked: months })).toBe(amount);
  });
  it('rounds half up at the end', () => {
    // 4,999,999 x 5 / 12 = 2,083,332.92 -> 2,083,333; 1,000,002 x 9 / 12 = 750,001.5 -> 750,002
    expect(pkwtCompensation({ monthlyWage: 4_999_999, monthsWorked: 5 })).toBe(2_083_333);
    expect(pkwtCompensation({ monthlyWage: 1_000_002, monthsWorked: 9 })).toBe(750_002);
  });
});
