import { useApi } from '@staffdesk/core';

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
