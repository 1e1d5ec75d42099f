import { useApi, useInvalidate } from '@staffdesk/core';
import { keepPreviousData } from '@tanstack/react-query';
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
  const invalidate = useInvalidate();
  return () => invalidate('/employee-change-requests', '/employees/{id}', '/employees');
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
