import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { paths } from '@staffdesk/core';
import { PagedList } from '@staffdesk/kit';
import { type ColumnDef, EmptyState, formatDateTime } from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type AuditEntry, type AuditLogQuery, useAuditLog } from '../hooks/useAuditLog';
import { AuditChanges } from './AuditChanges';

export const AUDIT_PAGE_SIZE = 20;

/** What an audit entry's `entity` names, in words. */
const AUDIT_ENTITIES: { value: string; label: MessageDescriptor }[] = [
  { value: 'user', label: msg({ message: 'User', context: 'audit record type' }) },
  { value: 'role', label: msg({ message: 'Role', context: 'audit record type' }) },
  { value: 'email-template', label: msg`Email template` },
  { value: 'outbox', label: msg`Outbox mail` },
];

/** The record types for a filter, in the language shown. */
export function auditEntityOptions(i18n: I18n): { value: string; label: string }[] {
  return AUDIT_ENTITIES.map((item) => ({ value: item.value, label: i18n._(item.label) }));
}

function entityLabel(i18n: I18n, entity: string): string {
  const known = AUDIT_ENTITIES.find((item) => item.value === entity);
  return known ? i18n._(known.label) : entity;
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
  const { i18n } = useLingui();
  const href = entityHref(entry);
  const label = entityLabel(i18n, entry.entity);
  const id = entry.entityId ? (
    <code title={entry.entityId} style={{ fontFamily: 'var(--sd-font-mono)' }}>
      {shortId(entry.entityId)}
    </code>
  ) : null;
  return (
    <span>
      {label}{' '}
      {href && id ? (
        <Link to={href} aria-label={`${label} ${entry.entityId}`}>
          {id}
        </Link>
      ) : (
        id
      )}
    </span>
  );
}

/** The log's columns, in the language shown (called while rendering). */
function auditColumns(): ColumnDef<AuditEntry>[] {
  return [
    {
      id: 'createdAt',
      header: t`Time`,
      cell: ({ row }) => <span className="sd-num">{formatDateTime(row.original.createdAt)}</span>,
    },
    { id: 'actor', header: t`Actor`, cell: ({ row }) => row.original.actor },
    {
      id: 'action',
      header: t`Action`,
      cell: ({ row }) => (
        <code style={{ fontFamily: 'var(--sd-font-mono)' }}>{row.original.action}</code>
      ),
    },
    { id: 'entity', header: t`Record`, cell: ({ row }) => <EntityCell entry={row.original} /> },
    {
      id: 'changes',
      header: t`Changes`,
      cell: ({ row }) => <AuditChanges before={row.original.before} after={row.original.after} />,
    },
  ];
}

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
  label,
}: AuditLogTableProps) {
  const { t: translate } = useLingui();
  const entries = useAuditLog({ ...query, page, pageSize: AUDIT_PAGE_SIZE });
  return (
    <PagedList
      label={label ?? translate`Audit log`}
      columns={auditColumns()}
      query={entries}
      pageSize={AUDIT_PAGE_SIZE}
      params={{ page, update: (next) => onPageChange(next.page) }}
      getRowId={(entry) => entry.id}
      toolbar={toolbar}
      emptyState={
        emptyState ?? (
          <EmptyState
            title={translate`Nothing recorded`}
            description={translate`No change matches these filters.`}
          />
        )
      }
    />
  );
}
