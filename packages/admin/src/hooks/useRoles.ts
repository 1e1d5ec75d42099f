import type { MainSchema } from '@staffdesk/api';
import { useApi, useInvalidate } from '@staffdesk/core';
import { keepPreviousData } from '@tanstack/react-query';

export type Role = MainSchema<'Role'>;
export type PermissionCatalogue = MainSchema<'PermissionCatalogue'>;

/** Whether a role may be deleted: no one holds it and it is not built in. */
export function canDeleteRole(role: Pick<Role, 'userCount' | 'seeded'>): boolean {
  return role.userCount === 0 && !role.seeded;
}

/** The most roles one request may ask for; an installation has a handful. */
export const ALL_ROLES_PAGE_SIZE = 200;

/** Roles with their user counts, paged (`GET /roles`). */
export function useRoleList(query: { search?: string; page?: number; pageSize?: number }) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/roles',
    { params: { query } },
    { placeholderData: keepPreviousData },
  );
}

/** Every role, for a choice of roles (invite, edit, filter). */
export function useAllRoles() {
  return useRoleList({ pageSize: ALL_ROLES_PAGE_SIZE });
}

/** One role (`GET /roles/{id}`); idle without an id. */
export function useRole(id: string | undefined) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/roles/{id}',
    { params: { path: { id: id ?? '' } } },
    { enabled: Boolean(id) },
  );
}

/** Every section flag and permission, grouped by area (`GET /permissions`). */
export function usePermissionCatalogue() {
  const { $api } = useApi().main;
  return $api.useQuery('get', '/permissions', {}, { staleTime: 10 * 60_000 });
}

function useInvalidateRoles() {
  const invalidate = useInvalidate();
  return () => invalidate('/roles', '/roles/{id}', '/users', '/audit-log');
}

export function useCreateRole() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateRoles();
  return $api.useMutation('post', '/roles', { onSuccess: () => invalidate() });
}

export function useUpdateRole() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateRoles();
  return $api.useMutation('put', '/roles/{id}', { onSuccess: () => invalidate() });
}

/** Deletes a role no user holds; built-in roles stay (`DELETE /roles/{id}`). */
export function useDeleteRole() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateRoles();
  return $api.useMutation('delete', '/roles/{id}', { onSuccess: () => invalidate() });
}
