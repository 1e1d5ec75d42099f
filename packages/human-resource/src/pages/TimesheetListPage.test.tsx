import { i18n } from '@lingui/core';
import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, list, problem } from '@staffdesk/core/testing';
import { kitCatalog } from '@staffdesk/kit';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { messages } from '../locales/id';
import { ATTENDANCE_HR_ME, BANK, CLIENT_ID, clientSummaryOf } from '../testing/fixtures';
import {
  BANK_TIMESHEET_SETTINGS,
  BUDI_SHEET,
  DEWI_SHEET,
  PERIOD_REQUEST,
  summaryOfSheet,
} from '../testing/timesheets';
import { Component as TimesheetListPage } from './TimesheetListPage';

const path = routePatterns.humanResource.timesheet.list;
const url = '/human-resource/timesheet';
const COUNTS = { draft: 1, submitted: 2, notSent: 2, approved: 0, disputed: 0 };
const ENDED = { submittableFrom: '2026-11-20', ended: true, payrollApproved: false };

// Tuesday 15 Dec 2026, 10:00 in Jakarta: the bank's current period is 2026-12.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-15T03:00:00Z'));
  onTestFinished(() => {
    vi.useRealTimers();
  });
});

/** A fake server with the bank's period 2026-11: Budi submitted (not sent), Dewi a draft. */
function timesheetsApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /me': () => ATTENDANCE_HR_ME,
    'GET /clients': () => list([clientSummaryOf(BANK)]),
    'GET /clients/:id/timesheet-settings': () => BANK_TIMESHEET_SETTINGS,
    'GET /timesheets': ({ query }) => {
      const all = [summaryOfSheet(BUDI_SHEET), DEWI_SHEET];
      const rows = query.get('status') ? all.filter((s) => s.status === query.get('status')) : all;
      return {
        ...list(rows, 1, 50),
        counts: COUNTS,
        periodStart: '2026-10-21',
        periodEnd: '2026-11-20',
        closing: ENDED,
      };
    },
    'GET /timesheet-periods/requests': () => [PERIOD_REQUEST],
    ...extra,
  });
}

const lastQuery = (api: ReturnType<typeof fakeApi>) =>
  api.callsTo('GET', '/timesheets').at(-1)?.query;

describe('the timesheets of a client’s period', () => {
  it('asks for a client, then shows the period before its current one', async () => {
    const api = timesheetsApi();
    const { user, router } = renderPage(<TimesheetListPage />, { path, url });
    expect(await screen.findByText('Choose a client', { selector: 'p, h2, h3' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send to the PIC now' })).toBeDisabled();
    expect(api.callsTo('GET', '/timesheets')).toHaveLength(0);

    await chooseOption(
      user,
      await screen.findByRole('combobox', { name: 'Client' }),
      BANK.legalName,
    );
    const table = await screen.findByRole('table', {
      name: `Timesheets of ${BANK.legalName} for November 2026`,
    });
    const budi = await within(table).findByRole('row', { name: /Budi Santoso/ });
    expect(within(budi).getByRole('link', { name: 'Budi Santoso' })).toHaveAttribute(
      'href',
      `/human-resource/timesheet/${BUDI_SHEET.id}`,
    );
    expect(budi).toHaveTextContent('EMP-2026-00042');
    expect(budi).toHaveTextContent('Waiting for the client PIC');
    expect(budi).toHaveTextContent('Not sent to the PIC yet');
    expect(budi).toHaveTextContent('8:30');
    expect(within(table).getByRole('row', { name: /Dewi Lestari/ })).toHaveTextContent('Draft');
    expect(screen.getByRole('group', { name: 'Month' })).toHaveTextContent('November 2026');
    expect(screen.getByText('21 Oct 2026 – 20 Nov 2026')).toBeVisible();
    const query = lastQuery(api);
    expect(query?.get('clientId')).toBe(CLIENT_ID);
    expect(query?.get('period')).toBe('2026-11');
    expect(query?.get('pageSize')).toBe('50');
    expect(router.state.location.search).toBe(`?client=${CLIENT_ID}`);

    // The state filter says how many sheets each state has.
    expect(screen.getByRole('option', { name: 'All (3)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Draft (1)' })).toBeInTheDocument();
    // Who was asked about the period.
    const requests = screen.getByRole('table', { name: 'Approval requests of this period' });
    const siti = within(requests).getByRole('row', { name: /Siti Rahmawati/ });
    expect(siti).toHaveTextContent('siti@bni.example');
    expect(siti).toHaveTextContent('23 Nov 2026, 08:00');
    expect(siti).toHaveTextContent('Waiting');
  });

  it('sends the state, the search and the period it shows', async () => {
    const api = timesheetsApi();
    const { user, router } = renderPage(<TimesheetListPage />, {
      path,
      url: `${url}?client=${CLIENT_ID}`,
    });
    await screen.findByText('Dewi Lestari');

    await chooseOption(user, screen.getByRole('combobox', { name: 'Status' }), 'Draft (1)');
    await waitFor(() => expect(lastQuery(api)?.get('status')).toBe('draft'));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Budi Santoso/ })).toBeNull());

    await user.type(screen.getByRole('searchbox', { name: 'Search timesheets' }), 'Dewi{Enter}');
    await waitFor(() => expect(lastQuery(api)?.get('search')).toBe('Dewi'));
    expect(lastQuery(api)?.get('status')).toBe('draft');

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(lastQuery(api)?.get('period')).toBe('2026-10'));
    expect(router.state.location.search).toBe(
      `?client=${CLIENT_ID}&status=draft&search=Dewi&period=2026-10`,
    );
    expect(api.callsTo('GET', '/timesheet-periods/requests').at(-1)?.query.get('period')).toBe(
      '2026-10',
    );

    // The client's current period is the last one offered.
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(lastQuery(api)?.get('period')).toBe('2026-12'));
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('sends the submitted timesheets to the PIC after asking', async () => {
    const api = timesheetsApi({
      'POST /timesheet-periods/send': () => ({
        sent: 2,
        approver: { name: 'Siti Rahmawati', email: 'siti@bni.example' },
      }),
    });
    const { user } = renderPage(<TimesheetListPage />, { path, url: `${url}?client=${CLIENT_ID}` });
    await screen.findByText('Budi Santoso');
    expect(
      screen.getByText('2 submitted timesheets have not been sent to the PIC yet.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send to the PIC now' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Send 2 timesheets to the client PIC?',
    });
    expect(api.callsTo('POST', '/timesheet-periods/send')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('Sent 2 timesheets to Siti Rahmawati')).toBeInTheDocument();
    expect(api.callsTo('POST', '/timesheet-periods/send')[0]?.body).toEqual({
      clientId: CLIENT_ID,
      period: '2026-11',
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('opens sending on the period’s last day, and sends early only with a reason', async () => {
    const api = timesheetsApi({
      'GET /timesheets': () => ({
        ...list([DEWI_SHEET], 1, 50),
        counts: { draft: 1, submitted: 0, notSent: 0, approved: 0, disputed: 0 },
        periodStart: '2026-11-21',
        periodEnd: '2026-12-20',
        closing: { submittableFrom: '2026-12-20', ended: false, payrollApproved: false },
      }),
      'POST /timesheet-periods/send': () => ({
        sent: 1,
        approver: { name: 'Siti Rahmawati', email: 'siti@bni.example' },
      }),
    });
    const { user } = renderPage(<TimesheetListPage />, {
      path,
      url: `${url}?client=${CLIENT_ID}&period=2026-12`,
    });
    await screen.findByText('Dewi Lestari');
    const now = screen.getByRole('button', { name: 'Send to the PIC now' });
    expect(now).toBeDisabled();
    expect(now).toHaveAccessibleDescription('Can be sent to the PIC from 20 Dec 2026');
    await user.click(screen.getByRole('button', { name: 'Send early…' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Send December 2026 to the client PIC before it ends?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send early' }));
    expect(
      await within(dialog).findByText('Say why the period is sent before it ends.'),
    ).toBeVisible();
    expect(api.callsTo('POST', '/timesheet-periods/send')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox'), 'The client closes its books early');
    await user.click(within(dialog).getByRole('button', { name: 'Send early' }));
    expect(await screen.findByText('Sent 1 timesheet to Siti Rahmawati')).toBeInTheDocument();
    expect(api.callsTo('POST', '/timesheet-periods/send')[0]?.body).toEqual({
      clientId: CLIENT_ID,
      period: '2026-12',
      earlyReason: 'The client closes its books early',
    });
  });

  it('says the period is locked once its payroll is approved', async () => {
    timesheetsApi({
      'GET /timesheets': () => ({
        ...list([summaryOfSheet(BUDI_SHEET)], 1, 50),
        counts: COUNTS,
        periodStart: '2026-10-21',
        periodEnd: '2026-11-20',
        closing: { ...ENDED, payrollApproved: true },
      }),
    });
    renderPage(<TimesheetListPage />, { path, url: `${url}?client=${CLIENT_ID}` });
    expect(await screen.findByText('The payroll of November 2026 is approved')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send to the PIC now' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Make missing timesheets' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Send early…' })).toBeNull();
  });

  it('says where to choose the approver when the client has none', async () => {
    timesheetsApi({
      'POST /timesheet-periods/send': () =>
        problem(
          409,
          'no-approver',
          'Choose who approves this client’s timesheets first, in its timesheet settings.',
        ),
    });
    const { user } = renderPage(<TimesheetListPage />, { path, url: `${url}?client=${CLIENT_ID}` });
    await screen.findByText('Budi Santoso');
    await user.click(screen.getByRole('button', { name: 'Send to the PIC now' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));
    const title = await screen.findByText('Nobody approves this client’s timesheets yet');
    const banner = title.closest('[role="alert"]') as HTMLElement;
    expect(banner).toHaveTextContent(
      'Choose who approves this client’s timesheets first, in its timesheet settings.',
    );
    expect(within(banner).getByRole('link', { name: 'Choose the approver' })).toHaveAttribute(
      'href',
      `/human-resource/clients-format/form/edit/${CLIENT_ID}`,
    );
  });

  it('makes the missing timesheets, also from an empty period', async () => {
    const api = timesheetsApi({
      'GET /timesheets': () => ({
        ...list([], 1, 50),
        counts: { draft: 0, submitted: 0, notSent: 0, approved: 0, disputed: 0 },
        periodStart: '2026-10-21',
        periodEnd: '2026-11-20',
        closing: ENDED,
      }),
      'POST /timesheet-periods/build': () => ({ created: 3, existing: 1 }),
    });
    const { user } = renderPage(<TimesheetListPage />, { path, url: `${url}?client=${CLIENT_ID}` });
    expect(await screen.findByText('No timesheets for November 2026 yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send to the PIC now' })).toBeDisabled();
    const buttons = screen.getAllByRole('button', { name: 'Make missing timesheets' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1] as HTMLElement);
    expect(await screen.findByText('Made 3 timesheets')).toBeInTheDocument();
    expect(
      screen.getByText('1 timesheet was there already and is kept as it was.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/timesheet-periods/build')[0]?.body).toEqual({
      clientId: CLIENT_ID,
      period: '2026-11',
    });
  });

  it('shows access denied when the server refuses', async () => {
    timesheetsApi({
      'GET /timesheets': () => problem(403, 'forbidden', 'You do not have permission to do this.'),
    });
    renderPage(<TimesheetListPage />, { path, url: `${url}?client=${CLIENT_ID}` });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
  });

  it('speaks Indonesian', async () => {
    const kit = await kitCatalog.id();
    i18n.loadAndActivate({ locale: 'id', messages: { ...kit.messages, ...messages } });
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['id-ID']);
    timesheetsApi();
    renderPage(<TimesheetListPage />, { path, url: `${url}?client=${CLIENT_ID}` });
    const table = await screen.findByRole('table', {
      name: `Timesheet ${BANK.legalName} untuk November 2026`,
    });
    const budi = await within(table).findByRole('row', { name: /Budi Santoso/ });
    expect(budi).toHaveTextContent('Menunggu PIC klien');
    expect(budi).toHaveTextContent('Belum dikirim ke PIC');
    expect(within(table).getByRole('columnheader', { name: 'Hadir' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kirim ke PIC sekarang' })).toBeVisible();
    expect(screen.getByText('21 Okt 2026 – 20 Nov 2026')).toBeVisible();
  });
});
