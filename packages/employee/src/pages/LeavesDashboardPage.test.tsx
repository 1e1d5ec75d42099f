import { i18n } from '@lingui/core';
import { chooseOption, fakeApi, json, list, problem } from '@staffdesk/core/testing';
import type { LeaveBalance, LeaveRequest, LeaveType } from '@staffdesk/kit';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { messages as sectionWords } from '../locales/id';
import { messages as pageWords } from '../locales/pages/leave/id';
import { sariMe } from '../testing/fixtures';
import { Component as LeavesDashboardPage } from './LeavesDashboardPage';

const ME = sariMe(['leave.request']);

const TYPES: LeaveType[] = [
  {
    key: 'annual',
    name: 'Annual leave',
    paid: true,
    defaultDays: 12,
    unit: 'working-days',
    hasBalance: true,
    noticeApplies: true,
    rules: '',
  },
  {
    key: 'sick',
    name: 'Sick leave',
    paid: true,
    defaultDays: null,
    unit: 'working-days',
    hasBalance: false,
    noticeApplies: false,
    rules: '',
  },
];

const BALANCE: LeaveBalance = {
  type: 'annual',
  year: 2026,
  entitlement: 12,
  carriedOver: 0,
  adjustments: 0,
  taken: 2,
  pending: 1,
  available: 9,
};

const REQUEST: LeaveRequest = {
  id: '00000000-0000-4000-8000-00006c722d31',
  employee: {
    id: '00000000-0000-4000-8000-000000006531',
    fullName: 'Sari Wulandari',
    employeeNumber: 'EMP-2026-00042',
    clientName: 'PT Bank Nusantara',
  },
  type: 'annual',
  typeName: 'Annual leave',
  startDate: '2099-03-02',
  endDate: '2099-03-03',
  halfDay: null,
  workingDays: 2,
  reason: 'Family visit',
  attachment: null,
  status: 'pending',
  approvals: [],
  createdAt: '2026-11-20T03:00:00.000Z',
  decidedAt: null,
  formToken: null,
};
const APPROVED: LeaveRequest = {
  ...REQUEST,
  id: '00000000-0000-4000-8000-00006c722d32',
  type: 'sick',
  typeName: 'Sick leave',
  startDate: '2026-01-05',
  endDate: '2026-01-05',
  workingDays: 1,
  status: 'approved',
  formToken: 'dl-2',
};

const path = '/employee/leaves-dashboard';

function leaveApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /me': () => ME,
    'GET /leave-types': () => ({ items: TYPES }),
    'GET /me/leave-balances': () => ({ items: [BALANCE] }),
    'GET /me/leave-requests': () => list([REQUEST, APPROVED]),
    'GET /leave-working-days': ({ query }) => ({
      workingDays: query.get('startDate') === query.get('endDate') ? 1 : 2,
      skipped: [],
    }),
    ...extra,
  });
}

describe('my leave', () => {
  it('shows my balances and my requests', async () => {
    leaveApi();
    renderPage(<LeavesDashboardPage />, { path, url: path });
    const annual = await screen.findByRole('listitem', { name: 'Annual leave' });
    expect(annual).toHaveTextContent('9 days');
    expect(annual).toHaveTextContent('Taken 2 days · Pending 1 day');
    const mine = await screen.findByRole('list', { name: 'My requests' });
    const pending = within(mine).getByRole('listitem', { name: /Annual leave, 2 Mar 2099/ });
    expect(pending).toHaveTextContent('2 Mar 2099 – 3 Mar 2099 · 2 working days');
    expect(pending).toHaveTextContent('Pending');
    expect(within(pending).getByRole('button', { name: 'Cancel' })).toBeVisible();
    const sick = within(mine).getByRole('listitem', { name: /Sick leave/ });
    expect(sick).toHaveTextContent('Approved');
    expect(within(sick).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(sick).getByRole('link', { name: 'Download leave form' })).toHaveAttribute(
      'href',
      '/form_leave/download/approval/dl-2',
    );
  });

  it('asks for leave with a live working-day count and the balance after', async () => {
    const api = leaveApi({ 'POST /me/leave-requests': () => json(201, REQUEST) });
    const { user } = renderPage(<LeavesDashboardPage />, { path, url: path });
    await screen.findByRole('listitem', { name: 'Annual leave' });
    await user.click(screen.getAllByRole('button', { name: 'Ask for leave' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Ask for leave' });
    await chooseOption(user, within(dialog).getByLabelText(/^Leave type/), 'annual');
    await user.type(within(dialog).getByLabelText(/^Start date/), '2099-03-02');
    await user.type(within(dialog).getByLabelText(/^End date/), '2099-03-03');
    expect(await within(dialog).findByText(/2 working days/)).toBeVisible();
    expect(within(dialog).getByText(/Annual leave left after this request: 7 days/)).toBeVisible();
    expect(within(dialog).queryByLabelText(/^Half day/)).toBeNull();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Family visit');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Leave requested')).toBeInTheDocument();
    const body = api.callsTo('POST', '/me/leave-requests')[0]?.body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      type: 'annual',
      startDate: '2099-03-02',
      endDate: '2099-03-03',
      reason: 'Family visit',
    });
    const count = api.callsTo('GET', '/leave-working-days').at(-1);
    expect(count?.query.get('startDate')).toBe('2099-03-02');
  });

  it('offers a half day on a one-day request and shows the server’s objections by field', async () => {
    const api = leaveApi({
      'POST /me/leave-requests': () =>
        problem(400, 'validation-failed', 'The request is not valid.', {
          startDate: 'You already have leave on 2 Mar 2099.',
        }),
    });
    const { user } = renderPage(<LeavesDashboardPage />, { path, url: path });
    await user.click(
      (await screen.findAllByRole('button', { name: 'Ask for leave' }))[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ask for leave' });
    await chooseOption(user, within(dialog).getByLabelText(/^Leave type/), 'annual');
    await user.type(within(dialog).getByLabelText(/^Start date/), '2099-03-02');
    await user.type(within(dialog).getByLabelText(/^End date/), '2099-03-02');
    await chooseOption(user, within(dialog).getByLabelText(/^Half day/), 'morning');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Dentist');
    await waitFor(() =>
      expect(api.callsTo('GET', '/leave-working-days').at(-1)?.query.get('halfDay')).toBe(
        'morning',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('You already have leave on 2 Mar 2099.')).toBeVisible();
    const body = api.callsTo('POST', '/me/leave-requests')[0]?.body as FormData;
    expect(body.get('halfDay')).toBe('morning');
  });

  it('cancels a request before it starts, after confirmation', async () => {
    const api = leaveApi({
      'POST /me/leave-requests/:id/cancel': () => ({ ...REQUEST, status: 'cancelled' }),
    });
    const { user } = renderPage(<LeavesDashboardPage />, { path, url: path });
    const pending = await screen.findByRole('listitem', { name: /Annual leave, 2 Mar 2099/ });
    await user.click(within(pending).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this leave?' });
    expect(
      api.callsTo('POST', '/me/leave-requests/00000000-0000-4000-8000-00006c722d31/cancel'),
    ).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel leave' }));
    expect(await screen.findByText('Leave cancelled')).toBeInTheDocument();
    expect(
      api.callsTo('POST', '/me/leave-requests/00000000-0000-4000-8000-00006c722d31/cancel'),
    ).toHaveLength(1);
  });

  it('says so when there are no requests, and offers a retry when loading fails', async () => {
    leaveApi({
      'GET /me/leave-requests': () => list([]),
      'GET /me/leave-balances': () => problem(500, 'internal', 'Something broke.'),
    });
    renderPage(<LeavesDashboardPage />, { path, url: path });
    expect(await screen.findByText('No leave requests yet')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('speaks Indonesian to an employee who reads it', async () => {
    // Staffdesk starts in the language the reader chose; this package's messages are loaded here.
    localStorage.setItem('staffdesk.locale', 'id');
    onTestFinished(() => localStorage.removeItem('staffdesk.locale'));
    i18n.loadAndActivate({ locale: 'id', messages: { ...sectionWords, ...pageWords } });
    leaveApi({ 'GET /me': () => ({ ...ME, user: { ...ME.user, preferredLanguage: 'id' } }) });
    const { user } = renderPage(<LeavesDashboardPage />, { path, url: path });
    expect(await screen.findByRole('heading', { name: 'Cuti' })).toBeVisible();
    expect(await screen.findByRole('region', { name: /^Saldo cuti \d{4}$/ })).toBeVisible();
    const annual = await screen.findByRole('listitem', { name: 'Annual leave' });
    expect(annual).toHaveTextContent('tersedia');
    const mine = await screen.findByRole('list', { name: 'Pengajuan saya' });
    const sick = within(mine).getByRole('listitem', { name: /Sick leave/ });
    expect(within(sick).getByRole('link', { name: 'Unduh formulir cuti' })).toBeVisible();
    const pending = within(mine).getByRole('listitem', { name: /Annual leave, 2 Mar 2099/ });
    await user.click(within(pending).getByRole('button', { name: 'Batal' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Batalkan cuti ini?' });
    expect(within(confirm).getByRole('button', { name: 'Jangan batalkan' })).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Jangan batalkan' }));
    await user.click(screen.getAllByRole('button', { name: 'Ajukan cuti' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Ajukan cuti' });
    expect(within(dialog).getByLabelText(/^Jenis cuti/)).toBeVisible();
    expect(
      within(dialog).getByText('Pilih tanggal untuk melihat jumlah hari kerja.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Kirim pengajuan' })).toBeVisible();
  });
});
