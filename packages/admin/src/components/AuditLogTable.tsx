import { describeFailure, failureStatus, paths } from '@staffdesk/core';
import { AccessDenied } from '@staffdesk/kit';
import { type ColumnDef, DataTable, EmptyState, formatDateTime } from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type AuditEntry, type AuditLogQuery, useAuditLog } from '../hooks/useAuditLog';
import { AuditChanges } from './AuditChanges';

export const AUDIT_PAGE_SIZE = 20;

/** What an audit entry's `entity` names, in words. */
export const AUDIT_ENTITIES: { value: string; label: string }[] = [
  { value: 'user', label: 'User' },
  { value: 'role', label: 'Role' },
  { value: 'email-template', label: 'Email template' },
  { value: 'outbox', label: 'Outbox mail' },
];

function entityLabel(entity: string): string {
  return AUDIT_ENTITIES.find((item) => item.value === entity)?.label ?? entity;
}

function shortId(id: string): string {
  return id.length > 13 ? `${id.slice(0, 8)}…` : id;
}

function entityHref(entry: AuditEntry): string | null {
  if (!entry.entityId) return null;
  if (entry.entity === 'user') return paths.userManagement.user('view', entry.entityId);
  if (entry.entity === 'role') return paths.userManagement.role('view', entry.entityId);
  if (entry.entity === 'email-template') {
    return paths.emailNotification.form('view', entry.entityId);
  }
  return null;
}

function EntityCell({ entry }: { entry: AuditEntry }) {
  const href = entityHref(entry);
  const id = entry.entityId ? (
    <code title={entry.entityId} style={{ fontFamily: 'var(--sd-font-mono)' }}>
      {shortId(entry.entityId)}
    </code>
  ) : null;
  return (
    <span>
      {entityLabel(entry.entity)}{' '}
      {href && id ? (
        <Link to={href} aria-label={`${entityLabel(entry.entity)} ${entry.entityId}`}>
          {id}
        </Link>
      ) : (
        id
      )}
    </span>
  );
}

const columns: ColumnDef<AuditEntry>[] = [
  {
    id: 'createdAt',
    header: 'Time',
    cell: ({ row }) => <span className="sd-num">{formatDateTime(row.original.createdAt)}</span>,
  },
  { id: 'actor', header: 'Actor', cell: ({ row }) => row.original.actor },
  {
    id: 'action',
    header: 'Action',
    cell: ({ row }) => (
      <code style={{ fontFamily: 'var(--sd-font-mono)' }}>{row.original.action}</code>
    ),
  },
  { id: 'entity', header: 'Record', cell: ({ row }) => <EntityCell entry={row.original} /> },
  {
    id: 'changes',
    header: 'Changes',
    cell: ({ row }) => <AuditChanges before={row.original.before} after={row.original.after} />,
  },
];

export type AuditLogTableProps = {
  /** The filters, without paging. */
  query: Omit<AuditLogQuery, 'page' | 'pageSize'>;
  page: number;
  onPageChange: (page: number) => void;
  toolbar?: ReactNode;
  /** Shown when no entry matches. */
  emptyState?: ReactNode;
  label?: string;
};

/** Audit entries, newest first: time, actor, action, record and what changed. */
export function AuditLogTable({
  query,
  page,
  onPageChange,
  toolbar,
  emptyState,
  label = 'Audit log',
}: AuditLogTableProps) {
  const entries = useAuditLog({ ...query, page, pageSize: AUDIT_PAGE_SIZE });
  if (failureStatus(entries.error) === 403) return <AccessDenied />;
  return (
    <DataTable
      label={label}
      columns={columns}
      data={entries.data?.items ?? []}
      total={entries.data?.total ?? 0}
      page={page}
      pageSize={AUDIT_PAGE_SIZE}
      onPageChange={onPageChange}
      loading={entries.isPending}
      error={entries.isError ? describeFailure(entries.error).message : null}
      onRetry={() => void entries.refetch()}
      getRowId={(entry) => entry.id}
      toolbar={toolbar}
      emptyState={
        emptyState ?? (
          <EmptyState title="Nothing recorded" description="No change matches these filters." />
        )
      }
    />
  );
}
