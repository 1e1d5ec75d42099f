import { describe, expect, it } from 'vitest';
import { type PtkpStatus, ptkpAmount } from './index';

describe('ptkpAmount', () => {
  // PTKP = 54,000,000 for the taxpayer + 4,500,000 if married + 4,500,000 per dependant (max 3).
  it.each([
    ['TK/0', 54_000_000], // 54.0 M
    ['TK/1', 58_500_000], // 54.0 + 4.5
    ['TK/2', 63_000_000], // 54.0 + 2 x 4.5
    ['TK/3', 67_500_000], // 54.0 + 3 x 4.5
    ['K/0', 58_500_000], // 54.0 + 4.5 (married)
    ['K/1', 63_000_000], // 54.0 + 4.5 + 4.5
    ['K/2', 67_500_000], // 54.0 + 4.5 + 2 x 4.5
    ['K/3', 72_000_000], // 54.0 + 4.5 + 3 x 4.5
  ] as const)('%s is %i a year', (status, amount) => {
    expect(ptkpAmount(status)).toBe(amount);
    expect(ptkpAmount(status, 2024)).toBe(amount);
    expect(ptkpAmount(status, 2016)).toBe(amount);
  });

  it('has no bundled amount before 2016 (PMK 101/2016)', () => {
    expect(() => ptkpAmount('TK/0', 2015)).toThrow(RangeError);
  });

  it('refuses unknown statuses and bad years', () => {
    expect(() => ptkpAmount('K/I/0' as PtkpStatus)).toThrow(RangeError);
    expect(() => ptkpAmount('TK/0', 2024.5)).toThrow(RangeError);
  });
});
