import { i18n } from '@lingui/core';
import type { MainSchema } from '@staffdesk/api';
import { fakeApi } from '@staffdesk/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { kitCatalog } from '../locales/catalog';
import { kitInterviewsCatalog } from '../locales/pages/interviews/catalog';
import { renderPage } from '../testing';
import type { Interview } from './calendar';
import { InterviewCalendarPage, type InterviewLinks } from './InterviewCalendarPage';

const FACTORY_ID = '00000000-0000-4000-8000-00000000c001';
const WELDER_ID = '00000000-0000-4000-8000-00000000ae11';

function interview(id: string, startsAt: string, overrides: Partial<Interview> = {}): Interview {
  return {
    id,
    applicationId: '00000000-0000-4000-8000-00000000a001',
    candidateId: '00000000-0000-4000-8000-00000000ca01',
    candidateName: 'Sari Utami',
    requirementId: WELDER_ID,
    requirementNumber: 'REQ-2026-0007',
    position: 'Welder',
    clientId: FACTORY_ID,
    clientName: 'PT Astra Manufaktur Teknik',
    startsAt,
    durationMinutes: 60,
    location: 'Kawasan Industri Jababeka, Gedung B',
    notes: '',
    sequence: 0,
    stage: 'interview',
    ...overrides,
  };
}

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

function me(permissions: string[], preferredLanguage: 'en' | 'id' = 'en'): MainSchema<'Me'> {
  return {
    user: {
      id: '00000000-0000-4000-8000-000000000041',
      email: 'bd@staffdesk.local',
      name: 'Budi Santoso',
      status: 'active',
      roles: [],
      lastSignInAt: '2026-12-01T01:00:00.000Z',
      createdAt: '2026-01-05T02:00:00.000Z',
      phone: null,
      preferredLanguage,
      hasPhoto: false,
    },
    roles: [],
    superAccess: false,
    sections: ['bizdev', 'recruiter'],
    permissions,
    employeeId: null,
  };
}

/** Both calendars answer from the same interviews, as the server does. */
function calendarApi(permissions = ['recruiting.read', 'clients.read'], language?: 'id') {
  const inRange = ({ query }: { query: URLSearchParams }) => ({
    items: [...THIS_WEEK, ...NEXT_WEEK].filter(
      (item) =>
        new Date(item.startsAt) >= new Date(query.get('from') ?? '') &&
        new Date(item.startsAt) < new Date(query.get('to') ?? ''),
    ),
  });
  return fakeApi({
    'GET /me': () => me(permissions, language),
    'GET /interviews': inRange,
    'GET /client-interviews': inRange,
  });
}

const RECRUITING: InterviewLinks = {
  candidate: (each) => `/recruiter/candidate/${each.candidateId}`,
  requirement: (each) => `/recruiter/requirement/${each.requirementId}`,
};
const BIZDEV: InterviewLinks = {
  requirement: (each) => `/bizdev/clients/${each.clientId}/requirement`,
  client: (each) => `/bizdev/clients/${each.clientId}`,
};

beforeEach(() => {
  // Thursday 3 December 2026, 10:00 in Jakarta.
  vi.useFakeTimers({ now: new Date('2026-12-03T03:00:00Z'), toFake: ['Date'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
});

describe('the interview calendar', () => {
  it('lists this week’s interviews by day, each linking to its candidate and requirement', async () => {
    const api = calendarApi();
    renderPage(<InterviewCalendarPage scope="recruiting" links={RECRUITING} />, {
      path: '/recruiter/calendar',
      url: '/recruiter/calendar',
    });
    expect(await screen.findByRole('heading', { name: 'Interview calendar' })).toBeInTheDocument();
    expect(screen.getByText('30 Nov 2026 – 6 Dec 2026')).toBeInTheDocument();

    const thursday = await screen.findByRole('region', { name: 'Thu, 3 Dec 2026' });
    const items = within(thursday).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    expect(items[0]).toHaveTextContent('10:00–11:00 WIB');
    expect(first.getByRole('link', { name: 'Sari Utami' })).toHaveAttribute(
      'href',
      '/recruiter/candidate/00000000-0000-4000-8000-00000000ca01',
    );
    expect(items[0]).toHaveTextContent('at PT Astra Manufaktur Teknik');
    expect(first.getByRole('link', { name: 'REQ-2026-0007: Welder' })).toHaveAttribute(
      'href',
      `/recruiter/requirement/${WELDER_ID}`,
    );
    expect(items[1]).toHaveTextContent('14:30–15:15 WIB');
    expect(items[1]).toHaveTextContent('Moved');
    expect(screen.getByRole('region', { name: 'Mon, 30 Nov 2026' })).toHaveTextContent(
      'No interviews',
    );
    expect(screen.getByRole('region', { name: 'Sun, 6 Dec 2026' })).toBeInTheDocument();

    const [call] = api.callsTo('GET', '/interviews');
    expect(call?.query.get('from')).toBe('2026-11-30T00:00:00+07:00');
    expect(call?.query.get('to')).toBe('2026-12-07T00:00:00+07:00');
    expect(api.callsTo('GET', '/client-interviews')).toHaveLength(0);
  });

  it('shows business development the clients’ interviews, linking to the client, not the candidate', async () => {
    const api = calendarApi(['clients.read']);
    renderPage(<InterviewCalendarPage scope="clients" links={BIZDEV} />, {
      path: '/bizdev/calendar',
      url: '/bizdev/calendar',
    });
    const thursday = await screen.findByRole('region', { name: 'Thu, 3 Dec 2026' });
    const first = within(within(thursday).getAllByRole('listitem')[0] as HTMLElement);
    expect(first.getByText('Sari Utami')).toBeInTheDocument();
    expect(first.queryByRole('link', { name: 'Sari Utami' })).toBeNull();
    expect(first.getByRole('link', { name: 'PT Astra Manufaktur Teknik' })).toHaveAttribute(
      'href',
      `/bizdev/clients/${FACTORY_ID}`,
    );
    expect(first.getByRole('link', { name: 'REQ-2026-0007: Welder' })).toHaveAttribute(
      'href',
      `/bizdev/clients/${FACTORY_ID}/requirement`,
    );
    expect(api.callsTo('GET', '/client-interviews')[0]?.query.get('from')).toBe(
      '2026-11-30T00:00:00+07:00',
    );
    expect(api.callsTo('GET', '/interviews')).toHaveLength(0);
  });

  it('moves to the next week and back to today', async () => {
    const api = calendarApi();
    const { user } = renderPage(<InterviewCalendarPage scope="recruiting" links={RECRUITING} />, {
      path: '/recruiter/calendar',
      url: '/recruiter/calendar',
    });
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
    const api = calendarApi(['clients.read']);
    const { user } = renderPage(<InterviewCalendarPage scope="clients" links={BIZDEV} />, {
      path: '/bizdev/calendar',
      url: '/bizdev/calendar',
    });
    await screen.findByRole('region', { name: 'Thu, 3 Dec 2026' });
    await user.click(screen.getByRole('button', { name: 'Month' }));
    expect(await screen.findByText('December 2026')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Tue, 8 Dec 2026' });
    expect(
      screen.getAllByRole('region').map((region) => region.getAttribute('aria-label')),
    ).toEqual(expect.arrayContaining(['Thu, 3 Dec 2026', 'Tue, 8 Dec 2026']));
    expect(screen.queryByRole('region', { name: 'Mon, 30 Nov 2026' })).toBeNull();
    const month = api.callsTo('GET', '/client-interviews').at(-1)?.query;
    expect(month?.get('from')).toBe('2026-12-01T00:00:00+07:00');
    expect(month?.get('to')).toBe('2027-01-01T00:00:00+07:00');

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByText('January 2027')).toBeInTheDocument();
    expect(await screen.findByText('No interviews this month')).toBeInTheDocument();
  });

  it('names the days in Indonesian', async () => {
    localStorage.setItem('staffdesk.locale', 'id');
    onTestFinished(() => localStorage.removeItem('staffdesk.locale'));
    const [kit, calendar] = await Promise.all([kitCatalog.id(), kitInterviewsCatalog.id()]);
    i18n.loadAndActivate({ locale: 'id', messages: { ...kit.messages, ...calendar.messages } });
    calendarApi(['clients.read'], 'id');
    renderPage(<InterviewCalendarPage scope="clients" links={BIZDEV} />, {
      path: '/bizdev/calendar',
      url: '/bizdev/calendar',
    });
    const thursday = await screen.findByRole('region', { name: 'Kamis, 3 Des 2026' });
    expect(thursday).toHaveTextContent('10:00–11:00 WIB');
    expect(thursday).toHaveTextContent('di PT Astra Manufaktur Teknik');
    expect(screen.getByRole('button', { name: 'Minggu berikutnya' })).toBeInTheDocument();
  });

  it('is refused without the calendar’s permission', async () => {
    calendarApi(['clients.read']);
    renderPage(<InterviewCalendarPage scope="recruiting" links={RECRUITING} />, {
      path: '/recruiter/calendar',
      url: '/recruiter/calendar',
    });
    expect(await screen.findByRole('heading', { name: /access/i })).toBeInTheDocument();
  });
});
