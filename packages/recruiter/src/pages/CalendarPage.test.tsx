import { routePatterns } from '@staffdesk/core';
import { fakeApi } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, within } from '@testing-library/react';
import { beforeEach, expect, it, onTestFinished, vi } from 'vitest';
import { interview } from '../testing/hiring';
import { REQUIREMENTS_ME, SARI_ENTRY, WELDER_ID } from '../testing/requirements';
import { Component as CalendarPage } from './CalendarPage';

beforeEach(() => {
  // Thursday 3 December 2026, 10:00 in Jakarta.
  vi.useFakeTimers({ now: new Date('2026-12-03T03:00:00Z'), toFake: ['Date'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
});

// The calendar itself is kit's (InterviewCalendarPage.test.tsx); here, where recruiting's leads.
it('opens each interview’s candidate and requirement in recruiting', async () => {
  fakeApi({
    'GET /me': () => REQUIREMENTS_ME,
    'GET /interviews': () => ({
      items: [interview('00000000-0000-4000-8000-00000000f601', '2026-12-03T03:00:00.000Z')],
    }),
  });
  renderPage(<CalendarPage />, {
    path: routePatterns.recruiter.calendar,
    url: '/recruiter/calendar',
  });
  const thursday = await screen.findByRole('region', { name: 'Thu, 3 Dec 2026' });
  expect(within(thursday).getByRole('link', { name: 'Sari Utami' })).toHaveAttribute(
    'href',
    `/recruiter/candidate/${SARI_ENTRY.candidate.id}`,
  );
  expect(within(thursday).getByRole('link', { name: 'REQ-2026-0007: Welder' })).toHaveAttribute(
    'href',
    `/recruiter/requirement/${WELDER_ID}`,
  );
});
