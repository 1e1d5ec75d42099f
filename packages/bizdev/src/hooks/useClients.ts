import type { MainPaths } from '@staffdesk/api';
import { type ImportOutcome, type ImportProgress, importOutcome, useApi } from '@staffdesk/core';
import { downloadBlob, fileNameFrom, toBusinessDate } from '@staffdesk/ui';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';

type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;

export type ClientList = JsonOf<MainPaths['/clients']['get']['responses'][200]>;
export type ClientSummary = ClientList['items'][number];
export type ClientDetail = JsonOf<MainPaths['/clients/{id}']['get']['responses'][200]>;
export type Pic = ClientDetail['pics'][number];
export type ClientListQuery = NonNullable<MainPaths['/clients']['get']['parameters']['query']>;
export type ClientBody = NonNullable<
  MainPaths['/clients']['post']['requestBody']
>['content']['application/json'];
export type ClientExportQuery = NonNullable<
  MainPaths['/clients/export']['get']['parameters']['query']
>;

/** Clients, searched, filtered, sorted and paged by the server (`GET /clients`). */
export function useClientList(query: ClientListQuery) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/clients',
    { params: { query } },
    { placeholderData: keepPreviousData },
  );
}

/** One client with its PICs (`GET /clients/{id}`); idle without an id. */
export function useClient(id: string | undefined) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/clients/{id}',
    { params: { path: { id: id ?? '' } } },
    { enabled: Boolean(id) },
  );
}

/** After any change to clients: lists and details are stale. */
function useInvalidateClients() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['get', '/clients'] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/clients/{id}'] }),
    ]);
}

/** Adds a client with its PICs (`POST /clients`). */
export function useCreateClient() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateClients();
  return $api.useMutation('post', '/clients', { onSuccess: () => invalidate() });
}

/** Replaces a client's data and PICs (`PUT /clients/{id}`). */
export function useUpdateClient() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateClients();
  return $api.useMutation('put', '/clients/{id}', { onSuccess: () => invalidate() });
}

/** Downloads the clients of the current filters as an Excel workbook (`GET /clients/export`). */
export function useExportClients() {
  const api = useApi();
  return useMutation({
    mutationFn: async (query: ClientExportQuery) => {
      const { data, error, response } = await api.main.fetchClient.GET('/clients/export', {
        params: { query },
        parseAs: 'blob',
      });
      if (error !== undefined) throw error;
      downloadBlob(
        data as unknown as Blob,
        fileNameFrom(response, `clients-${toBusinessDate()}.xlsx`),
      );
    },
  });
}

/**
 * Checks (`dryRun`) or imports a file of clients (`POST /clients/import`, multipart `file`). A
 * refused import (422) answers the same result with its errors, which is returned, not thrown.
 */
export function useImportClients() {
  const api = useApi();
  const invalidate = useInvalidateClients();
  return async (
    file: File,
    dryRun: boolean,
    onProgress?: (progress: ImportProgress) => void,
  ): Promise<ImportOutcome> => {
    const body = new FormData();
    body.append('file', file);
    const outcome = await importOutcome(
      api.main.fetchClient.POST('/clients/import', {
        params: { query: { dryRun: dryRun ? 'true' : 'false' } },
        body: body as never,
        bodySerializer: (value: unknown) => value as FormData,
      }),
      { main: api.main.fetchClient, onProgress },
    );
    if (!dryRun && outcome.imported > 0) await invalidate();
    return outcome;
  };
}
