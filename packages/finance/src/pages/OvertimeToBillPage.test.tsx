import { i18n } from '@lingui/core';
import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, list, problem } from '@staffdesk/core/testing';
import { kitCatalog } from '@staffdesk/kit';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { messages } from '../locales/id';
import {
  BANK,
  BANK_BILLABLE,
  BANK_ID,
  FINANCE_ME,
  MINING,
  NO_FINANCE_ME,
} from '../testing/fixtures';
import { Component as OvertimeToBillPage } from './OvertimeToBillPage';

const path = routePatterns.finance.overtime;
const url = '/finance/overtime';

// Tuesday 15 Dec 2026, 10:00 in Jakarta.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-15T03:00:00Z'));
  onTestFinished(() => {
    vi.useRealTimers();
  });
});

function billingApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /me': () => FINANCE_ME,
    'GET /clients': () => list([BANK, MINING]),
    'GET /finance/overtime': ({ query }) => ({
      ...BANK_BILLABLE,
      period: query.get('period') ?? BANK_BILLABLE.period,
    }),
    ...extra,
  });
}

const lastQuery = (api: ReturnType<typeof fakeApi>) =>
  api.callsTo('GET', '/finance/overtime').at(-1)?.query;

describe('finance’s overtime to bill', () => {
  it('asks for a client first and asks the server nothing until one is chosen', async () => {
    const api = billingApi();
    const { user, router } = renderPage(<OvertimeToBillPage />, { path, url });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Overtime to bill' }),
    ).toBeVisible();
    expect(await screen.findByText('Choose a client', { selector: 'p, h2, h3' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeDisabled();
    expect(api.callsTo('GET', '/finance/overtime')).toHaveLength(0);

    await chooseOption(
      user,
      await screen.findByRole('combobox', { name: 'Client' }),
      BANK.legalName,
    );
    await screen.findByRole('table', {
      name: `Overtime to bill of ${BANK.legalName} for November 2026`,
    });
    expect(router.state.location.search).toBe(`?client=${BANK_ID}`);
    expect(lastQuery(api)?.get('clientId')).toBe(BANK_ID);
    // The client's current period is the server's to say.
    expect(lastQuery(api)?.get('period')).toBeNull();
    expect(lastQuery(api)?.get('pageSize')).toBe('50');
  });

  it('shows each employee’s hours and what is billed and paid in rupiah', async () => {
    billingApi();
    renderPage(<OvertimeToBillPage />, { path, url: `${url}?client=${BANK_ID}` });
    const table = await screen.findByRole('table', {
      name: `Overtime to bill of ${BANK.legalName} for November 2026`,
    });
    const budi = within(table).getByRole('row', { name: /Budi Santoso/ });
    expect(budi).toHaveTextContent('EMP-2026-00042');
    expect(
      within(budi)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Budi SantosoEMP-2026-00042',
      '10:30',
      '4:00',
      '0:00',
      'Rp 854.814',
      'Rp 712.345',
      '1',
    ]);
    const dewi = within(table).getByRole('row', { name: /Dewi Lestari/ });
    expect(dewi).toHaveTextContent('6:15');
    expect(dewi).toHaveTextContent('3:00');
    expect(dewi).toHaveTextContent('Rp 626.666');
    expect(dewi).toHaveTextContent('Rp 522.222');
    // Names are not links: finance does not open HR's employee pages.
    expect(within(table).queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('The client’s period: 21 Oct 2026 – 20 Nov 2026')).toBeVisible();
    expect(
      screen.getByText(
        '2 overtime requests of this period still wait for a decision: they are not billable until they are approved.',
      ),
    ).toBeVisible();
  });

  it('ends with the totals to invoice, across every page of the filter', async () => {
    billingApi();
    renderPage(<OvertimeToBillPage />, { path, url: `${url}?client=${BANK_ID}&period=2026-11` });
    const table = await screen.findByRole('table');
    const totals = await within(table).findByRole('row', { name: /To invoice/ });
    const rows = within(table).getAllByRole('row');
    expect(rows.at(-1)).toBe(totals);
    expect(
      within(totals)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['To invoice', '16:45', '4:00', '3:00', 'Rp 1.481.480', 'Rp 1.234.567', '2']);
    // Two employees and the totals; the pagination counts the employees only.
    expect(rows).toHaveLength(4);
    expect(screen.getByText('1–2 of 2')).toBeVisible();
  });

  it('has no pay column when the server leaves the pay out (no payroll.read)', async () => {
    const withoutPay = <T extends { payAmount?: number }>({ payAmount: _pay, ...rest }: T) => rest;
    billingApi({
      'GET /finance/overtime': () => ({
        ...BANK_BILLABLE,
        items: BANK_BILLABLE.items.map(withoutPay),
        totals: withoutPay(BANK_BILLABLE.totals),
      }),
    });
    renderPage(<OvertimeToBillPage />, { path, url: `${url}?client=${BANK_ID}&period=2026-11` });
    const table = await screen.findByRole('table');
    const totals = await within(table).findByRole('row', { name: /To invoice/ });
    expect(
      within(totals)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['To invoice', '16:45', '4:00', '3:00', 'Rp 1.481.480', '2']);
    expect(within(table).queryByRole('columnheader', { name: 'Overtime pay' })).toBeNull();
    expect(table).not.toHaveTextContent('NaN');
  });

  it('follows the period and the search in the URL', async () => {
    const api = billingApi();
    const { user, router } = renderPage(<OvertimeToBillPage />, {
      path,
      url: `${url}?client=${BANK_ID}&period=2026-11`,
    });
    await screen.findByRole('row', { name: /Budi Santoso/ });
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(lastQuery(api)?.get('period')).toBe('2026-10'));
    expect(router.state.location.search).toBe(`?client=${BANK_ID}&period=2026-10`);
    await user.type(screen.getByRole('searchbox', { name: 'Search employees' }), 'Budi{Enter}');
    await waitFor(() => expect(lastQuery(api)?.get('search')).toBe('Budi'));
  });

  it('says when the period has nothing to bill, and keeps the export off', async () => {
    billingApi({
      'GET /finance/overtime': () => ({
        ...BANK_BILLABLE,
        items: [],
        total: 0,
        totals: { ...BANK_BILLABLE.totals, approvedRequests: 0, payAmount: 0, billAmount: 0 },
      }),
    });
    renderPage(<OvertimeToBillPage />, { path, url: `${url}?client=${BANK_ID}` });
    expect(await screen.findByText('No overtime to bill in November 2026')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeDisabled();
    expect(screen.queryByText('To invoice')).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    billingApi({
      'GET /finance/overtime': () => problem(500, 'internal', 'The server is having a problem.'),
    });
    renderPage(<OvertimeToBillPage />, { path, url: `${url}?client=${BANK_ID}` });
    expect(await screen.findByText('Could not load the list')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('exports the client, period and search shown to Excel', async () => {
    const created = vi.fn(() => 'blob:billable');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: () => undefined });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = billingApi({
      'GET /finance/overtime/export': () =>
        new Response('PK', {
          status: 200,
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          },
        }),
    });
    const { user } = renderPage(<OvertimeToBillPage />, {
      path,
      url: `${url}?client=${BANK_ID}&search=Budi`,
    });
    await screen.findByRole('row', { name: /Budi Santoso/ });
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = api.callsTo('GET', '/finance/overtime/export')[0];
    expect(call?.query.get('clientId')).toBe(BANK_ID);
    expect(call?.query.get('period')).toBe('2026-11');
    expect(call?.query.get('search')).toBe('Budi');
    expect(call?.query.get('page')).toBeNull();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'overtime-to-bill-2026-11.xlsx',
    );
  });

  it('says so when the export fails', async () => {
    billingApi({
      'GET /finance/overtime/export': () => problem(400, 'bad-request', 'The period is wrong.'),
    });
    const { user } = renderPage(<OvertimeToBillPage />, {
      path,
      url: `${url}?client=${BANK_ID}`,
    });
    await screen.findByRole('row', { name: /Budi Santoso/ });
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByText('The export failed')).toBeInTheDocument();
    expect(screen.getByText('The period is wrong.')).toBeInTheDocument();
  });

  it('refuses a user without finance.read', async () => {
    billingApi({ 'GET /me': () => NO_FINANCE_ME });
    renderPage(<OvertimeToBillPage />, { path, url: `${url}?client=${BANK_ID}` });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeVisible();
  });

  it('speaks Indonesian', async () => {
    const kit = await kitCatalog.id();
    i18n.loadAndActivate({ locale: 'id', messages: { ...kit.messages, ...messages } });
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['id-ID']);
    billingApi();
    renderPage(<OvertimeToBillPage />, { path, url: `${url}?client=${BANK_ID}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lembur untuk ditagih' }),
    ).toBeVisible();
    const table = await screen.findByRole('table');
    for (const header of ['Ditagihkan', 'Upah lembur']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    // The rows come with the answer, after the table's header.
    const totals = await within(table).findByRole('row', { name: /Total yang ditagih/ });
    expect(within(table).getAllByRole('row').at(-1)).toBe(totals);
    expect(totals).toHaveTextContent('Rp 1.481.480');
    expect(screen.getByRole('button', { name: 'Ekspor ke Excel' })).toBeEnabled();
    expect(screen.getByRole('option', { name: 'Pilih klien' })).toBeInTheDocument();
  });
});
