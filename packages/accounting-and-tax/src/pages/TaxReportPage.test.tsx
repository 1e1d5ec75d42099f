import { i18n } from '@lingui/core';
import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, list, problem } from '@staffdesk/core/testing';
import { kitCatalog, kitPayrollCatalog } from '@staffdesk/kit';
import {
  fakePdfApi,
  freezeDate,
  pdfFile,
  renderPage,
  rowCells,
  stubDownloads,
} from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../locales/id';
import {
  BANK_CLIENT,
  BANK_CLIENT_ID,
  BUDI_EMPLOYEE_ID,
  DEWI_EMPLOYEE_ID,
  NO_PAYROLL_ME,
  pph21Report,
  TAX_ME,
  TAX_WITH_CLIENTS_ME,
} from '../testing/fixtures';
import { Component as TaxReportPage } from './TaxReportPage';

const path = routePatterns.accountingAndTax.report;
const url = '/accounting-and-tax/report';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function reportApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /me': () => TAX_ME,
    'GET /clients': () => list([BANK_CLIENT]),
    'GET /payroll/reports/pph21': () => pph21Report(),
    ...extra,
  });
}

const lastQuery = (api: ReturnType<typeof fakeApi>) =>
  api.callsTo('GET', '/payroll/reports/pph21').at(-1)?.query;

// Tuesday 15 Dec 2026, 10:00 in Jakarta: last month is November.
freezeDate('2026-12-15T03:00:00Z');

describe('the tax reports', () => {
  it('lists last month’s PPh 21 per employee, a refund as one, with the month’s totals', async () => {
    const api = reportApi();
    renderPage(<TaxReportPage />, { path, url });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax reports' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'PPh 21 for November 2026' });
    const rows = await within(table).findAllByRole('row', { name: /Agus|Budi|Dewi|Total/ });
    expect(rows.map(rowCells)).toEqual([
      [
        'Agus PrasetyoEMP-2025-00311',
        'Own staff',
        '08.123.456.7-012.000',
        'K/0',
        'Article 17',
        '—',
        'Rp 7.000.000',
        '-Rp 120.000Refund',
        '1721-A1 2026',
      ],
      [
        'Budi SantosoEMP-2026-00042',
        'PT Bank Nusantara Indonesia Tbk',
        '09.123.456.7-890.100',
        'K/1',
        'B',
        '1,5 %',
        'Rp 9.500.000',
        'Rp 142.500',
        '1721-A1 2026',
      ],
      [
        'Dewi LestariEMP-2026-00057',
        'PT Bank Nusantara Indonesia Tbk',
        'NIK 3275014408950002',
        'TK/0',
        'A',
        '0,75 %',
        'Rp 6.000.000',
        'Rp 45.000',
        '1721-A1 2026',
      ],
      ['Total of the month', '', '', '', '', '', 'Rp 22.500.000', 'Rp 67.500', ''],
    ]);
    // Only the refund says so.
    expect(within(table).getAllByText('Refund')).toHaveLength(1);
    expect(screen.getByText('1–3 of 3')).toBeVisible();
    const query = lastQuery(api);
    expect(query?.get('period')).toBe('2026-11');
    expect(query?.get('pageSize')).toBe('50');
    expect(query?.get('clientId')).toBeNull();
    // November is last month: December (this month) is the latest one may go to.
    expect(screen.getByRole('button', { name: 'Next month' })).toBeEnabled();
  });

  it('sends the month, client and search chosen to the list', async () => {
    const api = reportApi({ 'GET /me': () => TAX_WITH_CLIENTS_ME });
    const { user, router } = renderPage(<TaxReportPage />, { path, url });
    await screen.findByRole('row', { name: /Budi Santoso/ });

    const client = screen.getByRole('combobox', { name: 'Client' });
    await within(client).findByRole('option', { name: 'PT Bank Nusantara Indonesia Tbk' });
    await chooseOption(user, client, BANK_CLIENT_ID);
    await waitFor(() => expect(lastQuery(api)?.get('clientId')).toBe(BANK_CLIENT_ID));
    expect(
      await screen.findByRole('table', {
        name: 'PPh 21 of PT Bank Nusantara Indonesia Tbk for November 2026',
      }),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search employees' }), 'Budi{Enter}');
    await waitFor(() => expect(lastQuery(api)?.get('search')).toBe('Budi'));

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(lastQuery(api)?.get('period')).toBe('2026-10'));
    expect(lastQuery(api)?.get('clientId')).toBe(BANK_CLIENT_ID);
    expect(lastQuery(api)?.get('search')).toBe('Budi');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      client: BANK_CLIENT_ID,
      search: 'Budi',
      period: '2026-10',
    });
  });

  it('goes forward to this month, no further', async () => {
    const api = reportApi();
    const { user } = renderPage(<TaxReportPage />, { path, url: `${url}?period=2026-12` });
    await screen.findByRole('row', { name: /Budi Santoso/ });
    expect(lastQuery(api)?.get('period')).toBe('2026-12');
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(lastQuery(api)?.get('period')).toBe('2026-11'));
  });

  it('offers no client filter to a payroll reader who may not list the clients', async () => {
    const api = reportApi();
    renderPage(<TaxReportPage />, { path, url: `${url}?client=${BANK_CLIENT_ID}` });
    await screen.findByRole('row', { name: /Budi Santoso/ });
    expect(screen.queryByRole('combobox', { name: 'Client' })).toBeNull();
    expect(api.callsTo('GET', '/clients')).toHaveLength(0);
    expect(lastQuery(api)?.get('clientId')).toBeNull();
  });

  it('exports the month, client and search shown for e-Bupot', async () => {
    const downloads = stubDownloads();
    const api = reportApi({
      'GET /me': () => TAX_WITH_CLIENTS_ME,
      'GET /payroll/reports/pph21/export': () =>
        new Response('PK', {
          status: 200,
          headers: {
            'Content-Type': XLSX,
            'Content-Disposition': 'attachment; filename="pph21-2026-11.xlsx"',
          },
        }),
    });
    const { user } = renderPage(<TaxReportPage />, {
      path,
      url: `${url}?client=${BANK_CLIENT_ID}&search=Budi`,
    });
    await screen.findByRole('row', { name: /Budi Santoso/ });
    await user.click(screen.getByRole('button', { name: 'Export for e-Bupot (XLSX)' }));
    await waitFor(() => expect(downloads.fileNames()).toEqual(['pph21-2026-11.xlsx']));
    const [call] = api.callsTo('GET', '/payroll/reports/pph21/export');
    expect(Object.fromEntries(call?.query ?? [])).toEqual({
      period: '2026-11',
      clientId: BANK_CLIENT_ID,
      search: 'Budi',
    });
  });

  it('says so when the export fails', async () => {
    reportApi({
      'GET /payroll/reports/pph21/export': () =>
        problem(400, 'bad-request', 'The period is not a month.'),
    });
    const { user } = renderPage(<TaxReportPage />, { path, url });
    await screen.findByRole('row', { name: /Budi Santoso/ });
    await user.click(screen.getByRole('button', { name: 'Export for e-Bupot (XLSX)' }));
    expect(await screen.findByText('The export failed')).toBeInTheDocument();
    expect(screen.getByText('The period is not a month.')).toBeInTheDocument();
  });

  it('downloads an employee’s 1721-A1 of the month’s year, and says when there is none', async () => {
    const downloads = stubDownloads();
    const api = reportApi();
    const pdf = fakePdfApi(api, {
      [`/employees/${BUDI_EMPLOYEE_ID}/annual-tax/2026`]: () =>
        pdfFile('1721-A1-2026-EMP-2026-00042.pdf'),
    });
    const { user } = renderPage(<TaxReportPage />, { path, url });
    await user.click(
      await screen.findByRole('button', { name: 'Download 1721-A1 2026 of Budi Santoso' }),
    );
    await waitFor(() => expect(downloads.fileNames()).toEqual(['1721-A1-2026-EMP-2026-00042.pdf']));

    await user.click(screen.getByRole('button', { name: 'Download 1721-A1 2026 of Dewi Lestari' }));
    expect(await screen.findByText('No 1721-A1 for 2026')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Dewi Lestari has no approved payslip in 2026, so there is no form for that year.',
      ),
    ).toBeInTheDocument();
    expect(pdf.calls.map((call) => call.path)).toEqual([
      `/employees/${BUDI_EMPLOYEE_ID}/annual-tax/2026`,
      `/employees/${DEWI_EMPLOYEE_ID}/annual-tax/2026`,
    ]);
    expect(downloads.fileNames()).toHaveLength(1);
  });

  it('asks for the year of the month shown', async () => {
    stubDownloads();
    const api = reportApi();
    const pdf = fakePdfApi(api);
    const { user } = renderPage(<TaxReportPage />, { path, url: `${url}?period=2025-12` });
    await user.click(
      await screen.findByRole('button', { name: 'Download 1721-A1 2025 of Budi Santoso' }),
    );
    await waitFor(() =>
      expect(pdf.calls.map((call) => call.path)).toEqual([
        `/employees/${BUDI_EMPLOYEE_ID}/annual-tax/2025`,
      ]),
    );
  });

  it('says when a month has no PPh 21, or no employee matches the search', async () => {
    reportApi({
      'GET /payroll/reports/pph21': () =>
        pph21Report({ items: [], total: 0, totals: { taxableGross: 0, tax: 0 } }),
    });
    const first = renderPage(<TaxReportPage />, { path, url });
    expect(await screen.findByText('No PPh 21 in November 2026')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export for e-Bupot (XLSX)' })).toBeDisabled();
    first.unmount();

    renderPage(<TaxReportPage />, { path, url: `${url}?search=Zaenal` });
    expect(await screen.findByText('No employees match your search')).toBeVisible();
  });

  it('shows a failed load with a retry', async () => {
    reportApi({
      'GET /payroll/reports/pph21': () =>
        problem(500, 'internal', 'The server is having a problem.'),
    });
    renderPage(<TaxReportPage />, { path, url });
    expect(await screen.findByText('The server is having a problem.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('refuses a user without payroll.read, asking for nothing', async () => {
    const api = reportApi({ 'GET /me': () => NO_PAYROLL_ME });
    renderPage(<TaxReportPage />, { path, url });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeVisible();
    expect(api.callsTo('GET', '/payroll/reports/pph21')).toHaveLength(0);
  });

  it('speaks Indonesian', async () => {
    const [kit, payroll] = await Promise.all([kitCatalog.id(), kitPayrollCatalog.id()]);
    i18n.loadAndActivate({
      locale: 'id',
      messages: { ...kit.messages, ...payroll.messages, ...messages },
    });
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['id-ID']);
    reportApi();
    renderPage(<TaxReportPage />, { path, url });
    expect(await screen.findByRole('heading', { level: 1, name: 'Laporan pajak' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'PPh 21 untuk November 2026' });
    for (const header of ['Karyawan', 'Klien', 'Kategori TER', 'Tarif', 'Bruto', 'PPh 21']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const rows = await within(table).findAllByRole('row', { name: /Agus|Total/ });
    expect(rowCells(rows[0] as HTMLElement)).toEqual([
      'Agus PrasetyoEMP-2025-00311',
      'Karyawan internal',
      '08.123.456.7-012.000',
      'K/0',
      'Pasal 17',
      '—',
      'Rp 7.000.000',
      '-Rp 120.000Lebih bayar',
      '1721-A1 2026',
    ]);
    expect(rowCells(rows[1] as HTMLElement)[0]).toBe('Total bulan ini');
    expect(screen.getByRole('button', { name: 'Ekspor untuk e-Bupot (XLSX)' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Unduh 1721-A1 2026 milik Budi Santoso' }),
    ).toBeVisible();
  });
});
