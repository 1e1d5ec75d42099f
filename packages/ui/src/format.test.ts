import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatMonthYear,
  formatNumber,
  formatTime,
  toBusinessDate,
  weekdayName,
} from './format';

describe('formatMoney', () => {
  it('shows rupiah with dots for thousands and no decimals', () => {
    expect(formatMoney(1500000)).toBe('Rp 1.500.000');
    expect(formatMoney(5000000)).toBe('Rp 5.000.000');
    expect(formatMoney(999)).toBe('Rp 999');
    expect(formatMoney(28901.734104, { decimals: 2 })).toBe('Rp 28.901,73');
    expect(formatMoney(-0.001, { decimals: 2 })).toBe('Rp 0,00');
  });

  it('shows zero as Rp 0', () => {
    expect(formatMoney(0)).toBe('Rp 0');
    expect(formatMoney(-0)).toBe('Rp 0');
  });

  it('puts the minus sign before Rp', () => {
    expect(formatMoney(-1500000)).toBe('-Rp 1.500.000');
    expect(formatMoney(-1)).toBe('-Rp 1');
  });

  it('handles large amounts, bigints and integer strings exactly', () => {
    expect(formatMoney(1_250_000_000_000)).toBe('Rp 1.250.000.000.000');
    expect(formatMoney(123456789012345678901n)).toBe('Rp 123.456.789.012.345.678.901');
    expect(formatMoney('-2500000')).toBe('-Rp 2.500.000');
  });

  it('rounds fractions to whole rupiah and returns empty for garbage', () => {
    expect(formatMoney(1499.6)).toBe('Rp 1.500');
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney('abc')).toBe('');
  });
});

describe('formatNumber', () => {
  it('groups thousands with dots and uses a comma for decimals', () => {
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(2.5, { decimals: 2 })).toBe('2,50');
    expect(formatNumber(-42)).toBe('-42');
  });
});

describe('formatDate', () => {
  it('shows a date-only string as that day, whatever the time zone', () => {
    expect(formatDate('2026-11-21')).toBe('21 Nov 2026');
    expect(formatDate('2026-01-01')).toBe('1 Jan 2026');
    expect(formatDate('2026-12-31')).toBe('31 Dec 2026');
  });

  it('uses English short month names', () => {
    const months = Array.from(
      { length: 12 },
      (_, i) => formatDate(`2026-${String(i + 1).padStart(2, '0')}-15`).split(' ')[1],
    );
    expect(months).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
  });

  it('shows an instant as its day in Jakarta: 18:00Z is already the next day in WIB', () => {
    expect(formatDate(new Date('2026-11-20T18:00:00Z'))).toBe('21 Nov 2026');
    expect(formatDate('2026-11-20T16:59:00Z')).toBe('20 Nov 2026');
    expect(formatDate(Date.UTC(2026, 11, 31, 17, 0))).toBe('1 Jan 2027');
  });

  it('returns an empty string for invalid input', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2026-13-01')).toBe('');
  });
});

describe('formatDateTime and formatTime', () => {
  it('shows a 24-hour WIB time after the date', () => {
    expect(formatDateTime(new Date('2026-11-21T07:05:00Z'))).toBe('21 Nov 2026, 14:05');
    expect(formatDateTime('2026-11-20T18:00:00Z')).toBe('21 Nov 2026, 01:00');
    expect(formatDateTime('2026-11-21T17:00:00+07:00')).toBe('21 Nov 2026, 17:00');
    expect(formatTime('2026-11-21T16:30:00Z')).toBe('23:30');
  });

  it('shows midnight as 00:00, not 24:00', () => {
    expect(formatDateTime('2026-11-20T17:00:00Z')).toBe('21 Nov 2026, 00:00');
  });
});

describe('toBusinessDate', () => {
  it('gives the Jakarta calendar day as YYYY-MM-DD', () => {
    expect(toBusinessDate(new Date('2026-11-20T18:00:00Z'))).toBe('2026-11-21');
    expect(toBusinessDate('2026-02-03')).toBe('2026-02-03');
  });
});

describe('names follow the language shown', () => {
  afterEach(() => {
    i18n.activate('en');
  });

  it('writes Indonesian month and day names, money the same in both', () => {
    i18n.loadAndActivate({ locale: 'id', messages: {} });
    expect(formatDate('2026-12-07')).toBe('7 Des 2026');
    expect(formatDate('2026-05-01')).toBe('1 Mei 2026');
    expect(formatMonthYear('2026-08-01')).toBe('Agustus 2026');
    expect(weekdayName(1, 'long')).toBe('Senin');
    expect(formatMoney(5000000)).toBe('Rp 5.000.000');
    i18n.activate('en');
    expect(formatDate('2026-12-07')).toBe('7 Dec 2026');
    expect(formatDate('2026-09-21')).toBe('21 Sep 2026');
    expect(weekdayName(0)).toBe('Sun');
  });
});
