import { useApi } from '@staffdesk/core';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import type { ChangeRequestQuery } from './types';

/** Employees' change requests by status, with the employee's name and number. */
export function useChangeRequests(query: ChangeRequestQuery) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/employee-change-requests',
    { params: { query } },
    { placeholderData: keepPreviousData },
  );
}

function useInvalidateChangeRequests() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['get', '/employee-change-requests'] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/employees/{id}'] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/employees'] }),
    ]);
}

/** Approves a request: the change applies to the employee (`POST …/{id}/approve`). */
export function useApproveChangeRequest() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateChangeRequests();
  return $api.useMutation('post', '/employee-change-requests/{id}/approve', {
    onSuccess: () => invalidate(),
  });
}

/** Rejects a request with a reason (`POST …/{id}/reject`). */
export function useRejectChangeRequest() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateChangeRequests();
  return $api.useMutation('post', '/employee-change-requests/{id}/reject', {
    onSuccess: () => invalidate(),
  });
}
