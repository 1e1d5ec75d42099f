import { describe, expect, it } from 'vitest';
import { composeNik, nikProblem } from '../src/people/nik.js';
import { OFFICIAL_HOLIDAYS } from '../src/people/official-holidays.js';
import { type CalendarDay, countWorkingDays } from '../src/people/working-days.js';
import {
  addDays,
  dayNumber,
  isCalendarDate,
  todayInJakarta,
  weekdayOf,
} from '../src/shared/business-dates.js';

const holiday = (date: string, name = 'Holiday'): CalendarDay => ({ date, name, kind: 'national' });

describe('working days', () => {
  it('Fri 2026-01-02 to Tue 2026-01-06, 5-day week, Mon 2026-01-05 a holiday: 2 days', () => {
    const result = countWorkingDays({
      from: '2026-01-02',
      to: '2026-01-06',
      workWeek: 5,
      calendar: [holiday('2026-01-05', 'Test holiday')],
    });
    expect(result).toEqual({
      workingDays: 2,
      dates: ['2026-01-02', '2026-01-06'],
      skipped: [{ date: '2026-01-05', reason: 'Test holiday', kind: 'national' }],
    });
  });

  it('counts Saturdays on a 6-day week and never Sundays', () => {
    // Mon 2026-02-02 .. Sun 2026-02-08: 5 on a 5-day week, 6 on a 6-day week.
    const week = { from: '2026-02-02', to: '2026-02-08', calendar: [] };
    expect(countWorkingDays({ ...week, workWeek: 5 }).workingDays).toBe(5);
    const six = countWorkingDays({ ...week, workWeek: 6 });
    expect(six.workingDays).toBe(6);
    expect(six.dates.at(-1)).toBe('2026-02-07');
  });

  it('a holiday on a weekend is not listed as skipped; one on a Saturday counts on a 6-day week', () => {
    // Sat 2025-03-29 Nyepi.
    const nyepi = [holiday('2025-03-29', 'Nyepi')];
    const five = countWorkingDays({
      from: '2025-03-29',
      to: '2025-03-30',
      workWeek: 5,
      calendar: nyepi,
    });
    expect(five).toEqual({ workingDays: 0, dates: [], skipped: [] });
    const six = countWorkingDays({
      from: '2025-03-29',
      to: '2025-03-30',
      workWeek: 6,
      calendar: nyepi,
    });
    expect(six.skipped).toEqual([{ date: '2025-03-29', reason: 'Nyepi', kind: 'national' }]);
  });

  it("takes off cuti bersama and the client's holidays, adds the client's working days", () => {
    const calendar: CalendarDay[] = [
      { date: '2026-03-20', name: 'Cuti bersama Idul Fitri', kind: 'collective-leave' },
      { date: '2026-03-17', name: 'Client anniversary', kind: 'client-holiday' },
      { date: '2026-03-14', name: 'Stock count', kind: 'client-working-day' }, // a Saturday
      { date: '2026-03-16', name: 'Gathering', kind: 'company-event' }, // shown only
    ];
    // Mon 2026-03-09 .. Fri 2026-03-20: 10 weekdays - 2 off + 1 Saturday worked.
    const result = countWorkingDays({
      from: '2026-03-09',
      to: '2026-03-20',
      workWeek: 5,
      calendar,
    });
    expect(result.workingDays).toBe(9);
    expect(result.dates).toContain('2026-03-14');
    expect(result.dates).toContain('2026-03-16');
    expect(result.skipped.map((s) => s.date)).toEqual(['2026-03-17', '2026-03-20']);
  });

  it('a client working day wins over cuti bersama on the same date', () => {
    const result = countWorkingDays({
      from: '2026-12-24',
      to: '2026-12-24',
      workWeek: 5,
      calendar: [
        { date: '2026-12-24', name: 'Cuti bersama Natal', kind: 'collective-leave' },
        { date: '2026-12-24', name: 'Year-end closing', kind: 'client-working-day' },
      ],
    });
    expect(result.dates).toEqual(['2026-12-24']);
  });

  it('counts the whole of March 2026 with the official calendar: 17 days', () => {
    const result = countWorkingDays({
      from: '2026-03-01',
      to: '2026-03-31',
      workWeek: 5,
      calendar: OFFICIAL_HOLIDAYS[2026]!,
    });
    // 22 weekdays minus 18, 19, 20, 23 and 24 March.
    expect(result.workingDays).toBe(17);
    expect(result.skipped.map((s) => s.date)).toEqual([
      '2026-03-18',
      '2026-03-19',
      '2026-03-20',
      '2026-03-23',
      '2026-03-24',
    ]);
  });

  it('one day, a leap day, and ranges across years', () => {
    expect(
      countWorkingDays({ from: '2028-02-29', to: '2028-02-29', workWeek: 5, calendar: [] }).dates,
    ).toEqual(['2028-02-29']);
    // Wed 2025-12-31 .. Fri 2026-01-02 with New Year: 2 days.
    const result = countWorkingDays({
      from: '2025-12-31',
      to: '2026-01-02',
      workWeek: 5,
      calendar: OFFICIAL_HOLIDAYS[2026]!,
    });
    expect(result.dates).toEqual(['2025-12-31', '2026-01-02']);
  });

  it('refuses a range that ends before it starts', () => {
    expect(() =>
      countWorkingDays({ from: '2026-01-02', to: '2026-01-01', workWeek: 5, calendar: [] }),
    ).toThrow(RangeError);
  });
});

describe('calendar dates', () => {
  it('knows weekdays and real dates without a time zone', () => {
    expect(weekdayOf(dayNumber('2026-01-02'))).toBe(5); // Friday
    expect(weekdayOf(dayNumber('1969-12-31'))).toBe(3); // Wednesday
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    // 17:30 UTC on 31 December is already 1 January in Jakarta.
    expect(todayInJakarta(new Date('2025-12-31T17:30:00Z'))).toBe('2026-01-01');
  });
});

describe('NIK', () => {
  it('accepts a well-formed NIK and explains what is wrong with others', () => {
    expect(nikProblem('3174051203920001')).toBeNull();
    expect(nikProblem('3174055203920001')).toBeNull(); // a woman: day 12 + 40
    expect(nikProblem('317405120392000')).toMatch(/16 digits/);
    expect(nikProblem('9974051203920001')).toMatch(/province/);
    expect(nikProblem('3174053203920001')).toMatch(/birth date/); // day 32
    expect(nikProblem('3174051213920001')).toMatch(/birth date/); // month 13
    expect(nikProblem('3174051203920000')).toMatch(/0000/);
  });

  it('composes the birth date into a NIK', () => {
    expect(
      composeNik({ region: '327301', birthDate: '1995-08-07', female: true, serial: 12 }),
    ).toBe('3273014708950012');
  });
});

describe('official holidays', () => {
  it.each([2025, 2026])(
    '%i: dates are real, unique per kind, and cuti bersama is on weekdays',
    (year) => {
      const days = OFFICIAL_HOLIDAYS[year]!;
      for (const day of days) {
        expect(isCalendarDate(day.date), day.date).toBe(true);
        expect(day.date.startsWith(`${year}-`)).toBe(true);
        if (day.kind === 'collective-leave') {
          expect([0, 6], `${day.date} ${day.name}`).not.toContain(weekdayOf(dayNumber(day.date)));
        }
      }
      expect(new Set(days.map((d) => d.date)).size).toBe(days.length);
    },
  );

  it('has 17 national holidays each year, 11 days of cuti bersama in 2025 and 8 in 2026', () => {
    const countOf = (year: number, kind: string) =>
      OFFICIAL_HOLIDAYS[year]!.filter((d) => d.kind === kind).length;
    expect(countOf(2025, 'national')).toBe(17);
    expect(countOf(2025, 'collective-leave')).toBe(11);
    expect(countOf(2026, 'national')).toBe(17);
    expect(countOf(2026, 'collective-leave')).toBe(8);
  });
});
