import { routePatterns } from '@staffdesk/core';
import { fakeApi, list, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUDI, HR_ME, summaryOf } from '../testing/fixtures';
import { Component as EmployeeStatusPage } from './EmployeeStatusPage';

const path = routePatterns.humanResource.employeeStatus;

describe('the employee status page', () => {
  it('counts employees per status, each linking to the filtered list, and lists contracts ending soon', async () => {
    const api = fakeApi({
      'GET /me': () => HR_ME,
      'GET /employees/status-counts': () => ({
        onboarding: 12,
        active: 1234,
        resigned: 40,
        'laid-off': 3,
        'contract-ended': 18,
        deceased: 1,
        contractsEndingIn30Days: 1,
      }),
      'GET /employees': () => list([summaryOf(BUDI)]),
    });
    renderPage(<EmployeeStatusPage />, { path, url: '/human-resource/employee-status' });
    expect(await screen.findByRole('link', { name: 'Active 1.234 employees' })).toHaveAttribute(
      'href',
      '/human-resource/employee?status=active',
    );
    expect(screen.getByRole('link', { name: 'Laid off 3 employees' })).toHaveAttribute(
      'href',
      '/human-resource/employee?status=laid-off',
    );
    const ending = await screen.findByRole('table', { name: 'Contracts ending in 30 days' });
    expect(within(ending).getByRole('row', { name: /Budi Santoso/ })).toHaveTextContent(
      '15 Dec 2026',
    );
    const query = api.callsTo('GET', '/employees')[0]?.query;
    expect(query?.get('contractEndingWithinDays')).toBe('30');
    expect(query?.get('sort')).toBe('contractEnd');
    expect(screen.getByRole('heading', { name: 'Contracts ending in 30 days (1)' })).toBeVisible();
  });

  it('shows access denied when the server refuses', async () => {
    fakeApi({
      'GET /me': () => HR_ME,
      'GET /employees/status-counts': () => problem(403, 'forbidden', 'No.'),
      'GET /employees': () => problem(403, 'forbidden', 'No.'),
    });
    renderPage(<EmployeeStatusPage />, { path, url: '/human-resource/employee-status' });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
  });
});
