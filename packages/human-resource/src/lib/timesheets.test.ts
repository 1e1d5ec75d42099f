import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages } from '../locales/pages/timesheets/id';
import { cutOffText, periodDaysText, periodRange } from './timesheets';

describe('a client’s periods', () => {
  it('run from the day after the cut-off to the cut-off, as the server reckons them', () => {
    expect(periodRange('2026-11', 20)).toEqual({
      start: { month: 10, day: 21 },
      end: { month: 11, day: 20 },
    });
    expect(periodRange('2026-01', 20)).toEqual({
      start: { month: 12, day: 21 },
      end: { month: 1, day: 20 },
    });
    // 31 (or a day past a month's end) makes calendar months; February ends on its last day.
    expect(periodRange('2026-02', 31)).toEqual({
      start: { month: 2, day: 1 },
      end: { month: 2, day: 28 },
    });
    expect(periodRange('2026-03', 30)).toEqual({
      start: { month: 3, day: 1 },
      end: { month: 3, day: 30 },
    });
    expect(periodRange('2026-02', 30)).toEqual({
      start: { month: 1, day: 31 },
      end: { month: 2, day: 28 },
    });
    expect(periodDaysText('2026-11', 20)).toBe('21 Oct – 20 Nov');
  });

  it('are named by their cut-off', () => {
    expect(cutOffText(20)).toBe('21st – 20th');
    expect(cutOffText(1)).toBe('2nd – 1st');
    expect(cutOffText(22)).toBe('23rd – 22nd');
    expect(cutOffText(10)).toBe('11th – 10th');
    expect(cutOffText(31)).toBe('Calendar month');
  });

  it('are named in Indonesian too', () => {
    const english = { locale: i18n.locale, messages: i18n.messages };
    i18n.loadAndActivate({ locale: 'id', messages });
    try {
      expect(cutOffText(20)).toBe('tgl. 21 – tgl. 20');
      expect(cutOffText(31)).toBe('Bulan kalender');
    } finally {
      i18n.loadAndActivate(english);
    }
  });
});
