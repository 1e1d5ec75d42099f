import type { MainPaths } from '@staffdesk/api';
import { answerOf, useApi, useInvalidate } from '@staffdesk/core';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import type { OvertimeSchemeSettings } from './overtime';

export type OvertimeSchemeListQuery = NonNullable<
  MainPaths['/overtime-schemes']['get']['parameters']['query']
>;
export type NewOvertimeScheme = NonNullable<
  MainPaths['/overtime-schemes']['post']['requestBody']
>['content']['application/json'];

/** Regulations of clients or of employees, searched and paged by the server. */
export function useOvertimeSchemeList(query: OvertimeSchemeListQuery) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/overtime-schemes',
    { params: { query } },
    { placeholderData: keepPreviousData },
  );
}

/** One regulation (`GET /overtime-schemes/{id}`); idle without an id. */
export function useOvertimeScheme(id: string | undefined) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/overtime-schemes/{id}',
    { params: { path: { id: id ?? '' } } },
    { enabled: Boolean(id) },
  );
}

/** After any change: the lists, the regulation and the employees' effective ones are stale. */
function useInvalidateSchemes() {
  const invalidate = useInvalidate();
  return () =>
    invalidate('/overtime-schemes', '/overtime-schemes/{id}', '/employees/{id}/overtime-scheme');
}

/** Gives a client or an employee a regulation (`POST /overtime-schemes`; 409 when they have one). */
export function useCreateOvertimeScheme() {
  const { fetchClient } = useApi().main;
  const invalidate = useInvalidateSchemes();
  return useMutation({
    mutationFn: (body: NewOvertimeScheme) =>
      answerOf(fetchClient.POST('/overtime-schemes', { body })),
    onSuccess: () => invalidate(),
  });
}

/** Changes a regulation's settings (`PUT /overtime-schemes/{id}`). */
export function useUpdateOvertimeScheme() {
  const { fetchClient } = useApi().main;
  const invalidate = useInvalidateSchemes();
  return useMutation({
    mutationFn: ({ id, settings }: { id: string; settings: OvertimeSchemeSettings }) =>
      answerOf(
        fetchClient.PUT('/overtime-schemes/{id}', { params: { path: { id } }, body: settings }),
      ),
    onSuccess: () => invalidate(),
  });
}

/** Removes a regulation (`DELETE /overtime-schemes/{id}`): its people fall back to the next one. */
export function useDeleteOvertimeScheme() {
  const { fetchClient } = useApi().main;
  const invalidate = useInvalidateSchemes();
  return useMutation({
    mutationFn: (id: string) =>
      answerOf(fetchClient.DELETE('/overtime-schemes/{id}', { params: { path: { id } } })),
    onSuccess: () => invalidate(),
  });
}

/** An employee's record, for their name above their own regulation; idle without an id. */
export function useOvertimeEmployee(id: string | undefined) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/employees/{id}',
    { params: { path: { id: id ?? '' } } },
    { enabled: Boolean(id), staleTime: 60_000, retry: false },
  );
}
