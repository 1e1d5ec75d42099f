import { routePatterns } from '@staffdesk/core';
import { fakeApi } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APPLICANTS, MANAGER_ME, PACKING, PACKING_ID } from '../testing/fixtures';
import { Component as VacancyCandidatesPage } from './VacancyCandidatesPage';

describe('a vacancy’s applicants', () => {
  it('lists its requirement’s pipeline, each linking to the candidate in recruiting', async () => {
    const api = fakeApi({
      'GET /me': () => MANAGER_ME,
      'GET /vacancies/:id': () => PACKING,
      'GET /requirements/:id/pipeline': () => ({ items: APPLICANTS }),
    });
    renderPage(<VacancyCandidatesPage />, {
      path: routePatterns.jobPortal.jobVacancies.listCandidates,
      url: `/job-portal/job-vacancies/list-candidates/${PACKING_ID}`,
    });
    const table = await screen.findByRole('table', { name: 'Applicants' });
    const dewi = within(table).getByRole('link', { name: 'Dewi Lestari' });
    expect(dewi).toHaveAttribute(
      'href',
      '/recruiter/candidate/00000000-0000-4000-8000-00000000b801',
    );
    const row = dewi.closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Bekasi');
    expect(row).toHaveTextContent('Interview');
    expect(row).toHaveTextContent('21 Nov 2026');
    expect(api.callsTo('GET', `/requirements/${PACKING.requirementId}/pipeline`)).toHaveLength(1);
  });
});
