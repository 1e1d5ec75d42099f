import { routePatterns } from '@staffdesk/core';
import { fakeApi, list } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ANDI, ANDI_COPY, hitOf, RECRUITER_ME, STAGE_MOVE } from '../../testing/candidates';
import { Component as CandidateDetailPage } from './CandidateDetailPage';

const path = routePatterns.recruiter.candidate.detail;
const url = `/recruiter/candidate/${ANDI.id}`;

describe('a candidate’s page', () => {
  it('shows the profile, the CV text, the pipelines and the activity log', async () => {
    fakeApi({
      'GET /me': () => RECRUITER_ME,
      'GET /candidates/:id': () => ANDI,
      'GET /candidate-activities': ({ query }) =>
        query.get('candidateId') === ANDI.id ? list([STAGE_MOVE]) : list([]),
    });
    const { user } = renderPage(<CandidateDetailPage />, { path, url });
    expect(
      await screen.findByRole('heading', { name: 'Andi Saputra' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Rp 7.500.000')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'CV' }));
    expect(await screen.findByText('andi-saputra.pdf (47 KB)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CV' })).toBeInTheDocument();
    expect(screen.getByText(/forklift licence/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Pipelines (1)' }));
    const pipelines = await screen.findByRole('table', { name: 'Pipelines' });
    expect(
      within(pipelines).getByRole('link', { name: 'REQ-2026-0007 Warehouse admin' }),
    ).toHaveAttribute('href', '/recruiter/requirement/00000000-0000-4000-8000-00000000ae01');
    expect(pipelines).toHaveTextContent('Screened');

    await user.click(screen.getByRole('tab', { name: 'Activity' }));
    const log = await screen.findByRole('table', { name: 'Activity of Andi Saputra' });
    const line = await within(log).findByRole('row', { name: /Rina Wulandari moved/ });
    expect(line).toHaveTextContent('21 Nov 2026 14:05');
    expect(line).toHaveTextContent(
      'Rina Wulandari moved Andi Saputra in REQ-2026-0007 Warehouse admin: Screened → CV sent. Reason: Strong SAP experience',
    );
  });

  it('merges a duplicate found by search after confirmation', async () => {
    const api = fakeApi({
      'GET /me': () => RECRUITER_ME,
      'GET /candidates/:id': () => ANDI,
      'GET /candidates': () => list([hitOf(ANDI), hitOf(ANDI_COPY)]),
      'POST /candidates/:id/merge': () => ANDI,
      'GET /candidate-activities': () => list([]),
    });
    const { user } = renderPage(<CandidateDetailPage />, { path, url });
    await user.click(
      await screen.findByRole('button', { name: 'Merge a duplicate' }, { timeout: 3000 }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Merge a duplicate into Andi Saputra',
    });
    await user.type(
      within(dialog).getByRole('searchbox', { name: 'Search for the duplicate' }),
      'andi',
    );
    const found = await within(dialog).findByRole('list', { name: 'Candidates found' });
    // The candidate itself is not offered.
    expect(within(found).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(found).getByRole('button', { name: 'Choose Andi S.' }));

    const confirm = await screen.findByRole('alertdialog', {
      name: 'Merge Andi S. into Andi Saputra?',
    });
    expect(confirm).toHaveTextContent('Andi S. is then deleted. This cannot be undone.');
    expect(api.callsTo('POST', `/candidates/${ANDI.id}/merge`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Merge and delete Andi S.' }));

    await waitFor(() =>
      expect(api.callsTo('POST', `/candidates/${ANDI.id}/merge`)).toHaveLength(1),
    );
    expect(api.callsTo('POST', `/candidates/${ANDI.id}/merge`)[0]?.body).toEqual({
      duplicateId: ANDI_COPY.id,
    });
    expect(await screen.findByText('Candidates merged')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
