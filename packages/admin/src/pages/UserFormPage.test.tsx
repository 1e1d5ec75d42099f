import { routePatterns } from '@staffdesk/core';
import { fakeApi, list, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_ME, AYU, HR_ROLE_ID, RINA, ROLES, SUPER_ROLE_ID } from '../testing/fixtures';
import { Component as UserFormPage } from './UserFormPage';

const path = routePatterns.userManagement.user;
const ACTIVE_RINA = { ...RINA, status: 'active' as const, lastSignInAt: '2026-11-21T02:00:00Z' };

describe('a user’s page', () => {
  it('disables a user after confirming in a dialog', async () => {
    let current = ACTIVE_RINA;
    const api = fakeApi({
      'GET /me': () => ADMIN_ME,
      'GET /users/:id': () => current,
      'POST /users/:id/disable': () => {
        current = { ...current, status: 'disabled' as never };
        return current;
      },
      'GET /audit-log': () => list([]),
    });
    const { user } = renderPage(<UserFormPage />, {
      path,
      url: `/user-management/user/form/view/${RINA.id}`,
    });
    expect(await screen.findByRole('heading', { name: 'Rina Wulandari', level: 1 })).toBeVisible();
    expect(screen.getByText('rina@staffdesk.local')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Disable user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Rina Wulandari?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable user' }));

    expect(await screen.findByText('User disabled')).toBeInTheDocument();
    expect(api.callsTo('POST', `/users/${RINA.id}/disable`)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Enable user' })).toBeInTheDocument();
  });

  it('shows the server’s refusal in the dialog', async () => {
    fakeApi({
      'GET /me': () => ADMIN_ME,
      'GET /users/:id': () => AYU,
      'POST /users/:id/disable': () =>
        problem(409, 'cannot-disable-self', 'You cannot disable your own account.'),
      'GET /audit-log': () => list([]),
    });
    const { user } = renderPage(<UserFormPage />, {
      path,
      url: `/user-management/user/form/view/${AYU.id}`,
    });
    await user.click(await screen.findByRole('button', { name: 'Disable user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Ayu Lestari?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable user' }));
    expect(await within(dialog).findByText('You cannot disable your own account.')).toBeVisible();
  });

  it('resends the invitation of an invited user', async () => {
    const api = fakeApi({
      'GET /me': () => ADMIN_ME,
      'GET /users/:id': () => RINA,
      'POST /users/:id/resend-invitation': () => RINA,
      'GET /audit-log': () => list([]),
    });
    const { user } = renderPage(<UserFormPage />, {
      path,
      url: `/user-management/user/form/view/${RINA.id}`,
    });
    await user.click(await screen.findByRole('button', { name: 'Resend invitation' }));
    expect(await screen.findByText('Invitation sent again')).toBeInTheDocument();
    expect(api.callsTo('POST', `/users/${RINA.id}/resend-invitation`)).toHaveLength(1);
  });

  it('edits the name and roles', async () => {
    const api = fakeApi({
      'GET /me': () => ADMIN_ME,
      'GET /users/:id': () => ACTIVE_RINA,
      'GET /roles': () => list(ROLES),
      'PATCH /users/:id': ({ body }) => ({ ...ACTIVE_RINA, name: (body as { name: string }).name }),
      'GET /audit-log': () => list([]),
    });
    const { user, router } = renderPage(<UserFormPage />, {
      path,
      url: `/user-management/user/form/edit/${RINA.id}`,
    });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.getByRole('checkbox', { name: 'HR' })).toBeChecked();
    await user.clear(name);
    await user.type(name, 'Rina W.');
    await user.click(screen.getByRole('checkbox', { name: 'Super admin' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/user-management/user/form/view/${RINA.id}`),
    );
    expect(api.callsTo('PATCH', `/users/${RINA.id}`)[0]?.body).toEqual({
      name: 'Rina W.',
      roleIds: [SUPER_ROLE_ID, HR_ROLE_ID],
    });
  });

  it('shows not-found for an unknown mode', async () => {
    fakeApi({ 'GET /me': () => ADMIN_ME });
    renderPage(<UserFormPage />, { path, url: '/user-management/user/form/delete/1' });
    expect(
      await screen.findByRole('heading', { name: 'This page does not exist' }),
    ).toBeInTheDocument();
  });
});
