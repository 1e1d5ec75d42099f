import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bpjsContributions,
  overtimePay,
  type PtkpStatus,
  pph21Annual,
  pph21Monthly,
  severance,
  type TerminationReason,
  thr,
} from './index';

const statuses: PtkpStatus[] = ['TK/0', 'TK/1', 'TK/2', 'TK/3', 'K/0', 'K/1', 'K/2', 'K/3'];
const status = fc.constantFrom(...statuses);
const gross = fc.integer({ min: 0, max: 2_000_000_000 });
const period = fc
  .tuple(fc.integer({ min: 2024, max: 2030 }), fc.integer({ min: 1, max: 12 }))
  .map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`);

describe('properties', () => {
  it('monthly tax is never negative and is exactly floor(gross x rate)', () => {
    fc.assert(
      fc.property(status, gross, fc.boolean(), period, (ptkpStatus, g, hasNpwp, p) => {
        const r = pph21Monthly({ ptkpStatus, gross: g, hasNpwp, period: p });
        expect(r.tax).toBeGreaterThanOrEqual(0);
        expect(Number.isSafeInteger(r.tax)).toBe(true);
        const bp = BigInt(Math.round(r.ratePercent * 100));
        const exact = hasNpwp
          ? (BigInt(g) * bp) / 10_000n
          : (BigInt(g) * bp * 12_000n) / 100_000_000n;
        expect(r.tax).toBe(Number(exact));
      }),
      { numRuns: 2000 },
    );
  });

  it('monthly tax is monotone in gross within a category', () => {
    fc.assert(
      fc.property(status, gross, gross, fc.boolean(), (ptkpStatus, a, b, hasNpwp) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const tLo = pph21Monthly({ ptkpStatus, gross: lo, hasNpwp });
        const tHi = pph21Monthly({ ptkpStatus, gross: hi, hasNpwp });
        expect(tLo.tax).toBeLessThanOrEqual(tHi.tax);
        expect(tLo.ratePercent).toBeLessThanOrEqual(tHi.ratePercent);
      }),
      { numRuns: 2000 },
    );
  });

  it('monthly tax is monotone near the TER boundaries too', () => {
    // walk up through every rupiah of a window around a random point below 30 M
    fc.assert(
      fc.property(status, fc.integer({ min: 0, max: 30_000_000 }), (ptkpStatus, start) => {
        let prev = -1;
        for (let g = start; g < start + 50; g++) {
          const { tax } = pph21Monthly({ ptkpStatus, gross: g });
          expect(tax).toBeGreaterThanOrEqual(prev);
          prev = tax;
        }
      }),
      { numRuns: 200 },
    );
  });

  const month = fc.record({
    gross: fc.integer({ min: 0, max: 500_000_000 }),
    jhtEmployee: fc.integer({ min: 0, max: 1_000_000 }),
    jpEmployee: fc.integer({ min: 0, max: 120_000 }),
    terWithheld: fc.integer({ min: 0, max: 150_000_000 }),
  });

  it('finalMonthTax + terWithheldBeforeFinal === annualTax', () => {
    fc.assert(
      fc.property(
        status,
        fc.array(month, { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        fc.integer({ min: 2024, max: 2030 }),
        (ptkpStatus, months, hasNpwp, year) => {
          const r = pph21Annual({ year, ptkpStatus, months, hasNpwp });
          expect(r.finalMonthTax + r.terWithheldBeforeFinal).toBe(r.annualTax);
          expect(r.annualTax).toBeGreaterThanOrEqual(0);
          expect(r.pkp % 1000).toBe(0);
          expect(r.neto).toBe(r.grossYear - r.jobExpense - r.pensionDeductions);
          expect(r.jobExpense).toBeLessThanOrEqual(Math.min(500_000 * months.length, 6_000_000));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('BPJS totals are the sums of their parts and never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000_000 }),
        period,
        fc.constantFrom(0.24, 0.54, 0.89, 1.27, 1.74, 0.12, 0.445),
        fc.integer({ min: 0, max: 6_000_000 }),
        (wage, p, jkkRatePercent, kesehatanFloor) => {
          const r = bpjsContributions({ wage, period: p, jkkRatePercent, kesehatanFloor });
          expect(r.taxableEmployerPremiums).toBe(
            r.jkk.employer + r.jkm.employer + r.kesehatan.employer,
          );
          expect(r.employeeDeductions).toBe(r.kesehatan.employee + r.jht.employee + r.jp.employee);
          expect(r.kesehatan.employee).toBeLessThanOrEqual(120_000);
          expect(r.jp.employee).toBeLessThanOrEqual(110_863);
          for (const v of [r.jht.employer, r.jp.employer, r.kesehatan.employer, r.jkk.employer]) {
            expect(v).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('overtime pay grows with the hours worked', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom('workday', 'restday', 'holiday' as const),
        fc.constantFrom(5 as const, 6 as const),
        (monthlyWage, dayType, workWeek) => {
          let prev = -1;
          const max = dayType === 'workday' ? 4 : workWeek === 5 ? 12 : 11;
          for (let hours = 0; hours <= max; hours++) {
            const pay = overtimePay({ monthlyWage, hours, dayType, workWeek });
            expect(pay).toBeGreaterThanOrEqual(prev);
            prev = pay;
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('severance total is the sum of its parts; THR never exceeds a month', () => {
    const reasons: TerminationReason[] = ['merger', 'bankruptcy', 'retirement', 'resignation'];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000_000 }),
        fc.integer({ min: 0, max: 40 }),
        fc.constantFrom(...reasons),
        fc.integer({ min: 0, max: 24 }),
        (monthlyWage, serviceYears, reason, leave) => {
          const r = severance({ monthlyWage, serviceYears, reason, unusedLeaveDays: leave });
          expect(r.total).toBe(r.pesangon + r.upmk + r.uph);
          expect(thr({ monthlyWage, monthsOfService: leave })).toBeLessThanOrEqual(monthlyWage);
        },
      ),
      { numRuns: 500 },
    );
  });
});
