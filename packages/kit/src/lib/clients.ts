import { useApi } from '@staffdesk/core';

/** The most clients one answer lists (the server's largest page). */
const ALL_CLIENTS = 200;

/**
 * Every client, by legal name, for choices and filters (`GET /clients`, `clients.read`); idle
 * while `enabled` is false.
 */
export function useClientChoices(enabled = true) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/clients',
    { params: { query: { pageSize: ALL_CLIENTS, sort: 'legalName' } } },
    { staleTime: 60_000, enabled },
  );
}
