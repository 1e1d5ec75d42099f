import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  compact,
  failureStatus,
  hasPermission,
  paths,
  sortingFromParam,
  sortingToParam,
  useCurrentUser,
  useListParams,
} from '@staffdesk/core';
import { AccessDenied, itemOptions, PagedList } from '@staffdesk/kit';
import {
  Button,
  ClickableRows,
  type ColumnDef,
  deferredComponent,
  formatDateTime,
} from '@staffdesk/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAllRoles } from '../hooks/useRoles';
import { type UserStatus, type UserSummary, useUserList } from '../hooks/useUsers';
import { UserStatusBadge, userStatusOptions } from './StatusBadges';

// The invitation's form (react-hook-form and ui's fields) loads just after the list shows.
const InviteUserDialog = deferredComponent(() =>
  import('./InviteUserDialog').then((module) => module.InviteUserDialog),
);

export const USERS_PAGE_SIZE = 20;
const DEFAULT_SORT = [{ id: 'name', desc: false }];

/** The list's columns, in the language shown (called while rendering). */
function userColumns(): ColumnDef<UserSummary>[] {
  return [
    {
      accessorKey: 'name',
      header: t`Name`,
      cell: ({ row }) => (
        <Link to={paths.userManagement.user('view', row.original.id)} data-row-primary="">
          {row.original.name}
        </Link>
      ),
    },
    { accessorKey: 'email', header: t`Email` },
    {
      id: 'roles',
      header: t`Roles`,
      enableSorting: false,
      cell: ({ row }) =>
        row.original.roles.length > 0 ? (
          row.original.roles.map((role) => role.name).join(', ')
        ) : (
          <span className="sd-text-muted">
            <Trans>No role</Trans>
          </span>
        ),
    },
    {
      id: 'status',
      header: t`Status`,
      enableSorting: false,
      cell: ({ row }) => <UserStatusBadge status={row.original.status} />,
    },
    {
      accessorKey: 'lastSignInAt',
      header: t`Last sign-in`,
      cell: ({ row }) =>
        row.original.lastSignInAt ? (
          <span className="sd-num">{formatDateTime(row.original.lastSignInAt)}</span>
        ) : (
          <span className="sd-text-muted">
            <Trans>Never</Trans>
          </span>
        ),
    },
  ];
}

/** The users list: search, role and status filters, server paging and sorting, invite. */
export function UsersTab() {
  const navigate = useNavigate();
  const { t: translate, i18n } = useLingui();
  const me = useCurrentUser().data;
  const canManage = hasPermission(me, 'users.manage');
  const [inviting, setInviting] = useState(false);
  const { values, page, update } = useListParams(['search', 'role', 'status', 'sort'] as const);
  const roles = useAllRoles();
  const users = useUserList(
    compact({
      search: values.search,
      role: values.role,
      status: values.status as UserStatus,
      sort: values.sort,
      page,
      pageSize: USERS_PAGE_SIZE,
    }),
  );

  if (failureStatus(users.error) === 403) return <AccessDenied />;

  const filtered = Boolean(values.search || values.role || values.status);
  const inviteButton = canManage ? (
    <Button variant="primary" onClick={() => setInviting(true)}>
      <Trans>Invite user</Trans>
    </Button>
  ) : null;

  return (
    <>
      <ClickableRows className="sd-admin-clickable-rows">
        <PagedList
          label={translate`Users`}
          columns={userColumns()}
          query={users}
          pageSize={USERS_PAGE_SIZE}
          params={{ page, update, values }}
          sorting={values.sort ? sortingFromParam(values.sort) : DEFAULT_SORT}
          onSortingChange={(sorting) => update({ sort: sortingToParam(sorting) })}
          getRowId={(user) => user.id}
          getRowLabel={(user) => user.name}
          rowActions={(user) => [
            {
              label: translate`View user`,
              onSelect: () => navigate(paths.userManagement.user('view', user.id)),
            },
            ...(canManage
              ? [
                  {
                    label: translate`Edit user`,
                    onSelect: () => navigate(paths.userManagement.user('edit', user.id)),
                  },
                ]
              : []),
          ]}
          empty={{
            filtered: filtered,
            match: {
              title: translate`No users match`,
              description: translate`Try another search, or clear the role and status filters.`,
            },
            none: {
              title: translate`No users yet`,
              description: translate`Invite the first colleague; they get an email to set a password.`,
              action: inviteButton,
            },
          }}
          search={{
            label: translate`Search users`,
            placeholder: translate`Search by name or email address`,
          }}
          actions={inviteButton}
          filters={[
            {
              name: 'role',
              label: translate`Role`,
              allLabel: translate`All roles`,
              options: itemOptions(roles.data, 'name'),
            },
            {
              name: 'status',
              label: translate`Status`,
              allLabel: translate`All statuses`,
              options: userStatusOptions(i18n),
            },
          ]}
        />
      </ClickableRows>
      {canManage ? <InviteUserDialog open={inviting} onOpenChange={setInviting} /> : null}
    </>
  );
}
