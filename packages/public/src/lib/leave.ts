import type { MainSchema } from '@staffdesk/api';
import { useApi } from '@staffdesk/core';
import { type LinkExpired, type LinkNotFound, useLinkView } from './links';

/** What a leave-approval link shows (`GET /public/leave-approvals/{token}?email=`). */
export type PublicLeaveApproval = MainSchema<'PublicLeaveApproval'>;

/** The link's state; an unknown link (or another email) answers 404, shown as `not-found`. */
export type LinkView = PublicLeaveApproval | LinkNotFound | LinkExpired;

/**
 * The link's facts and state; a 404 answer becomes `not-found`. The cache key is the one `$api`
 * gives the operation and its parameters.
 */
export function useLeaveApprovalLink(token: string, email: string) {
  const { $api, fetchClient } = useApi().main;
  const init = { params: { path: { token }, query: { email } } };
  const { queryKey } = $api.queryOptions('get', '/public/leave-approvals/{token}', init);
  return useLinkView(queryKey, true, () =>
    fetchClient.GET('/public/leave-approvals/{token}', init),
  );
}
