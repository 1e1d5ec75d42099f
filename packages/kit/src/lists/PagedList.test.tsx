import type { MainPaths } from '@staffdesk/api';
import { useApi, useListParams } from '@staffdesk/core';
import { fakeApi, list, problem } from '@staffdesk/core/testing';
import { EmptyState } from '@staffdesk/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { downloadAnswer } from '../lib/files';
import { renderPage } from '../testing';
import { PagedList } from './PagedList';

type Client =
  MainPaths['/clients']['get']['responses'][200]['content']['application/json']['items'][number];

const path = '/clients';

function client(n: number): Client {
  return {
    id: `00000000-0000-4000-8000-0000000000c${n}`,
    code: `C-${n}`,
    legalName: `PT Klien ${n}`,
    industry: 'Banking',
    address: null,
    npwp: null,
    billingMethod: 'management-fee',
    paymentTermsDays: 30,
    status: 'active',
    picCount: 1,
    createdAt: '2026-02-01T02:00:00.000Z',
    updatedAt: '2026-11-20T03:00:00.000Z',
  };
}

/** A page's list as the departments write it: its query, columns, words and export. */
function Clients() {
  const { $api, fetchClient } = useApi().main;
  const params = useListParams(['search'] as const);
  const clients = $api.useQuery('get', '/clients', {
    params: { query: { page: params.page, pageSize: 2 } },
  });
  return (
    <PagedList
      label="Clients"
      columns={[{ accessorKey: 'legalName', header: 'Legal name' }]}
      query={clients}
      params={params}
      pageSize={2}
      emptyState={<EmptyState title="No clients yet" />}
      onExport={() =>
        downloadAnswer(fetchClient.GET('/clients/export', { parseAs: 'blob' }), 'clients.xlsx')
      }
      toolbar={({ exportButton }) => exportButton}
    />
  );
}

/** A list whose filter bar and empty states are data: the URL's search, both empty states. */
function SearchedClients() {
  const { $api } = useApi().main;
  const params = useListParams(['search'] as const);
  const clients = $api.useQuery('get', '/clients', {
    params: {
      query: { page: params.page, pageSize: 2, search: params.values.search || undefined },
    },
  });
  return (
    <PagedList
      label="Clients"
      columns={[{ accessorKey: 'legalName', header: 'Legal name' }]}
      query={clients}
      params={params}
      pageSize={2}
      search={{ label: 'Search clients', placeholder: 'Name or code' }}
      empty={{
        filtered: Boolean(params.values.search),
        match: { title: 'No clients match' },
        none: { title: 'No clients yet' },
      }}
    />
  );
}

describe('a paged list', () => {
  it('searches through the URL and says which empty state it is', async () => {
    const api = fakeApi({ 'GET /clients': () => list([]) });
    const { user, router } = renderPage(<SearchedClients />, { path, url: path });
    expect(await screen.findByText('No clients yet')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'Bank');
    expect(await screen.findByText('No clients match')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=Bank');
    expect(api.callsTo('GET', '/clients').at(-1)?.query.get('search')).toBe('Bank');
  });

  it('shows skeleton rows while the page loads, then its rows and the pager', async () => {
    let answer: (rows: unknown) => void = () => undefined;
    const api = fakeApi({
      'GET /clients': ({ query }) =>
        query.get('page') === '2'
          ? { ...list([client(3)], 2, 2), total: 3 }
          : new Promise((resolve) => {
              answer = resolve;
            }),
    });
    const { user, router } = renderPage(<Clients />, { path, url: path });
    const table = await screen.findByRole('table', { name: 'Clients' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    answer({ ...list([client(1), client(2)], 1, 2), total: 3 });
    expect(await within(table).findByRole('cell', { name: 'PT Klien 1' })).toBeInTheDocument();
    expect(screen.getByText('1–2 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('cell', { name: 'PT Klien 3' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(api.callsTo('GET', '/clients').at(-1)?.query.get('page')).toBe('2');
  });

  it('shows the page’s own words when there is nothing, and nothing to export', async () => {
    fakeApi({ 'GET /clients': () => list([]) });
    renderPage(<Clients />, { path, url: path });
    expect(await screen.findByText('No clients yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeDisabled();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows a failed load with the server’s words, and loads again on retry', async () => {
    let fail = true;
    fakeApi({
      'GET /clients': () =>
        fail ? problem(500, 'internal', 'The server is having a problem.') : list([client(1)]),
    });
    const { user } = renderPage(<Clients />, { path, url: path });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the list');
    expect(alert).toHaveTextContent('The server is having a problem.');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'PT Klien 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows access denied when the server refuses the list', async () => {
    fakeApi({
      'GET /clients': () => problem(403, 'forbidden', 'You do not have permission to do this.'),
    });
    renderPage(<Clients />, { path, url: path });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so in a toast when the export fails, and the list stays', async () => {
    fakeApi({
      'GET /clients': () => list([client(1)]),
      'GET /clients/export': () => problem(400, 'bad-request', 'The filters are not valid.'),
    });
    const { user } = renderPage(<Clients />, { path, url: path });
    await screen.findByRole('cell', { name: 'PT Klien 1' });
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByText('The export failed')).toBeInTheDocument();
    expect(screen.getByText('The filters are not valid.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeEnabled(),
    );
    expect(screen.getByRole('cell', { name: 'PT Klien 1' })).toBeInTheDocument();
  });
});
