import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, json, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  FORKLIFT_ROLE_ID,
  LOGISTICS_ID,
  MANAGER_ME,
  OPERATIONS_ID,
  READER_ME,
  TAXONOMY,
} from '../testing/fixtures';
import { Component as JobCategoriesPage } from './JobCategoriesPage';
import { Component as JobRolesPage } from './JobRolesPage';
import { Component as JobSkillsPage } from './JobSkillsPage';

describe('the job taxonomy pages', () => {
  it('lists the categories and shows why the server refuses a delete (409)', async () => {
    const api = fakeApi({
      'GET /me': () => MANAGER_ME,
      'GET /job-taxonomy': () => TAXONOMY,
      'DELETE /job-taxonomy/:kind/:id': () =>
        problem(409, 'conflict', 'Delete or move the roles of this category first.'),
    });
    const { user } = renderPage(<JobCategoriesPage />, {
      path: routePatterns.jobPortal.jobCategories.list,
      url: '/job-portal/job-categories',
    });
    const table = await screen.findByRole('table', { name: 'Job categories' });
    const logistics = within(table).getByText('Logistics').closest('tr') as HTMLElement;
    expect(logistics).toHaveTextContent('2');
    await user.click(within(logistics).getByRole('button', { name: 'Delete Logistics' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Logistics?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText('Delete or move the roles of this category first.'),
    ).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/job-taxonomy/category/${LOGISTICS_ID}`)).toHaveLength(1);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('adds a role to the category chosen, and renames one in a dialog', async () => {
    const api = fakeApi({
      'GET /me': () => MANAGER_ME,
      'GET /job-taxonomy': () => TAXONOMY,
      'POST /job-roles': () =>
        json(201, { id: '00000000-0000-4000-8000-00000000b2ff', name: 'Dispatcher' }),
      'PUT /job-roles/:id': () => ({ id: FORKLIFT_ROLE_ID, name: 'Reach truck operator' }),
    });
    const { user } = renderPage(<JobRolesPage />, {
      path: routePatterns.jobPortal.jobRoles.list,
      url: '/job-portal/job-roles',
    });
    await user.click(await screen.findByRole('button', { name: 'New role' }));
    let dialog = await screen.findByRole('dialog', { name: 'New role' });
    await chooseOption(
      user,
      within(dialog).getByRole('combobox', { name: /Category/ }),
      'Operations',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Dispatcher');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/job-roles')[0]?.body).toEqual({
        categoryId: OPERATIONS_ID,
        name: 'Dispatcher',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Rename Forklift operator' }));
    dialog = await screen.findByRole('dialog', { name: 'Rename Forklift operator' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Reach truck operator');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', `/job-roles/${FORKLIFT_ROLE_ID}`)[0]?.body).toEqual({
        categoryId: LOGISTICS_ID,
        name: 'Reach truck operator',
      }),
    );
  });

  it('shows the skills to a reader without the buttons that change them', async () => {
    fakeApi({ 'GET /me': () => READER_ME, 'GET /job-taxonomy': () => TAXONOMY });
    renderPage(<JobSkillsPage />, {
      path: routePatterns.jobPortal.jobSkills.list,
      url: '/job-portal/job-skills',
    });
    const table = await screen.findByRole('table', { name: 'Job skills' });
    expect(within(table).getByText('Stock opname')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New skill' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Forklift' })).toBeNull();
  });
});
