import { useApi } from '@staffdesk/core';
import { keepPreviousData } from '@tanstack/react-query';

/** What overtime on a date pays me, line by line (`GET /me/overtime/calculation`). */
export function useOvertimeCalculation(input: { date: string; hours: number } | null) {
  return useApi().main.$api.useQuery(
    'get',
    '/me/overtime/calculation',
    { params: { query: { date: input?.date ?? '', hours: input?.hours ?? 0 } } },
    { enabled: input !== null, retry: false, placeholderData: keepPreviousData },
  );
}
