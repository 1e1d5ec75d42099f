import type { MainSchema } from '@staffdesk/api';
import { useApi } from '@staffdesk/core';
import { useQuery } from '@tanstack/react-query';

/** What a leave-approval link shows (`GET /public/leave-approvals/{token}?email=`). */
export type PublicLeaveApproval = MainSchema<'PublicLeaveApproval'>;

/** The link's state; an unknown link (or another email) answers 404, shown as `not-found`. */
export type LinkView = PublicLeaveApproval | { state: 'not-found' };

/**
 * The link's facts and state; a 404 answer becomes `not-found`. The cache key is the one `$api`
 * gives the operation and its parameters.
 */
export function useLeaveApprovalLink(token: string, email: string) {
  const { $api, fetchClient } = useApi().main;
  const init = { params: { path: { token }, query: { email } } };
  const { queryKey } = $api.queryOptions('get', '/public/leave-approvals/{token}', init);
  return useQuery({
    queryKey,
    retry: false,
    queryFn: async (): Promise<LinkView> => {
      const { data, error, response } = await fetchClient.GET(
        '/public/leave-approvals/{token}',
        init,
      );
      if (response.status === 404) return { state: 'not-found' };
      if (error !== undefined || !data) throw error;
      return data;
    },
  });
}
