import { routePatterns } from '@staffdesk/core';
import { fakeApi, json } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { TaxMaster } from '../lib/masters';
import { MASTERS, TAX_ME } from '../testing/fixtures';
import { Component as EstimationConstantPage } from './EstimationConstantPage';

const path = routePatterns.accountingAndTax.pph21.estimationConstant;
const url = '/accounting-and-tax/master-pph21/constant-of-estimation';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-15T03:00:00Z'));
  onTestFinished(() => {
    vi.useRealTimers();
  });
});

function bpjsApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /me': () => TAX_ME,
    'GET /payroll/tax-masters/:kind': ({ params }) => ({
      items: MASTERS[params.kind as TaxMaster['kind']],
    }),
    ...extra,
  });
}

describe('the constant of estimation (BPJS)', () => {
  it('shows each programme’s shares in percent and JP’s cap year by year', async () => {
    bpjsApi();
    renderPage(<EstimationConstantPage />, { path, url });
    const kesehatan = await screen.findByRole('region', { name: 'BPJS Kesehatan' });
    expect(await within(kesehatan).findByText('4 %')).toBeVisible();
    expect(within(kesehatan).getByText('1 %')).toBeVisible();
    expect(within(kesehatan).getByText('Rp 12.000.000')).toBeVisible();

    const jp = screen.getByRole('region', { name: 'BPJS Ketenagakerjaan JP' });
    const versions = await within(jp).findByRole('list', {
      name: 'Versions of BPJS Ketenagakerjaan JP',
    });
    expect(
      within(versions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'From 1 Mar 2026In forceOfficialWage cap Rp 11.086.300',
      '1 Mar 2025 – 28 Feb 2026OfficialUsed by an approved payroll runWage cap Rp 10.547.400',
      '1 Mar 2024 – 28 Feb 2025OfficialUsed by an approved payroll runWage cap Rp 10.042.300',
    ]);

    const jkm = screen.getByRole('region', { name: 'BPJS Ketenagakerjaan JKM' });
    expect(await within(jkm).findByText('0,3 %')).toBeVisible();
    expect(within(jkm).getByText('No cap')).toBeVisible();
  });

  it('adds JP’s next yearly cap from the current version', async () => {
    const api = bpjsApi({
      'POST /payroll/tax-masters/:kind': ({ body }) =>
        json(201, {
          ...(body as Pick<TaxMaster, 'effectiveFrom' | 'effectiveTo' | 'legalBasis' | 'data'>),
          id: '00000000-0000-4000-8000-00000000f003',
          kind: 'bpjs-jp',
          official: false,
          usedByApprovedRun: false,
          updatedByLabel: TAX_ME.user.name,
          updatedAt: '2026-12-15T03:01:00.000Z',
        }),
    });
    const { user } = renderPage(<EstimationConstantPage />, { path, url });
    const jp = await screen.findByRole('region', { name: 'BPJS Ketenagakerjaan JP' });
    await user.click(await within(jp).findByRole('button', { name: 'Add a new version' }));
    await user.type(within(jp).getByLabelText(/In force from/), '2027-03-01');
    const cap = within(jp).getByRole('textbox', { name: /Wage cap/ });
    await user.clear(cap);
    await user.type(cap, '11650000');
    expect(within(jp).getByRole('textbox', { name: /Employer’s share/ })).toHaveValue('2');
    await user.click(within(jp).getByRole('button', { name: 'Add version' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/payroll/tax-masters/bpjs-jp')).toHaveLength(1),
    );
    expect(api.callsTo('POST', '/payroll/tax-masters/bpjs-jp')[0]?.body).toEqual({
      effectiveFrom: '2027-03-01',
      effectiveTo: null,
      legalBasis: '',
      data: { employerBp: 200, employeeBp: 100, wageCap: 11_650_000 },
    });
  });
});
