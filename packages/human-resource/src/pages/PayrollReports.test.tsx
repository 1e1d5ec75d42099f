import type { PayrollSchema } from '@staffdesk/api';
import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, list, problem } from '@staffdesk/core/testing';
import type { FinalPayslip } from '@staffdesk/kit';
import {
  BUDI_PAYSLIP_ID,
  budiFinalPayslip,
  budiPayslipDetail,
  dewiPayslip,
  fakePdfApi,
  payrollUser,
  pdfFile,
  renderPage,
  stubDownloads,
} from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { BANK, CLIENT_ID, clientSummaryOf } from '../testing/fixtures';
import { Component as BpjsHealthcarePage } from './BpjsHealthcarePage';
import { Component as BpjsSocialSecurityPage } from './BpjsSocialSecurityPage';
import { Component as EPayslipPage } from './EPayslipPage';

const HR = routePatterns.humanResource;

// Tuesday 15 Dec 2026, 10:00 in Jakarta.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-15T03:00:00Z'));
  onTestFinished(() => {
    vi.useRealTimers();
  });
});

/** Budi's payslip (paid) and Dewi's (approved, not paid yet) of the bank's November 2026. */
const BUDI_FINAL = budiFinalPayslip();
const DEWI_FINAL = budiFinalPayslip({ ...dewiPayslip(), runState: 'approved', paidAt: null });
const FINAL_PAYSLIPS = [BUDI_FINAL, DEWI_FINAL];

function payslipApi(permissions = ['payroll.read'], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /me': () => payrollUser(permissions),
    'GET /clients': () => list([clientSummaryOf(BANK)]),
    'GET /payroll/payslips': () => ({ items: FINAL_PAYSLIPS, total: 2, page: 1, pageSize: 50 }),
    'GET /payroll/payslips/:id': () => budiPayslipDetail({ runState: 'paid' }),
    ...extra,
  });
}

describe('HR’s e-payslips', () => {
  const path = HR.ePayslip;
  const url = '/human-resource/e-payslip';

  it('lists the approved payslips with their client, month, payment and net pay', async () => {
    const api = payslipApi();
    renderPage(<EPayslipPage />, { path, url });
    expect(await screen.findByRole('heading', { level: 1, name: 'E-payslips' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'E-payslips' });
    const budi = await within(table).findByRole('row', { name: /Budi Santoso/ });
    expect(
      within(budi)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((cell) => cell.textContent),
    ).toEqual([
      'Budi SantosoEMP-2026-00042',
      'PT Bank Nusantara Indonesia Tbk',
      'Nov 2026',
      '25 Nov 2026',
      'Rp 8.842.742',
    ]);
    // Approved, not paid yet: the run's state says so.
    expect(within(table).getByRole('row', { name: /Dewi Lestari/ })).toHaveTextContent('Approved');
    expect(api.callsTo('GET', '/payroll/payslips')[0]?.query.get('pageSize')).toBe('50');
  });

  it('filters by month, client and search through the URL', async () => {
    const api = payslipApi();
    const { user, router } = renderPage(<EPayslipPage />, { path, url });
    await screen.findByRole('row', { name: /Budi Santoso/ });
    const lastQuery = () => api.callsTo('GET', '/payroll/payslips').at(-1)?.query;
    await chooseOption(user, screen.getByRole('combobox', { name: 'Month' }), 'November 2026');
    await waitFor(() => expect(lastQuery()?.get('period')).toBe('2026-11'));
    await chooseOption(user, screen.getByRole('combobox', { name: 'Client' }), BANK.legalName);
    await waitFor(() => expect(lastQuery()?.get('clientId')).toBe(CLIENT_ID));
    await user.type(screen.getByRole('searchbox', { name: 'Search payslips' }), 'Budi{Enter}');
    await waitFor(() => expect(lastQuery()?.get('search')).toBe('Budi'));
    expect(router.state.location.search).toBe(`?period=2026-11&client=${CLIENT_ID}&search=Budi`);
  });

  it('opens a payslip’s breakdown from the employee’s name', async () => {
    const api = payslipApi();
    const { user } = renderPage(<EPayslipPage />, { path, url });
    await user.click(
      await screen.findByRole('button', { name: 'Payslip breakdown of Budi Santoso' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Payslip of Budi Santoso' });
    expect(await within(dialog).findByRole('region', { name: 'Earnings' })).toHaveTextContent(
      'Total earningsRp 9.500.000',
    );
    expect(api.callsTo('GET', `/payroll/payslips/${BUDI_PAYSLIP_ID}`)).toHaveLength(1);
  });

  it('downloads the PDF and the 1721-A1 from a row’s menu, and says when a year has none', async () => {
    const downloads = stubDownloads();
    const api = payslipApi();
    const pdf = fakePdfApi(api, {
      [`/payslips/${BUDI_PAYSLIP_ID}`]: () => pdfFile('payslip-2026-11-EMP-2026-00042.pdf'),
    });
    const { user } = renderPage(<EPayslipPage />, { path, url });
    const table = await screen.findByRole('table', { name: 'E-payslips' });
    await within(table).findByRole('row', { name: /Budi Santoso/ });
    await user.click(
      within(table).getByRole('button', { name: 'Actions for Budi Santoso · Nov 2026' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(downloads.fileNames()).toEqual(['payslip-2026-11-EMP-2026-00042.pdf']),
    );

    await user.click(
      within(table).getByRole('button', { name: 'Actions for Dewi Lestari · Nov 2026' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Download 1721-A1 of 2026' }));
    expect(await screen.findByText('The 1721-A1 could not be downloaded')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Dewi Lestari has no final payslip in 2026, so there is no form for that year.',
      ),
    ).toBeInTheDocument();
    expect(pdf.calls.map((call) => call.path)).toEqual([
      `/payslips/${BUDI_PAYSLIP_ID}`,
      `/employees/${DEWI_FINAL.employeeId}/annual-tax/2026`,
    ]);
    expect(downloads.fileNames()).toHaveLength(1);
  });

  it('refuses a user without payroll.read', async () => {
    payslipApi([]);
    renderPage(<EPayslipPage />, { path, url });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeVisible();
  });
});

type Kesehatan = PayrollSchema<'BpjsKesehatanReport'>;
type Ketenagakerjaan = PayrollSchema<'BpjsKetenagakerjaanReport'>;

const identity = (payslip: FinalPayslip, bpjsNumber: string | null) => ({
  payslipId: payslip.id,
  employeeId: payslip.employeeId,
  employeeNumber: payslip.employee.number,
  name: payslip.employee.name,
  nik: payslip.employee.nik,
  clientName: payslip.clientName,
  bpjsNumber,
});

/** The bank's November 2026: Budi and Dewi, with the month's totals across every page. */
const KESEHATAN: Kesehatan = {
  items: [
    {
      ...identity(BUDI_FINAL, '0001234567890'),
      wage: 9_000_000,
      employer: 360_000,
      employee: 90_000,
      total: 450_000,
    },
    {
      ...identity(DEWI_FINAL, null),
      wage: 6_000_000,
      employer: 240_000,
      employee: 60_000,
      total: 300_000,
    },
  ],
  total: 2,
  page: 1,
  pageSize: 50,
  totals: { wage: 15_000_000, employer: 600_000, employee: 150_000, total: 750_000 },
};

const KETENAGAKERJAAN: Ketenagakerjaan = {
  items: [
    {
      ...identity(BUDI_FINAL, '26012345678'),
      wage: 9_000_000,
      jhtEmployer: 333_000,
      jhtEmployee: 180_000,
      jpEmployer: 180_000,
      jpEmployee: 90_000,
      jkk: 21_600,
      jkm: 27_000,
      total: 831_600,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 50,
  totals: {
    wage: 9_000_000,
    jhtEmployer: 333_000,
    jhtEmployee: 180_000,
    jpEmployer: 180_000,
    jpEmployee: 90_000,
    jkk: 21_600,
    jkm: 27_000,
    total: 831_600,
  },
};

function bpjsApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /me': () => payrollUser(['payroll.read']),
    'GET /clients': () => list([clientSummaryOf(BANK)]),
    'GET /payroll/reports/bpjs-kesehatan': () => KESEHATAN,
    'GET /payroll/reports/bpjs-ketenagakerjaan': () => KETENAGAKERJAAN,
    ...extra,
  });
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the BPJS reports', () => {
  it('shows a month’s BPJS Kesehatan per employee, ending with the month’s totals', async () => {
    const api = bpjsApi();
    renderPage(<BpjsHealthcarePage />, {
      path: HR.bpjs.healthcare,
      url: '/human-resource/bpjs/healthcare?period=2026-11',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'BPJS Kesehatan' })).toBeVisible();
    const table = await screen.findByRole('table', {
      name: 'BPJS Kesehatan for November 2026',
    });
    const budi = await within(table).findByRole('row', { name: /Budi Santoso/ });
    expect(cells(budi)).toEqual([
      'Budi SantosoEMP-2026-00042',
      '0001234567890',
      'PT Bank Nusantara Indonesia Tbk',
      'Rp 9.000.000',
      'Rp 360.000',
      'Rp 90.000',
      'Rp 450.000',
    ]);
    const rows = within(table).getAllByRole('row');
    const totals = within(table).getByRole('row', { name: /Total of the month/ });
    expect(rows.at(-1)).toBe(totals);
    expect(cells(totals)).toEqual([
      'Total of the month',
      '',
      '',
      'Rp 15.000.000',
      'Rp 600.000',
      'Rp 150.000',
      'Rp 750.000',
    ]);
    // The employees only are counted.
    expect(screen.getByText('1–2 of 2')).toBeVisible();
    const query = api.callsTo('GET', '/payroll/reports/bpjs-kesehatan')[0]?.query;
    expect(query?.get('period')).toBe('2026-11');
    expect(api.callsTo('GET', '/payroll/reports/bpjs-ketenagakerjaan')).toHaveLength(0);
  });

  it('shows BPJS Ketenagakerjaan by programme, this month by default, and follows the filters', async () => {
    const api = bpjsApi();
    const { user, router } = renderPage(<BpjsSocialSecurityPage />, {
      path: HR.bpjs.socialSecurity,
      url: '/human-resource/bpjs/social-security',
    });
    const table = await screen.findByRole('table', {
      name: 'BPJS Ketenagakerjaan for December 2026',
    });
    for (const header of [
      'JHT company (3.7 %)',
      'JHT employee (2 %)',
      'JP company (2 %)',
      'JP employee (1 %)',
      'JKK',
      'JKM',
    ]) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const totals = await within(table).findByRole('row', { name: /Total of the month/ });
    expect(cells(totals).slice(3)).toEqual([
      'Rp 9.000.000',
      'Rp 333.000',
      'Rp 180.000',
      'Rp 180.000',
      'Rp 90.000',
      'Rp 21.600',
      'Rp 27.000',
      'Rp 831.600',
    ]);
    const lastQuery = () =>
      api.callsTo('GET', '/payroll/reports/bpjs-ketenagakerjaan').at(-1)?.query;
    expect(lastQuery()?.get('period')).toBe('2026-12');
    // Not past this month.
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(lastQuery()?.get('period')).toBe('2026-11'));
    await chooseOption(user, screen.getByRole('combobox', { name: 'Client' }), BANK.legalName);
    await waitFor(() => expect(lastQuery()?.get('clientId')).toBe(CLIENT_ID));
    expect(router.state.location.search).toBe(`?period=2026-11&client=${CLIENT_ID}`);
  });

  it('exports the month, client and search shown to Excel', async () => {
    const downloads = stubDownloads();
    const api = bpjsApi({
      'GET /payroll/reports/bpjs-kesehatan/export': () =>
        new Response('PK', {
          status: 200,
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          },
        }),
    });
    const { user } = renderPage(<BpjsHealthcarePage />, {
      path: HR.bpjs.healthcare,
      url: `/human-resource/bpjs/healthcare?period=2026-11&client=${CLIENT_ID}&search=Budi`,
    });
    await screen.findByRole('row', { name: /Budi Santoso/ });
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(downloads.fileNames()).toEqual(['bpjs-kesehatan-2026-11.xlsx']));
    const call = api.callsTo('GET', '/payroll/reports/bpjs-kesehatan/export')[0];
    expect(call?.query.get('period')).toBe('2026-11');
    expect(call?.query.get('clientId')).toBe(CLIENT_ID);
    expect(call?.query.get('search')).toBe('Budi');
    expect(call?.query.get('page')).toBeNull();
  });

  it('says when the month has no contributions, and keeps the export off', async () => {
    bpjsApi({
      'GET /payroll/reports/bpjs-kesehatan': () => ({
        items: [],
        total: 0,
        page: 1,
        pageSize: 50,
        totals: { wage: 0, employer: 0, employee: 0, total: 0 },
      }),
    });
    renderPage(<BpjsHealthcarePage />, {
      path: HR.bpjs.healthcare,
      url: '/human-resource/bpjs/healthcare?period=2026-10',
    });
    expect(await screen.findByText('No BPJS contributions in October 2026')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeDisabled();
    expect(screen.queryByText('Total of the month')).toBeNull();
  });

  it('offers no client filter to a payroll reader who may not list the clients', async () => {
    const api = bpjsApi({
      'GET /me': () => ({ ...payrollUser([]), permissions: ['payroll.read'] }),
    });
    renderPage(<BpjsHealthcarePage />, {
      path: HR.bpjs.healthcare,
      url: `/human-resource/bpjs/healthcare?period=2026-11&client=${CLIENT_ID}`,
    });
    await screen.findByRole('row', { name: /Total of the month/ });
    expect(screen.queryByRole('combobox', { name: 'Client' })).toBeNull();
    expect(api.callsTo('GET', '/clients')).toHaveLength(0);
    // A client in the URL does not filter what the reader cannot choose.
    const query = api.callsTo('GET', '/payroll/reports/bpjs-kesehatan').at(-1)?.query;
    expect(query?.get('clientId')).toBeNull();
  });

  it('shows a failed load with a retry', async () => {
    bpjsApi({
      'GET /payroll/reports/bpjs-kesehatan': () =>
        problem(500, 'internal', 'The server is having a problem.'),
    });
    renderPage(<BpjsHealthcarePage />, {
      path: HR.bpjs.healthcare,
      url: '/human-resource/bpjs/healthcare',
    });
    expect(await screen.findByText('Could not load the list')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
