import { createTokenStore, routePatterns, StaffdeskProvider } from '@staffdesk/core';
import { API_BASE, fakeApi, problem } from '@staffdesk/core/testing';
import { kitCatalog } from '@staffdesk/kit';
import { renderPage } from '@staffdesk/kit/testing';
import { ToastProvider, uiCatalog } from '@staffdesk/ui';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { MyOvertime, OvertimeRequest } from '../lib/types';
import { employeeCatalog } from '../locales/catalog';
import {
  myOvertime,
  OVERTIME_IDS,
  overtimeRequest,
  PENDING_HOLIDAY,
  REJECTED_NIGHT,
} from '../testing/overtime';
import { Component as OvertimeDashboardPage } from './OvertimeDashboardPage';

const path = routePatterns.employee.overtime.dashboard;
const url = '/employee/overtime/dashboard';

function items() {
  return within(screen.getByRole('list', { name: 'My overtime requests' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('my overtime', () => {
  it('shows my regulation, the totals and each request with its day type, pay and decision', async () => {
    const api = fakeApi({ 'GET /me/overtime': () => myOvertime() });
    renderPage(<OvertimeDashboardPage />, { path, url });

    expect(await screen.findByRole('group', { name: 'Period' })).toHaveTextContent(
      '21 Nov 2026 – 20 Dec 2026',
    );
    expect(api.callsTo('GET', '/me/overtime')[0]?.query.has('period')).toBe(false);
    expect(screen.getByRole('heading', { name: 'My overtime', level: 1 })).toBeVisible();
    expect(screen.getByText(/^My regulation:/).parentElement).toHaveTextContent(
      'My regulation: Government method (PP 35/2021) · on workdays at most 3 h a day and 14 h a week · your client’s regulation',
    );
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Approved hours').nextSibling).toHaveTextContent('3 h');
    expect(within(totals).getByText('Approved pay').nextSibling).toHaveTextContent('Rp 1.234.567');
    expect(within(totals).getByText('Hours waiting').nextSibling).toHaveTextContent('4 h');

    const [approved, pending, rejected] = items();
    expect(approved).toContain('Friday, 18 Dec 2026');
    expect(approved).toContain('18:00–21:00 · 3 h');
    expect(approved).toContain('Workday');
    expect(approved).toContain('Pay: Rp 182.803');
    expect(approved).toContain('Reason: Year-end closing of the branch');
    expect(approved).toContain('Approved by Budi Hartono on 19 Dec 2026.');
    expect(approved).toContain('Comment: “Thank you for staying late.”');
    expect(pending).toContain('Saturday, 28 Nov 2026');
    expect(pending).toContain('Public holiday');
    expect(pending).toContain('Bank Nusantara anniversary');
    expect(pending).toContain('Waiting for approval');
    expect(pending).toContain('Waiting for Budi Hartono.');
    expect(pending).toContain('Pay: Rp 265.896');
    expect(rejected).toContain('22:00–01:00 (next day) · 3 h');
    expect(rejected).toContain('Rest day');
    expect(rejected).toContain('Rejected by Budi Hartono on 23 Nov 2026.');

    // Only a request that waits can be cancelled; every one has its PDF.
    const list = screen.getByRole('list', { name: 'My overtime requests' });
    expect(within(list).getAllByRole('button', { name: /^Cancel the overtime of/ })).toHaveLength(
      1,
    );
    expect(within(list).getAllByRole('button', { name: /^Download PDF of/ })).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: 'Ask for overtime' })[0]).toHaveAttribute(
      'href',
      '/employee/overtime/form/add',
    );
    expect(screen.getByRole('link', { name: 'How the pay is computed' })).toHaveAttribute(
      'href',
      '/employee/overtime/calculation',
    );
  });

  it('cancels a waiting request only once it is confirmed', async () => {
    let current: MyOvertime = myOvertime();
    const api = fakeApi({
      'GET /me/overtime': () => current,
      'POST /me/overtime/:id/cancel': ({ params }) => {
        const cancelled: OvertimeRequest = {
          ...PENDING_HOLIDAY,
          status: 'cancelled',
          decidedAt: '2026-11-27T02:00:00.000Z',
          decidedByLabel: 'Sari Wulandari',
        };
        expect(params.id).toBe(OVERTIME_IDS.pending);
        current = {
          ...current,
          requests: current.requests.map((r) => (r.id === cancelled.id ? cancelled : r)),
          totals: { ...current.totals, pendingMinutes: 0 },
        };
        return cancelled;
      },
    });
    const { user } = renderPage(<OvertimeDashboardPage />, { path, url });
    const cancelPath = `/me/overtime/${OVERTIME_IDS.pending}/cancel`;

    const button = await screen.findByRole('button', {
      name: 'Cancel the overtime of Saturday, 28 Nov 2026',
    });
    await user.click(button);
    let confirm = await screen.findByRole('alertdialog', { name: 'Cancel this overtime request?' });
    expect(confirm).toHaveTextContent('Saturday, 28 Nov 2026, 08:00–12:00.');
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.callsTo('POST', cancelPath)).toHaveLength(0);

    await user.click(button);
    confirm = await screen.findByRole('alertdialog', { name: 'Cancel this overtime request?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel request' }));

    expect(await screen.findByText('Overtime request cancelled')).toBeInTheDocument();
    expect(api.callsTo('POST', cancelPath)).toHaveLength(1);
    expect(await screen.findByText('Cancelled on 27 Nov 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel the overtime of/ })).toBeNull();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Hours waiting').nextSibling).toHaveTextContent('0 min');
  });

  it('shows the approver’s answer in the dialog when the request was decided meanwhile', async () => {
    let current: MyOvertime = myOvertime();
    fakeApi({
      'GET /me/overtime': () => current,
      'POST /me/overtime/:id/cancel': () => {
        current = myOvertime({
          requests: [overtimeRequest(), { ...PENDING_HOLIDAY, status: 'approved' }, REJECTED_NIGHT],
        });
        return problem(
          409,
          'already-decided',
          'This request was already approved by Budi Hartono on 27 Nov 2026, 10:00.',
        );
      },
    });
    const { user } = renderPage(<OvertimeDashboardPage />, { path, url });
    await user.click(
      await screen.findByRole('button', { name: 'Cancel the overtime of Saturday, 28 Nov 2026' }),
    );
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel request' }));
    expect(
      await within(confirm).findByText(
        'This request was already approved by Budi Hartono on 27 Nov 2026, 10:00.',
      ),
    ).toBeInTheDocument();
    // The page reads the period again: the request is approved now and cannot be cancelled.
    await vi.waitFor(() =>
      expect(screen.queryAllByRole('button', { name: /^Cancel the overtime of/ })).toHaveLength(0),
    );
  });

  it('goes to the period before, in the address', async () => {
    const api = fakeApi({
      'GET /me/overtime': ({ query }) =>
        query.get('period') === '2026-11'
          ? myOvertime({
              period: '2026-11',
              periodStart: '2026-10-21',
              periodEnd: '2026-11-20',
              previousPeriod: '2026-10',
              nextPeriod: '2026-12',
              requests: [],
              totals: { approvedMinutes: 0, approvedPay: 0, pendingMinutes: 0 },
            })
          : myOvertime(),
    });
    const { user, router } = renderPage(<OvertimeDashboardPage />, { path, url });
    const period = await screen.findByRole('group', { name: 'Period' });
    expect(within(period).getByRole('button', { name: 'Next period' })).toBeDisabled();
    await user.click(within(period).getByRole('button', { name: 'Previous period' }));
    expect(await within(period).findByText('21 Oct 2026 – 20 Nov 2026')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?period=2026-11');
    expect(api.callsTo('GET', '/me/overtime').at(-1)?.query.get('period')).toBe('2026-11');
    expect(await screen.findByText('No overtime in this period')).toBeVisible();
    expect(screen.getByText(/the request and its decision appear here/)).toBeVisible();
  });

  it('offers a retry when my overtime cannot be loaded', async () => {
    fakeApi({ 'GET /me/overtime': () => problem(500, 'internal', 'Something broke.') });
    renderPage(<OvertimeDashboardPage />, { path, url });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('downloads the PDF of a request under the server’s file name', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:overtime');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const api = fakeApi({
      'GET /me/overtime': () => myOvertime(),
      'GET /me/overtime/:id/pdf': () =>
        new Response('%PDF-1.7', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'inline; filename="overtime-2026-12-18-sari.pdf"',
          },
        }),
    });
    const { user } = renderPage(<OvertimeDashboardPage />, { path, url });
    await user.click(
      await screen.findByRole('button', { name: 'Download PDF of Friday, 18 Dec 2026' }),
    );
    await vi.waitFor(() => expect(saved).toEqual(['overtime-2026-12-18-sari.pdf']));
    expect(api.callsTo('GET', `/me/overtime/${OVERTIME_IDS.approved}/pdf`)).toHaveLength(1);
  });
});

describe('my overtime in Indonesian', () => {
  it('writes dates, hours, money and states the Indonesian way', async () => {
    fakeApi({ 'GET /me/overtime': () => myOvertime() });
    const tokenStore = createTokenStore({ key: 'staffdesk.employee-overtime-id-test' });
    tokenStore.setToken('session-token');
    onTestFinished(() => {
      tokenStore.removeToken();
      tokenStore.dispose();
    });
    const router = createMemoryRouter([{ path: '*', element: <OvertimeDashboardPage /> }], {
      initialEntries: [url],
    });
    render(
      <StaffdeskProvider
        config={{ apiBaseUrls: { main: API_BASE } }}
        tokenStore={tokenStore}
        locale="id"
        catalogs={[uiCatalog, kitCatalog, employeeCatalog]}
      >
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </StaffdeskProvider>,
    );

    expect(
      await screen.findByRole('heading', { name: 'Lembur saya', level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
    expect(await screen.findByRole('group', { name: 'Periode' })).toHaveTextContent(
      '21 Nov 2026 – 20 Des 2026',
    );
    expect(screen.getByText(/^Peraturan lembur saya:/).parentElement).toHaveTextContent(
      'Metode pemerintah (PP 35/2021) · pada hari kerja paling lama 3 jam sehari dan 14 jam seminggu · peraturan klien Anda',
    );
    const totals = screen.getByRole('region', { name: 'Total' });
    expect(within(totals).getByText('Upah disetujui').nextSibling).toHaveTextContent(
      'Rp 1.234.567',
    );
    expect(within(totals).getByText('Jam menunggu persetujuan').nextSibling).toHaveTextContent(
      '4 jam',
    );
    const list = screen.getByRole('list', { name: 'Pengajuan lembur saya' });
    const [approved, pending, rejected] = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(approved).toContain('Jumat, 18 Des 2026');
    expect(approved).toContain('Hari kerja');
    expect(approved).toContain('Upah: Rp 182.803');
    expect(approved).toContain('Disetujui oleh Budi Hartono pada 19 Des 2026.');
    expect(pending).toContain('Hari libur resmi');
    expect(pending).toContain('Menunggu persetujuan');
    expect(rejected).toContain('22:00–01:00 (hari berikutnya) · 3 jam');
    expect(rejected).toContain('Hari istirahat');
    expect(rejected).toContain('Ditolak');
    expect(
      // Named by the words it shows first ("Batal"), as WCAG 2.5.3 asks.
      within(list).getByRole('button', { name: 'Batal lembur Sabtu, 28 Nov 2026' }),
    ).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Ajukan lembur' })[0]).toBeVisible();
  });
});
