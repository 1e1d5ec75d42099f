import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, json, list, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VacancyBody } from '../lib/vacancies';
import {
  DONE_REQUIREMENT,
  FORKLIFT_ROLE_ID,
  LOGISTICS_ID,
  MANAGER_ME,
  PACKER_REQUIREMENT,
  PACKING,
  PACKING_ID,
  STOCK_REQUIREMENT,
  STOCK_REQUIREMENT_ID,
  TAXONOMY,
} from '../testing/fixtures';
import { Component as VacancyFormPage } from './VacancyFormPage';

const path = routePatterns.jobPortal.jobVacancies.form;
const NEW_ID = '00000000-0000-4000-8000-00000000b6ff';

describe('the vacancy form', () => {
  it('offers open requirements without a vacancy, prefills from the one chosen and posts it', async () => {
    let created: unknown = null;
    const api = fakeApi({
      'GET /me': () => MANAGER_ME,
      'GET /job-taxonomy': () => TAXONOMY,
      'GET /vacancies/:id': () => created,
      'GET /requirements': () =>
        list([STOCK_REQUIREMENT, PACKER_REQUIREMENT, DONE_REQUIREMENT], 1, 200),
      'GET /vacancies': () => list([PACKING], 1, 200),
      'POST /vacancies': ({ body }) => {
        const sent = body as VacancyBody;
        created = {
          ...PACKING,
          ...sent,
          id: NEW_ID,
          requirementNumber: 'REQ-2026-0031',
          slug: 'forklift-operator-bekasi-b6ff',
          categoryName: 'Logistics',
          roleName: 'Forklift operator',
          publishedAt: '2026-11-24T03:00:00.000Z',
          closesOn: sent.closesOn ?? null,
          applicants: 0,
        };
        return json(201, created);
      },
    });
    const { user, router } = renderPage(<VacancyFormPage />, {
      path,
      url: '/job-portal/job-vacancies/add',
    });

    const requirement = await screen.findByRole('combobox', { name: /Requirement/ });
    await waitFor(() =>
      expect(
        within(requirement)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'Choose a requirement…',
        'REQ-2026-0031 · Forklift operator · PT Gudang Nusantara',
      ]),
    );
    await chooseOption(user, requirement, STOCK_REQUIREMENT_ID);
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Forklift operator');
    expect(screen.getByRole('textbox', { name: /Location/ })).toHaveValue('Bekasi');
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue(
      'Loading and unloading trucks at the Bekasi warehouse.',
    );
    expect(screen.getByRole('textbox', { name: /Qualifications/ })).toHaveValue(
      'SIO forklift licence; two years of warehouse work.',
    );

    await chooseOption(user, screen.getByRole('combobox', { name: 'Category' }), 'Logistics');
    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No role', 'Forklift operator', 'Warehouse staff']);
    await chooseOption(user, role, 'Forklift operator');
    await user.type(screen.getByRole('combobox', { name: /Skills/ }), 'forklift{Enter}');
    expect(screen.getByRole('button', { name: 'Remove the skill Forklift' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Show the salary on the website' }));
    await chooseOption(user, screen.getByRole('combobox', { name: /Status/ }), 'Published');
    await user.click(screen.getByRole('button', { name: 'Create vacancy' }));

    await waitFor(() => expect(api.callsTo('POST', '/vacancies')).toHaveLength(1));
    expect(api.callsTo('POST', '/vacancies')[0]?.body).toEqual({
      requirementId: STOCK_REQUIREMENT_ID,
      title: 'Forklift operator',
      categoryId: LOGISTICS_ID,
      roleId: FORKLIFT_ROLE_ID,
      skills: ['Forklift'],
      description: 'Loading and unloading trucks at the Bekasi warehouse.',
      qualifications: 'SIO forklift licence; two years of warehouse work.',
      location: 'Bekasi',
      showSalary: true,
      status: 'published',
      closesOn: null,
    });
    // Saved, the form becomes the vacancy's, which shows its address on the website.
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/job-portal/job-vacancies/edit/${NEW_ID}`),
    );
    expect(await screen.findByText('forklift-operator-bekasi-b6ff')).toBeInTheDocument();
  });

  it('shows the public address of a saved vacancy and the server’s objection by its field', async () => {
    fakeApi({
      'GET /me': () => MANAGER_ME,
      'GET /job-taxonomy': () => TAXONOMY,
      'GET /vacancies/:id': () => PACKING,
      'PUT /vacancies/:id': () =>
        problem(
          409,
          'requirement-closed',
          'Requirement REQ-2026-0029 is fulfilled; it cannot be published.',
          {
            status: 'Requirement REQ-2026-0029 is fulfilled; it cannot be published.',
          },
        ),
    });
    const { user } = renderPage(<VacancyFormPage />, {
      path,
      url: `/job-portal/job-vacancies/edit/${PACKING_ID}`,
    });
    expect(await screen.findByText('packer-bekasi-b601')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue(PACKING.roleId);
    await user.click(screen.getByRole('button', { name: 'Save vacancy' }));
    expect(
      await screen.findAllByText('Requirement REQ-2026-0029 is fulfilled; it cannot be published.'),
    ).not.toHaveLength(0);
    expect(screen.getByRole('combobox', { name: /Status/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
