import { i18n } from '@lingui/core';
import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, list, problem } from '@staffdesk/core/testing';
import { kitCatalog } from '@staffdesk/kit';
import { freezeDate, renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { AttendanceSummaryRow } from '../hooks/types';
import { messages } from '../locales/id';
import {
  ATTENDANCE_HR_ME,
  BANK,
  BUDI_ID,
  CLIENT_ID,
  clientSummaryOf,
  DEWI,
} from '../testing/fixtures';
import { Component as AttendanceSummaryPage } from './AttendanceSummaryPage';

const path = routePatterns.humanResource.attendances.summary;
const url = '/human-resource/attendances/summary';

const BUDI_ROW: AttendanceSummaryRow = {
  employeeId: BUDI_ID,
  employeeName: 'Budi Santoso',
  employeeNumber: 'EMP-2026-00042',
  clientName: BANK.legalName,
  present: 20,
  late: 3,
  absent: 1,
  leave: 2,
  holiday: 1,
  workedMinutes: 168 * 60 + 30,
};

const DEWI_ROW: AttendanceSummaryRow = {
  employeeId: DEWI.id,
  employeeName: 'Dewi Lestari',
  employeeNumber: 'EMP-2025-00007',
  clientName: null,
  present: 21,
  late: 0,
  absent: 0,
  leave: 0,
  holiday: 1,
  workedMinutes: 1250 * 60,
};

// Tuesday 15 Dec 2026, 10:00 in Jakarta.
freezeDate('2026-12-15T03:00:00Z');

/** A fake server with Budi (at the bank) and Dewi (internal staff); `nobody` finds no one. */
function summaryApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /me': () => ATTENDANCE_HR_ME,
    'GET /clients': () => list([clientSummaryOf(BANK)]),
    'GET /attendance-summary': ({ query }) => {
      const rows =
        query.get('search') === 'nobody'
          ? []
          : query.get('client') === 'internal'
            ? [DEWI_ROW]
            : query.get('client') === CLIENT_ID
              ? [BUDI_ROW]
              : [BUDI_ROW, DEWI_ROW];
      return { ...list(rows, 1, 50), month: query.get('month') ?? '' };
    },
    ...extra,
  });
}

const lastQuery = (api: ReturnType<typeof fakeApi>) =>
  api.callsTo('GET', '/attendance-summary').at(-1)?.query;

describe('the attendance summary', () => {
  it('shows each employee’s days and hours of this month', async () => {
    const api = summaryApi();
    renderPage(<AttendanceSummaryPage />, { path, url });
    const table = await screen.findByRole('table', {
      name: 'Attendance summary for December 2026',
    });
    const budi = await within(table).findByRole('row', { name: /Budi Santoso/ });
    expect(within(budi).getByRole('link', { name: 'Budi Santoso' })).toHaveAttribute(
      'href',
      `/human-resource/employee/detail/${BUDI_ID}`,
    );
    const cells = within(budi)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Budi SantosoEMP-2026-00042',
      BANK.legalName,
      '20',
      '3', // late
      '1',
      '2',
      '1',
      '168 h 30 min',
    ]);
    const dewi = within(table).getByRole('row', { name: /Dewi Lestari/ });
    expect(dewi).toHaveTextContent('Internal staff');
    expect(dewi).toHaveTextContent('1.250 h');
    expect(screen.getByRole('group', { name: 'Month' })).toHaveTextContent('December 2026');
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    const query = lastQuery(api);
    expect(query?.get('month')).toBe('2026-12');
    expect(query?.get('client')).toBeNull();
    expect(query?.get('pageSize')).toBe('50');
  });

  it('keeps the month, client and search in the address and sends them', async () => {
    const api = summaryApi();
    const { user, router } = renderPage(<AttendanceSummaryPage />, { path, url });
    await screen.findByRole('row', { name: /Dewi Lestari/ });

    await chooseOption(
      user,
      await screen.findByRole('combobox', { name: 'Client' }),
      BANK.legalName,
    );
    await waitFor(() => expect(lastQuery(api)?.get('client')).toBe(CLIENT_ID));
    expect(router.state.location.search).toBe(`?client=${CLIENT_ID}`);
    await waitFor(() => expect(screen.queryByRole('row', { name: /Dewi Lestari/ })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(lastQuery(api)?.get('month')).toBe('2026-11'));
    expect(router.state.location.search).toBe(`?client=${CLIENT_ID}&month=2026-11`);
    expect(screen.getByRole('group', { name: 'Month' })).toHaveTextContent('November 2026');
    expect(
      await screen.findByRole('table', { name: 'Attendance summary for November 2026' }),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search employees' }), 'Budi{Enter}');
    await waitFor(() => expect(lastQuery(api)?.get('search')).toBe('Budi'));
    expect(lastQuery(api)?.get('client')).toBe(CLIENT_ID);
    expect(lastQuery(api)?.get('month')).toBe('2026-11');

    await chooseOption(user, screen.getByRole('combobox', { name: 'Client' }), 'Internal staff');
    await waitFor(() => expect(lastQuery(api)?.get('client')).toBe('internal'));

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(lastQuery(api)?.get('month')).toBe('2026-12'));
    expect(router.state.location.search).toBe('?client=internal&search=Budi');
  });

  it('exports the month, client and search shown to Excel', async () => {
    const created = vi.fn(() => 'blob:summary');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: () => undefined });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = summaryApi({
      'GET /attendance-summary/export': () =>
        new Response('PK', {
          status: 200,
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          },
        }),
    });
    const { user } = renderPage(<AttendanceSummaryPage />, {
      path,
      url: `${url}?month=2026-11&client=${CLIENT_ID}&search=Budi&page=2`,
    });
    await screen.findByRole('row', { name: /Budi Santoso/ });
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = api.callsTo('GET', '/attendance-summary/export')[0];
    expect(call?.query.get('month')).toBe('2026-11');
    expect(call?.query.get('client')).toBe(CLIENT_ID);
    expect(call?.query.get('search')).toBe('Budi');
    expect(call?.query.get('page')).toBeNull();
    expect(created).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('attendance-summary-2026-11.xlsx');
  });

  it('says so when the export fails', async () => {
    summaryApi({
      'GET /attendance-summary/export': () => problem(400, 'bad-request', 'The month is wrong.'),
    });
    const { user } = renderPage(<AttendanceSummaryPage />, { path, url });
    await screen.findByRole('row', { name: /Budi Santoso/ });
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByText('The export failed')).toBeInTheDocument();
    expect(screen.getByText('The month is wrong.')).toBeInTheDocument();
  });

  it('says so when nobody was placed at the client that month', async () => {
    summaryApi({
      'GET /attendance-summary': ({ query }) => ({
        ...list([], 1, 50),
        month: query.get('month') ?? '',
      }),
    });
    renderPage(<AttendanceSummaryPage />, { path, url: `${url}?client=${CLIENT_ID}` });
    expect(
      await screen.findByText('No employees in this month for this client.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeDisabled();
  });

  it('says so when nobody matches the search', async () => {
    summaryApi();
    renderPage(<AttendanceSummaryPage />, { path, url: `${url}?search=nobody` });
    expect(await screen.findByText('No employees match your search')).toBeInTheDocument();
  });

  it('shows a failure with a retry, and access denied when the server refuses', async () => {
    summaryApi({
      'GET /attendance-summary': () => problem(500, 'internal', 'Something broke.'),
    });
    const { unmount } = renderPage(<AttendanceSummaryPage />, { path, url });
    expect(await screen.findByText('Something broke.')).toBeVisible();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeVisible();
    unmount();

    summaryApi({
      'GET /attendance-summary': () =>
        problem(403, 'forbidden', 'You do not have permission to do this.'),
    });
    renderPage(<AttendanceSummaryPage />, { path, url });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
  });

  it('speaks Indonesian', async () => {
    // The hours and the month picker speak kit's words.
    const kit = await kitCatalog.id();
    i18n.loadAndActivate({ locale: 'id', messages: { ...kit.messages, ...messages } });
    // renderPage's StaffdeskProvider starts in the browser's language: make it Indonesian.
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['id-ID']);
    summaryApi();
    renderPage(<AttendanceSummaryPage />, { path, url });
    const table = await screen.findByRole('table', {
      name: 'Ringkasan kehadiran untuk Desember 2026',
    });
    const budi = await within(table).findByRole('row', { name: /Budi Santoso/ });
    expect(budi).toHaveTextContent('168 jam 30 menit');
    expect(within(table).getByRole('columnheader', { name: 'Hadir' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Tidak hadir' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Dewi Lestari/ })).toHaveTextContent(
      'Staf internal',
    );
    expect(screen.getByRole('button', { name: 'Bulan sebelumnya' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ekspor ke Excel' })).toBeVisible();
  });

  it('imports an attendance machine’s export after a clean check, and reads the summary again', async () => {
    const api = summaryApi({
      'POST /attendance/import': ({ query }) =>
        query.get('dryRun') === 'false'
          ? { dryRun: false, total: 120, valid: 120, imported: 40, errors: [] }
          : { dryRun: true, total: 120, valid: 120, imported: 0, errors: [] },
    });
    const { user } = renderPage(<AttendanceSummaryPage />, { path, url });
    await screen.findByRole('row', { name: /Budi/ });
    const readsBefore = api.callsTo('GET', '/attendance-summary').length;
    await user.click(screen.getByRole('button', { name: 'Import attendance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import punches' });
    const input = within(dialog).getByLabelText('File (Excel or CSV)');
    await user.upload(input, new File(['x'], 'mesin.csv', { type: 'text/csv' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 120 punches' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/attendance/import').map((c) => c.query.get('dryRun'))).toEqual([
        'true',
        'false',
      ]),
    );
    await waitFor(() =>
      expect(api.callsTo('GET', '/attendance-summary').length).toBeGreaterThan(readsBefore),
    );
  });
});
