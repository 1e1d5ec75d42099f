import { CURRENT_USER_QUERY_KEY, mainQueryKey, useApi, useStaffdesk } from '@staffdesk/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** What waits for the signed-in user, for the home page (`GET /me/waiting`). */
export function useWaitingList() {
  const { $api } = useApi().main;
  return $api.useQuery('get', '/me/waiting');
}

/** Changes the signed-in user's name, phone and language (`PATCH /me`). */
export function useUpdateProfile() {
  const { $api } = useApi().main;
  const queryClient = useQueryClient();
  return $api.useMutation('patch', '/me', {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
  });
}

/** The query key of a user's photo, derived from `GET /users/{id}/photo`. */
export const photoQueryKey = (userId: string) =>
  [...mainQueryKey('/users/{id}/photo'), userId] as const;

/**
 * A user's photo as an object URL, fetched with the session (`GET /users/{id}/photo`); null when
 * the user has none. The URL is revoked when it is replaced or the component goes.
 */
export function useUserPhotoUrl(userId: string | undefined, hasPhoto: boolean): string | null {
  const api = useApi();
  const query = useQuery({
    queryKey: photoQueryKey(userId ?? ''),
    enabled: Boolean(userId) && hasPhoto,
    staleTime: 5 * 60_000,
    queryFn: async (): Promise<Blob | null> => {
      const { data, error, response } = await api.main.fetchClient.GET('/users/{id}/photo', {
        params: { path: { id: userId ?? '' } },
        parseAs: 'blob',
      });
      if (response.status === 404) return null;
      if (error) throw error;
      return (data as Blob | undefined) ?? null;
    },
  });
  const blob = hasPhoto ? (query.data ?? null) : null;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/** Uploads the signed-in user's photo as multipart `photo` (`PUT /me/photo`). */
export function useUploadPhoto() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('photo', file);
      const { data, error } = await api.main.fetchClient.PUT('/me/photo', {
        body: body as never,
        bodySerializer: (value: unknown) => value as FormData,
      });
      if (error) throw error;
      return data;
    },
    onSuccess: (user) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: photoQueryKey(user.id) }),
      ]),
  });
}

/**
 * Changes the password. The server ends every session and answers a new token, which replaces
 * this tab's (`POST /auth/change-password`).
 */
export function useChangePassword() {
  const { api, tokenStore } = useStaffdesk();
  return useMutation({
    mutationFn: async (body: { currentPassword: string; newPassword: string }) => {
      const { data, error } = await api.main.fetchClient.POST('/auth/change-password', { body });
      if (error) throw error;
      return data;
    },
    onSuccess: (answer) => tokenStore.setToken(answer.accessToken),
  });
}
