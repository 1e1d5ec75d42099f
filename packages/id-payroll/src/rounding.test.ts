import { describe, expect, it } from 'vitest';
import { decimalRatio, floorDiv, mulDiv, roundHalfUpDiv } from './rounding';

describe('rounding helpers', () => {
  it('floorDiv floors, also for negatives and BigInt', () => {
    expect(floorDiv(7, 2)).toBe(3);
    expect(floorDiv(-7, 2)).toBe(-4);
    expect(floorDiv(6, 3)).toBe(2);
    expect(floorDiv(10n ** 20n + 5n, 10n ** 5n)).toBe(1_000_000_000_000_000);
  });
  it('roundHalfUpDiv rounds .5 up', () => {
    expect(roundHalfUpDiv(5, 2)).toBe(3); // 2.5
    expect(roundHalfUpDiv(7, 4)).toBe(2); // 1.75
    expect(roundHalfUpDiv(5, 4)).toBe(1); // 1.25
    expect(roundHalfUpDiv(2n ** 60n + 1n, 2n ** 10n)).toBe(2 ** 50); // 2^50 + 1/1024
  });
  it('mulDiv is exact beyond 2^53', () => {
    // 9,007,199,254,740,991 x 3 / 3 overflows doubles in the middle but not in BigInt
    expect(mulDiv(Number.MAX_SAFE_INTEGER, 3, 3, 'floor')).toBe(Number.MAX_SAFE_INTEGER);
    expect(mulDiv(3_000_000_000_000, 3400, 10_000, 'floor')).toBe(1_020_000_000_000);
    expect(() => mulDiv(Number.MAX_SAFE_INTEGER, 2, 1, 'floor')).toThrow(RangeError);
  });
  it('decimalRatio keeps numbers as written', () => {
    expect(decimalRatio(0.445, 'x')).toEqual({ n: 445n, d: 1000n });
    expect(decimalRatio(12, 'x')).toEqual({ n: 12n, d: 1n });
    expect(decimalRatio(1e-7, 'x')).toEqual({ n: 1n, d: 10_000_000n });
    expect(decimalRatio(1e21, 'x')).toEqual({ n: 10n ** 21n, d: 1n });
    expect(() => decimalRatio(Number.NaN, 'x')).toThrow(RangeError);
    expect(() => decimalRatio(Number.POSITIVE_INFINITY, 'x')).toThrow(RangeError);
  });
});
