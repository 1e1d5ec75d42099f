import { i18n } from '@lingui/core';
import { routePatterns } from '@staffdesk/core';
import { fakeApi, problem } from '@staffdesk/core/testing';
import { kitCatalog, kitPayrollCatalog } from '@staffdesk/kit';
import { freezeDate, renderPage, rowCells, stubDownloads } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PayrollSummary } from '../hooks/usePayrollSummary';
import { messages } from '../locales/pages/payroll-summary/id';
import { FINANCE_ME, NO_FINANCE_ME } from '../testing/fixtures';
import { Component as PayrollSummaryPage } from './PayrollSummaryPage';

const path = routePatterns.finance.report;
const url = '/finance/report';
const BANK_RUN = '00000000-0000-4000-8000-0000000000f1';
const OWN_RUN = '00000000-0000-4000-8000-0000000000f4';
const MINING_RUN = '00000000-0000-4000-8000-0000000000f5';

/**
 * November 2026: the bank's run paid, the own staff's approved, the mine's still calculated (not
 * final, so not in the totals).
 */
const NOVEMBER: PayrollSummary = {
  period: '2026-11',
  items: [
    {
      runId: OWN_RUN,
      clientId: null,
      clientName: null,
      state: 'approved',
      final: true,
      employees: 3,
      gross: 30_000_000,
      bpjsEmployer: 2_900_000,
      bpjsEmployee: 1_200_000,
      tax: 900_000,
      net: 27_900_000,
      cost: 32_900_000,
    },
    {
      runId: BANK_RUN,
      clientId: '00000000-0000-4000-8000-0000000000c1',
      clientName: 'PT Bank Nusantara Indonesia Tbk',
      state: 'paid',
      final: true,
      employees: 2,
      gross: 15_500_000,
      bpjsEmployer: 1_462_000,
      bpjsEmployee: 600_000,
      tax: 387_258,
      net: 14_512_742,
      cost: 16_962_000,
    },
    {
      runId: MINING_RUN,
      clientId: '00000000-0000-4000-8000-0000000000c2',
      clientName: 'PT Tambang Sejahtera',
      state: 'calculated',
      final: false,
      employees: 10,
      gross: 80_000_000,
      bpjsEmployer: 7_000_000,
      bpjsEmployee: 3_000_000,
      tax: 4_000_000,
      net: 73_000_000,
      cost: 87_000_000,
    },
  ],
  totals: {
    employees: 5,
    gross: 45_500_000,
    bpjsEmployer: 4_362_000,
    bpjsEmployee: 1_800_000,
    tax: 1_287_258,
    net: 42_412_742,
    cost: 49_862_000,
  },
};

function summaryApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /me': () => FINANCE_ME,
    'GET /payroll/reports/payroll-summary': ({ query }) => ({
      ...NOVEMBER,
      period: query.get('period') ?? NOVEMBER.period,
    }),
    ...extra,
  });
}

// Tuesday 15 Dec 2026, 10:00 in Jakarta.
freezeDate('2026-12-15T03:00:00Z');

describe('finance’s payroll summary', () => {
  it('shows each client’s run of the month, ending with the totals of the final runs', async () => {
    const api = summaryApi();
    renderPage(<PayrollSummaryPage />, { path, url: `${url}?period=2026-11` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payroll summary' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Payroll summary for November 2026' });
    const bank = await within(table).findByRole('row', { name: /PT Bank Nusantara/ });
    expect(rowCells(bank)).toEqual([
      'PT Bank Nusantara Indonesia Tbk',
      'Paid',
      '2',
      'Rp 15.500.000',
      'Rp 1.462.000',
      'Rp 600.000',
      'Rp 387.258',
      'Rp 14.512.742',
      'Rp 16.962.000',
    ]);
    expect(
      within(bank).getByRole('link', { name: 'PT Bank Nusantara Indonesia Tbk' }),
    ).toHaveAttribute('href', `/finance/payroll/${BANK_RUN}`);
    expect(within(table).getByRole('link', { name: 'Own staff' })).toHaveAttribute(
      'href',
      `/finance/payroll/${OWN_RUN}`,
    );

    const totals = within(table).getByRole('row', { name: /Total of final runs/ });
    expect(within(table).getAllByRole('row').at(-1)).toBe(totals);
    expect(rowCells(totals)).toEqual([
      'Total of final runs',
      '',
      '5',
      'Rp 45.500.000',
      'Rp 4.362.000',
      'Rp 1.800.000',
      'Rp 1.287.258',
      'Rp 42.412.742',
      'Rp 49.862.000',
    ]);
    expect(api.callsTo('GET', '/payroll/reports/payroll-summary')[0]?.query.get('period')).toBe(
      '2026-11',
    );
  });

  it('shows a run that is not final as such, left out of the totals', async () => {
    summaryApi();
    renderPage(<PayrollSummaryPage />, { path, url: `${url}?period=2026-11` });
    const mining = await screen.findByRole('row', { name: /PT Tambang Sejahtera/ });
    expect(mining).toHaveTextContent('Calculated');
    expect(mining).toHaveTextContent('Not final: not in the totals');
    expect(within(mining).getByText('Rp 73.000.000')).toHaveClass('sd-text-muted');
  });

  it('starts at this month and follows the month and the search in the URL', async () => {
    const api = summaryApi();
    const { user, router } = renderPage(<PayrollSummaryPage />, { path, url });
    await screen.findByRole('table', { name: 'Payroll summary for December 2026' });
    const lastQuery = () => api.callsTo('GET', '/payroll/reports/payroll-summary').at(-1)?.query;
    expect(lastQuery()?.get('period')).toBe('2026-12');
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(lastQuery()?.get('period')).toBe('2026-11'));
    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'Bank{Enter}');
    await waitFor(() => expect(lastQuery()?.get('search')).toBe('Bank'));
    expect(router.state.location.search).toBe('?period=2026-11&search=Bank');
  });

  it('exports the month to Excel', async () => {
    const downloads = stubDownloads();
    const api = summaryApi({
      'GET /payroll/reports/payroll-summary/export': () =>
        new Response('PK', {
          status: 200,
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          },
        }),
    });
    const { user } = renderPage(<PayrollSummaryPage />, { path, url: `${url}?period=2026-11` });
    await screen.findByRole('row', { name: /PT Bank Nusantara/ });
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(downloads.fileNames()).toEqual(['payroll-summary-2026-11.xlsx']));
    expect(
      api.callsTo('GET', '/payroll/reports/payroll-summary/export')[0]?.query.get('period'),
    ).toBe('2026-11');
  });

  it('says when the month has no runs, and keeps the export off', async () => {
    summaryApi({
      'GET /payroll/reports/payroll-summary': () => ({ period: '2026-12', items: [], totals: {} }),
    });
    renderPage(<PayrollSummaryPage />, { path, url });
    expect(await screen.findByText('No payroll runs in December 2026')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeDisabled();
  });

  it('shows a failed load with a retry, and refuses a user without payroll.read', async () => {
    summaryApi({
      'GET /payroll/reports/payroll-summary': () =>
        problem(500, 'internal', 'The server is having a problem.'),
    });
    const first = renderPage(<PayrollSummaryPage />, { path, url });
    expect(await screen.findByText('Could not load the list')).toBeVisible();
    first.unmount();

    summaryApi({ 'GET /me': () => NO_FINANCE_ME });
    renderPage(<PayrollSummaryPage />, { path, url });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeVisible();
  });

  it('speaks Indonesian', async () => {
    const [kit, payroll] = await Promise.all([kitCatalog.id(), kitPayrollCatalog.id()]);
    i18n.loadAndActivate({
      locale: 'id',
      messages: { ...kit.messages, ...payroll.messages, ...messages },
    });
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['id-ID']);
    summaryApi();
    renderPage(<PayrollSummaryPage />, { path, url: `${url}?period=2026-11` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ringkasan penggajian' }),
    ).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Ringkasan penggajian November 2026' });
    const totals = await within(table).findByRole('row', { name: /Total penggajian final/ });
    expect(totals).toHaveTextContent('Rp 49.862.000');
    expect(within(table).getByRole('row', { name: /PT Tambang Sejahtera/ })).toHaveTextContent(
      'Belum final: tidak masuk total',
    );
    expect(
      within(table).getByRole('columnheader', { name: 'Biaya perusahaan' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ekspor ke Excel' })).toBeEnabled();
  });
});
