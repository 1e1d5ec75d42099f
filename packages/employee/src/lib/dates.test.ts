import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  contractEndNote,
  currentMonthLabel,
  currentYear,
  daysBetween,
  monthLabel,
  today,
  weekday,
} from './dates';

// 21 Nov 2026, 20:00 UTC is already 22 Nov in Jakarta (UTC+7).
const LATE_EVENING_UTC = new Date('2026-11-21T20:00:00Z');

describe('dates in Jakarta', () => {
  it('reads today and the year in WIB, not in the browser’s zone', () => {
    expect(today(LATE_EVENING_UTC)).toBe('2026-11-22');
    expect(currentYear(new Date('2026-12-31T18:00:00Z'))).toBe(2027);
    expect(currentMonthLabel(LATE_EVENING_UTC)).toBe('November 2026');
    expect(monthLabel('2027-01')).toBe('January 2027');
    expect(monthLabel('2027-13')).toBe('');
  });

  it('counts days and names weekdays', () => {
    expect(daysBetween('2026-11-21', '2027-01-20')).toBe(60);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
    expect(daysBetween('2026-3-1', '2026-02-28')).toBeNull();
    expect(weekday('2026-12-25')).toBe('Friday');
  });

  it('names days and months in the language shown', () => {
    i18n.activate('id');
    expect(weekday('2026-12-25')).toBe('Jumat');
    expect(monthLabel('2026-12')).toBe('Desember 2026');
  });

  it('says when a contract ends within 60 days', () => {
    const now = new Date('2026-11-21T03:00:00Z');
    expect(contractEndNote('2027-01-20', now)?.text).toBe('Ends in 60 days');
    expect(contractEndNote('2027-01-21', now)).toBeNull();
    expect(contractEndNote('2026-11-22', now)?.text).toBe('Ends in 1 day');
    expect(contractEndNote('2026-11-21', now)?.text).toBe('Ends today');
    expect(contractEndNote('2026-11-01', now)).toEqual({ text: 'Ended', ended: true });
    expect(contractEndNote(null, now)).toBeNull();
  });
});
