import { useApi } from '@staffdesk/core';
import { useCallback } from 'react';
import { leaveTypeName } from './leave';

/** The leave types (system data, `GET /leave-types`). */
export function useLeaveTypes() {
  const { $api } = useApi().main;
  return $api.useQuery('get', '/leave-types', undefined, {
    staleTime: 10 * 60_000,
    select: (answer) => answer.items,
  });
}

/** A leave type's name from `/leave-types`, for when only its key is at hand. */
export function useLeaveTypeName() {
  const types = useLeaveTypes();
  return useCallback((type: string) => leaveTypeName(type, types.data), [types.data]);
}
