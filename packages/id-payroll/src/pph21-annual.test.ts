import { describe, expect, it } from 'vitest';
import { type Pph21AnnualMonth, pph21Annual } from './index';

const month = (gross: number, jht: number, jp: number, ter: number): Pph21AnnualMonth => ({
  gross,
  jhtEmployee: jht,
  jpEmployee: jp,
  terWithheld: ter,
});
const repeat = <T>(n: number, x: T): T[] => Array.from({ length: n }, () => x);

describe('pph21Annual', () => {
  it('a full year, December pays the difference', () => {
    // TK/0, gross 10,000,000 a month, JHT 180,000 + JP 90,000, TER A 2 % = 200,000 withheld
    // gross 120,000,000; job expense min(5 % = 6,000,000, 12 x 500,000, 6,000,000) = 6,000,000
    // pension 12 x 270,000 = 3,240,000; neto 110,760,000; PTKP 54,000,000; PKP 56,760,000
    // tax 5 % x 56,760,000 = 2,838,000; withheld Jan-Nov 11 x 200,000 = 2,200,000; Dec 638,000
    const r = pph21Annual({
      year: 2024,
      ptkpStatus: 'TK/0',
      months: repeat(12, month(10_000_000, 180_000, 90_000, 200_000)),
    });
    expect(r).toEqual({
      grossYear: 120_000_000,
      jobExpense: 6_000_000,
      pensionDeductions: 3_240_000,
      neto: 110_760_000,
      ptkp: 54_000_000,
      pkp: 56_760_000,
      annualTax: 2_838_000,
      terWithheldBeforeFinal: 2_200_000,
      finalMonthTax: 638_000,
    });
  });

  it('a part-year leaver in June gets a refund', () => {
    // TK/0 leaves end of June: 6 x 10,000,000 = 60,000,000
    // job expense min(5 % = 3,000,000, 6 x 500,000 = 3,000,000) = 3,000,000
    // pension 6 x 270,000 = 1,620,000; neto 55,380,000; PKP 55,380,000 - 54,000,000 = 1,380,000
    // tax 5 % = 69,000 (not annualised); withheld Jan-May 5 x 200,000 = 1,000,000
    // final month 69,000 - 1,000,000 = -931,000 (refund)
    const r = pph21Annual({
      year: 2024,
      ptkpStatus: 'TK/0',
      months: repeat(6, month(10_000_000, 180_000, 90_000, 200_000)),
    });
    expect(r.jobExpense).toBe(3_000_000);
    expect(r.neto).toBe(55_380_000);
    expect(r.pkp).toBe(1_380_000);
    expect(r.annualTax).toBe(69_000);
    expect(r.terWithheldBeforeFinal).toBe(1_000_000);
    expect(r.finalMonthTax).toBe(-931_000);
  });

  it('crosses the 15 % and 25 % brackets', () => {
    // K/1, 30,000,000 a month; TER B 29,350,001-31,450,000 = 12 % -> 3,600,000 withheld
    // gross 360,000,000; job expense 6,000,000; pension 12 x (500,000 + 100,000) = 7,200,000
    // neto 346,800,000; PTKP K/1 63,000,000; PKP 283,800,000
    // tax 60 M x 5 % = 3,000,000 + 190 M x 15 % = 28,500,000 + 33.8 M x 25 % = 8,450,000
    //   = 39,950,000; withheld 11 x 3,600,000 = 39,600,000; December 350,000
    const r = pph21Annual({
      year: 2025,
      ptkpStatus: 'K/1',
      months: repeat(12, month(30_000_000, 500_000, 100_000, 3_600_000)),
    });
    expect(r.pkp).toBe(283_800_000);
    expect(r.annualTax).toBe(39_950_000);
    expect(r.finalMonthTax).toBe(350_000);
  });

  it('applies 30 % and 35 % on very high incomes', () => {
    // TK/0, one month of 6,000,000,000 (e.g. a one-off payment then leaving in January)
    // job expense cap 1 x 500,000; neto 5,999,500,000; PKP 5,945,500,000
    // 60 M x 5 % = 3,000,000; 190 M x 15 % = 28,500,000; 250 M x 25 % = 62,500,000;
    // 4,500 M x 30 % = 1,350,000,000; 945.5 M x 35 % = 330,925,000; total 1,774,925,000
    const r = pph21Annual({
      year: 2024,
      ptkpStatus: 'TK/0',
      months: [month(6_000_000_000, 0, 0, 999)],
    });
    expect(r.pkp).toBe(5_945_500_000);
    expect(r.annualTax).toBe(1_774_925_000);
    expect(r.terWithheldBeforeFinal).toBe(0); // the final month's terWithheld is ignored
    expect(r.finalMonthTax).toBe(1_774_925_000);
  });

  it('floors PKP to the thousand', () => {
    // TK/0, January only, 60,123,456: job expense min(3,006,172, 500,000) = 500,000
    // neto 59,623,456; minus PTKP 54,000,000 = 5,623,456 -> PKP 5,623,000; tax 5 % = 281,150
    const r = pph21Annual({
      year: 2024,
      ptkpStatus: 'TK/0',
      months: [month(60_123_456, 0, 0, 0)],
    });
    expect(r.neto).toBe(59_623_456);
    expect(r.pkp).toBe(5_623_000);
    expect(r.annualTax).toBe(281_150);
  });

  it('job expense is 5 % of gross (floored) below the per-month cap', () => {
    // 3 months, 9,000,019 in all: 5 % = 450,000.95 -> 450,000 (< 3 x 500,000)
    // neto 8,550,019 < PTKP: PKP 0, tax 0; TER withheld 10,000 is refunded
    const r = pph21Annual({
      year: 2024,
      ptkpStatus: 'TK/0',
      months: [
        month(3_000_000, 0, 0, 0),
        month(3_000_000, 0, 0, 10_000),
        month(3_000_019, 0, 0, 0),
      ],
    });
    expect(r.jobExpense).toBe(450_000);
    expect(r.neto).toBe(8_550_019);
    expect(r.pkp).toBe(0);
    expect(r.annualTax).toBe(0);
    expect(r.finalMonthTax).toBe(-10_000);
  });

  it('without NPWP the annual tax is 120 %', () => {
    // as the full year above: 2,838,000 x 120 % = 3,405,600; TER withheld was 240,000 a month
    // December = 3,405,600 - 11 x 240,000 = 765,600
    const r = pph21Annual({
      year: 2024,
      ptkpStatus: 'TK/0',
      months: repeat(12, month(10_000_000, 180_000, 90_000, 240_000)),
      hasNpwp: false,
    });
    expect(r.annualTax).toBe(3_405_600);
    expect(r.finalMonthTax).toBe(765_600);
  });

  it('uses the PTKP of the status', () => {
    // K/3: PTKP 72,000,000; same pay as the full year: neto 110,760,000; PKP 38,760,000
    // tax 5 % = 1,938,000; TER C 9,800,001-10,950,000 = 1.5 % -> 150,000 a month withheld
    // 11 x 150,000 = 1,650,000; December 1,938,000 - 1,650,000 = 288,000
    const r = pph21Annual({
      year: 2024,
      ptkpStatus: 'K/3',
      months: repeat(12, month(10_000_000, 180_000, 90_000, 150_000)),
    });
    expect(r.ptkp).toBe(72_000_000);
    expect(r.pkp).toBe(38_760_000);
    expect(r.annualTax).toBe(1_938_000);
    expect(r.finalMonthTax).toBe(288_000);
  });

  it('refuses bad input', () => {
    const m = month(1, 0, 0, 0);
    expect(() => pph21Annual({ year: 2024, ptkpStatus: 'TK/0', months: [] })).toThrow(RangeError);
    expect(() => pph21Annual({ year: 2024, ptkpStatus: 'TK/0', months: repeat(13, m) })).toThrow(
      RangeError,
    );
    expect(() =>
      pph21Annual({ year: 2024, ptkpStatus: 'TK/0', months: [month(-1, 0, 0, 0)] }),
    ).toThrow(RangeError);
    // no job-expense rule of PMK 168/2023 bundled before 2024
    expect(() => pph21Annual({ year: 2023, ptkpStatus: 'TK/0', months: [m] })).toThrow(RangeError);
  });
});
