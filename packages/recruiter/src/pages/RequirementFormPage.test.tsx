import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, json, list, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CLIENTS,
  FACTORY_ID,
  REQUIREMENTS_ME,
  REQUIREMENTS_READER_ME,
  RINA,
  WELDER,
  WELDER_ID,
  YOGA,
} from '../testing/requirements';
import { Component as RequirementFormPage } from './RequirementFormPage';

const path = routePatterns.recruiter.requirement.form;

function lists() {
  return {
    'GET /me': () => REQUIREMENTS_ME,
    'GET /clients': () => list(CLIENTS, 1, 200),
    'GET /recruiters': () => ({ items: [RINA, YOGA] }),
  } as const;
}

describe('opening a requirement', () => {
  it('sends the requirement and shows the server’s field error under its field', async () => {
    const api = fakeApi({
      ...lists(),
      'POST /requirements': () =>
        problem(400, 'validation-failed', 'Some fields are not valid.', {
          'recruiterIds.1': 'One of the recruiters is not an active user.',
        }),
    });
    const { user } = renderPage(<RequirementFormPage />, {
      path,
      url: '/recruiter/requirement/form/add',
    });

    const client = await screen.findByRole('combobox', { name: 'Client' });
    await waitFor(() =>
      expect(
        within(client).getByRole('option', { name: /PT Astra Manufaktur Teknik/ }),
      ).toBeInTheDocument(),
    );
    // An inactive client takes no new requirement.
    expect(within(client).queryByRole('option', { name: /PT Lama Sekali/ })).toBeNull();
    await chooseOption(user, client, 'PT Astra Manufaktur Teknik (AMT-CKR)');
    await user.type(screen.getByRole('textbox', { name: 'Position' }), 'Welder');
    const headcount = screen.getByRole('textbox', { name: 'Headcount' });
    await user.clear(headcount);
    await user.type(headcount, '3');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Night shift.');
    await user.type(screen.getByRole('textbox', { name: 'Qualifications' }), 'SMK.');
    const from = screen.getByRole('textbox', { name: 'Salary from' });
    await user.type(from, '5500000');
    expect(from).toHaveValue('5.500.000');
    await user.type(screen.getByRole('textbox', { name: 'Salary up to' }), '7000000');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Contract type' }), 'Freelance');
    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Cikarang');
    await user.type(screen.getByLabelText('Deadline'), '2026-11-21');
    await user.click(screen.getByRole('checkbox', { name: 'Rina Wulandari' }));
    await user.click(screen.getByRole('checkbox', { name: 'Yoga Prasetyo' }));
    await user.click(screen.getByRole('button', { name: 'Open requirement' }));

    await waitFor(() => expect(api.callsTo('POST', '/requirements')).toHaveLength(1));
    expect(api.callsTo('POST', '/requirements')[0]?.body).toEqual({
      clientId: FACTORY_ID,
      position: 'Welder',
      headcount: 3,
      description: 'Night shift.',
      qualifications: 'SMK.',
      salaryMin: 5_500_000,
      salaryMax: 7_000_000,
      location: 'Cikarang',
      contractType: 'freelance',
      deadline: '2026-11-21',
      status: 'open',
      recruiterIds: [RINA.id, YOGA.id],
    });
    expect(
      await screen.findByText('One of the recruiters is not an active user.'),
    ).toBeInTheDocument();
  });

  it('starts with the client it was opened from (a client’s page)', async () => {
    fakeApi(lists());
    renderPage(<RequirementFormPage />, {
      path,
      url: `/recruiter/requirement/form/add?clientId=${FACTORY_ID}`,
    });
    const client = await screen.findByRole('combobox', { name: 'Client' });
    await waitFor(() => expect(client).toHaveValue(FACTORY_ID));
    expect(within(client).getByRole('option', { selected: true })).toHaveTextContent(
      'PT Astra Manufaktur Teknik (AMT-CKR)',
    );
  });

  it('checks the position, headcount and salary range before sending', async () => {
    const api = fakeApi(lists());
    const { user } = renderPage(<RequirementFormPage />, {
      path,
      url: '/recruiter/requirement/form/add',
    });
    const headcount = await screen.findByRole('textbox', { name: 'Headcount' });
    await user.clear(headcount);
    await user.type(headcount, '0');
    await user.type(screen.getByRole('textbox', { name: 'Salary from' }), '9000000');
    await user.type(screen.getByRole('textbox', { name: 'Salary up to' }), '5000000');
    await user.click(screen.getByRole('button', { name: 'Open requirement' }));
    expect(await screen.findByText('Position is required.')).toBeInTheDocument();
    expect(screen.getByText('Client is required.')).toBeInTheDocument();
    expect(screen.getByText('Enter a number from 1 to 10,000.')).toBeInTheDocument();
    expect(screen.getByText('The maximum salary is below the minimum.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/requirements')).toHaveLength(0);
  });

  it('refuses someone who may not manage recruiting', async () => {
    fakeApi({ 'GET /me': () => REQUIREMENTS_READER_ME });
    renderPage(<RequirementFormPage />, { path, url: '/recruiter/requirement/form/add' });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
  });
});

describe('editing a requirement', () => {
  it('keeps the client of a requirement with candidates and opens the requirement after saving', async () => {
    const api = fakeApi({
      ...lists(),
      'GET /requirements/:id': () => WELDER,
      'PUT /requirements/:id': () =>
        json(200, { ...WELDER, position: 'Senior welder', recruiters: [RINA] }),
    });
    const { user, router } = renderPage(<RequirementFormPage />, {
      path,
      url: `/recruiter/requirement/form/edit/${WELDER_ID}`,
    });
    const position = await screen.findByRole('textbox', { name: 'Position' });
    expect(position).toHaveValue('Welder');
    expect(screen.getByRole('combobox', { name: 'Client' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Salary from' })).toHaveValue('5.500.000');
    await user.clear(position);
    await user.type(position, 'Senior welder');
    await user.click(screen.getByRole('checkbox', { name: 'Yoga Prasetyo' }));
    await user.click(screen.getByRole('button', { name: 'Save requirement' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/recruiter/requirement/${WELDER_ID}`),
    );
    expect(api.callsTo('PUT', `/requirements/${WELDER_ID}`)[0]?.body).toMatchObject({
      clientId: FACTORY_ID,
      position: 'Senior welder',
      headcount: 3,
      recruiterIds: [RINA.id],
    });
  });
});
