import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, list } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FamilyMember } from '../lib/types';
import { changeRequest, items } from '../testing/fixtures';
import { Component as FamilyMemberPage } from './FamilyMemberPage';

const path = routePatterns.employee.profile.family;
const BUDI: FamilyMember = {
  id: '00000000-0000-4000-8000-0000000000f1',
  kind: 'family',
  name: 'Budi Santoso',
  relationship: 'spouse',
  birthDate: '1993-02-11',
  nik: '3174011102930004',
  dependent: false,
};

describe('asking HR to change my family', () => {
  it('sends the whole family with the new member as a change request', async () => {
    const api = fakeApi({
      'GET /me/employee/profile/:kind': () => items([BUDI]),
      'GET /me/employee/change-requests': () => list([]),
      'POST /me/employee/change-requests': ({ body }) =>
        new Response(JSON.stringify(changeRequest({ kind: 'family', ...(body as object) })), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    const { user } = renderPage(<FamilyMemberPage />, {
      path,
      url: '/employee/profile/family/add',
    });
    expect(
      await screen.findByRole('heading', { name: 'Ask HR to add a family member', level: 1 }),
    ).toBeVisible();
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Dimas');
    await chooseOption(user, screen.getByRole('combobox', { name: /Relationship/ }), 'Child');
    await user.type(screen.getByLabelText(/Birth date/), '2026-10-02');
    await user.click(screen.getByRole('checkbox', { name: /Dependant/ }));
    await user.click(screen.getByRole('button', { name: 'Send to HR' }));

    expect(await screen.findByText('Sent to HR')).toBeInTheDocument();
    expect(api.callsTo('POST', '/me/employee/change-requests')[0]?.body).toEqual({
      kind: 'family',
      proposed: {
        members: [
          {
            id: BUDI.id,
            name: 'Budi Santoso',
            relationship: 'spouse',
            birthDate: '1993-02-11',
            nik: '3174011102930004',
            dependent: false,
          },
          {
            name: 'Dimas',
            relationship: 'child',
            birthDate: '2026-10-02',
            nik: null,
            dependent: true,
          },
        ],
      },
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/employee/profile');
  });

  it('shows the pending family request instead of a second form', async () => {
    fakeApi({
      'GET /me/employee/profile/:kind': () => items([BUDI]),
      'GET /me/employee/change-requests': () =>
        list([
          changeRequest({
            kind: 'family',
            current: { members: [BUDI] },
            proposed: { members: [] },
          }),
        ]),
    });
    renderPage(<FamilyMemberPage />, {
      path,
      url: `/employee/profile/family/edit/${BUDI.id}`,
    });
    const pending = await screen.findByText('Waiting for HR');
    const card = pending.closest('section') as HTMLElement;
    expect(within(card).getByText('Remove Budi Santoso')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send to HR' })).not.toBeInTheDocument();
  });
});
