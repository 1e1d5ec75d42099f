import { describe, expect, it } from 'vitest';
import { type PtkpStatus, pph21Monthly, type TerCategory, terCategory, terRate } from './index';

/**
 * The TER tables of PP 58/2023 as printed, in the reference file's format
 * [lower inclusive, upper inclusive or null, rate in percent]. This is a second, independent
 * transcription: the implementation holds rates in basis points.
 */
const PRINTED: Record<TerCategory, [number, number | null, number][]> = {
  A: [
    [0, 5_400_000, 0],
    [5_400_001, 5_650_000, 0.25],
    [5_650_001, 5_950_000, 0.5],
    [5_950_001, 6_300_000, 0.75],
    [6_300_001, 6_750_000, 1],
    [6_750_001, 7_500_000, 1.25],
    [7_500_001, 8_550_000, 1.5],
    [8_550_001, 9_650_000, 1.75],
    [9_650_001, 10_050_000, 2],
    [10_050_001, 10_350_000, 2.25],
    [10_350_001, 10_700_000, 2.5],
    [10_700_001, 11_050_000, 3],
    [11_050_001, 11_600_000, 3.5],
    [11_600_001, 12_500_000, 4],
    [12_500_001, 13_750_000, 5],
    [13_750_001, 15_100_000, 6],
    [15_100_001, 16_950_000, 7],
    [16_950_001, 19_750_000, 8],
    [19_750_001, 24_150_000, 9],
    [24_150_001, 26_450_000, 10],
    [26_450_001, 28_000_000, 11],
    [28_000_001, 30_050_000, 12],
    [30_050_001, 32_400_000, 13],
    [32_400_001, 35_400_000, 14],
    [35_400_001, 39_100_000, 15],
    [39_100_001, 43_850_000, 16],
    [43_850_001, 47_800_000, 17],
    [47_800_001, 51_400_000, 18],
    [51_400_001, 56_300_000, 19],
    [56_300_001, 62_200_000, 20],
    [62_200_001, 68_600_000, 21],
    [68_600_001, 77_500_000, 22],
    [77_500_001, 89_000_000, 23],
    [89_000_001, 103_000_000, 24],
    [103_000_001, 125_000_000, 25],
    [125_000_001, 157_000_000, 26],
    [157_000_001, 206_000_000, 27],
    [206_000_001, 337_000_000, 28],
    [337_000_001, 454_000_000, 29],
    [454_000_001, 550_000_000, 30],
    [550_000_001, 695_000_000, 31],
    [695_000_001, 910_000_000, 32],
    [910_000_001, 1_400_000_000, 33],
    [1_400_000_001, null, 34],
  ],
  B: [
    [0, 6_200_000, 0],
    [6_200_001, 6_500_000, 0.25],
    [6_500_001, 6_850_000, 0.5],
    [6_850_001, 7_300_000, 0.75],
    [7_300_001, 9_200_000, 1],
    [9_200_001, 10_750_000, 1.5],
    [10_750_001, 11_250_000, 2],
    [11_250_001, 11_600_000, 2.5],
    [11_600_001, 12_600_000, 3],
    [12_600_001, 13_600_000, 4],
    [13_600_001, 14_950_000, 5],
    [14_950_001, 16_400_000, 6],
    [16_400_001, 18_450_000, 7],
    [18_450_001, 21_850_000, 8],
    [21_850_001, 26_000_000, 9],
    [26_000_001, 27_700_000, 10],
    [27_700_001, 29_350_000, 11],
    [29_350_001, 31_450_000, 12],
    [31_450_001, 33_950_000, 13],
    [33_950_001, 37_100_000, 14],
    [37_100_001, 41_100_000, 15],
    [41_100_001, 45_800_000, 16],
    [45_800_001, 49_500_000, 17],
    [49_500_001, 53_800_000, 18],
    [53_800_001, 58_500_000, 19],
    [58_500_001, 64_000_000, 20],
    [64_000_001, 71_000_000, 21],
    [71_000_001, 80_000_000, 22],
    [80_000_001, 93_000_000, 23],
    [93_000_001, 109_000_000, 24],
    [109_000_001, 129_000_000, 25],
    [129_000_001, 163_000_000, 26],
    [163_000_001, 211_000_000, 27],
    [211_000_001, 374_000_000, 28],
    [374_000_001, 459_000_000, 29],
    [459_000_001, 555_000_000, 30],
    [555_000_001, 704_000_000, 31],
    [704_000_001, 957_000_000, 32],
    [957_000_001, 1_405_000_000, 33],
    [1_405_000_001, null, 34],
  ],
  C: [
    [0, 6_600_000, 0],
    [6_600_001, 6_950_000, 0.25],
    [6_950_001, 7_350_000, 0.5],
    [7_350_001, 7_800_000, 0.75],
    [7_800_001, 8_850_000, 1],
    [8_850_001, 9_800_000, 1.25],
    [9_800_001, 10_950_000, 1.5],
    [10_950_001, 11_200_000, 1.75],
    [11_200_001, 12_050_000, 2],
    [12_050_001, 12_950_000, 3],
    [12_950_001, 14_150_000, 4],
    [14_150_001, 15_550_000, 5],
    [15_550_001, 17_050_000, 6],
    [17_050_001, 19_500_000, 7],
    [19_500_001, 22_700_000, 8],
    [22_700_001, 26_600_000, 9],
    [26_600_001, 28_100_000, 10],
    [28_100_001, 30_100_000, 11],
    [30_100_001, 32_600_000, 12],
    [32_600_001, 35_400_000, 13],
    [35_400_001, 38_900_000, 14],
    [38_900_001, 43_000_000, 15],
    [43_000_001, 47_400_000, 16],
    [47_400_001, 51_200_000, 17],
    [51_200_001, 55_800_000, 18],
    [55_800_001, 60_400_000, 19],
    [60_400_001, 66_700_000, 20],
    [66_700_001, 74_500_000, 21],
    [74_500_001, 83_200_000, 22],
    [83_200_001, 95_600_000, 23],
    [95_600_001, 110_000_000, 24],
    [110_000_001, 134_000_000, 25],
    [134_000_001, 169_000_000, 26],
    [169_000_001, 221_000_000, 27],
    [221_000_001, 390_000_000, 28],
    [390_000_001, 463_000_000, 29],
    [463_000_001, 561_000_000, 30],
    [561_000_001, 709_000_000, 31],
    [709_000_001, 965_000_000, 32],
    [965_000_001, 1_419_000_000, 33],
    [1_419_000_001, null, 34],
  ],
};

/** A status of each category, to go through pph21Monthly as well. */
const STATUS_OF: Record<TerCategory, PtkpStatus> = { A: 'TK/0', B: 'K/1', C: 'K/3' };

/** tax = floor(gross x rate%) in integers: rate% in hundredths, so divide by 10,000. */
function expectedTax(gross: number, ratePercent: number): number {
  const hundredths = Math.round(ratePercent * 100);
  const product = gross * hundredths;
  return (product - (product % 10_000)) / 10_000;
}

describe('TER table shapes', () => {
  it.each(['A', 'B', 'C'] as const)('table %s is contiguous from 0 to open-ended', (c) => {
    const rows = PRINTED[c];
    expect(rows[0]?.[0]).toBe(0);
    expect(rows.at(-1)?.[1]).toBeNull();
    for (let i = 1; i < rows.length; i++) expect(rows[i]?.[0]).toBe((rows[i - 1]?.[1] ?? 0) + 1);
  });
  it('row counts are 44, 40 and 41', () => {
    expect([PRINTED.A.length, PRINTED.B.length, PRINTED.C.length]).toEqual([44, 40, 41]);
  });
});

for (const category of ['A', 'B', 'C'] as const) {
  const rows = PRINTED[category];
  const boundaries = rows.slice(0, -1).map(([, upper], i) => ({
    upper: upper as number,
    rate: rows[i]![2],
    nextRate: rows[i + 1]![2],
  }));
  describe(`TER ${category} boundaries (inclusive upper bound, and one rupiah above)`, () => {
    it.each(boundaries)(
      '$upper at $rate %, $upper + 1 at $nextRate %',
      ({ upper, rate, nextRate }) => {
        expect(terRate(category, upper)).toBe(rate);
        expect(terRate(category, upper + 1)).toBe(nextRate);
        expect(terRate(category, upper, '2024-01')).toBe(rate);
        const status = STATUS_OF[category];
        expect(pph21Monthly({ ptkpStatus: status, gross: upper })).toEqual({
          category,
          ratePercent: rate,
          tax: expectedTax(upper, rate),
        });
        expect(pph21Monthly({ ptkpStatus: status, gross: upper + 1, period: '2026-12' })).toEqual({
          category,
          ratePercent: nextRate,
          tax: expectedTax(upper + 1, nextRate),
        });
      },
    );
  });
}

describe('TER spot checks from articles', () => {
  it('A: 20,000,000 is 9 %, 10,000,000 is 2 %, 15,000,000 is 6 %', () => {
    expect(terRate('A', 20_000_000)).toBe(9);
    expect(terRate('A', 10_000_000)).toBe(2);
    expect(terRate('A', 15_000_000)).toBe(6);
  });
  it('B: 10,454,000 is 1.5 %', () => {
    expect(terRate('B', 10_454_000)).toBe(1.5);
  });
  it('C: 9,000,000 is 1.25 %, zero gross is 0 %', () => {
    expect(terRate('C', 9_000_000)).toBe(1.25);
    expect(terRate('C', 0)).toBe(0);
  });
  it('top rows: 34 % above 1.4 B (A), 1.405 B (B), 1.419 B (C)', () => {
    expect(terRate('A', 5_000_000_000)).toBe(34);
    expect(terRate('B', 1_405_000_001)).toBe(34);
    expect(terRate('C', 1_419_000_000)).toBe(33);
  });
});

describe('TER categories', () => {
  it.each([
    ['TK/0', 'A'],
    ['TK/1', 'A'],
    ['K/0', 'A'],
    ['TK/2', 'B'],
    ['TK/3', 'B'],
    ['K/1', 'B'],
    ['K/2', 'B'],
    ['K/3', 'C'],
  ] as const)('%s is category %s', (status, category) => {
    expect(terCategory(status)).toBe(category);
  });
});

describe('TER input checks', () => {
  it('refuses periods before the TER regime (January 2024)', () => {
    expect(() => terRate('A', 10_000_000, '2023-12')).toThrow(RangeError);
  });
  it('refuses malformed periods, negative and fractional amounts', () => {
    expect(() => terRate('A', 10_000_000, '2024-13')).toThrow(RangeError);
    expect(() => terRate('A', 10_000_000, '2024-1')).toThrow(RangeError);
    expect(() => terRate('A', -1)).toThrow(RangeError);
    expect(() => terRate('A', 5_400_000.5)).toThrow(RangeError);
  });
  it('refuses an unknown status or category', () => {
    expect(() => terCategory('K/4' as PtkpStatus)).toThrow(RangeError);
    expect(() => terRate('D' as TerCategory, 1)).toThrow(RangeError);
  });
});
