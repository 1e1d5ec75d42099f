import { describe, expect, it } from 'vitest';
import { bpjsContributions, pph21Monthly } from './index';

describe('pph21Monthly', () => {
  it('TK/0 on 10,000,000: category A, 2 %, 200,000', () => {
    // A row 9,650,001-10,050,000 = 2 %; 10,000,000 x 2 % = 200,000
    expect(pph21Monthly({ ptkpStatus: 'TK/0', gross: 10_000_000 })).toEqual({
      category: 'A',
      ratePercent: 2,
      tax: 200_000,
    });
  });

  it('K/3 on 9,000,000: category C, 1.25 %, 112,500', () => {
    // C row 8,850,001-9,800,000 = 1.25 %; 9,000,000 x 1.25 % = 112,500
    expect(pph21Monthly({ ptkpStatus: 'K/3', gross: 9_000_000, period: '2025-04' })).toEqual({
      category: 'C',
      ratePercent: 1.25,
      tax: 112_500,
    });
  });

  it('floors the tax to the rupiah', () => {
    // A 0.25 %: 5,400,399 x 0.0025 = 13,500.9975 -> 13,500
    expect(pph21Monthly({ ptkpStatus: 'K/0', gross: 5_400_399 }).tax).toBe(13_500);
    // B 1.5 %: 10,454,321 x 0.015 = 156,814.815 -> 156,814
    expect(pph21Monthly({ ptkpStatus: 'TK/2', gross: 10_454_321 }).tax).toBe(156_814);
  });

  it('below the first threshold there is no tax', () => {
    expect(pph21Monthly({ ptkpStatus: 'TK/0', gross: 5_400_000 })).toEqual({
      category: 'A',
      ratePercent: 0,
      tax: 0,
    });
  });

  describe('no NPWP: 20 % more', () => {
    it('TK/0 on 10,000,000: 200,000 x 120 % = 240,000', () => {
      expect(pph21Monthly({ ptkpStatus: 'TK/0', gross: 10_000_000, hasNpwp: false })).toEqual({
        category: 'A',
        ratePercent: 2,
        tax: 240_000,
      });
    });
    it('floors once, on the exact product', () => {
      // 5,400,399 x 0.25 % x 120 % = 16,201.197 -> 16,201 (flooring 13,500 first would give 16,200)
      expect(pph21Monthly({ ptkpStatus: 'TK/1', gross: 5_400_399, hasNpwp: false }).tax).toBe(
        16_201,
      );
    });
    it('K/2 on 25,000,000: B 9 % = 2,250,000; x 120 % = 2,700,000', () => {
      expect(pph21Monthly({ ptkpStatus: 'K/2', gross: 25_000_000, hasNpwp: false }).tax).toBe(
        2_700_000,
      );
    });
  });

  it('a month with THR: the THR is added to that month gross', () => {
    // salary 8,000,000 + THR 8,000,000 = 16,000,000; A row 15,100,001-16,950,000 = 7 %
    // 16,000,000 x 7 % = 1,120,000
    expect(pph21Monthly({ ptkpStatus: 'TK/0', gross: 16_000_000 }).tax).toBe(1_120_000);
  });

  it('gross includes JKK, JKM and the employer Kesehatan part', () => {
    // wage 10,000,000 in 2024-06: JKK 0.24 % = 24,000; JKM 0.3 % = 30,000; Kes 4 % = 400,000
    // gross = 10,000,000 + 454,000 = 10,454,000 -> A row 10,350,001-10,700,000 = 2.5 %
    // 10,454,000 x 2.5 % = 261,350
    const b = bpjsContributions({ wage: 10_000_000, period: '2024-06' });
    expect(b.taxableEmployerPremiums).toBe(454_000);
    const gross = 10_000_000 + b.taxableEmployerPremiums;
    expect(pph21Monthly({ ptkpStatus: 'TK/0', gross, period: '2024-06' })).toEqual({
      category: 'A',
      ratePercent: 2.5,
      tax: 261_350,
    });
  });

  it('refuses bad input', () => {
    expect(() => pph21Monthly({ ptkpStatus: 'TK/0', gross: -5 })).toThrow(RangeError);
    expect(() => pph21Monthly({ ptkpStatus: 'TK/0', gross: 1, period: '2023-12' })).toThrow(
      RangeError,
    );
  });
});
