import { useApi, useInvalidate } from '@staffdesk/core';

/** How many of my requests one page brings: all of them, in practice. */
const PAGE_SIZE = 200;

/** My change requests, newest first, pending and decided (`GET /me/employee/change-requests`). */
export function useChangeRequests() {
  const { $api } = useApi().main;
  return $api.useQuery('get', '/me/employee/change-requests', {
    params: { query: { pageSize: PAGE_SIZE } },
  });
}

/**
 * Asks HR to change my bank account, NIK, NPWP, PTKP status or family
 * (`POST /me/employee/change-requests`); a second pending request of a kind answers 409.
 */
export function useCreateChangeRequest() {
  const { $api } = useApi().main;
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/me/employee/change-requests', {
    onSuccess: () => invalidate('/me/employee/change-requests'),
  });
}
