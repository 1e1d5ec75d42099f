import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, list, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PipelineEntry } from '../lib/pipeline';
import { NO_REVIEW } from '../testing/hiring';
import {
  BUDI_ENTRY,
  REQUIREMENTS_ME,
  REQUIREMENTS_READER_ME,
  SARI_ENTRY,
  WELDER,
  WELDER_ID,
  WELDER_PIPELINE,
} from '../testing/requirements';
import { Component as RequirementDetailPage } from './RequirementDetailPage';

const path = routePatterns.recruiter.requirement.detail;
const url = `/recruiter/requirement/${WELDER_ID}`;

/** A fake server holding the welder's pipeline, which moves answer from. */
function pipelineApi(me = REQUIREMENTS_ME) {
  let items: PipelineEntry[] = WELDER_PIPELINE.items.map((item) => ({ ...item }));
  return fakeApi({
    'GET /me': () => me,
    'GET /requirements/:id': () => WELDER,
    'GET /requirements/:id/client-review': () => NO_REVIEW,
    'GET /interviews': () => ({ items: [] }),
    'GET /requirements/:id/pipeline': () => ({ items }),
    'POST /pipeline/:id/move': ({ params, body }) => {
      const { stage, reason } = body as { stage: PipelineEntry['stage']; reason: string | null };
      items = items.map((item) => (item.id === params.id ? { ...item, stage, reason } : item));
      return items.find((item) => item.id === params.id);
    },
  });
}

function column(name: RegExp) {
  return screen.getByRole('region', { name });
}

describe('a requirement’s page', () => {
  it('shows the facts, filled of headcount and the board with a column per stage', async () => {
    pipelineApi();
    renderPage(<RequirementDetailPage />, { path, url });
    expect(
      await screen.findByRole('heading', { name: 'REQ-2026-0007: Welder' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 of 3 filled')).toBeInTheDocument();
    expect(screen.getByText('Rp 5.500.000 – Rp 7.000.000')).toBeInTheDocument();
    expect(screen.getByText('21 Nov 2026')).toBeInTheDocument();

    const sourced = await screen.findByRole('region', { name: 'Sourced: 1 candidate' });
    expect(within(sourced).getByRole('link', { name: 'Budi Hartono' })).toHaveAttribute(
      'href',
      `/recruiter/candidate/${BUDI_ENTRY.candidate.id}`,
    );
    expect(column(/^Screened/)).toHaveTextContent('Sari Utami');
    expect(column(/^CV sent: 0/)).toHaveTextContent('No candidates');
    const hired = column(/^Hired: 1/);
    expect(hired).toHaveTextContent('Joko Susilo');
    // Nobody is hired or un-hired by a move.
    expect(within(hired).queryByRole('button', { name: /^Move/ })).toBeNull();
    expect(column(/^Rejected: 0/)).toBeInTheDocument();
    expect(column(/^Withdrawn: 0/)).toBeInTheDocument();
  });

  it('moves a card from the keyboard with the stage shown as where it was', async () => {
    const api = pipelineApi();
    const { user } = renderPage(<RequirementDetailPage />, { path, url });
    const move = await screen.findByRole('button', { name: 'Move Budi Hartono' });
    move.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Move Budi Hartono' });
    const stage = within(dialog).getByRole('combobox', { name: 'New stage' });
    // Hired is not offered: HR hires from the accepted offer.
    expect(within(stage).queryByRole('option', { name: 'Hired' })).toBeNull();
    expect(within(stage).queryByRole('option', { name: 'Sourced' })).toBeNull();
    await chooseOption(user, stage, 'Interview');
    await user.click(within(dialog).getByRole('button', { name: 'Move candidate' }));

    await waitFor(() =>
      expect(api.callsTo('POST', `/pipeline/${BUDI_ENTRY.id}/move`)).toHaveLength(1),
    );
    expect(api.callsTo('POST', `/pipeline/${BUDI_ENTRY.id}/move`)[0]?.body).toEqual({
      stage: 'interview',
      fromStage: 'sourced',
      reason: null,
    });
    expect(await screen.findByText('Budi Hartono moved to Interview')).toBeInTheDocument();
    await waitFor(() => expect(column(/^Interview: 1/)).toHaveTextContent('Budi Hartono'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks why a candidate is rejected before sending the move', async () => {
    const api = pipelineApi();
    const { user } = renderPage(<RequirementDetailPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Move Sari Utami' }));
    const dialog = await screen.findByRole('dialog');
    await chooseOption(
      user,
      within(dialog).getByRole('combobox', { name: 'New stage' }),
      'Rejected',
    );
    expect(dialog).toHaveAccessibleName('Reject Sari Utami');
    await user.click(within(dialog).getByRole('button', { name: 'Reject candidate' }));
    expect(
      await within(dialog).findByText('Say why the candidate leaves the pipeline.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', `/pipeline/${SARI_ENTRY.id}/move`)).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'No welding certificate',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject candidate' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/pipeline/${SARI_ENTRY.id}/move`)).toHaveLength(1),
    );
    expect(api.callsTo('POST', `/pipeline/${SARI_ENTRY.id}/move`)[0]?.body).toEqual({
      stage: 'rejected',
      fromStage: 'screened',
      reason: 'No welding certificate',
    });
    await user.click(screen.getByRole('button', { name: 'Show rejected and withdrawn' }));
    const rejected = await screen.findByRole('region', { name: 'Rejected: 1 candidate' });
    expect(rejected).toHaveTextContent('Reason: No welding certificate');
  });

  it('moves a dragged card, and asks for a reason when it is dropped on Withdrawn', async () => {
    const api = pipelineApi();
    const { user } = renderPage(<RequirementDetailPage />, { path, url });
    const budi = (await screen.findByRole('link', { name: 'Budi Hartono' })).closest(
      'li',
    ) as HTMLElement;
    fireEvent.dragStart(budi);
    fireEvent.dragOver(column(/^CV sent/));
    fireEvent.drop(column(/^CV sent/));
    await waitFor(() =>
      expect(api.callsTo('POST', `/pipeline/${BUDI_ENTRY.id}/move`)).toHaveLength(1),
    );
    expect(api.callsTo('POST', `/pipeline/${BUDI_ENTRY.id}/move`)[0]?.body).toMatchObject({
      stage: 'cv-sent',
      fromStage: 'sourced',
    });

    const sari = screen.getByRole('link', { name: 'Sari Utami' }).closest('li') as HTMLElement;
    fireEvent.dragStart(sari);
    fireEvent.drop(column(/^Withdrawn/));
    const dialog = await screen.findByRole('dialog', { name: 'Sari Utami withdraws' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Took another offer');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as withdrawn' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/pipeline/${SARI_ENTRY.id}/move`)).toHaveLength(1),
    );
    expect(api.callsTo('POST', `/pipeline/${SARI_ENTRY.id}/move`)[0]?.body).toEqual({
      stage: 'withdrawn',
      fromStage: 'screened',
      reason: 'Took another offer',
    });
  });

  it('shows the server’s message and loads the board again when someone moved the candidate meanwhile', async () => {
    const message =
      'Someone moved this candidate to interview meanwhile. Look again before moving.';
    let moved = false;
    const api = fakeApi({
      'GET /me': () => REQUIREMENTS_ME,
      'GET /requirements/:id': () => WELDER,
      'GET /requirements/:id/client-review': () => NO_REVIEW,
      'GET /interviews': () => ({ items: [] }),
      'GET /requirements/:id/pipeline': () =>
        moved
          ? { items: [{ ...BUDI_ENTRY, stage: 'interview' as const }, SARI_ENTRY] }
          : WELDER_PIPELINE,
      'POST /pipeline/:id/move': () => {
        moved = true;
        return problem(409, 'stage-changed', message);
      },
    });
    const { user } = renderPage(<RequirementDetailPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Move Budi Hartono' }));
    const dialog = await screen.findByRole('dialog');
    await chooseOption(
      user,
      within(dialog).getByRole('combobox', { name: 'New stage' }),
      'Screened',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move candidate' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(column(/^Interview: 1/)).toHaveTextContent('Budi Hartono'));
    expect(api.callsTo('GET', `/requirements/${WELDER_ID}/pipeline`).length).toBeGreaterThan(1);
  });

  it('lists the pipeline, and lets a reader only look', async () => {
    pipelineApi(REQUIREMENTS_READER_ME);
    const { user } = renderPage(<RequirementDetailPage />, { path, url });
    await screen.findByRole('region', { name: 'Sourced: 1 candidate' });
    expect(screen.queryByRole('button', { name: /^Move/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add candidates' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit requirement' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'List' }));
    const table = await screen.findByRole('table', { name: 'Candidates in the pipeline' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Budi Hartono',
      'Sari Utami',
      'Joko Susilo',
    ]);
  });

  it('adds candidates found in the CV database', async () => {
    const api = fakeApi({
      'GET /me': () => REQUIREMENTS_ME,
      'GET /requirements/:id': () => WELDER,
      'GET /requirements/:id/client-review': () => NO_REVIEW,
      'GET /interviews': () => ({ items: [] }),
      'GET /requirements/:id/pipeline': () => WELDER_PIPELINE,
      'GET /candidates': () =>
        list([
          {
            id: '00000000-0000-4000-8000-00000000cb09',
            fullName: 'Dian Permata',
            email: 'dian@example.id',
            phone: null,
            city: 'Bekasi',
            skills: ['MIG welding'],
            experienceYears: 6,
            expectedSalary: 6_500_000,
            source: 'referral',
            cvFileName: 'dian.pdf',
            updatedAt: '2026-10-01T02:00:00.000Z',
            snippet: '',
            pipelines: [],
          },
        ]),
      'POST /requirements/:id/pipeline': () => ({ added: 1, alreadyThere: [] }),
    });
    const { user } = renderPage(<RequirementDetailPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Add candidates' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Add candidates to REQ-2026-0007 Welder',
    });
    await user.type(
      within(dialog).getByRole('searchbox', { name: 'Search the CV database' }),
      'welding{Enter}',
    );
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Dian Permata' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 candidate' }));

    await waitFor(() =>
      expect(api.callsTo('POST', `/requirements/${WELDER_ID}/pipeline`)).toHaveLength(1),
    );
    expect(api.callsTo('POST', `/requirements/${WELDER_ID}/pipeline`)[0]?.body).toEqual({
      candidateIds: ['00000000-0000-4000-8000-00000000cb09'],
    });
    const search = api.callsTo('GET', '/candidates').at(-1)?.query;
    expect(search?.get('notInRequirementId')).toBe(WELDER_ID);
    expect(search?.get('search')).toBe('welding');
    expect(await screen.findByText('1 candidate added at Sourced')).toBeInTheDocument();
  });
});
