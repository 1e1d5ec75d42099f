import { describe, expect, it } from 'vitest';
import { bpjsContributions } from './index';

describe('bpjsContributions', () => {
  it('a 10,000,000 wage in June 2024', () => {
    // Kesehatan 4 % / 1 % of 10,000,000 = 400,000 / 100,000 (below the 12,000,000 cap)
    // JHT 3.7 % / 2 % = 370,000 / 200,000
    // JP 2 % / 1 % of 10,000,000 (below the 10,042,300 cap) = 200,000 / 100,000
    // JKK 0.24 % = 24,000; JKM 0.3 % = 30,000
    expect(bpjsContributions({ wage: 10_000_000, period: '2024-06' })).toEqual({
      kesehatan: { employer: 400_000, employee: 100_000 },
      jht: { employer: 370_000, employee: 200_000 },
      jp: { employer: 200_000, employee: 100_000 },
      jkk: { employer: 24_000 },
      jkm: { employer: 30_000 },
      taxableEmployerPremiums: 454_000, // 24,000 + 30,000 + 400,000
      employeeDeductions: 400_000, // 100,000 + 200,000 + 100,000
    });
  });

  describe('Kesehatan cap and floor', () => {
    it('caps the wage at 12,000,000', () => {
      // 15,000,000 -> 12,000,000: 4 % = 480,000; 1 % = 120,000
      const r = bpjsContributions({ wage: 15_000_000, period: '2024-06' });
      expect(r.kesehatan).toEqual({ employer: 480_000, employee: 120_000 });
      // the cap is inclusive: exactly 12,000,000 gives the same
      expect(bpjsContributions({ wage: 12_000_000, period: '2024-06' }).kesehatan).toEqual({
        employer: 480_000,
        employee: 120_000,
      });
      // JHT, JKK and JKM are uncapped: JHT 3.7 % of 15,000,000 = 555,000
      expect(r.jht.employer).toBe(555_000);
      expect(r.jkk.employer).toBe(36_000); // 0.24 %
      expect(r.jkm.employer).toBe(45_000); // 0.3 %
    });

    it('raises the wage to the floor (UMK), rounding each part half up', () => {
      // wage 4,000,000, UMK 5,067,381: 4 % = 202,695.24 -> 202,695; 1 % = 50,673.81 -> 50,674
      const r = bpjsContributions({
        wage: 4_000_000,
        period: '2024-06',
        kesehatanFloor: 5_067_381,
      });
      expect(r.kesehatan).toEqual({ employer: 202_695, employee: 50_674 });
      // the floor is for Kesehatan only: JHT 2 % of 4,000,000 = 80,000
      expect(r.jht.employee).toBe(80_000);
    });

    it('a wage above the floor is used as it is; .5 rounds up', () => {
      // 5,067,350 x 1 % = 50,673.5 -> 50,674; x 4 % = 202,694
      const r = bpjsContributions({
        wage: 5_067_350,
        period: '2024-06',
        kesehatanFloor: 5_067_000,
      });
      expect(r.kesehatan).toEqual({ employer: 202_694, employee: 50_674 });
    });

    it('has no bundled Kesehatan rate before 2020', () => {
      expect(() => bpjsContributions({ wage: 1, period: '2019-12' })).toThrow(RangeError);
    });
  });

  describe('JP cap changes each March', () => {
    const jp = (period: string) => bpjsContributions({ wage: 20_000_000, period }).jp;
    it.each([
      // [period, cap]: employer 2 %, employee 1 % of the cap
      ['2022-03', 9_077_600],
      ['2023-02', 9_077_600],
      ['2023-03', 9_559_600],
      ['2024-02', 9_559_600],
      ['2024-03', 10_042_300],
      ['2025-02', 10_042_300],
      ['2025-03', 10_547_400],
      ['2026-02', 10_547_400],
      ['2026-03', 11_086_300],
      ['2030-12', 11_086_300],
    ] as const)('%s caps the wage at %i', (period, cap) => {
      expect(jp(period)).toEqual({ employer: (cap * 2) / 100, employee: cap / 100 });
    });
    it('hand-checked figures around March 2025', () => {
      expect(jp('2025-02')).toEqual({ employer: 200_846, employee: 100_423 });
      expect(jp('2025-03')).toEqual({ employer: 210_948, employee: 105_474 });
    });
    it('a wage below the cap is not capped', () => {
      // 9,600,000 in February 2024 (cap 9,559,600) is capped; in March 2024 (cap 10,042,300) not
      expect(bpjsContributions({ wage: 9_600_000, period: '2024-02' }).jp.employee).toBe(95_596);
      expect(bpjsContributions({ wage: 9_600_000, period: '2024-03' }).jp.employee).toBe(96_000);
    });
    it('the first cap of 7,000,000 (July 2015) and no bundled cap from March 2016 to February 2022', () => {
      expect(
        bpjsContributions({ wage: 8_000_000, period: '2015-07', participate: { kesehatan: false } })
          .jp,
      ).toEqual({ employer: 140_000, employee: 70_000 });
      expect(() =>
        bpjsContributions({
          wage: 8_000_000,
          period: '2019-05',
          participate: { kesehatan: false },
        }),
      ).toThrow(RangeError);
      expect(() => bpjsContributions({ wage: 8_000_000, period: '2022-02' })).toThrow(RangeError);
    });
  });

  describe('JKK risk classes', () => {
    it.each([
      [0.24, 24_000],
      [0.54, 54_000],
      [0.89, 89_000],
      [1.27, 127_000],
      [1.74, 174_000],
      [0.445, 44_500], // 2025 relief rate for class III
    ])('%d % of 10,000,000 is %i', (rate, amount) => {
      expect(
        bpjsContributions({ wage: 10_000_000, period: '2025-05', jkkRatePercent: rate }).jkk
          .employer,
      ).toBe(amount);
    });
    it('is exact and rounded half up', () => {
      // 5,000,100 x 0.445 % = 22,250.445 -> 22,250; 1,100 x 0.89 % = 9.79 -> 10
      const b = (wage: number, rate: number) =>
        bpjsContributions({ wage, period: '2025-05', jkkRatePercent: rate }).jkk.employer;
      expect(b(5_000_100, 0.445)).toBe(22_250);
      expect(b(1_100, 0.89)).toBe(10);
      // 0.1 + 0.2 style drift does not leak in: 0.54 % of 50 = 0.27 -> 0; of 100 = 0.54 -> 1
      expect(b(50, 0.54)).toBe(0);
      expect(b(100, 0.54)).toBe(1);
      // 0.24 % of 625 = 1.5 exactly -> 2
      expect(b(625, 0.24)).toBe(2);
    });
    it('refuses negative or absurd rates', () => {
      expect(() => bpjsContributions({ wage: 1, period: '2025-05', jkkRatePercent: -1 })).toThrow(
        RangeError,
      );
      expect(() => bpjsContributions({ wage: 1, period: '2025-05', jkkRatePercent: 101 })).toThrow(
        RangeError,
      );
    });
  });

  it('participate switches programmes off one by one', () => {
    const base = { wage: 10_000_000, period: '2024-06' };
    const off = bpjsContributions({ ...base, participate: { kesehatan: false } });
    expect(off.kesehatan).toEqual({ employer: 0, employee: 0 });
    expect(off.taxableEmployerPremiums).toBe(54_000); // JKK 24,000 + JKM 30,000
    expect(off.employeeDeductions).toBe(300_000); // JHT 200,000 + JP 100,000
    expect(bpjsContributions({ ...base, participate: { jp: false } }).jp).toEqual({
      employer: 0,
      employee: 0,
    });
    expect(bpjsContributions({ ...base, participate: { jht: false } }).employeeDeductions).toBe(
      200_000,
    );
    expect(
      bpjsContributions({ ...base, participate: { jkk: false } }).taxableEmployerPremiums,
    ).toBe(430_000);
    expect(
      bpjsContributions({ ...base, participate: { jkm: false } }).taxableEmployerPremiums,
    ).toBe(424_000);
    const none = bpjsContributions({
      ...base,
      participate: { kesehatan: false, jht: false, jp: false, jkk: false, jkm: false },
    });
    expect(none.taxableEmployerPremiums + none.employeeDeductions).toBe(0);
  });

  it('refuses bad input', () => {
    expect(() => bpjsContributions({ wage: 1.5, period: '2024-06' })).toThrow(RangeError);
    expect(() => bpjsContributions({ wage: 1, period: '2024-6' })).toThrow(RangeError);
  });
});
