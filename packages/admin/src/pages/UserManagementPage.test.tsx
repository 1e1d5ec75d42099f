import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, json, list, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_ME,
  AYU,
  HR_ROLE_ID,
  READER_ME,
  RINA,
  ROLES,
  userSummary,
} from '../testing/fixtures';
import { Component as UserManagementPage } from './UserManagementPage';

const path = routePatterns.userManagement.list;

function usersApi(me = ADMIN_ME) {
  return fakeApi({
    'GET /me': () => me,
    'GET /roles': () => list(ROLES),
    'GET /users': ({ query }) =>
      query.get('search') === 'nobody'
        ? list([])
        : { ...list([AYU, RINA].map(userSummary)), total: 42 },
    'GET /audit-log': () => list([]),
  });
}

describe('the users list', () => {
  it('shows each user with email, roles, status and last sign-in', async () => {
    usersApi();
    renderPage(<UserManagementPage />, { path, url: '/user-management' });

    const table = await screen.findByRole('table', { name: 'Users' });
    const rina = await within(table).findByRole('row', { name: /Rina Wulandari/ });
    expect(within(rina).getByRole('link', { name: 'Rina Wulandari' })).toHaveAttribute(
      'href',
      `/user-management/user/form/view/${RINA.id}`,
    );
    expect(rina).toHaveTextContent('rina@staffdesk.local');
    expect(rina).toHaveTextContent('HR');
    expect(rina).toHaveTextContent('Invited');
    expect(rina).toHaveTextContent('Never');
    const ayu = within(table).getByRole('row', { name: /Ayu Lestari/ });
    expect(ayu).toHaveTextContent('Active');
    expect(ayu).toHaveTextContent('21 Nov 2026, 08:00');
    expect(screen.getByText('1–20 of 42')).toBeInTheDocument();
  });

  it('asks the server for the search, filters and page of the URL, and keeps changes in it', async () => {
    const api = usersApi();
    const { user, router } = renderPage(<UserManagementPage />, {
      path,
      url: '/user-management?status=invited&page=2',
    });

    await screen.findByRole('row', { name: /Rina Wulandari/ });
    const first = api.callsTo('GET', '/users')[0];
    expect(first?.query.get('status')).toBe('invited');
    expect(first?.query.get('page')).toBe('2');
    expect(first?.query.get('pageSize')).toBe('20');

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'rina');
    await waitFor(() =>
      expect(api.callsTo('GET', '/users').at(-1)?.query.get('search')).toBe('rina'),
    );
    // A new search starts again at page 1.
    expect(api.callsTo('GET', '/users').at(-1)?.query.get('page')).toBe('1');
    expect(api.callsTo('GET', '/users').at(-1)?.query.get('status')).toBe('invited');

    await chooseOption(user, screen.getByRole('combobox', { name: 'Role' }), 'HR');
    await waitFor(() =>
      expect(api.callsTo('GET', '/users').at(-1)?.query.get('role')).toBe(HR_ROLE_ID),
    );
    expect(router.state.location.search).toBe(`?status=invited&search=rina&role=${HR_ROLE_ID}`);

    await user.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/users').at(-1)?.query.get('sort')).toBe('email'),
    );
  });

  it('opens a user’s page from a click anywhere on the row', async () => {
    usersApi();
    const { user, router } = renderPage(<UserManagementPage />, { path, url: '/user-management' });
    const rina = await screen.findByRole('row', { name: /Rina Wulandari/ });
    await user.click(within(rina).getByText('rina@staffdesk.local'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/user-management/user/form/view/${RINA.id}`),
    );
  });

  it('says so when no user matches', async () => {
    usersApi();
    renderPage(<UserManagementPage />, { path, url: '/user-management?search=nobody' });
    expect(await screen.findByText('No users match')).toBeInTheDocument();
  });

  it('hides the invitation from a user who may only read', async () => {
    usersApi(READER_ME);
    renderPage(<UserManagementPage />, { path, url: '/user-management' });
    await screen.findByRole('row', { name: /Rina Wulandari/ });
    expect(screen.queryByRole('button', { name: 'Invite user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Audit log' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Jobs' })).not.toBeInTheDocument();
  });

  it('shows access denied when the server refuses the list', async () => {
    fakeApi({
      'GET /me': () => ({ ...READER_ME, permissions: [] }),
      'GET /roles': () => problem(403, 'forbidden', 'You do not have permission to do this.'),
      'GET /users': () => problem(403, 'forbidden', 'You do not have permission to do this.'),
    });
    renderPage(<UserManagementPage />, { path, url: '/user-management' });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
  });
});

describe('inviting a user', () => {
  it('sends name, email and the chosen roles, and shows the server’s 409 under Email', async () => {
    const api = fakeApi({
      'GET /me': () => ADMIN_ME,
      'GET /roles': () => list(ROLES),
      'GET /users': () => list([AYU].map(userSummary)),
      'POST /users': () =>
        problem(409, 'email-taken', 'rina@staffdesk.local already has an account.', {
          email: 'This email already has an account.',
        }),
    });
    const { user } = renderPage(<UserManagementPage />, { path, url: '/user-management' });

    await user.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite user' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Rina Wulandari');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'rina@staffdesk.local');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'HR' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        expect.stringContaining('This email already has an account.'),
      ),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/users')[0]?.body).toEqual({
      name: 'Rina Wulandari',
      email: 'rina@staffdesk.local',
      roleIds: [HR_ROLE_ID],
    });
    expect(screen.getByRole('dialog', { name: 'Invite user' })).toBeInTheDocument();
  });

  it('asks for a role before sending, then closes with a confirmation', async () => {
    const api = fakeApi({
      'GET /me': () => ADMIN_ME,
      'GET /roles': () => list(ROLES),
      'GET /users': () => list([AYU].map(userSummary)),
      'POST /users': ({ body }) =>
        json(201, {
          ...RINA,
          name: (body as { name: string }).name,
          email: (body as { email: string }).email,
        }),
    });
    const { user } = renderPage(<UserManagementPage />, { path, url: '/user-management' });

    await user.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite user' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Rina Wulandari');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'rina@staffdesk.local');
    await within(dialog).findByRole('checkbox', { name: 'HR' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Choose at least one role.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/users')).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Super admin' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Invite user' })).not.toBeInTheDocument(),
    );
  });
});

describe('the roles tab', () => {
  it('lists roles with user counts and deletes an unused one after its name is typed', async () => {
    const unused = {
      ...ROLES[1]!,
      id: '00000000-0000-4000-8000-0000000000a9',
      key: null,
      name: 'Auditor',
      userCount: 0,
      seeded: false,
    };
    const api = fakeApi({
      'GET /me': () => ADMIN_ME,
      'GET /roles': () => list([...ROLES, unused]),
      'DELETE /roles/:id': () => new Response(null, { status: 204 }),
    });
    const { user } = renderPage(<UserManagementPage />, {
      path,
      url: '/user-management?tab=roles',
    });
    const table = await screen.findByRole('table', { name: 'Roles' });
    const hr = await within(table).findByRole('row', { name: /HR/ });
    expect(hr).toHaveTextContent('Built-in');
    expect(screen.getByRole('link', { name: 'New role' })).toHaveAttribute(
      'href',
      '/user-management/role/form/add',
    );

    await user.click(within(table).getByRole('button', { name: 'Actions for Auditor' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete role' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the role Auditor?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete role' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox'), 'Auditor');
    await user.click(confirm);
    expect(await screen.findByText('Role deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/roles/00000000-0000-4000-8000-0000000000a9')).toHaveLength(1);
  });
});

describe('the audit log tab', () => {
  it('filters by record type and dates, and unfolds what changed', async () => {
    const api = fakeApi({
      'GET /me': () => ADMIN_ME,
      'GET /audit-log': () =>
        list([
          {
            id: '00000000-0000-4000-8000-0000000000e1',
            actorUserId: ADMIN_ME.user.id,
            actor: 'Ayu Lestari',
            action: 'user.updated',
            entity: 'user',
            entityId: RINA.id,
            before: { name: 'Rina', roles: ['HR'] },
            after: { name: 'Rina Wulandari', roles: ['HR'] },
            ip: '127.0.0.1',
            createdAt: '2026-11-21T03:04:00.000Z',
          },
        ]),
    });
    const { user } = renderPage(<UserManagementPage />, {
      path,
      url: '/user-management?tab=audit-log',
    });
    const row = await screen.findByRole('row', { name: /user\.updated/ });
    expect(row).toHaveTextContent('21 Nov 2026, 10:04');
    expect(row).toHaveTextContent('Ayu Lestari');
    await user.click(within(row).getByText('1 change'));
    expect(within(row).getByText('Rina', { selector: 'del' })).toBeVisible();
    expect(within(row).getByText('Rina Wulandari', { selector: 'ins' })).toBeVisible();

    await chooseOption(user, screen.getByRole('combobox', { name: 'Record type' }), 'User');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() => {
      const last = api.callsTo('GET', '/audit-log').at(-1);
      expect(last?.query.get('entity')).toBe('user');
      expect(last?.query.get('from')).toBe('2026-11-01');
    });
  });
});

describe('the jobs tab', () => {
  it('lists background jobs with state, progress, attempts, error and times, filtered by state', async () => {
    const job = {
      id: '6f1c1c4e-8f7e-4a43-9d0a-5b8d7c6e1a01',
      name: 'employees.import',
      state: 'active' as const,
      attempts: 1,
      maxAttempts: 3,
      progress: { unit: 'rows', done: 5000, total: 20000 },
      result: null,
      error: null,
      startedBy: ADMIN_ME.user.id,
      createdAt: '2026-11-21T03:04:00.000Z',
      startedAt: '2026-11-21T03:04:01.000Z',
      finishedAt: null,
    };
    const api = fakeApi({
      'GET /me': () => ADMIN_ME,
      'GET /jobs': () =>
        list([
          job,
          {
            ...job,
            id: '6f1c1c4e-8f7e-4a43-9d0a-5b8d7c6e1a02',
            name: 'sign-in-attempts.prune',
            state: 'failed' as const,
            attempts: 2,
            maxAttempts: 2,
            progress: null,
            error: 'connection lost',
            finishedAt: '2026-11-21T03:05:00.000Z',
          },
        ]),
    });
    const { user } = renderPage(<UserManagementPage />, { path, url: '/user-management?tab=jobs' });
    const running = await screen.findByRole('row', { name: /employees\.import/ });
    expect(running).toHaveTextContent('Running');
    expect(running).toHaveTextContent('5.000 of 20.000 rows');
    expect(running).toHaveTextContent('1 of 3');
    expect(running).toHaveTextContent('21 Nov 2026, 10:04');
    const failed = screen.getByRole('row', { name: /sign-in-attempts\.prune/ });
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('connection lost');
    expect(failed).toHaveTextContent('2 of 2');
    expect(failed).toHaveTextContent('21 Nov 2026, 10:05');

    await chooseOption(user, screen.getByRole('combobox', { name: 'State' }), 'Failed');
    await waitFor(() => {
      expect(api.callsTo('GET', '/jobs').at(-1)?.query.get('state')).toBe('failed');
    });
  });
});
