import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  compact,
  failureStatus,
  hasPermission,
  paths,
  useCurrentUser,
  useListParams,
} from '@staffdesk/core';
import { AccessDenied, PagedList } from '@staffdesk/kit';
import {
  Badge,
  Button,
  ClickableRows,
  type ColumnDef,
  EmptyState,
  FilterBar,
  formatNumber,
  SearchInput,
} from '@staffdesk/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { canDeleteRole, type Role, useRoleList } from '../hooks/useRoles';
import { DeleteRoleDialog } from './DeleteRoleDialog';

export const ROLES_PAGE_SIZE = 20;

/** The roles' columns, in the language shown (called while rendering). */
function roleColumns(): ColumnDef<Role>[] {
  return [
    {
      id: 'name',
      header: t`Name`,
      cell: ({ row }) => (
        <span className="sd-inline">
          <Link to={paths.userManagement.role('view', row.original.id)} data-row-primary="">
            {row.original.name}
          </Link>
          {row.original.seeded ? (
            <Badge>
              <Trans>Built-in</Trans>
            </Badge>
          ) : null}
        </span>
      ),
    },
    {
      id: 'description',
      header: t`Description`,
      cell: ({ row }) => row.original.description || <span className="sd-text-muted">—</span>,
    },
    {
      id: 'access',
      header: t`Access`,
      cell: ({ row }) => {
        if (row.original.superAccess) {
          return (
            <Badge tone="warning">
              <Trans>Super access</Trans>
            </Badge>
          );
        }
        const sections = row.original.sections.length;
        const permissions = row.original.permissions.length;
        return t`${plural(sections, { one: '# section', other: '# sections' })}, ${plural(permissions, { one: '# permission', other: '# permissions' })}`;
      },
    },
    {
      id: 'userCount',
      header: t`Users`,
      meta: { align: 'right' },
      cell: ({ row }) => <span className="sd-num">{formatNumber(row.original.userCount)}</span>,
    },
  ];
}

/** The roles with how many users hold each; new, edit and delete for role managers. */
export function RolesTab() {
  const navigate = useNavigate();
  const { t: translate } = useLingui();
  const me = useCurrentUser().data;
  const canManage = hasPermission(me, 'roles.manage');
  const [deleting, setDeleting] = useState<Role | null>(null);
  const { values, page, update } = useListParams(['search'] as const);
  const roles = useRoleList(compact({ search: values.search, page, pageSize: ROLES_PAGE_SIZE }));

  if (failureStatus(roles.error) === 403) return <AccessDenied />;

  const newRole = canManage ? (
    <Button asChild variant="primary">
      <Link to={paths.userManagement.role('add')}>
        <Trans>New role</Trans>
      </Link>
    </Button>
  ) : null;

  return (
    <>
      <ClickableRows className="sd-admin-clickable-rows">
        <PagedList
          label={translate`Roles`}
          columns={roleColumns()}
          query={roles}
          pageSize={ROLES_PAGE_SIZE}
          params={{ page, update }}
          getRowId={(role) => role.id}
          getRowLabel={(role) => role.name}
          rowActions={(role) => [
            {
              label: translate`View role`,
              onSelect: () => navigate(paths.userManagement.role('view', role.id)),
            },
            ...(canManage
              ? [
                  {
                    label: translate`Edit role`,
                    onSelect: () => navigate(paths.userManagement.role('edit', role.id)),
                  },
                ]
              : []),
            ...(canManage && canDeleteRole(role)
              ? [
                  {
                    label: translate`Delete role`,
                    destructive: true,
                    onSelect: () => setDeleting(role),
                  },
                ]
              : []),
          ]}
          emptyState={
            values.search ? (
              <EmptyState
                title={translate`No roles match`}
                description={translate`Try another search.`}
              />
            ) : (
              <EmptyState title={translate`No roles yet`} action={newRole} />
            )
          }
          toolbar={
            <FilterBar
              search={
                <SearchInput
                  label={translate`Search roles`}
                  value={values.search}
                  onSearch={(search) => update({ search })}
                />
              }
              actions={newRole}
            />
          }
        />
      </ClickableRows>
      <DeleteRoleDialog role={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
