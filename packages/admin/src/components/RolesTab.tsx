import {
  compact,
  describeFailure,
  failureStatus,
  hasPermission,
  paths,
  useCurrentUser,
  useListParams,
} from '@staffdesk/core';
import { AccessDenied } from '@staffdesk/kit';
import {
  Badge,
  Button,
  ClickableRows,
  type ColumnDef,
  DataTable,
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

const columns: ColumnDef<Role>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: ({ row }) => (
      <span className="sd-inline">
        <Link to={paths.userManagement.role('view', row.original.id)} data-row-primary="">
          {row.original.name}
        </Link>
        {row.original.seeded ? <Badge>Built-in</Badge> : null}
      </span>
    ),
  },
  {
    id: 'description',
    header: 'Description',
    cell: ({ row }) => row.original.description || <span className="sd-text-muted">—</span>,
  },
  {
    id: 'access',
    header: 'Access',
    cell: ({ row }) =>
      row.original.superAccess ? (
        <Badge tone="warning">Super access</Badge>
      ) : (
        `${row.original.sections.length} section${row.original.sections.length === 1 ? '' : 's'}, ${row.original.permissions.length} permission${row.original.permissions.length === 1 ? '' : 's'}`
      ),
  },
  {
    id: 'userCount',
    header: 'Users',
    meta: { align: 'right' },
    cell: ({ row }) => <span className="sd-num">{formatNumber(row.original.userCount)}</span>,
  },
];

/** The roles with how many users hold each; new, edit and delete for role managers. */
export function RolesTab() {
  const navigate = useNavigate();
  const me = useCurrentUser().data;
  const canManage = hasPermission(me, 'roles.manage');
  const [deleting, setDeleting] = useState<Role | null>(null);
  const { values, page, update } = useListParams(['search'] as const);
  const roles = useRoleList(compact({ search: values.search, page, pageSize: ROLES_PAGE_SIZE }));

  if (failureStatus(roles.error) === 403) return <AccessDenied />;

  const newRole = canManage ? (
    <Button asChild variant="primary">
      <Link to={paths.userManagement.role('add')}>New role</Link>
    </Button>
  ) : null;

  return (
    <>
      <ClickableRows className="sd-admin-clickable-rows">
        <DataTable
          label="Roles"
          columns={columns}
          data={roles.data?.items ?? []}
          total={roles.data?.total ?? 0}
          page={page}
          pageSize={ROLES_PAGE_SIZE}
          onPageChange={(next) => update({ page: next })}
          loading={roles.isPending}
          error={roles.isError ? describeFailure(roles.error).message : null}
          onRetry={() => void roles.refetch()}
          getRowId={(role) => role.id}
          getRowLabel={(role) => role.name}
          rowActions={(role) => [
            {
              label: 'View role',
              onSelect: () => navigate(paths.userManagement.role('view', role.id)),
            },
            ...(canManage
              ? [
                  {
                    label: 'Edit role',
                    onSelect: () => navigate(paths.userManagement.role('edit', role.id)),
                  },
                ]
              : []),
            ...(canManage && canDeleteRole(role)
              ? [{ label: 'Delete role', destructive: true, onSelect: () => setDeleting(role) }]
              : []),
          ]}
          emptyState={
            values.search ? (
              <EmptyState title="No roles match" description="Try another search." />
            ) : (
              <EmptyState title="No roles yet" action={newRole} />
            )
          }
          toolbar={
            <FilterBar
              search={
                <SearchInput
                  label="Search roles"
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
