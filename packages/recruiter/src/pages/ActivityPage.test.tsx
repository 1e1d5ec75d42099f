import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, list } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ANDI, RECRUITER_ME, STAGE_MOVE } from '../testing/candidates';
import { Component as ActivityPage } from './ActivityPage';

describe('the activity log', () => {
  it('says who did what to whom and when, and filters by kind', async () => {
    const api = fakeApi({
      'GET /me': () => RECRUITER_ME,
      'GET /candidate-activities': () =>
        list([
          STAGE_MOVE,
          {
            ...STAGE_MOVE,
            id: '00000000-0000-4000-8000-00000000ac02',
            kind: 'updated',
            requirementId: null,
            requirementNumber: null,
            requirementPosition: null,
            fromStage: null,
            toStage: null,
            detail: 'email, expectedSalary',
            createdAt: '2026-11-20T03:00:00.000Z',
          },
        ]),
    });
    const { user } = renderPage(<ActivityPage />, {
      path: routePatterns.recruiter.activity,
      url: '/recruiter/activity',
    });
    const table = await screen.findByRole('table', { name: 'Activity log' }, { timeout: 3000 });
    const move = await within(table).findByRole('row', { name: /moved/ });
    expect(move).toHaveTextContent('21 Nov 2026 14:05');
    expect(move).toHaveTextContent('Screened → CV sent. Reason: Strong SAP experience');
    expect(within(move).getByRole('link', { name: 'Andi Saputra' })).toHaveAttribute(
      'href',
      `/recruiter/candidate/${ANDI.id}`,
    );
    expect(within(table).getByRole('row', { name: /Wulandari changed/ })).toHaveTextContent(
      'Rina Wulandari changed Andi Saputra: email, expected salary',
    );

    await chooseOption(user, screen.getByRole('combobox', { name: 'Kind' }), 'stage-changed');
    await waitFor(() =>
      expect(api.callsTo('GET', '/candidate-activities').at(-1)?.query.get('kind')).toBe(
        'stage-changed',
      ),
    );
  });
});
