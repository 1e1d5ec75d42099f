import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, list, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  BANK,
  BUDI,
  CLIENT_ID,
  clientSummaryOf,
  DEWI,
  HR_ME,
  READER_ME,
  summaryOf,
} from '../testing/fixtures';
import { Component as EmployeeListPage } from './EmployeeListPage';

const path = routePatterns.humanResource.employee.list;

function employeesApi(me = HR_ME) {
  return fakeApi({
    'GET /me': () => me,
    'GET /clients': () => list([clientSummaryOf(BANK)]),
    'GET /employees': ({ query }) =>
      query.get('search') === 'nobody'
        ? list([])
        : { ...list([summaryOf(BUDI), DEWI]), total: 300 },
  });
}

describe('the employee list', () => {
  it('shows each employee with number, NIK, client, contract and status', async () => {
    employeesApi();
    renderPage(<EmployeeListPage />, { path, url: '/human-resource/employee' });
    const table = await screen.findByRole('table', { name: 'Employees' });
    const budi = await within(table).findByRole('row', { name: /Budi Santoso/ });
    expect(within(budi).getByRole('link', { name: 'Budi Santoso' })).toHaveAttribute(
      'href',
      `/human-resource/employee/detail/${BUDI.id}`,
    );
    expect(budi).toHaveTextContent('EMP-2026-00042');
    expect(budi).toHaveTextContent('3174051203900001');
    expect(budi).toHaveTextContent(BANK.legalName);
    expect(budi).toHaveTextContent('PKWT until 15 Dec 2026');
    expect(budi).toHaveTextContent('Active');
    const dewi = within(table).getByRole('row', { name: /Dewi Lestari/ });
    expect(dewi).toHaveTextContent('Internal staff');
    expect(dewi).toHaveTextContent('Onboarding');
    expect(screen.getByText('1–20 of 300')).toBeInTheDocument();
  });

  it('sends the search and every filter to the server and keeps them in the address', async () => {
    const api = employeesApi();
    const { user, router } = renderPage(<EmployeeListPage />, {
      path,
      url: '/human-resource/employee?page=3',
    });
    await screen.findByRole('row', { name: /Budi Santoso/ });
    expect(api.callsTo('GET', '/employees')[0]?.query.get('page')).toBe('3');

    await user.type(screen.getByRole('searchbox', { name: 'Search employees' }), '317405');
    await waitFor(() =>
      expect(api.callsTo('GET', '/employees').at(-1)?.query.get('search')).toBe('317405'),
    );
    expect(api.callsTo('GET', '/employees').at(-1)?.query.get('page')).toBe('1');

    await chooseOption(
      user,
      await screen.findByRole('combobox', { name: 'Client' }),
      BANK.legalName,
    );
    await chooseOption(user, screen.getByRole('combobox', { name: 'Status' }), 'Active');
    await chooseOption(
      user,
      screen.getByRole('combobox', { name: 'Contract type' }),
      'PKWT (fixed term)',
    );
    await chooseOption(
      user,
      screen.getByRole('combobox', { name: 'Contract ending within' }),
      '60 days',
    );
    await waitFor(() => {
      const last = api.callsTo('GET', '/employees').at(-1)?.query;
      expect(last?.get('search')).toBe('317405');
      expect(last?.get('clientId')).toBe(CLIENT_ID);
      expect(last?.get('status')).toBe('active');
      expect(last?.get('contractType')).toBe('pkwt');
      expect(last?.get('contractEndingWithinDays')).toBe('60');
      expect(last?.get('pageSize')).toBe('20');
    });
    expect(router.state.location.search).toBe(
      `?search=317405&clientId=${CLIENT_ID}&status=active&contractType=pkwt&endingWithin=60`,
    );

    await chooseOption(user, screen.getByRole('combobox', { name: 'Client' }), 'Internal staff');
    await waitFor(() =>
      expect(api.callsTo('GET', '/employees').at(-1)?.query.get('clientId')).toBe('internal'),
    );

    await user.click(screen.getByRole('button', { name: 'Employee number' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/employees').at(-1)?.query.get('sort')).toBe('employeeNumber'),
    );
  });

  it('opens the new employee form from "Add employee"', async () => {
    employeesApi();
    const { user, router } = renderPage(<EmployeeListPage />, {
      path,
      url: '/human-resource/employee',
    });
    await user.click(await screen.findByRole('button', { name: 'Add employee' }));
    expect(router.state.location.pathname).toBe('/human-resource/employee/add');
  });

  it('says so when no employee matches', async () => {
    employeesApi();
    renderPage(<EmployeeListPage />, { path, url: '/human-resource/employee?search=nobody' });
    expect(await screen.findByText('No employees match')).toBeInTheDocument();
  });

  it('hides adding and importing from a user who may only read', async () => {
    employeesApi(READER_ME);
    renderPage(<EmployeeListPage />, { path, url: '/human-resource/employee' });
    await screen.findByRole('row', { name: /Budi Santoso/ });
    expect(screen.queryByRole('button', { name: 'Add employee' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import employees' })).not.toBeInTheDocument();
  });

  it('shows access denied when the server refuses', async () => {
    fakeApi({
      'GET /me': () => ({ ...READER_ME, permissions: [] }),
      'GET /clients': () => problem(403, 'forbidden', 'No.'),
      'GET /employees': () => problem(403, 'forbidden', 'You do not have permission to do this.'),
    });
    renderPage(<EmployeeListPage />, { path, url: '/human-resource/employee' });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
  });
});

describe('importing employees', () => {
  it('shows the dry run’s bad rows, and imports only once a file is clean', async () => {
    let checks = 0;
    const api = fakeApi({
      'GET /me': () => HR_ME,
      'GET /clients': () => list([clientSummaryOf(BANK)]),
      'GET /employees': () => list([summaryOf(BUDI)]),
      'POST /employees/import': ({ query }) => {
        if (query.get('dryRun') === 'false') {
          return { dryRun: false, total: 2, valid: 2, imported: 2, errors: [] };
        }
        checks += 1;
        return checks === 1
          ? {
              dryRun: true,
              total: 2,
              valid: 1,
              imported: 0,
              errors: [{ row: 3, column: 'NIK', message: 'A NIK has 16 digits.' }],
            }
          : { dryRun: true, total: 2, valid: 2, imported: 0, errors: [] };
      },
    });
    const { user } = renderPage(<EmployeeListPage />, { path, url: '/human-resource/employee' });
    await user.click(await screen.findByRole('button', { name: 'Import employees' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import employees' });
    const input = within(dialog).getByLabelText('File (Excel or CSV)');

    await user.upload(input, new File(['x'], 'employees.csv', { type: 'text/csv' }));
    const problems = await within(dialog).findByRole('table', { name: 'Problems in the file' });
    expect(within(problems).getByRole('row', { name: /3 NIK A NIK has 16 digits/ })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Import 2 employees' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Import employees' })).toBeDisabled();

    await user.upload(input, new File(['x'], 'employees.csv', { type: 'text/csv' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 2 employees' }));
    expect(await screen.findByText('Employees imported')).toBeInTheDocument();
    expect(
      api.callsTo('POST', '/employees/import').map((call) => call.query.get('dryRun')),
    ).toEqual(['true', 'true', 'false']);
  });
});
