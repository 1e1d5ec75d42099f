import { useApi, useInvalidate } from '@staffdesk/core';
import { keepPreviousData } from '@tanstack/react-query';
import type { CommissionListQuery } from '../lib/commissions';

/** Commissions per placement, newest first, paged by the server (`GET /recruiter-commissions`). */
export function useCommissionList(query: CommissionListQuery) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/recruiter-commissions',
    { params: { query } },
    { placeholderData: keepPreviousData },
  );
}

/** The default commission rule and the clients' own (`GET /recruiter-commission-rules`). */
export function useCommissionRules() {
  const { $api } = useApi().main;
  return $api.useQuery('get', '/recruiter-commission-rules', {});
}

/** Sets the default or a client's rule (`PUT /recruiter-commission-rules`, `finance.manage`). */
export function useSaveCommissionRule() {
  const { $api } = useApi().main;
  const invalidate = useInvalidate();
  return $api.useMutation('put', '/recruiter-commission-rules', {
    onSuccess: () => invalidate('/recruiter-commission-rules'),
  });
}
