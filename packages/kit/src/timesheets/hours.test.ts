import { describe, expect, it } from 'vitest';
import { MAX_DAY_MINUTES, minutesFromHours } from './hours';

describe('minutesFromHours', () => {
  it('reads H:MM', () => {
    expect(minutesFromHours('8:30')).toBe(510);
    expect(minutesFromHours('08:05')).toBe(485);
    expect(minutesFromHours(' 7:05 ')).toBe(425);
    expect(minutesFromHours(' 0:00 ')).toBe(0);
    expect(minutesFromHours('24:00')).toBe(MAX_DAY_MINUTES);
  });

  it('reads hours with a decimal point or comma, rounded to whole minutes', () => {
    expect(minutesFromHours('8')).toBe(480);
    expect(minutesFromHours('8.5')).toBe(510);
    expect(minutesFromHours('8,5')).toBe(510);
    expect(minutesFromHours('7.25')).toBe(435);
    expect(minutesFromHours('7.33')).toBe(440);
  });

  it('refuses anything else', () => {
    for (const text of ['', 'eight', '8:5', '8:60', '8:75', '8h30', '-1', '8.', '123', '8:30:00']) {
      expect(minutesFromHours(text)).toBeNull();
    }
  });
});
