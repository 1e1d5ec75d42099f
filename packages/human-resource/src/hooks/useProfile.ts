import { useApi, useInvalidate } from '@staffdesk/core';
import type { ProfileItem, ProfileKind } from '../lib/profile';

/** The items of one profile sub-form (`GET /employees/{id}/profile/{kind}`). */
export function useProfileItems(employeeId: string, kind: ProfileKind) {
  const { $api } = useApi().main;
  const query = $api.useQuery('get', '/employees/{id}/profile/{kind}', {
    params: { path: { id: employeeId, kind } },
  });
  return { ...query, items: (query.data?.items ?? []) as unknown as ProfileItem[] };
}

function useInvalidateProfile() {
  const invalidate = useInvalidate();
  return () => invalidate('/employees/{id}/profile/{kind}');
}

/** Adds an item (`POST /employees/{id}/profile/{kind}`). */
export function useAddProfileItem() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateProfile();
  return $api.useMutation('post', '/employees/{id}/profile/{kind}', {
    onSuccess: () => invalidate(),
  });
}

/** Changes an item (`PUT /employees/{id}/profile/{kind}/{itemId}`). */
export function useUpdateProfileItem() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateProfile();
  return $api.useMutation('put', '/employees/{id}/profile/{kind}/{itemId}', {
    onSuccess: () => invalidate(),
  });
}

/** Deletes an item (`DELETE /employees/{id}/profile/{kind}/{itemId}`). */
export function useDeleteProfileItem() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateProfile();
  return $api.useMutation('delete', '/employees/{id}/profile/{kind}/{itemId}', {
    onSuccess: () => invalidate(),
  });
}

/** The supporting information: insurance, assets, BPJS (`GET /employees/{id}/supporting`). */
export function useSupporting(employeeId: string) {
  const { $api } = useApi().main;
  return $api.useQuery('get', '/employees/{id}/supporting', {
    params: { path: { id: employeeId } },
  });
}

/** Replaces the insurance, assets and BPJS class (`PUT /employees/{id}/supporting`). */
export function useUpdateSupporting() {
  const { $api } = useApi().main;
  const invalidate = useInvalidate();
  return $api.useMutation('put', '/employees/{id}/supporting', {
    onSuccess: () => invalidate('/employees/{id}/supporting'),
  });
}
