import { useApi } from '@staffdesk/core';

/** The most clients one answer lists (the server's largest page). */
const ALL_CLIENTS = 200;

/** Every client, by legal name, for the client choice (`GET /clients`, `clients.read`). */
export function useClientChoices() {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/clients',
    { params: { query: { pageSize: ALL_CLIENTS, sort: 'legalName' } } },
    { staleTime: 60_000 },
  );
}
