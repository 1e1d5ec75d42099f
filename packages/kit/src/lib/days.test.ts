import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as indonesian } from '../locales/id';
import { dayLabel } from './days';

describe('dayLabel', () => {
  it('names a day with its weekday, long or short', () => {
    expect(dayLabel('2026-11-03')).toBe('Tuesday, 3 Nov 2026');
    expect(dayLabel('2026-10-21', 'short')).toBe('Wed, 21 Oct 2026');
    expect(dayLabel('2026-12-25', 'long')).toBe('Friday, 25 Dec 2026');
  });

  it('names it in the language shown', () => {
    const english = { locale: i18n.locale, messages: i18n.messages };
    i18n.loadAndActivate({ locale: 'id', messages: indonesian });
    try {
      expect(dayLabel('2026-11-03')).toBe('Selasa, 3 Nov 2026');
      expect(dayLabel('2026-12-25', 'short')).toBe('Jum, 25 Des 2026');
    } finally {
      i18n.loadAndActivate(english);
    }
  });
});
