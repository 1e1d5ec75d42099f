import { routePatterns } from '@staffdesk/core';
import { fakeApi, json, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_ME, HR_ROLE_ID, PERMISSION_CATALOGUE, READER_ME, ROLES } from '../testing/fixtures';
import { Component as RoleFormPage } from './RoleFormPage';

const path = routePatterns.userManagement.role;
const NEW_ROLE_ID = '00000000-0000-4000-8000-0000000000b1';

describe('the role form', () => {
  it('sends the chosen section flags and permissions', async () => {
    const created = {
      id: NEW_ROLE_ID,
      key: null,
      name: 'Payroll officer',
      description: 'Runs payroll.',
      superAccess: false,
      sections: ['human-resource', 'finance'],
      permissions: ['leave.approve', 'payroll.run'],
      userCount: 0,
      seeded: false,
    };
    const api = fakeApi({
      'GET /me': () => ADMIN_ME,
      'GET /permissions': () => PERMISSION_CATALOGUE,
      'POST /roles': () => json(201, created),
      'GET /roles/:id': () => created,
    });
    const { user, router } = renderPage(<RoleFormPage />, {
      path,
      url: '/user-management/role/form/add',
    });

    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Payroll officer');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Runs payroll.');
    const sections = screen.getByRole('group', { name: 'Sections' });
    await user.click(within(sections).getByRole('checkbox', { name: 'Finance' }));
    await user.click(within(sections).getByRole('checkbox', { name: 'Human resource' }));
    expect(
      within(sections).getByRole('checkbox', {
        name: 'Business development (also old business development)',
      }),
    ).not.toBeChecked();
    const leave = screen.getByRole('group', { name: 'Leave' });
    await user.click(within(leave).getByRole('checkbox', { name: 'Decide leave requests' }));
    await user.click(screen.getByRole('checkbox', { name: 'Calculate payroll runs' }));
    await user.click(screen.getByRole('button', { name: 'Create role' }));

    await waitFor(() => expect(api.callsTo('POST', '/roles')).toHaveLength(1));
    expect(api.callsTo('POST', '/roles')[0]?.body).toEqual({
      name: 'Payroll officer',
      description: 'Runs payroll.',
      superAccess: false,
      sections: ['human-resource', 'finance'],
      permissions: ['leave.approve', 'payroll.run'],
    });
    expect(await screen.findByText('Role created')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/user-management/role/form/view/${NEW_ROLE_ID}`),
    );
    expect(await screen.findByRole('heading', { name: 'Payroll officer', level: 1 })).toBeVisible();
  });

  it('shows a taken name beside the name', async () => {
    fakeApi({
      'GET /me': () => ADMIN_ME,
      'GET /permissions': () => PERMISSION_CATALOGUE,
      'GET /roles/:id': () => ROLES[1],
      'PUT /roles/:id': () =>
        problem(409, 'name-taken', 'A role with this name exists.', {
          name: 'A role with this name exists.',
        }),
    });
    const { user } = renderPage(<RoleFormPage />, {
      path,
      url: `/user-management/role/form/edit/${HR_ROLE_ID}`,
    });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('HR');
    expect(screen.getByRole('checkbox', { name: 'Decide leave requests' })).toBeChecked();
    await user.clear(name);
    await user.type(name, 'Super admin');
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('A role with this name exists.'));
  });

  it('shows a role with its sections and permissions, and no editing without roles.manage', async () => {
    fakeApi({
      'GET /me': () => READER_ME,
      'GET /permissions': () => PERMISSION_CATALOGUE,
      'GET /roles/:id': () => ROLES[1],
    });
    renderPage(<RoleFormPage />, { path, url: `/user-management/role/form/view/${HR_ROLE_ID}` });
    expect(await screen.findByRole('heading', { name: 'HR', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Human resource, Employee self-service')).toBeInTheDocument();
    expect(await screen.findByText('Decide leave requests')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit role' })).not.toBeInTheDocument();
  });

  it('shows not-found for an unknown mode', async () => {
    fakeApi({ 'GET /me': () => ADMIN_ME });
    renderPage(<RoleFormPage />, { path, url: '/user-management/role/form/copy/1' });
    expect(
      await screen.findByRole('heading', { name: 'This page does not exist' }),
    ).toBeInTheDocument();
  });
});
