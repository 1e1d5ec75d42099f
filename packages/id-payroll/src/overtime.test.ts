import { describe, expect, it } from 'vitest';
import { overtimeBreakdown, overtimeHourlyBase, overtimePay } from './index';

// 5,190,000 / 173 = 30,000 an hour exactly, so pay = 30,000 x sum of the hour multipliers.
const W = 5_190_000;

describe('overtimePay', () => {
  describe.each([5, 6] as const)('%i-day week', (workWeek) => {
    it('workday: first hour 1.5x, then 2x', () => {
      // 1 h: 1.5 x 30,000 = 45,000; 3 h: (1.5 + 2 + 2) x 30,000 = 165,000; 4 h: 7.5 x = 225,000
      expect(overtimePay({ monthlyWage: W, hours: 1, dayType: 'workday', workWeek })).toBe(45_000);
      expect(overtimePay({ monthlyWage: W, hours: 3, dayType: 'workday', workWeek })).toBe(165_000);
      expect(overtimePay({ monthlyWage: W, hours: 4, dayType: 'workday', workWeek })).toBe(225_000);
    });
    it('workday: more than 4 hours is refused', () => {
      expect(() => overtimePay({ monthlyWage: W, hours: 5, dayType: 'workday', workWeek })).toThrow(
        RangeError,
      );
      expect(() =>
        overtimePay({ monthlyWage: W, hours: 4.5, dayType: 'workday', workWeek }),
      ).toThrow(RangeError);
    });
  });

  describe('6-day week, rest day or holiday: 2x for hours 1-7, 3x the 8th, 4x the 9th-11th', () => {
    it.each(['restday', 'holiday'] as const)('%s', (dayType) => {
      const pay = (hours: number) => overtimePay({ monthlyWage: W, hours, dayType, workWeek: 6 });
      expect(pay(7)).toBe(420_000); // 7 x 2 = 14 -> 420,000
      expect(pay(8)).toBe(510_000); // 14 + 3 = 17 -> 510,000
      expect(pay(11)).toBe(870_000); // 17 + 3 x 4 = 29 -> 870,000
      expect(() => pay(12)).toThrow(RangeError);
    });
  });

  it('6-day week, holiday on the shortest workday: 2x for 1-5, 3x the 6th, 4x the 7th-9th', () => {
    const pay = (hours: number) =>
      overtimePay({
        monthlyWage: W,
        hours,
        dayType: 'holiday',
        workWeek: 6,
        shortestWorkday: true,
      });
    expect(pay(5)).toBe(300_000); // 5 x 2 = 10 -> 300,000
    expect(pay(6)).toBe(390_000); // 10 + 3 = 13 -> 390,000
    expect(pay(9)).toBe(750_000); // 13 + 3 x 4 = 25 -> 750,000
    expect(() => pay(10)).toThrow(RangeError);
  });

  it('shortestWorkday does not change a rest day or a 5-day week', () => {
    const o = { monthlyWage: W, hours: 8, shortestWorkday: true } as const;
    expect(overtimePay({ ...o, dayType: 'restday', workWeek: 6 })).toBe(510_000);
    expect(overtimePay({ ...o, dayType: 'holiday', workWeek: 5 })).toBe(480_000);
  });

  describe('5-day week, rest day or holiday: 2x for hours 1-8, 3x the 9th, 4x the 10th-12th', () => {
    it.each(['restday', 'holiday'] as const)('%s', (dayType) => {
      const pay = (hours: number) => overtimePay({ monthlyWage: W, hours, dayType, workWeek: 5 });
      expect(pay(8)).toBe(480_000); // 8 x 2 = 16 -> 480,000
      expect(pay(9)).toBe(570_000); // 16 + 3 = 19 -> 570,000
      expect(pay(10)).toBe(690_000); // 19 + 4 = 23 -> 690,000
      expect(pay(12)).toBe(930_000); // 19 + 3 x 4 = 31 -> 930,000
      expect(() => pay(13)).toThrow(RangeError);
    });
  });

  it('rounds only at the end, never the hourly wage first', () => {
    // 5,000,000 / 173 = 28,901.73...; 4 workday hours = 7.5 x: 37,500,000 / 173 = 216,763.005 -> 216,763
    // (rounding the hourly wage first would give 28,902 x 7.5 = 216,765)
    expect(overtimePay({ monthlyWage: 5_000_000, hours: 4, dayType: 'workday', workWeek: 5 })).toBe(
      216_763,
    );
    // 1 h: 7,500,000 / 173 = 43,352.60 -> 43,353
    expect(overtimePay({ monthlyWage: 5_000_000, hours: 1, dayType: 'workday', workWeek: 6 })).toBe(
      43_353,
    );
  });

  it('prorates part hours within their tier', () => {
    // 1.5 h on a workday: 1 x 1.5 + 0.5 x 2 = 2.5 -> 75,000; 0.5 h: 0.75 -> 22,500
    expect(overtimePay({ monthlyWage: W, hours: 1.5, dayType: 'workday', workWeek: 5 })).toBe(
      75_000,
    );
    expect(overtimePay({ monthlyWage: W, hours: 0.5, dayType: 'workday', workWeek: 5 })).toBe(
      22_500,
    );
    expect(overtimePay({ monthlyWage: W, hours: 0, dayType: 'workday', workWeek: 5 })).toBe(0);
  });

  it('refuses bad input', () => {
    expect(() =>
      overtimePay({ monthlyWage: W, hours: -1, dayType: 'workday', workWeek: 5 }),
    ).toThrow(RangeError);
    expect(() =>
      overtimePay({ monthlyWage: W, hours: 1, dayType: 'sunday' as 'restday', workWeek: 5 }),
    ).toThrow(RangeError);
    expect(() =>
      overtimePay({ monthlyWage: W, hours: 1, dayType: 'workday', workWeek: 4 as 5 }),
    ).toThrow(RangeError);
  });
});

describe('overtimeHourlyBase', () => {
  it('basic + fixed allowances when they are at least 75 % of the total wage', () => {
    // 5,000,000 + 1,000,000 = 6,000,000 >= 75 % x 7,000,000 = 5,250,000
    expect(
      overtimeHourlyBase({
        basicWage: 5_000_000,
        fixedAllowances: 1_000_000,
        totalWage: 7_000_000,
      }),
    ).toBe(6_000_000);
    // exactly 75 %: 6,000,000 = 75 % x 8,000,000
    expect(
      overtimeHourlyBase({
        basicWage: 5_000_000,
        fixedAllowances: 1_000_000,
        totalWage: 8_000_000,
      }),
    ).toBe(6_000_000);
  });
  it('75 % of the total wage when basic + fixed fall below it, unrounded', () => {
    // 4,000,000 + 1,000,000 = 5,000,000 < 75 % x 8,000,000 = 6,000,000
    expect(
      overtimeHourlyBase({
        basicWage: 4_000_000,
        fixedAllowances: 1_000_000,
        totalWage: 8_000_000,
      }),
    ).toBe(6_000_000);
    // 75 % x 7,000,001 = 5,250,000.75, kept exact
    const base = overtimeHourlyBase({
      basicWage: 5_000_000,
      fixedAllowances: 0,
      totalWage: 7_000_001,
    });
    expect(base).toBe(5_250_000.75);
    // and fed to overtimePay: 1 workday hour = 1.5 x 5,250,000.75 / 173 = 45,520.23 -> 45,520
    expect(overtimePay({ monthlyWage: base, hours: 1, dayType: 'workday', workWeek: 5 })).toBe(
      45_520,
    );
  });
  it('refuses a total wage smaller than basic + fixed', () => {
    expect(() =>
      overtimeHourlyBase({
        basicWage: 5_000_000,
        fixedAllowances: 1_000_000,
        totalWage: 5_000_000,
      }),
    ).toThrow(RangeError);
  });
});

describe('overtimeBreakdown: the pay line by line', () => {
  it('a 7-hour rest day of a 6-day week on Rp 5.000.000: 7 h × 2 × 5.000.000/173, rounded once', () => {
    const b = overtimeBreakdown({
      monthlyWage: 5_000_000,
      hours: 7,
      dayType: 'restday',
      workWeek: 6,
    });
    expect(b.hourlyWage).toBeCloseTo(28_901.734, 3);
    expect(b.lines).toEqual([
      {
        fromHour: 1,
        toHour: 7,
        hours: 7,
        multiplierPct: 200,
        amount: expect.closeTo(404_624.277, 3),
      },
    ]);
    expect(b.pay).toBe(404_624);
    expect(b.maxHours).toBe(11);
  });

  it('a workday of 2.5 hours: the first hour at 1.5, the rest at 2, the lines adding up to the pay', () => {
    const b = overtimeBreakdown({
      monthlyWage: 5_000_000,
      hours: 2.5,
      dayType: 'workday',
      workWeek: 5,
    });
    expect(b.lines.map((l) => [l.fromHour, l.toHour, l.hours, l.multiplierPct])).toEqual([
      [1, 1, 1, 150],
      [2, 3, 1.5, 200],
    ]);
    const sum = b.lines.reduce((total, l) => total + l.amount, 0);
    expect(Math.round(sum)).toBe(b.pay);
    expect(b.pay).toBe(
      overtimePay({ monthlyWage: 5_000_000, hours: 2.5, dayType: 'workday', workWeek: 5 }),
    );
  });

  it('refuses hours over the day’s legal maximum', () => {
    expect(() =>
      overtimeBreakdown({ monthlyWage: 5_000_000, hours: 5, dayType: 'workday', workWeek: 5 }),
    ).toThrow(/legal maximum of 4/);
  });
});
