import type { MainSchema } from '@staffdesk/api';
import { useQuery } from '@tanstack/react-query';
import { mainQueryKey } from '../api/query-keys';
import { useStaffdesk } from '../provider/useStaffdesk';
import { useToken } from './useToken';

export type CurrentUser = MainSchema<'Me'>;

/**
 * React Query key of `/me`, derived from the operation like every other key; invalidate it after
 * changing the user's own profile or roles.
 */
export const CURRENT_USER_QUERY_KEY = mainQueryKey('/me');

/** One cache entry per session token, so another sign-in never shows the last user. */
function currentUserKey(token: string) {
  return [...CURRENT_USER_QUERY_KEY, token] as const;
}

/**
 * The signed-in user with roles, section flags and permissions (`GET /me`, which also refreshes
 * the flag cookies). Idle while signed out.
 */
export function useCurrentUser() {
  const { api, tokenStore } = useStaffdesk();
  const token = useToken(tokenStore);
  return useQuery({
    queryKey: currentUserKey(token),
    enabled: token !== '',
    staleTime: 60_000,
    queryFn: async (): Promise<CurrentUser> => {
      const { data, error } = await api.main.fetchClient.GET('/me');
      if (error) throw error;
      return data;
    },
  });
}

/** Whether the current user holds a permission (super access holds all). */
export function hasPermission(user: CurrentUser | undefined, permission: string): boolean {
  return Boolean(user && (user.superAccess || user.permissions.includes(permission)));
}
