import { describe, expect, it } from 'vitest';
import { addDays, calendarRange, daysBetween, interviewEnd, isDay, shiftView } from './calendar';

describe('the interview calendar’s days', () => {
  it('knows a real day from text that only looks like one', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-12-3')).toBe(false);
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-30', '2026-12-03')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
  });

  it('shows the Monday-to-Sunday week or the whole month of a day, and pages by them', () => {
    expect(calendarRange('week', '2026-12-06')).toEqual({ from: '2026-11-30', to: '2026-12-07' });
    expect(calendarRange('month', '2026-12-17')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
    expect(shiftView('week', '2026-12-03', 1)).toBe('2026-12-07');
    expect(shiftView('month', '2026-12-17', -12)).toBe('2025-12-01');
  });

  it('ends an interview its length after it starts', () => {
    expect(
      interviewEnd({ startsAt: '2026-12-08T16:30:00.000Z', durationMinutes: 90 }).toISOString(),
    ).toBe('2026-12-08T18:00:00.000Z');
  });
});
