import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { compact, sortingFromParam, sortingToParam, useListParams } from './useListParams';

const KEYS = ['search', 'status'] as const;

function ClientList() {
  const { values, page, update } = useListParams(KEYS);
  return (
    <>
      <p data-testid="state">{JSON.stringify({ ...values, page })}</p>
      <button type="button" onClick={() => update({ search: 'bank' })}>
        Search
      </button>
      <button type="button" onClick={() => update({ status: null })}>
        All statuses
      </button>
      <button type="button" onClick={() => update({ page: page + 1 })}>
        Next page
      </button>
    </>
  );
}

function renderList(url: string) {
  const router = createMemoryRouter([{ path: '/clients', element: <ClientList /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}');

describe('useListParams', () => {
  it('reads the list’s values and page from the URL query', () => {
    renderList('/clients?status=active&page=3&other=x');
    expect(state()).toEqual({ search: '', status: 'active', page: 3 });
  });

  it('takes page 1 for a missing or nonsense page', () => {
    renderList('/clients?page=-2');
    expect(state().page).toBe(1);
  });

  it('writes changes to the query and goes back to page 1 unless the page changes', async () => {
    const { user, router } = renderList('/clients?status=active&page=3');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?status=active&page=4');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?status=active&search=bank');
    await user.click(screen.getByRole('button', { name: 'All statuses' }));
    expect(router.state.location.search).toBe('?search=bank');
    expect(state()).toEqual({ search: 'bank', status: '', page: 1 });
  });
});

describe('sorting and query helpers', () => {
  it('turn a `sort` parameter into a DataTable sort and back', () => {
    expect(sortingFromParam('')).toEqual([]);
    expect(sortingFromParam('name')).toEqual([{ id: 'name', desc: false }]);
    expect(sortingFromParam('-createdAt')).toEqual([{ id: 'createdAt', desc: true }]);
    expect(sortingToParam([])).toBe('');
    expect(sortingToParam([{ id: 'name', desc: false }])).toBe('name');
    expect(sortingToParam([{ id: 'createdAt', desc: true }])).toBe('-createdAt');
  });

  it('drop the empty values of a query', () => {
    expect(compact({ search: '', status: 'active', page: 2, client: null, to: undefined })).toEqual(
      { status: 'active', page: 2 },
    );
  });
});
