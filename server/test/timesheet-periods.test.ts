import { describe, expect, it } from 'vitest';
import { periodOf, periodRange, shiftPeriod } from '../src/timesheets/period.js';

describe('timesheet periods', () => {
  it('runs from the day after the cut-off to the cut-off', () => {
    expect(periodRange('2026-11', 20)).toEqual({ start: '2026-10-21', end: '2026-11-20' });
    expect(periodRange('2026-01', 20)).toEqual({ start: '2025-12-21', end: '2026-01-20' });
  });

  it('is the calendar month with a cut-off at the month end', () => {
    expect(periodRange('2026-02', 31)).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(periodRange('2026-03', 31)).toEqual({ start: '2026-03-01', end: '2026-03-31' });
  });

  it('clips a cut-off of 30 to February without a gap or an overlap', () => {
    expect(periodRange('2026-02', 30)).toEqual({ start: '2026-01-31', end: '2026-02-28' });
    expect(periodRange('2026-03', 30)).toEqual({ start: '2026-03-01', end: '2026-03-30' });
  });

  it('finds the period of a date', () => {
    expect(periodOf('2026-11-20', 20)).toBe('2026-11');
    expect(periodOf('2026-11-21', 20)).toBe('2026-12');
    expect(periodOf('2026-12-25', 20)).toBe('2027-01');
    expect(periodOf('2026-12-31', 31)).toBe('2026-12');
  });

  it('steps across years', () => {
    expect(shiftPeriod('2026-12', 1)).toBe('2027-01');
    expect(shiftPeriod('2026-01', -1)).toBe('2025-12');
  });
});
