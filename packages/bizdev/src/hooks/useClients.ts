import type { MainPaths } from '@staffdesk/api';
import {
  type ImportOutcome,
  type ImportProgress,
  importOutcome,
  useApi,
  useInvalidate,
} from '@staffdesk/core';
import { downloadAnswer, fileUpload, importQuery } from '@staffdesk/kit';
import { toBusinessDate } from '@staffdesk/ui';
import { keepPreviousData, useMutation } from '@tanstack/react-query';

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

export type ClientRequirementQuery = NonNullable<
  MainPaths['/clients/{id}/requirements']['get']['parameters']['query']
>;

/** A client's requirements (job orders), newest first, paged (`GET /clients/{id}/requirements`). */
export function useClientRequirements(id: string, query: ClientRequirementQuery) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/clients/{id}/requirements',
    { params: { path: { id }, query } },
    { placeholderData: keepPreviousData },
  );
}

/** After any change to clients: lists and details are stale. */
function useInvalidateClients() {
  const invalidate = useInvalidate();
  return () => invalidate('/clients', '/clients/{id}');
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
  const { fetchClient } = useApi().main;
  return useMutation({
    mutationFn: (query: ClientExportQuery) =>
      downloadAnswer(
        fetchClient.GET('/clients/export', { params: { query }, parseAs: 'blob' }),
        `clients-${toBusinessDate()}.xlsx`,
      ),
  });
}

/**
 * Checks (`dryRun`) or imports a file of clients (`POST /clients/import`, multipart `file`). A
 * refused import (422) answers the same result with its errors, which is returned, not thrown.
 */
export function useImportClients() {
  const { fetchClient } = useApi().main;
  const invalidate = useInvalidateClients();
  return async (
    file: File,
    dryRun: boolean,
    onProgress?: (progress: ImportProgress) => void,
  ): Promise<ImportOutcome> => {
    const outcome = await importOutcome(
      fetchClient.POST('/clients/import', { params: importQuery(dryRun), ...fileUpload(file) }),
      { main: fetchClient, onProgress },
    );
    if (!dryRun && outcome.imported > 0) await invalidate();
    return outcome;
  };
}
