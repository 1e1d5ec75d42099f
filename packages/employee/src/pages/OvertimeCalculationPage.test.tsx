import { routePatterns } from '@staffdesk/core';
import { fakeApi, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OvertimeCalculation } from '../lib/types';
import { sariMe } from '../testing/fixtures';
import { Component as OvertimeCalculationPage } from './OvertimeCalculationPage';

const path = routePatterns.employee.overtime.calculation;

const REST_DAY: OvertimeCalculation = {
  date: '2026-12-06',
  hours: 7,
  method: 'government',
  schemeSource: 'default',
  dayType: 'restday',
  workWeek: 6,
  holidayName: null,
  shortestWorkday: false,
  monthlyWage: 5_000_000,
  monthlyHoursDivisor: 173,
  hourlyWage: 28_901.734104046242,
  maxHours: 11,
  lines: [{ fromHour: 1, toHour: 7, hours: 7, multiplierPct: 200, amount: 404_624.2774566474 }],
  pay: 404_624,
};

const ME = sariMe(['overtime.request']);

describe('my overtime pay', () => {
  it('shows the day, the hourly wage, each tier and the total rounded once', async () => {
    const api = fakeApi({ 'GET /me/overtime/calculation': () => REST_DAY });
    const { user, router } = renderPage(<OvertimeCalculationPage />, {
      path,
      url: '/employee/overtime/calculation?date=2026-12-06',
    });
    await user.type(await screen.findByLabelText(/^Overtime hours/), '7');
    const steps = await screen.findByRole('region', { name: 'The calculation' });
    const lines = within(steps)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'Sunday, 6 Dec 2026 is a rest day in your 6-day week: at most 11 hours.',
      'Hourly wage: Rp 5.000.000 (basic wage and fixed allowances) ÷ 173 = Rp 28.901,73',
      'Hours 1 to 7: 7 h × 2 × Rp 28.901,73 = Rp 404.624,28',
      'Overtime pay: Rp 404.624, rounded to the rupiah once, at the end.',
    ]);
    const query = api.callsTo('GET', '/me/overtime/calculation').at(-1)?.query;
    expect([query?.get('date'), query?.get('hours')]).toEqual(['2026-12-06', '7']);
    expect(router.state.location.search).toBe('?date=2026-12-06&hours=7');
  });

  it('says what the law allows when the hours are too many, and asks nothing for unreadable hours', async () => {
    const api = fakeApi({
      'GET /me/overtime/calculation': () =>
        problem(
          400,
          'validation-failed',
          'The law allows at most 4 hours of overtime on this day.',
          {
            hours: 'The law allows at most 4 hours of overtime on this day.',
          },
        ),
    });
    const { user } = renderPage(<OvertimeCalculationPage />, {
      path,
      url: '/employee/overtime/calculation?date=2026-12-07',
    });
    await user.type(await screen.findByLabelText(/^Overtime hours/), 'lots');
    expect(screen.getByLabelText(/^Overtime hours/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('GET', '/me/overtime/calculation')).toHaveLength(0);
    await user.clear(screen.getByLabelText(/^Overtime hours/));
    await user.type(screen.getByLabelText(/^Overtime hours/), '5');
    expect(
      await screen.findByText('The law allows at most 4 hours of overtime on this day.'),
    ).toBeInTheDocument();
  });

  it('shows a fixed rate as my regulation pays it, and leads to my overtime', async () => {
    fakeApi({
      'GET /me': () => ME,
      'GET /me/overtime/calculation': () => ({
        ...REST_DAY,
        hours: 2,
        method: 'fixed-rate',
        schemeSource: 'employee',
        hourlyWage: 50_000,
        lines: [{ fromHour: 1, toHour: 2, hours: 2, multiplierPct: 100, amount: 100_000 }],
        pay: 100_000,
      }),
    });
    renderPage(<OvertimeCalculationPage />, {
      path,
      url: '/employee/overtime/calculation?date=2026-12-06&hours=2',
    });
    const steps = await screen.findByRole('region', { name: 'The calculation' });
    expect(steps).toHaveTextContent('Your regulation pays a fixed rate of Rp 50.000,00 an hour.');
    expect(steps).toHaveTextContent('Overtime pay: Rp 100.000, rounded to the rupiah once');
    expect(await screen.findByRole('link', { name: 'My overtime' })).toHaveAttribute(
      'href',
      '/employee/overtime/dashboard',
    );
  });
});
