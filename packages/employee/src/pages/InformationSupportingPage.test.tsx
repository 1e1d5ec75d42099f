import { routePatterns } from '@staffdesk/core';
import { fakeApi, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUPPORTING } from '../testing/fixtures';
import { Component as BpjsSocialSecurityPage } from './BpjsSocialSecurityPage';
import { Component as InformationSupportingPage } from './InformationSupportingPage';

const NOT_LINKED_MESSAGE = 'Your account is not linked to an employee record. Ask HR.';

describe('my supporting information', () => {
  it('shows insurance, assets and both BPJS with this month’s contributions', async () => {
    fakeApi({ 'GET /me/employee/supporting': () => SUPPORTING });
    renderPage(<InformationSupportingPage />, {
      path: routePatterns.employee.informationSupporting.view,
      url: '/employee/information-supporting',
    });
    const insurance = await screen.findByRole('region', { name: 'Insurance' });
    expect(within(insurance).getByText('Prudential')).toBeInTheDocument();
    expect(within(insurance).getByText('30 Jun 2027')).toBeInTheDocument();
    const assets = screen.getByRole('region', { name: 'Company assets' });
    expect(within(assets).getByText('Laptop Lenovo ThinkPad E14')).toBeInTheDocument();
    expect(within(assets).getByText('With you')).toBeInTheDocument();

    const kesehatan = screen.getByRole('region', { name: 'BPJS Kesehatan' });
    expect(within(kesehatan).getByText('0001234567890')).toBeInTheDocument();
    const row = within(kesehatan).getByRole('row', { name: /Kesehatan \(health\)/ });
    expect(within(row).getByText('Rp 57.500')).toBeInTheDocument();
    expect(within(row).getByText('Rp 230.000')).toBeInTheDocument();
    expect(within(kesehatan).getByRole('link', { name: 'Open BPJS Kesehatan' })).toHaveAttribute(
      'href',
      '/employee/information-supporting/bpjs-healthcare',
    );
  });

  it('shows one part on its own page, with the totals', async () => {
    fakeApi({ 'GET /me/employee/supporting': () => SUPPORTING });
    renderPage(<BpjsSocialSecurityPage />, {
      path: routePatterns.employee.informationSupporting.bpjsSocialSecurity,
      url: '/employee/information-supporting/bpjs-social-security',
    });
    expect(
      await screen.findByRole('heading', { name: 'BPJS Ketenagakerjaan', level: 1 }),
    ).toBeVisible();
    expect(await screen.findByText('26012345678')).toBeInTheDocument();
    const total = screen.getByRole('row', { name: /Total/ });
    // JHT + JP employee parts; JHT + JP + JKK + JKM employer parts.
    expect(within(total).getByText('Rp 172.500')).toBeInTheDocument();
    expect(within(total).getByText('Rp 358.800')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Insurance' })).not.toBeInTheDocument();
  });

  it('says plainly when my account has no employee record', async () => {
    fakeApi({
      'GET /me/employee/supporting': () => problem(404, 'not-found', 'No employee record.'),
    });
    renderPage(<InformationSupportingPage />, {
      path: routePatterns.employee.informationSupporting.view,
      url: '/employee/information-supporting',
    });
    expect(await screen.findByText(NOT_LINKED_MESSAGE)).toBeInTheDocument();
  });
});
