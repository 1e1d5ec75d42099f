import { useApi, useInvalidate } from '@staffdesk/core';
import type { DirectProfileKind, ProfileKind } from '../lib/types';

/** My items of one profile kind (`GET /me/employee/profile/{kind}`). */
export function useProfileItems(kind: ProfileKind) {
  const { $api } = useApi().main;
  return $api.useQuery('get', '/me/employee/profile/{kind}', { params: { path: { kind } } });
}

function useInvalidateProfile() {
  const invalidate = useInvalidate();
  return () => invalidate('/me/employee/profile/{kind}');
}

/** Adds an item to my profile (`POST /me/employee/profile/{kind}`); not for family. */
export function useAddProfileItem() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateProfile();
  return $api.useMutation('post', '/me/employee/profile/{kind}', { onSuccess: () => invalidate() });
}

/** Changes an item of my profile (`PUT /me/employee/profile/{kind}/{itemId}`). */
export function useUpdateProfileItem() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateProfile();
  return $api.useMutation('put', '/me/employee/profile/{kind}/{itemId}', {
    onSuccess: () => invalidate(),
  });
}

/** Removes an item from my profile (`DELETE /me/employee/profile/{kind}/{itemId}`). */
export function useDeleteProfileItem() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateProfile();
  return $api.useMutation('delete', '/me/employee/profile/{kind}/{itemId}', {
    onSuccess: () => invalidate(),
  });
}

export type { DirectProfileKind };
