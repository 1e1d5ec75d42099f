import { i18n } from '@lingui/core';
import { routePatterns } from '@staffdesk/core';
import { fakeApi } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { messages } from '../locales/id';
import { interview } from '../testing/hiring';
import { REQUIREMENTS_ME, REQUIREMENTS_READER_ME, WELDER_ID } from '../testing/requirements';
import { Component as CalendarPage } from './CalendarPage';

const path = routePatterns.recruiter.calendar;
const url = '/recruiter/calendar';

/** This week (Mon 30 Nov – Sun 6 Dec 2026) has two interviews on Thursday; the next one one. */
const THIS_WEEK = [
  interview('00000000-0000-4000-8000-00000000f601', '2026-12-03T03:00:00.000Z'),
  interview('00000000-0000-4000-8000-00000000f602', '2026-12-03T07:30:00.000Z', {
    candidateName: 'Budi Hartono',
    durationMinutes: 45,
    location: 'Online (Google Meet)',
    sequence: 1,
  }),
];
const NEXT_WEEK = [
  // 23:30 WIB: Tuesday in Jakarta, and an hour long, so it ends after midnight.
  interview('00000000-0000-4000-8000-00000000f603', '2026-12-08T16:30:00.000Z', {
    candidateName: 'Dian Permata',
  }),
];

function calendarApi(me = REQUIREMENTS_ME) {
  return fakeApi({
    'GET /me': () => me,
    'GET /interviews': ({ query }) => {
      const from = query.get('from') ?? '';
      const items = [...THIS_WEEK, ...NEXT_WEEK].filter(
        (item) =>
          new Date(item.startsAt) >= new Date(from) &&
          new Date(item.startsAt) < new Date(query.get('to') ?? ''),
      );
      return { items };
    },
  });
}

beforeEach(() => {
  // Thursday 3 December 2026, 10:00 in Jakarta.
  vi.useFakeTimers({ now: new Date('2026-12-03T03:00:00Z'), toFake: ['Date'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
});

describe('the interview calendar', () => {
  it('lists this week’s interviews by day, each linking to its requirement', async () => {
    const api = calendarApi();
    renderPage(<CalendarPage />, { path, url });
    expect(await screen.findByRole('heading', { name: 'Interview calendar' })).toBeInTheDocument();
    expect(screen.getByText('30 Nov 2026 – 6 Dec 2026')).toBeInTheDocument();

    const thursday = await screen.findByRole('region', { name: 'Thu, 3 Dec 2026' });
    const items = within(thursday).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('10:00–11:00 WIB');
    expect(items[0]).toHaveTextContent('Sari Utami');
    expect(items[0]).toHaveTextContent('at PT Astra Manufaktur Teknik');
    expect(
      within(items[0] as HTMLElement).getByRole('link', { name: 'REQ-2026-0007: Welder' }),
    ).toHaveAttribute('href', `/recruiter/requirement/${WELDER_ID}`);
    expect(items[1]).toHaveTextContent('14:30–15:15 WIB');
    expect(items[1]).toHaveTextContent('Moved');
    expect(screen.getByRole('region', { name: 'Mon, 30 Nov 2026' })).toHaveTextContent(
      'No interviews',
    );
    expect(screen.getByRole('region', { name: 'Sun, 6 Dec 2026' })).toBeInTheDocument();

    const [call] = api.callsTo('GET', '/interviews');
    expect(call?.query.get('from')).toBe('2026-11-30T00:00:00+07:00');
    expect(call?.query.get('to')).toBe('2026-12-07T00:00:00+07:00');
  });

  it('moves to the next week and back to today', async () => {
    const api = calendarApi();
    const { user } = renderPage(<CalendarPage />, { path, url });
    await screen.findByRole('region', { name: 'Thu, 3 Dec 2026' });
    expect(screen.getByRole('button', { name: 'Today' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('7 Dec 2026 – 13 Dec 2026')).toBeInTheDocument();
    const tuesday = await screen.findByRole('region', { name: 'Tue, 8 Dec 2026' });
    await waitFor(() => expect(tuesday).toHaveTextContent('Dian Permata'));
    expect(tuesday).toHaveTextContent('23:30–00:30 WIB');
    expect(screen.queryByText('Sari Utami')).toBeNull();
    expect(api.callsTo('GET', '/interviews').at(-1)?.query.get('from')).toBe(
      '2026-12-07T00:00:00+07:00',
    );

    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByText('30 Nov 2026 – 6 Dec 2026')).toBeInTheDocument();
  });

  it('shows a month, only the days with interviews', async () => {
    const api = calendarApi();
    const { user } = renderPage(<CalendarPage />, { path, url });
    await screen.findByRole('region', { name: 'Thu, 3 Dec 2026' });
    await user.click(screen.getByRole('button', { name: 'Month' }));
    expect(await screen.findByText('December 2026')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Tue, 8 Dec 2026' });
    expect(
      screen.getAllByRole('region').map((region) => region.getAttribute('aria-label')),
    ).toEqual(expect.arrayContaining(['Thu, 3 Dec 2026', 'Tue, 8 Dec 2026']));
    expect(screen.queryByRole('region', { name: 'Mon, 30 Nov 2026' })).toBeNull();
    const month = api.callsTo('GET', '/interviews').at(-1)?.query;
    expect(month?.get('from')).toBe('2026-12-01T00:00:00+07:00');
    expect(month?.get('to')).toBe('2027-01-01T00:00:00+07:00');

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByText('January 2027')).toBeInTheDocument();
    expect(await screen.findByText('No interviews this month')).toBeInTheDocument();
  });

  it('names the days in Indonesian', async () => {
    localStorage.setItem('staffdesk.locale', 'id');
    onTestFinished(() => localStorage.removeItem('staffdesk.locale'));
    i18n.loadAndActivate({ locale: 'id', messages });
    calendarApi({
      ...REQUIREMENTS_ME,
      user: { ...REQUIREMENTS_ME.user, preferredLanguage: 'id' },
    });
    renderPage(<CalendarPage />, { path, url });
    const thursday = await screen.findByRole('region', { name: 'Kamis, 3 Des 2026' });
    expect(thursday).toHaveTextContent('10:00–11:00 WIB');
    expect(screen.getByRole('button', { name: 'Minggu berikutnya' })).toBeInTheDocument();
  });

  it('is refused without recruiting.read', async () => {
    calendarApi({ ...REQUIREMENTS_READER_ME, permissions: [] });
    renderPage(<CalendarPage />, { path, url });
    expect(await screen.findByRole('heading', { name: /access/i })).toBeInTheDocument();
  });
});
