import { i18n } from '@lingui/core';
import type { PayrollSchema } from '@staffdesk/api';
import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, problem } from '@staffdesk/core/testing';
import { kitCatalog, kitPayrollCatalog } from '@staffdesk/kit';
import {
  BUDI_PAYSLIP_ID,
  budiFinalPayslip,
  budiPayslipDetail,
  fakePdfApi,
  pdfFile,
  renderPage,
  stubDownloads,
} from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { messages as employeeMessages } from '../locales/id';
import { messages as payslipMessages } from '../locales/pages/payslips/id';
import { Component as EPayslipPage } from './EPayslipPage';

const path = routePatterns.employee.ePayslip;
const url = '/employee/e-payslip';
const OCTOBER_ID = '00000000-0000-4000-8000-0000000000e9';

type MyPayslips = PayrollSchema<'MyPayslips'>;

/** Budi's paid payslips of November and October 2026, newest first. */
function myPayslips(extra: Partial<MyPayslips> = {}): MyPayslips {
  return {
    items: [
      budiFinalPayslip(),
      budiFinalPayslip({
        id: OCTOBER_ID,
        period: '2026-10',
        net: 8_650_000,
        paidAt: '2026-10-26T03:00:00.000Z',
        runState: 'closed',
      }),
    ],
    total: 2,
    page: 1,
    pageSize: 12,
    delivery: 'link',
    passwordSet: false,
    passwordSetAt: null,
    ...extra,
  };
}

/** The token of the payslip mail's link (opaque to the page). */
const TOKEN = 'c2lnbmVkLWxpbmstb2YtYnVkaS1ub3ZlbWJlci0yMDI2';

function payslipApi(
  answer: (query: URLSearchParams) => MyPayslips = () => myPayslips(),
  link: (token: string) => Response | PayrollSchema<'PayslipLinkTarget'> = () => ({
    payslipId: BUDI_PAYSLIP_ID,
    period: '2026-11',
  }),
) {
  return fakeApi({
    'GET /payroll/me/payslips': ({ query }) => answer(query),
    'GET /payroll/me/payslips/:id': () => budiPayslipDetail({ runState: 'paid' }),
    'GET /payroll/me/payslip-links/:token': ({ params }) => link(String(params.token)),
  });
}

// Tuesday 15 Dec 2026, 10:00 in Jakarta.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-15T03:00:00Z'));
  onTestFinished(() => {
    vi.useRealTimers();
  });
});

describe('my e-payslips', () => {
  it('lists my paid payslips newest first, and says the mails carry a link, no figures', async () => {
    const api = payslipApi();
    renderPage(<EPayslipPage />, { path, url });
    expect(await screen.findByRole('heading', { level: 1, name: 'E-payslips' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'My payslips' });
    const rows = await within(table).findAllByRole('row', { name: /2026/ });
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Nov 2026',
      'Oct 2026',
    ]);
    // Every column is named for screen readers, the buttons' one too (axe's empty-table-header).
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Month', 'Paid on', 'Net pay', 'Actions']);
    const november = rows[0] as HTMLElement;
    expect(november).toHaveTextContent('25 Nov 2026');
    expect(november).toHaveTextContent('Rp 8.842.742');
    expect(rows[1]).toHaveTextContent('Rp 8.650.000');
    expect(screen.getByText('Your payslip mails carry a link to this page')).toBeVisible();
    expect(screen.queryByText(/ddmmyyyy|birth date|employee number/)).toBeNull();
    // Under the link delivery with no password set, there is no password to set.
    expect(screen.queryByRole('region', { name: 'E-payslip password' })).toBeNull();
    expect(api.calls.filter((call) => call.path.includes('/payslip-links/'))).toHaveLength(0);
    const query = api.callsTo('GET', '/payroll/me/payslips')[0]?.query;
    expect(query?.get('period')).toBeNull();
    expect(query?.get('pageSize')).toBe('12');
  });

  it('under the attachment delivery, asks for an e-payslip password until one is set', async () => {
    payslipApi(() => myPayslips({ delivery: 'attachment-with-employee-password' }));
    const first = renderPage(<EPayslipPage />, { path, url });
    expect(
      await screen.findByText('Set an e-payslip password to receive the PDF by mail'),
    ).toBeVisible();
    const card = screen.getByRole('region', { name: 'E-payslip password' });
    expect(within(card).getByRole('button', { name: 'Set password' })).toBeVisible();
    first.unmount();

    payslipApi(() =>
      myPayslips({
        delivery: 'attachment-with-employee-password',
        passwordSet: true,
        passwordSetAt: '2026-12-01T03:00:00.000Z',
      }),
    );
    renderPage(<EPayslipPage />, { path, url });
    expect(await screen.findByText('Your payslip mails carry the PDF')).toBeVisible();
    expect(screen.getByText('Password set on 1 Dec 2026')).toBeVisible();
  });

  it('opens the payslip of the mail’s link, and drops the token when it closes', async () => {
    const api = payslipApi();
    const { user, router } = renderPage(<EPayslipPage />, {
      path,
      url: `${url}?period=2026-11&t=${TOKEN}`,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Payslip of Budi Santoso' });
    expect(await within(dialog).findByRole('region', { name: 'Earnings' })).toBeVisible();
    expect(api.callsTo('GET', `/payroll/me/payslip-links/${TOKEN}`)).toHaveLength(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('?period=2026-11');
    expect(await screen.findByRole('row', { name: /Nov 2026/ })).toBeVisible();
  });

  it('says an expired link has expired, and lists my payslips below', async () => {
    const api = payslipApi(undefined, () =>
      problem(410, 'link-expired', 'This link has expired; your payslips are listed below.'),
    );
    renderPage(<EPayslipPage />, { path, url: `${url}?period=2026-11&t=${TOKEN}` });
    expect(
      await screen.findByText('This link has expired; your payslips are listed below.'),
    ).toBeVisible();
    expect(await screen.findByRole('row', { name: /Nov 2026/ })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('GET', `/payroll/me/payslips/${BUDI_PAYSLIP_ID}`)).toHaveLength(0);
  });

  it('opens nothing from a link that is not mine', async () => {
    const api = payslipApi(undefined, () =>
      problem(404, 'not-found', 'This link does not open a payslip of yours.'),
    );
    renderPage(<EPayslipPage />, { path, url: `${url}?t=${TOKEN}` });
    expect(
      await screen.findByText(
        'This link does not open a payslip of yours; your payslips are listed below.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.filter((call) => call.path.startsWith('/payroll/me/payslips/'))).toHaveLength(
      0,
    );
  });

  it('downloads a payslip’s PDF from its row', async () => {
    const downloads = stubDownloads();
    const api = payslipApi();
    const pdf = fakePdfApi(api, {
      [`/me/payslips/${BUDI_PAYSLIP_ID}`]: () => pdfFile('payslip-2026-11-EMP-2026-00042.pdf'),
    });
    const { user } = renderPage(<EPayslipPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Download PDF of Nov 2026' }));
    await waitFor(() =>
      expect(downloads.fileNames()).toEqual(['payslip-2026-11-EMP-2026-00042.pdf']),
    );
    expect(pdf.calls).toEqual([{ method: 'GET', path: `/me/payslips/${BUDI_PAYSLIP_ID}` }]);
  });

  it('opens a payslip’s lines from its Details button', async () => {
    const api = payslipApi();
    const { user } = renderPage(<EPayslipPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Details of Nov 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payslip of Budi Santoso' });
    const earnings = await within(dialog).findByRole('region', { name: 'Earnings' });
    expect(earnings).toHaveTextContent('Total earningsRp 9.500.000');
    expect(api.callsTo('GET', `/payroll/me/payslips/${BUDI_PAYSLIP_ID}`)).toHaveLength(1);
    // Self-service reads my own payslip, never HR's route.
    expect(api.callsTo('GET', `/payroll/payslips/${BUDI_PAYSLIP_ID}`)).toHaveLength(0);
  });

  it('shows one month from the mail’s link, and all of them again', async () => {
    const api = payslipApi((query) =>
      query.get('period') === '2026-09' ? myPayslips({ items: [], total: 0 }) : myPayslips(),
    );
    const { user, router } = renderPage(<EPayslipPage />, { path, url: `${url}?period=2026-09` });
    expect(await screen.findByText('No payslip for September 2026')).toBeVisible();
    expect(api.callsTo('GET', '/payroll/me/payslips')[0]?.query.get('period')).toBe('2026-09');
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue('2026-09');
    await user.click(screen.getByRole('button', { name: 'Show all months' }));
    expect(await screen.findByRole('row', { name: /Nov 2026/ })).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('downloads my 1721-A1 of a year, and says plainly when a year has none', async () => {
    const downloads = stubDownloads();
    const api = payslipApi();
    const pdf = fakePdfApi(api, {
      '/me/annual-tax/2026': () => pdfFile('1721-A1-2026-EMP-2026-00042.pdf'),
    });
    const { user } = renderPage(<EPayslipPage />, { path, url });
    const form = await screen.findByRole('region', { name: 'Form 1721-A1' });
    // The year of my newest payslip.
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Year' })).toHaveValue('2026'),
    );
    await user.click(within(form).getByRole('button', { name: 'Download my 1721-A1' }));
    await waitFor(() => expect(downloads.fileNames()).toEqual(['1721-A1-2026-EMP-2026-00042.pdf']));

    await chooseOption(user, within(form).getByRole('combobox', { name: 'Year' }), '2024');
    await user.click(within(form).getByRole('button', { name: 'Download my 1721-A1' }));
    expect(await within(form).findByText('No 1721-A1 for 2024')).toBeVisible();
    expect(
      within(form).getByText(
        'You had no paid payslip in 2024, so there is no form for that year. Choose another year.',
      ),
    ).toBeVisible();
    expect(pdf.calls.map((call) => call.path)).toEqual([
      '/me/annual-tax/2026',
      '/me/annual-tax/2024',
    ]);
    expect(downloads.fileNames()).toHaveLength(1);
  });

  it('says so when the account has no employee record', async () => {
    fakeApi({
      'GET /payroll/me/payslips': () =>
        problem(404, 'not-found', 'Your account is not linked to an employee.'),
    });
    renderPage(<EPayslipPage />, { path, url });
    expect(
      await screen.findByText('Your account is not linked to an employee record. Ask HR.'),
    ).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('speaks Indonesian', async () => {
    const [kit, payroll] = await Promise.all([kitCatalog.id(), kitPayrollCatalog.id()]);
    i18n.loadAndActivate({
      locale: 'id',
      messages: {
        ...kit.messages,
        ...payroll.messages,
        ...employeeMessages,
        ...payslipMessages,
      },
    });
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['id-ID']);
    payslipApi();
    renderPage(<EPayslipPage />, { path, url });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Slip gaji elektronik' }),
    ).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Slip gaji saya' });
    const november = await within(table).findByRole('row', { name: /Nov 2026/ });
    expect(november).toHaveTextContent('25 Nov 2026');
    expect(november).toHaveTextContent('Rp 8.842.742');
    expect(screen.getByText('Email slip gaji Anda berisi tautan ke halaman ini')).toBeVisible();
    expect(within(november).getByRole('button', { name: 'Rincian Nov 2026' })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'Tindakan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unduh 1721-A1 saya' })).toBeVisible();
  });
});
