import { useApi } from '@staffdesk/core';

/** The most clients one choice lists (the server's largest page). */
const ALL_CLIENTS = 200;

/** Every client, by legal name, for choices and filters (`GET /clients`). */
export function useClientChoices() {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/clients',
    { params: { query: { pageSize: ALL_CLIENTS, sort: 'legalName' } } },
    { staleTime: 60_000 },
  );
}

/** One client with its PICs, for choosing approvers (`GET /clients/{id}`); idle without one. */
export function useClientPics(clientId: string | null | undefined) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/clients/{id}',
    { params: { path: { id: clientId ?? '' } } },
    { enabled: Boolean(clientId), staleTime: 60_000 },
  );
}
