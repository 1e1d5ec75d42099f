import type { MainPaths } from '@staffdesk/api';
import { useApi, useListParams } from '@staffdesk/core';
import { chooseOption, fakeApi, list } from '@staffdesk/core/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../testing';
import { PagedListPage } from './PagedListPage';

type Client =
  MainPaths['/clients']['get']['responses'][200]['content']['application/json']['items'][number];

const path = '/clients';

const BANK: Client = {
  id: '00000000-0000-4000-8000-0000000000c1',
  code: 'C-1',
  legalName: 'PT Bank Nusantara',
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

/** A page that is one list: a status filter and the sort in the URL, and "New client". */
function ClientsPage({ allowed = true }: { allowed?: boolean }) {
  const { $api } = useApi().main;
  const params = useListParams(['search', 'status', 'sort'] as const);
  const { values, page } = params;
  const clients = $api.useQuery('get', '/clients', {
    params: {
      query: {
        page,
        pageSize: 20,
        ...(values.status ? { status: values.status as Client['status'] } : {}),
        ...(values.sort ? { sort: values.sort } : {}),
      },
    },
  });
  return (
    <PagedListPage
      title="Clients"
      description="Everyone the company places people with."
      allowed={allowed}
      add={{ label: 'New client', to: '/clients/add' }}
      columns={[{ accessorKey: 'legalName', header: 'Legal name' }]}
      query={clients}
      params={params}
      pageSize={20}
      urlSorting={[]}
      registerEmpty={{
        noun: 'clients',
        filteredHint: 'Try another status.',
        manageHint: 'Add the first client.',
        readHint: 'Clients appear here once they are added.',
      }}
      filters={[
        {
          name: 'status',
          label: 'Status',
          allLabel: 'All statuses',
          options: [
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
          ],
        },
      ]}
    />
  );
}

describe('a page that is one paged list', () => {
  it('offers "New client" in the empty state only while nothing is filtered', async () => {
    const api = fakeApi({
      'GET /clients': ({ query }) => list(query.get('status') === 'active' ? [BANK] : []),
    });
    const { user, router } = renderPage(<ClientsPage />, { path, url: path });
    expect(await screen.findByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
    expect(await screen.findByText('No clients yet')).toBeVisible();
    // The empty state offers it; the header does not repeat it.
    expect(screen.getAllByRole('button', { name: 'New client' })).toHaveLength(1);

    await chooseOption(user, screen.getByLabelText('Status'), 'inactive');
    expect(await screen.findByText('No clients match')).toBeVisible();
    expect(router.state.location.search).toBe('?status=inactive');
    expect(api.callsTo('GET', '/clients').at(-1)?.query.get('status')).toBe('inactive');
    // Filtered: the header offers it.
    expect(screen.getAllByRole('button', { name: 'New client' })).toHaveLength(1);

    await chooseOption(user, screen.getByLabelText('Status'), 'active');
    const table = await screen.findByRole('table', { name: 'Clients' });
    expect(await within(table).findByRole('cell', { name: 'PT Bank Nusantara' })).toBeVisible();
  });

  it('keeps the sort the user chooses in the URL and asks the server for it', async () => {
    const api = fakeApi({ 'GET /clients': () => list([BANK]) });
    const { user, router } = renderPage(<ClientsPage />, { path, url: path });
    const table = await screen.findByRole('table', { name: 'Clients' });
    await within(table).findByRole('cell', { name: 'PT Bank Nusantara' });
    await user.click(within(table).getByRole('button', { name: /Legal name/ }));
    await within(table).findByRole('cell', { name: 'PT Bank Nusantara' });
    expect(router.state.location.search).toMatch(/sort=-?legalName/);
    expect(api.callsTo('GET', '/clients').at(-1)?.query.get('sort')).toMatch(/^-?legalName$/);
  });

  it('shows access denied to someone without the permission', async () => {
    fakeApi({ 'GET /clients': () => list([BANK]) });
    renderPage(<ClientsPage allowed={false} />, { path, url: path });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
