import { i18n } from '@lingui/core';
import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, list, problem } from '@staffdesk/core/testing';
import { kitCatalog } from '@staffdesk/kit';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { messages } from '../locales/id';
import { BANK, CLIENT_ID, clientSummaryOf, READER_ME } from '../testing/fixtures';
import {
  BUDI_OVERTIME,
  BUDI_OVERTIME_ID,
  OVERTIME_HR_ME,
  overtimeListOf,
} from '../testing/overtime';
import { Component as OvertimeDashboardPage } from './OvertimeDashboardPage';

const path = routePatterns.humanResource.overtime.dashboard;
const url = '/human-resource/overtime/dashboard';

// Tuesday 15 Dec 2026, 10:00 in Jakarta.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-15T03:00:00Z'));
  onTestFinished(() => {
    vi.useRealTimers();
  });
});

/** A fake server with December's requests: Budi's waiting, Dewi's approved. */
function overtimeApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /me': () => OVERTIME_HR_ME,
    'GET /clients': () => list([clientSummaryOf(BANK)]),
    'GET /overtime/requests': ({ query }) => overtimeListOf(query.get('status')),
    'GET /overtime/requests/:id': () => BUDI_OVERTIME,
    ...extra,
  });
}

const lastQuery = (api: ReturnType<typeof fakeApi>) =>
  api.callsTo('GET', '/overtime/requests').at(-1)?.query;

describe('HR’s overtime dashboard', () => {
  it('shows the period’s requests with their pay, and filters by state', async () => {
    const api = overtimeApi();
    const { user, router } = renderPage(<OvertimeDashboardPage />, { path, url });
    const table = await screen.findByRole('table', { name: 'Overtime for December 2026' });
    const budi = await within(table).findByRole('row', { name: /Budi Santoso/ });
    expect(budi).toHaveTextContent('EMP-2026-00042');
    expect(budi).toHaveTextContent('3 Dec 2026');
    expect(budi).toHaveTextContent('18:00–21:00');
    expect(budi).toHaveTextContent('3:00');
    expect(budi).toHaveTextContent('Workday');
    expect(budi).toHaveTextContent('Waiting for approval');
    expect(budi).toHaveTextContent('Rp 187.469');
    expect(budi).toHaveTextContent('Rp 224.963');
    expect(budi).toHaveTextContent('Agus Setiawan');
    expect(within(budi).getByRole('button', { name: 'Approve' })).toBeVisible();
    const dewi = within(table).getByRole('row', { name: /Dewi Lestari/ });
    expect(dewi).toHaveTextContent('Rest day');
    expect(dewi).toHaveTextContent('Approved');
    expect(dewi).toHaveTextContent('Rp 272.683');
    expect(dewi).toHaveTextContent('Rina Wulandari');
    expect(within(dewi).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByText('1 Dec 2026 – 31 Dec 2026')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Month' })).toHaveTextContent('December 2026');
    expect(lastQuery(api)?.get('period')).toBeNull();
    expect(lastQuery(api)?.get('pageSize')).toBe('50');

    // The tabs count each state; choosing one asks the server for it and keeps it in the URL.
    expect(screen.getByRole('tab', { name: 'All (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Rejected (0)' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Waiting for approval (1)' }));
    await waitFor(() => expect(lastQuery(api)?.get('status')).toBe('pending'));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Dewi Lestari/ })).toBeNull());
    expect(router.state.location.search).toBe('?status=pending');

    await chooseOption(user, screen.getByRole('combobox', { name: 'Client' }), BANK.legalName);
    await waitFor(() => expect(lastQuery(api)?.get('clientId')).toBe(CLIENT_ID));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(lastQuery(api)?.get('period')).toBe('2026-11'));
    expect(router.state.location.search).toBe(`?status=pending&client=${CLIENT_ID}&period=2026-11`);
  });

  it('rejects only with a reason, after the confirmation, on the approver’s behalf', async () => {
    const api = overtimeApi({
      'POST /overtime/requests/:id/decision': ({ body }) => ({
        ...BUDI_OVERTIME,
        status: 'rejected',
        decidedAt: '2026-12-15T03:00:00.000Z',
        decidedByLabel: 'Rina Wulandari',
        decisionComment: (body as { comment: string }).comment,
      }),
    });
    const { user } = renderPage(<OvertimeDashboardPage />, { path, url });
    const budi = await screen.findByRole('row', { name: /Budi Santoso/ });
    await user.click(within(budi).getByRole('button', { name: 'Reject' }));

    const reason = await screen.findByRole('dialog', {
      name: 'Reject Budi Santoso’s overtime on 3 Dec 2026?',
    });
    await user.click(within(reason).getByRole('button', { name: 'Continue' }));
    expect(await within(reason).findByText('Say why you reject it.')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.type(within(reason).getByLabelText(/^Reason/), 'No approval from the branch head');
    await user.click(within(reason).getByRole('button', { name: 'Continue' }));

    const confirm = await screen.findByRole('alertdialog', {
      name: 'Reject Budi Santoso’s overtime on Agus Setiawan’s behalf?',
    });
    expect(confirm).toHaveTextContent('your decision is recorded on the approver’s behalf');
    expect(confirm).toHaveTextContent('“No approval from the branch head”');
    expect(api.callsTo('POST', `/overtime/requests/${BUDI_OVERTIME_ID}/decision`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Reject overtime' }));

    expect(await screen.findByText('Overtime rejected')).toBeInTheDocument();
    expect(api.callsTo('POST', `/overtime/requests/${BUDI_OVERTIME_ID}/decision`)[0]?.body).toEqual(
      { decision: 'reject', comment: 'No approval from the branch head' },
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('approves after the confirmation, and says so when someone decided first', async () => {
    const api = overtimeApi({
      'POST /overtime/requests/:id/decision': () =>
        problem(
          409,
          'already-decided',
          'This request was already approved by Agus Setiawan on 15 Dec 2026, 09:00.',
        ),
    });
    const { user } = renderPage(<OvertimeDashboardPage />, { path, url });
    const budi = await screen.findByRole('row', { name: /Budi Santoso/ });
    await user.click(within(budi).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Approve Budi Santoso’s overtime on Agus Setiawan’s behalf?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Approve overtime' }));
    expect(await screen.findByText('Already decided')).toBeInTheDocument();
    expect(
      screen.getByText('This request was already approved by Agus Setiawan on 15 Dec 2026, 09:00.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', `/overtime/requests/${BUDI_OVERTIME_ID}/decision`)[0]?.body).toEqual(
      { decision: 'approve' },
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('opens a request with its pay line by line and its PDF', async () => {
    const created = vi.fn(() => 'blob:overtime');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: () => undefined });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = overtimeApi({
      'GET /overtime/requests/:id/pdf': () =>
        new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    });
    const { user } = renderPage(<OvertimeDashboardPage />, { path, url });
    const budi = await screen.findByRole('row', { name: /Budi Santoso/ });
    await user.click(within(budi).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Budi Santoso’s overtime on 3 Dec 2026',
    });
    const lines = await within(dialog).findByRole('table', { name: 'Pay lines' });
    const rows = within(lines).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Hour 1');
    expect(rows[1]).toHaveTextContent('1,5×');
    expect(rows[1]).toHaveTextContent('Rp 51.127,99');
    expect(rows[2]).toHaveTextContent('Hours 2 to 3');
    expect(rows[2]).toHaveTextContent('2×');
    expect(rows[2]).toHaveTextContent('Rp 136.341,29');
    expect(dialog).toHaveTextContent('Rp 187.469');
    expect(dialog).toHaveTextContent('Rp 224.963');
    expect(dialog).toHaveTextContent('Agus Setiawan (agus@bni.example)');

    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.callsTo('GET', `/overtime/requests/${BUDI_OVERTIME_ID}/pdf`)).toHaveLength(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'overtime-EMP-2026-00042-2026-12-03.pdf',
    );

    // A waiting request can be decided from here too.
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByRole('alertdialog', {
        name: 'Approve Budi Santoso’s overtime on Agus Setiawan’s behalf?',
      }),
    ).toBeInTheDocument();
  });

  it('shows access denied without overtime.manage', async () => {
    fakeApi({
      'GET /me': () => READER_ME,
      'GET /clients': () => list([clientSummaryOf(BANK)]),
      'GET /overtime/requests': () =>
        problem(403, 'forbidden', 'You do not have permission to do this.'),
    });
    renderPage(<OvertimeDashboardPage />, { path, url });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
  });

  it('speaks Indonesian: dates, amounts and states', async () => {
    const kit = await kitCatalog.id();
    i18n.loadAndActivate({ locale: 'id', messages: { ...kit.messages, ...messages } });
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['id-ID']);
    overtimeApi();
    renderPage(<OvertimeDashboardPage />, { path, url });
    const table = await screen.findByRole('table', { name: 'Lembur untuk Desember 2026' });
    const budi = await within(table).findByRole('row', { name: /Budi Santoso/ });
    expect(budi).toHaveTextContent('3 Des 2026');
    expect(budi).toHaveTextContent('Menunggu persetujuan');
    expect(budi).toHaveTextContent('Hari kerja');
    expect(budi).toHaveTextContent('Rp 187.469');
    expect(within(table).getByRole('row', { name: /Dewi Lestari/ })).toHaveTextContent(
      'Hari istirahat',
    );
    expect(within(table).getByRole('columnheader', { name: 'Upah lembur' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Ditagihkan' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Disetujui (1)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Catat lembur' })).toHaveAttribute(
      'href',
      '/human-resource/overtime/form/add',
    );
    expect(screen.getByText('1 Des 2026 – 31 Des 2026')).toBeVisible();
  });
});
