import { routePatterns } from '@staffdesk/core';
import { fakeApi, json } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { TaxMaster } from '../lib/masters';
import { PTKP_2016, PTKP_STATUSES, TAX_ME } from '../testing/fixtures';
import { Component as PtkpPage } from './PtkpPage';

const path = routePatterns.accountingAndTax.ptkp;
const url = '/accounting-and-tax/ptkp';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-15T03:00:00Z'));
  onTestFinished(() => {
    vi.useRealTimers();
  });
});

describe('the PTKP amounts', () => {
  it('shows the version in force with its amount per status', async () => {
    fakeApi({
      'GET /me': () => TAX_ME,
      'GET /payroll/tax-masters/:kind': () => ({ items: [PTKP_2016] }),
    });
    renderPage(<PtkpPage />, { path, url });
    const version = await screen.findByRole('button', { name: /From 1 Jan 2016/ });
    expect(version).toHaveTextContent('In force');
    expect(version).toHaveTextContent('Official');
    expect(version).toHaveTextContent('TK/0: Rp 54.000.000');
    const table = screen.getByRole('table', { name: 'Annual PTKP per status' });
    expect(within(table).getByRole('row', { name: /^K\/3/ })).toHaveTextContent(
      'K/3Married, 3 dependantsRp 72.000.000',
    );
    expect(screen.getByText('UU PPh Pasal 7; PMK 101/PMK.010/2016')).toBeVisible();
  });

  it('adds a version from the next year with the amounts typed, in rupiah', async () => {
    const api = fakeApi({
      'GET /me': () => TAX_ME,
      'GET /payroll/tax-masters/:kind': () => ({ items: [PTKP_2016] }),
      'GET /payroll/ptkp-statuses': () => PTKP_STATUSES,
      'POST /payroll/tax-masters/:kind': ({ body }) =>
        json(201, {
          ...(body as Pick<TaxMaster, 'effectiveFrom' | 'effectiveTo' | 'legalBasis' | 'data'>),
          id: '00000000-0000-4000-8000-00000000f002',
          kind: 'ptkp',
          official: false,
          usedByApprovedRun: false,
          updatedByLabel: TAX_ME.user.name,
          updatedAt: '2026-12-15T03:01:00.000Z',
        }),
    });
    const { user } = renderPage(<PtkpPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Add a new version' }));
    await user.type(screen.getByLabelText(/In force from/), '2027-01-01');
    const single = screen.getByRole('textbox', { name: /^TK\/0/ });
    expect(single).toHaveValue('54.000.000');
    await user.clear(single);
    await user.type(single, '60000000');
    await user.click(screen.getByRole('button', { name: 'Add version' }));
    await waitFor(() => expect(api.callsTo('POST', '/payroll/tax-masters/ptkp')).toHaveLength(1));
    const body = api.callsTo('POST', '/payroll/tax-masters/ptkp')[0]?.body as TaxMaster;
    expect(body.data).toEqual({
      amounts: { ...(PTKP_2016.data.amounts as Record<string, number>), 'TK/0': 60_000_000 },
    });
    expect(await screen.findByText('Version added')).toBeInTheDocument();
  });
});
