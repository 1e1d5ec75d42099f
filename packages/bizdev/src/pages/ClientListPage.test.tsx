import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, list, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { BANK, BD_ME, MINING, READER_ME, summaryOf } from '../testing/fixtures';
import { Component as ClientListPage } from './ClientListPage';
import { Component as LegacyClientListPage } from './LegacyClientListPage';

const path = routePatterns.bizdev.clients.list;

function clientsApi(me = BD_ME) {
  return fakeApi({
    'GET /me': () => me,
    'GET /clients': ({ query }) =>
      query.get('search') === 'nobody'
        ? list([])
        : { ...list([summaryOf(BANK), MINING]), total: 45 },
  });
}

describe('the client list', () => {
  it('shows each client with code, industry, status and PIC count', async () => {
    clientsApi();
    renderPage(<ClientListPage />, { path, url: '/bizdev/clients' });
    const table = await screen.findByRole('table', { name: 'Clients' });
    const bank = await within(table).findByRole('row', { name: /Bank Nusantara/ });
    expect(within(bank).getByRole('link', { name: BANK.legalName })).toHaveAttribute(
      'href',
      `/bizdev/clients/${BANK.id}`,
    );
    expect(bank).toHaveTextContent('BNI-JKT');
    expect(bank).toHaveTextContent('Banking');
    expect(bank).toHaveTextContent('Active');
    expect(bank).toHaveTextContent('30 days');
    expect(within(table).getByRole('row', { name: /Kaltim/ })).toHaveTextContent('Prospect');
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add client' })).toBeInTheDocument();
  });

  it('asks the server for the search, filters, sort and page', async () => {
    const api = clientsApi();
    const { user, router } = renderPage(<ClientListPage />, {
      path,
      url: '/bizdev/clients?status=active&page=2',
    });
    await screen.findByRole('row', { name: /Bank Nusantara/ });
    const first = api.callsTo('GET', '/clients')[0];
    expect(first?.query.get('status')).toBe('active');
    expect(first?.query.get('page')).toBe('2');
    expect(first?.query.get('pageSize')).toBe('20');

    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'siti@bni');
    await waitFor(() =>
      expect(api.callsTo('GET', '/clients').at(-1)?.query.get('search')).toBe('siti@bni'),
    );
    expect(api.callsTo('GET', '/clients').at(-1)?.query.get('page')).toBe('1');

    await chooseOption(user, screen.getByRole('combobox', { name: 'Industry' }), 'Mining');
    await waitFor(() =>
      expect(api.callsTo('GET', '/clients').at(-1)?.query.get('industry')).toBe('Mining'),
    );
    expect(router.state.location.search).toBe('?status=active&search=siti%40bni&industry=Mining');

    await user.click(screen.getByRole('button', { name: 'Code' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/clients').at(-1)?.query.get('sort')).toBe('code'),
    );
  });

  it('downloads the Excel export of the current filters', async () => {
    const created = vi.fn(() => 'blob:clients');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: () => undefined });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = fakeApi({
      'GET /me': () => BD_ME,
      'GET /clients': () => list([summaryOf(BANK)]),
      'GET /clients/export': () =>
        new Response('PK', {
          status: 200,
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': 'attachment; filename="clients-2026-11-21.xlsx"',
          },
        }),
    });
    const { user } = renderPage(<ClientListPage />, {
      path,
      url: '/bizdev/clients?status=active&search=bank',
    });
    await screen.findByRole('row', { name: /Bank Nusantara/ });
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = api.callsTo('GET', '/clients/export')[0];
    expect(call?.query.get('status')).toBe('active');
    expect(call?.query.get('search')).toBe('bank');
    expect(call?.query.get('page')).toBeNull();
    expect(created).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('clients-2026-11-21.xlsx');
  });

  it('says so when no client matches', async () => {
    clientsApi();
    renderPage(<ClientListPage />, { path, url: '/bizdev/clients?search=nobody' });
    expect(await screen.findByText('No clients match')).toBeInTheDocument();
  });

  it('offers adding the first client when there are none', async () => {
    fakeApi({ 'GET /me': () => BD_ME, 'GET /clients': () => list([]) });
    const { user, router } = renderPage(<ClientListPage />, { path, url: '/bizdev/clients' });
    expect(await screen.findByText('No clients yet')).toBeInTheDocument();
    // One "Add client", in the empty state.
    await user.click(screen.getByRole('button', { name: 'Add client' }));
    expect(router.state.location.pathname).toBe('/bizdev/clients/form/add');
  });

  it('hides adding and importing from a user who may only read', async () => {
    clientsApi(READER_ME);
    renderPage(<ClientListPage />, { path, url: '/bizdev/clients' });
    await screen.findByRole('row', { name: /Bank Nusantara/ });
    expect(screen.queryByRole('button', { name: 'Add client' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import clients' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeInTheDocument();
  });

  it('shows access denied when the server refuses the list', async () => {
    fakeApi({
      'GET /me': () => ({ ...READER_ME, permissions: [] }),
      'GET /clients': () => problem(403, 'forbidden', 'You do not have permission to do this.'),
    });
    renderPage(<ClientListPage />, { path, url: '/bizdev/clients' });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    fakeApi({
      'GET /me': () => BD_ME,
      'GET /clients': () =>
        fail ? problem(500, 'internal', 'Something went wrong.') : list([summaryOf(BANK)]),
    });
    const { user } = renderPage(<ClientListPage />, { path, url: '/bizdev/clients' });
    const retry = await screen.findByRole('button', { name: /try again/i });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('row', { name: /Bank Nusantara/ })).toBeInTheDocument();
  });
});

describe('importing clients', () => {
  const BAD = {
    dryRun: true,
    total: 3,
    valid: 1,
    imported: 0,
    errors: [
      { row: 2, column: 'Code', message: 'BNI-JKT is already taken.' },
      { row: 4, column: 'NPWP', message: 'NPWP must be 15 or 16 digits.' },
    ],
  };
  const CLEAN = { dryRun: true, total: 3, valid: 3, imported: 0, errors: [] };

  it('lists the bad rows of the dry run, and imports only a clean file', async () => {
    let checks = 0;
    const api = fakeApi({
      'GET /me': () => BD_ME,
      'GET /clients': () => list([summaryOf(BANK)]),
      'POST /clients/import': ({ query }) => {
        if (query.get('dryRun') === 'true') {
          checks += 1;
          return checks === 1 ? BAD : CLEAN;
        }
        return { ...CLEAN, dryRun: false, imported: 3 };
      },
    });
    const { user } = renderPage(<ClientListPage />, { path, url: '/bizdev/clients' });
    await user.click(await screen.findByRole('button', { name: 'Import clients' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import clients' });
    expect(within(dialog).getByRole('button', { name: 'Import clients' })).toBeDisabled();

    await user.upload(
      within(dialog).getByLabelText('File (Excel or CSV)'),
      new File(['x'], 'bad.xlsx'),
    );
    const problems = await within(dialog).findByRole('table', { name: 'Problems in the file' });
    expect(
      within(problems).getByRole('row', { name: /2 Code BNI-JKT is already taken/ }),
    ).toBeInTheDocument();
    expect(within(problems).getByRole('row', { name: /4 NPWP/ })).toBeInTheDocument();
    expect(within(dialog).getByText('2 problems in bad.xlsx')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/clients/import')).toHaveLength(1);

    await user.upload(
      within(dialog).getByLabelText('File (Excel or CSV)'),
      new File(['x'], 'good.xlsx'),
    );
    const importButton = await within(dialog).findByRole('button', { name: 'Import 3 clients' });
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    await user.click(importButton);

    expect(await screen.findByText('Clients imported')).toBeInTheDocument();
    expect(screen.getByText('3 rows from good.xlsx.')).toBeInTheDocument();
    const calls = api.callsTo('POST', '/clients/import');
    expect(calls.map((call) => call.query.get('dryRun'))).toEqual(['true', 'true', 'false']);
    expect((calls[2]?.body as FormData | undefined)?.get('file')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the errors of an import the server refused (422) and keeps the dialog open', async () => {
    fakeApi({
      'GET /me': () => BD_ME,
      'GET /clients': () => list([summaryOf(BANK)]),
      'POST /clients/import': ({ query }) =>
        query.get('dryRun') === 'true'
          ? CLEAN
          : new Response(JSON.stringify({ ...BAD, dryRun: false }), {
              status: 422,
              headers: { 'Content-Type': 'application/json' },
            }),
    });
    const { user } = renderPage(<ClientListPage />, { path, url: '/bizdev/clients' });
    await user.click(await screen.findByRole('button', { name: 'Import clients' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import clients' });
    await user.upload(
      within(dialog).getByLabelText('File (Excel or CSV)'),
      new File(['x'], 'good.xlsx'),
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Import 3 clients' }));
    expect(
      await within(dialog).findByRole('table', { name: 'Problems in the file' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
  });
});

describe('the legacy client list', () => {
  it('shows the same clients read-only with a pointer to business development', async () => {
    clientsApi();
    renderPage(<LegacyClientListPage />, {
      path: routePatterns.oldBizdev.clients.list,
      url: '/old-bizdev/clients',
    });
    const bank = await screen.findByRole('row', { name: /Bank Nusantara/ });
    expect(within(bank).getByRole('link', { name: BANK.legalName })).toHaveAttribute(
      'href',
      `/old-bizdev/clients/${BANK.id}`,
    );
    expect(screen.getByText(/Legacy view: manage clients in/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Business development' })).toHaveAttribute(
      'href',
      '/bizdev/clients',
    );
    expect(screen.queryByRole('button', { name: 'Add client' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import clients' })).not.toBeInTheDocument();
  });
});
