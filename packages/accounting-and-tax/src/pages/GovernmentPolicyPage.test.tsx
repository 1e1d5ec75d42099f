import { routePatterns } from '@staffdesk/core';
import { fakeApi } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { TaxMaster } from '../lib/masters';
import { MASTERS, PAYROLL_READER_ME, TAX_ME } from '../testing/fixtures';
import { Component as GovernmentPolicyPage } from './GovernmentPolicyPage';

const path = routePatterns.accountingAndTax.pph21.governmentPolicy;
const url = '/accounting-and-tax/master-pph21/government-policy';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-15T03:00:00Z'));
  onTestFinished(() => {
    vi.useRealTimers();
  });
});

function policyApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /me': () => TAX_ME,
    'GET /payroll/tax-masters/:kind': ({ params }) => ({
      items: MASTERS[params.kind as TaxMaster['kind']],
    }),
    ...extra,
  });
}

describe('the government policy', () => {
  it('shows the Article 17 brackets, the job expense and the surcharge without an NPWP', async () => {
    policyApi();
    renderPage(<GovernmentPolicyPage />, { path, url });
    const brackets = await screen.findByRole('table', { name: 'Article 17 brackets' });
    expect(within(brackets).getAllByRole('row').at(-1)).toHaveTextContent(
      'Rp 5.000.000.000no limit35 %',
    );
    const article17 = screen.getByRole('region', { name: 'Article 17 brackets' });
    expect(within(article17).getByText('Rp 1.000')).toBeVisible();
    expect(within(article17).getByRole('button', { name: /From 1 Jan 2022/ })).toHaveTextContent(
      '5 % to 35 %',
    );

    const jobExpense = screen.getByRole('region', { name: 'Job expense' });
    expect(await within(jobExpense).findByText('Rp 500.000')).toBeVisible();
    expect(within(jobExpense).getByText('Rp 6.000.000')).toBeVisible();
    expect(within(jobExpense).getAllByText('5 %').length).toBeGreaterThan(0);

    const noNpwp = screen.getByRole('region', { name: 'Surcharge without an NPWP' });
    expect(
      await within(noNpwp).findByRole('button', { name: /From 1 Jan 2009/ }),
    ).toHaveTextContent('20 %');
    // Used by an approved run: a new version only.
    expect(within(noNpwp).queryByRole('button', { name: 'Edit version' })).not.toBeInTheDocument();
  });

  it('changes the job expense, its rate sent back in basis points; one form at a time', async () => {
    const api = policyApi({
      'PUT /payroll/tax-masters/:kind/:id': ({ body }) => ({
        ...MASTERS['job-expense'][0],
        ...(body as object),
        official: false,
        updatedByLabel: TAX_ME.user.name,
      }),
    });
    const { user } = renderPage(<GovernmentPolicyPage />, { path, url });
    const jobExpense = await screen.findByRole('region', { name: 'Job expense' });
    await user.click(await within(jobExpense).findByRole('button', { name: 'Edit version' }));
    // While one master is being changed, the others wait.
    const article17 = screen.getByRole('region', { name: 'Article 17 brackets' });
    expect(within(article17).getByRole('button', { name: 'Add a new version' })).toBeDisabled();

    const rate = within(jobExpense).getByRole('textbox', { name: /Rate of gross/ });
    expect(rate).toHaveValue('5');
    await user.clear(rate);
    await user.type(rate, '5,5');
    await user.click(within(jobExpense).getByRole('button', { name: 'Save version' }));
    const id = MASTERS['job-expense'][0]?.id;
    await waitFor(() =>
      expect(api.callsTo('PUT', `/payroll/tax-masters/job-expense/${id}`)).toHaveLength(1),
    );
    expect(api.callsTo('PUT', `/payroll/tax-masters/job-expense/${id}`)[0]?.body).toEqual({
      effectiveFrom: '2024-01-01',
      effectiveTo: null,
      legalBasis: 'PMK 168/2023 Pasal 10(2)',
      data: { rateBp: 550, maxPerMonth: 500_000, maxPerYear: 6_000_000 },
    });
    expect(await screen.findByText('Version saved')).toBeInTheDocument();
    expect(within(article17).getByRole('button', { name: 'Add a new version' })).toBeEnabled();
  });

  it('checks a rate before sending it', async () => {
    const api = policyApi();
    const { user } = renderPage(<GovernmentPolicyPage />, { path, url });
    const noNpwp = await screen.findByRole('region', { name: 'Surcharge without an NPWP' });
    await user.click(await within(noNpwp).findByRole('button', { name: 'Add a new version' }));
    await user.type(within(noNpwp).getByLabelText(/In force from/), '2027-01-01');
    const surcharge = within(noNpwp).getByRole('textbox', { name: /Surcharge/ });
    await user.clear(surcharge);
    await user.type(surcharge, '120');
    await user.click(within(noNpwp).getByRole('button', { name: 'Add version' }));
    expect(
      await within(noNpwp).findByText(
        'Enter a percentage from 0 to 100, at most two decimals (e.g. 1,25).',
      ),
    ).toBeVisible();
    expect(api.callsTo('POST', '/payroll/tax-masters/no-npwp')).toHaveLength(0);
  });

  it('is read only without tax.manage', async () => {
    policyApi({ 'GET /me': () => PAYROLL_READER_ME });
    renderPage(<GovernmentPolicyPage />, { path, url });
    await screen.findByRole('table', { name: 'Article 17 brackets' });
    expect(screen.queryByRole('button', { name: 'Edit version' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a new version' })).not.toBeInTheDocument();
  });
});
