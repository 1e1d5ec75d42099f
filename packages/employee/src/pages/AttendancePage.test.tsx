import { routePatterns } from '@staffdesk/core';
import { fakeApi, json, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type {
  AttendanceCorrection,
  AttendanceDay,
  AttendanceRecord,
  MyAttendance,
} from '../lib/types';
import { Component as AttendancePage } from './AttendancePage';

const path = routePatterns.employee.attendances;

// Tuesday 24 Nov 2026, 08:02 in Jakarta.
function at24Nov2026() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T01:02:00Z'));
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

function withGeolocation(geolocation: Partial<Geolocation> | undefined) {
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  onTestFinished(() => {
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
  });
}

const IN_RECORD: AttendanceRecord = {
  id: '00000000-0000-4000-8000-00000000a001',
  workDate: '2026-11-24',
  clockInAt: '2026-11-24T01:02:00.000Z',
  clockInLocation: { latitude: -6.2088, longitude: 106.8456, accuracy: 18 },
  clockOutAt: null,
  clockOutLocation: null,
  source: 'web',
};

const day = (date: string, kind: AttendanceDay['kind'], extra: Partial<AttendanceDay> = {}) => ({
  date,
  kind,
  label: '',
  record: null,
  workedMinutes: null,
  ...extra,
});

function november(state: MyAttendance['state'], current: AttendanceRecord | null): MyAttendance {
  return {
    month: '2026-11',
    today: '2026-11-24',
    state,
    current,
    days: [
      day('2026-11-20', 'present', {
        record: {
          ...IN_RECORD,
          id: '00000000-0000-4000-8000-00000000a000',
          workDate: '2026-11-20',
          clockInAt: '2026-11-20T01:00:00.000Z',
          clockOutAt: '2026-11-20T10:15:00.000Z',
          clockInLocation: null,
        },
        workedMinutes: 555,
      }),
      day('2026-11-21', 'day-off'),
      day('2026-11-23', 'absent'),
      day('2026-11-24', current ? 'present' : 'upcoming', { record: current }),
      day('2026-11-25', 'upcoming'),
      day('2026-11-28', 'day-off'),
    ],
    totals: { present: current ? 2 : 1, absent: 1, leave: 0, workedMinutes: 555 },
  };
}

const noCorrections = { items: [], total: 0, page: 1, pageSize: 50 };

describe('my attendance', () => {
  it('clocks in with where the browser says I am, then shows the time and the place', async () => {
    at24Nov2026();
    withGeolocation({
      getCurrentPosition: (success) =>
        success({
          coords: { latitude: -6.2088, longitude: 106.8456, accuracy: 18.4 },
        } as GeolocationPosition),
    });
    let clockedIn = false;
    const api = fakeApi({
      'GET /me/attendance/corrections': () => noCorrections,
      'GET /me/attendance': () =>
        clockedIn ? november('clocked-in', IN_RECORD) : november('not-clocked-in', null),
      'POST /me/attendance/clock-in': () => {
        clockedIn = true;
        return json(201, IN_RECORD);
      },
    });
    const { user } = renderPage(<AttendancePage />, { path, url: '/employee/attendances' });
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(within(today).getByText('Tuesday, 24 Nov 2026')).toBeInTheDocument();
    expect(within(today).getByText('You have not clocked in yet.')).toBeInTheDocument();

    await user.click(within(today).getByRole('button', { name: 'Clock in' }));
    expect(await within(today).findByText('You clocked in at 08:02.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/me/attendance/clock-in')[0]?.body).toEqual({
      latitude: -6.2088,
      longitude: 106.8456,
      accuracy: 18,
    });
    expect(within(today).getByText('-6.20880, 106.84560 (±18 m)')).toBeInTheDocument();
    expect(within(today).getByRole('button', { name: 'Clock out' })).toBeInTheDocument();
    expect(await screen.findByText('Clocked in at 08:02')).toBeInTheDocument();
  });

  it('clocks in without a place when the browser will not tell, and says so', async () => {
    at24Nov2026();
    withGeolocation({
      getCurrentPosition: (_success, failure) =>
        failure?.({ code: 1, message: 'denied' } as GeolocationPositionError),
    });
    const api = fakeApi({
      'GET /me/attendance/corrections': () => noCorrections,
      'GET /me/attendance': () => november('not-clocked-in', null),
      'POST /me/attendance/clock-in': () => json(201, { ...IN_RECORD, clockInLocation: null }),
    });
    const { user } = renderPage(<AttendancePage />, { path, url: '/employee/attendances' });
    await user.click(await screen.findByRole('button', { name: 'Clock in' }));
    expect(
      await screen.findByText('Saved without your location: your browser did not share it.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/me/attendance/clock-in')[0]?.body).toEqual({});
  });

  it('shows what the server refused, and keeps the button', async () => {
    at24Nov2026();
    fakeApi({
      'GET /me/attendance/corrections': () => noCorrections,
      'GET /me/attendance': () => november('not-clocked-in', null),
      'POST /me/attendance/clock-in': () =>
        problem(409, 'not-employed', 'Today is outside your contract.'),
    });
    const { user } = renderPage(<AttendancePage />, { path, url: '/employee/attendances' });
    await user.click(await screen.findByRole('button', { name: 'Clock in' }));
    expect(await screen.findByText('Today is outside your contract.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clock in' })).toBeEnabled();
  });

  it('lists the month up to today with each day’s kind and times, and goes back a month', async () => {
    at24Nov2026();
    const api = fakeApi({
      'GET /me/attendance/corrections': () => noCorrections,
      'GET /me/attendance': ({ query }) =>
        query.get('month') === '2026-10'
          ? { ...november('clocked-out', null), month: '2026-10', days: [] }
          : november('not-clocked-in', null),
    });
    const { user, router } = renderPage(<AttendancePage />, { path, url: '/employee/attendances' });
    const month = await screen.findByRole('region', { name: 'My days' });
    expect(within(month).getByRole('group', { name: 'Month' })).toHaveTextContent('November 2026');
    expect(
      within(month).getByText('Present 1 · Absent 1 · On leave 0 · Worked 9 h 15 min'),
    ).toBeInTheDocument();
    const days = within(month)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    // Up to today: the weekend and the days still to come are not listed yet.
    expect(days).toHaveLength(4);
    expect(days[0]).toContain('Friday, 20 Nov 2026');
    expect(days[0]).toContain('08:00 to 17:15 · 9 h 15 min');
    expect(days[0]).toContain('Present');
    expect(days[1]).toContain('Day off');
    expect(days[2]).toContain('Absent');
    expect(days[3]).toContain('Tuesday, 24 Nov 2026');
    expect(days[3]).toContain('Not yet');
    expect(within(month).getByRole('button', { name: 'Next month' })).toBeDisabled();

    await user.click(within(month).getByRole('button', { name: 'Previous month' }));
    expect(await within(month).findByText('October 2026')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?month=2026-10');
    expect(api.callsTo('GET', '/me/attendance').at(-1)?.query.get('month')).toBe('2026-10');
    expect(screen.getByText('No days to show in October 2026 yet.')).toBeInTheDocument();
  });

  it('asks HR to correct a day, and shows it waiting', async () => {
    at24Nov2026();
    let asked: AttendanceCorrection | null = null;
    const api = fakeApi({
      'GET /me/attendance/corrections': () =>
        asked ? { items: [asked], total: 1, page: 1, pageSize: 50 } : noCorrections,
      'GET /me/attendance': () => november('not-clocked-in', null),
      'POST /me/attendance/corrections': ({ body }) => {
        const input = body as { workDate: string; reason: string };
        asked = {
          id: '00000000-0000-4000-8000-00000000c001',
          employeeId: '00000000-0000-4000-8000-00000000e001',
          employeeName: 'Agus Pratama',
          employeeNumber: 'EMP-2025-0001',
          clientName: 'PT Bank Nusantara Sejahtera Tbk',
          workDate: input.workDate,
          clockInAt: '2026-11-23T01:00:00.000Z',
          clockOutAt: '2026-11-23T10:00:00.000Z',
          previousClockInAt: null,
          previousClockOutAt: null,
          reason: input.reason,
          status: 'pending',
          decidedBy: null,
          decidedAt: null,
          decisionComment: null,
          createdAt: '2026-11-24T01:02:00.000Z',
        };
        return json(201, asked);
      },
    });
    const { user } = renderPage(<AttendancePage />, { path, url: '/employee/attendances' });
    await user.click(await screen.findByRole('button', { name: 'Correct Monday, 23 Nov 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct Monday, 23 Nov 2026' });
    await user.type(within(dialog).getByLabelText(/^Clock in/), '08:00');
    await user.type(within(dialog).getByLabelText(/^Clock out/), '17:00');
    await user.type(within(dialog).getByLabelText(/^What went wrong/), 'The phone was flat.');
    await user.click(within(dialog).getByRole('button', { name: 'Send to HR' }));
    expect(await screen.findByText('Correction sent to HR')).toBeInTheDocument();
    expect(api.callsTo('POST', '/me/attendance/corrections')[0]?.body).toEqual({
      workDate: '2026-11-23',
      clockIn: '08:00',
      clockOut: '17:00',
      reason: 'The phone was flat.',
    });
    const month = screen.getByRole('region', { name: 'My days' });
    expect(await within(month).findByText('Correction waits for HR')).toBeInTheDocument();
    const mine = await screen.findByRole('region', { name: 'My corrections' });
    expect(within(mine).getByText('Waiting for HR')).toBeInTheDocument();
    expect(within(mine).getByText(/08:00 to 17:00 · The phone was flat\./)).toBeInTheDocument();
  });

  it('shows the server’s objection by its field', async () => {
    at24Nov2026();
    fakeApi({
      'GET /me/attendance/corrections': () => noCorrections,
      'GET /me/attendance': () => november('not-clocked-in', null),
      'POST /me/attendance/corrections': () =>
        problem(400, 'validation-failed', 'This time has not come yet.', {
          clockIn: 'This time has not come yet.',
        }),
    });
    const { user } = renderPage(<AttendancePage />, { path, url: '/employee/attendances' });
    await user.click(await screen.findByRole('button', { name: 'Correct Tuesday, 24 Nov 2026' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Clock in/), '23:00');
    await user.type(within(dialog).getByLabelText(/^What went wrong/), 'Late shift');
    await user.click(within(dialog).getByRole('button', { name: 'Send to HR' }));
    expect(await within(dialog).findByText('This time has not come yet.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Clock in/)).toHaveAttribute('aria-invalid', 'true');
  });
});
