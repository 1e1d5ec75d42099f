import { routePatterns } from '@staffdesk/core';
import { fakeApi, list } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CandidateHit } from '../lib/vacancies';
import { APPLICANTS, MANAGER_ME } from '../testing/fixtures';
import { Component as SearchCandidatesPage } from './SearchCandidatesPage';

const DEWI = APPLICANTS[0]?.candidate as CandidateHit;
const HIT: CandidateHit = {
  ...DEWI,
  source: 'job-portal',
  updatedAt: '2026-11-21T05:00:00.000Z',
  snippet: '',
  pipelines: [],
};

describe('the candidate search', () => {
  it('searches the CV database by words, skills and city, and links each candidate', async () => {
    const api = fakeApi({
      'GET /me': () => MANAGER_ME,
      'GET /candidates': () => list([HIT]),
    });
    const { user } = renderPage(<SearchCandidatesPage />, {
      path: routePatterns.jobPortal.jobVacancies.searchCandidates,
      url: '/job-portal/job-vacancies/search-candidates',
    });
    expect(await screen.findByRole('link', { name: 'Dewi Lestari' })).toHaveAttribute(
      'href',
      `/recruiter/candidate/${HIT.id}`,
    );
    expect(screen.getByText('Bekasi · 3 years of experience · Stock opname')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Words' }), 'gudang');
    await user.type(screen.getByRole('searchbox', { name: 'Skills' }), 'Forklift, , SIO');
    await user.type(screen.getByRole('searchbox', { name: 'City' }), 'Bekasi');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(
        Object.fromEntries(api.callsTo('GET', '/candidates').at(-1)?.query ?? []),
      ).toMatchObject({
        search: 'gudang',
        skills: 'Forklift,SIO',
        city: 'Bekasi',
      }),
    );
  });
});
