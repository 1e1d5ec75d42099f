import type { MainPaths, MainSchema } from '@staffdesk/api';
import { useApi, useInvalidate } from '@staffdesk/core';
import { keepPreviousData } from '@tanstack/react-query';

export type UserSummary = MainSchema<'UserSummary'>;
export type UserDetail = MainSchema<'UserDetail'>;
export type UserStatus = UserSummary['status'];
export type UserListQuery = NonNullable<MainPaths['/users']['get']['parameters']['query']>;

/** Users, searched, filtered, sorted and paged by the server (`GET /users`). */
export function useUserList(query: UserListQuery) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/users',
    { params: { query } },
    { placeholderData: keepPreviousData },
  );
}

/** One user (`GET /users/{id}`); idle without an id. */
export function useUser(id: string | undefined) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/users/{id}',
    { params: { path: { id: id ?? '' } } },
    { enabled: Boolean(id) },
  );
}

/** After any change to a user: lists, the user, role counts and the audit log are stale. */
function useInvalidateUsers() {
  const invalidate = useInvalidate();
  return () => invalidate('/users', '/users/{id}', '/roles', '/audit-log');
}

/** Invites a user: creates the account and mails the set-password link (`POST /users`). */
export function useInviteUser() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateUsers();
  return $api.useMutation('post', '/users', { onSuccess: () => invalidate() });
}

/** Changes a user's name and roles (`PATCH /users/{id}`). */
export function useUpdateUser() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateUsers();
  return $api.useMutation('patch', '/users/{id}', { onSuccess: () => invalidate() });
}

/** Disables a user; their sessions end at once (`POST /users/{id}/disable`). */
export function useDisableUser() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateUsers();
  return $api.useMutation('post', '/users/{id}/disable', { onSuccess: () => invalidate() });
}

/** Enables a disabled user again (`POST /users/{id}/enable`). */
export function useEnableUser() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateUsers();
  return $api.useMutation('post', '/users/{id}/enable', { onSuccess: () => invalidate() });
}

/** Mails a new invitation link (`POST /users/{id}/resend-invitation`). */
export function useResendInvitation() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateUsers();
  return $api.useMutation('post', '/users/{id}/resend-invitation', {
    onSuccess: () => invalidate(),
  });
}
