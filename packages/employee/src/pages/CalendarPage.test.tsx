import { routePatterns } from '@staffdesk/core';
import { fakeApi, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { HOLIDAYS_2026, items } from '../testing/fixtures';
import { Component as CalendarPage } from './CalendarPage';

const NOT_LINKED_MESSAGE = 'Your account is not linked to an employee record. Ask HR.';

const path = routePatterns.employee.calendar;

function at21Nov2026() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T03:00:00Z'));
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

describe('my holiday calendar', () => {
  it('lists the upcoming days first, then the earlier ones, with their kind', async () => {
    at21Nov2026();
    const api = fakeApi({ 'GET /me/employee/calendar': () => items(HOLIDAYS_2026) });
    renderPage(<CalendarPage />, { path, url: '/employee/calendar' });
    const upcoming = await screen.findByRole('region', { name: 'Coming up' });
    const names = within(upcoming)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(names[0]).toContain('Bank Nusantara anniversary');
    expect(names[0]).toContain('Saturday, 28 Nov 2026');
    expect(names[0]).toContain('In 7 days');
    expect(names[0]).toContain('Client holiday');
    expect(names[1]).toContain('Cuti bersama');
    expect(names[2]).toContain('Christmas Day');
    const earlier = screen.getByRole('region', { name: 'Earlier in 2026' });
    expect(within(earlier).getByText('New Year’s Day')).toBeInTheDocument();
    expect(api.callsTo('GET', '/me/employee/calendar')[0]?.query.get('year')).toBe('2026');
  });

  it('switches to next year', async () => {
    at21Nov2026();
    const api = fakeApi({
      'GET /me/employee/calendar': ({ query }) =>
        items(
          query.get('year') === '2027'
            ? [
                {
                  id: '00000000-0000-4000-8000-000000006e31',
                  date: '2027-01-01',
                  name: 'New Year’s Day',
                  kind: 'national',
                  clientId: null,
                },
              ]
            : HOLIDAYS_2026,
        ),
    });
    const { user, router } = renderPage(<CalendarPage />, { path, url: '/employee/calendar' });
    await screen.findByRole('region', { name: 'Coming up' });
    await user.click(screen.getByRole('button', { name: '2027' }));
    expect(await screen.findByRole('region', { name: 'Holidays in 2027' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2027' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?year=2027');
    expect(api.callsTo('GET', '/me/employee/calendar').at(-1)?.query.get('year')).toBe('2027');
  });

  it('says plainly when my account has no employee record', async () => {
    fakeApi({
      'GET /me/employee/calendar': () => problem(404, 'not-found', 'No employee record.'),
    });
    renderPage(<CalendarPage />, { path, url: '/employee/calendar' });
    expect(await screen.findByText(NOT_LINKED_MESSAGE)).toBeInTheDocument();
  });
});
