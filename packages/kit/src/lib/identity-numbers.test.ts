import { describe, expect, it } from 'vitest';
import { formatNpwp, isValidNik, isValidNpwp, normalizeNpwp } from './identity-numbers';

describe('NPWP', () => {
  it('reads 15 digits with dots and a dash, and leaves 16 digits as typed', () => {
    expect(formatNpwp('012345678901000')).toBe('01.234.567.8-901.000');
    expect(formatNpwp('3174012345678901')).toBe('3174012345678901');
    expect(formatNpwp(null)).toBe('');
  });

  it('sends digits only, or null when empty, and accepts 15 or 16 digits', () => {
    expect(normalizeNpwp('01.234.567.8-901.000')).toBe('012345678901000');
    expect(normalizeNpwp('  ')).toBeNull();
    expect(isValidNpwp('01.234.567.8-901.000')).toBe(true);
    expect(isValidNpwp('')).toBe(true);
    expect(isValidNpwp('1234')).toBe(false);
  });
});

describe('NIK', () => {
  it('takes 16 digits, with spaces, dots or dashes between them', () => {
    expect(isValidNik('3174 0123 4567 8901')).toBe(true);
    expect(isValidNik('317401234567890')).toBe(false);
    expect(isValidNik('31740123456789AB')).toBe(false);
  });
});
