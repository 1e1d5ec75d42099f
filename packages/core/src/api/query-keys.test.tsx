import { createApiClients } from '@staffdesk/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { mainQueryKey, useInvalidate } from './query-keys';

const api = createApiClients({
  baseUrls: { main: '/api/v4', pdf: '/pdf/v4', payroll: '/payroll/v4' },
});

describe('mainQueryKey', () => {
  it('is the start of every key $api gives the same GET, whatever its parameters', () => {
    const bare = api.main.$api.queryOptions('get', '/roles').queryKey;
    const paged = api.main.$api.queryOptions('get', '/users', {
      params: { query: { page: 2 } },
    }).queryKey;
    expect(bare.slice(0, 2)).toEqual([...mainQueryKey('/roles')]);
    expect(paged.slice(0, 2)).toEqual([...mainQueryKey('/users')]);
  });
});

describe('useInvalidate', () => {
  it('marks every cached answer of the named operations stale and leaves the others', async () => {
    const queryClient = new QueryClient();
    const users = api.main.$api.queryOptions('get', '/users', { params: { query: { page: 2 } } });
    const roles = api.main.$api.queryOptions('get', '/roles');
    queryClient.setQueryData(users.queryKey, { items: [], total: 0, page: 2, pageSize: 20 });
    queryClient.setQueryData(roles.queryKey, { items: [] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useInvalidate(), { wrapper });
    await act(() => result.current('/users'));
    expect(queryClient.getQueryState(users.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(roles.queryKey)?.isInvalidated).toBe(false);
  });
});
