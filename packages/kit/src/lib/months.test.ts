import { describe, expect, it } from 'vitest';
import { isMonth, minutesBetween, shiftMonth, thisMonthInJakarta, workedHoursText } from './months';

describe('months and hours', () => {
  it('shifts months across years and reads this month in Jakarta', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-11', -14)).toBe('2025-09');
    // 31 Dec 2026, 18:30 UTC is already 1 Jan 2027 in Jakarta.
    expect(thisMonthInJakarta(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01');
    expect(isMonth('2026-12')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
  });

  it('writes minutes worked as hours and minutes', () => {
    expect(workedHoursText(0)).toBe('0 min');
    expect(workedHoursText(45)).toBe('45 min');
    expect(workedHoursText(540)).toBe('9 h');
    expect(workedHoursText(555)).toBe('9 h 15 min');
    expect(workedHoursText(75_000)).toBe('1.250 h');
    expect(minutesBetween('2026-11-24T01:00:00Z', '2026-11-24T10:15:59Z')).toBe(555);
  });
});
