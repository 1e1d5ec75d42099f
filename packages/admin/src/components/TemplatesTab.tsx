import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  describeFailure,
  failureStatus,
  hasPermission,
  paths,
  useCurrentUser,
} from '@staffdesk/core';
import { AccessDenied } from '@staffdesk/kit';
import {
  ClickableRows,
  type ColumnDef,
  DataTable,
  EmptyState,
  formatDateTime,
} from '@staffdesk/ui';
import { Link, useNavigate } from 'react-router';
import { type EmailTemplate, useEmailTemplates } from '../hooks/useEmail';
import { TemplateStatusBadge } from './StatusBadges';

/** The templates' columns, in the language shown (called while rendering). */
function templateColumns(): ColumnDef<EmailTemplate>[] {
  return [
    {
      id: 'name',
      header: t`Name`,
      cell: ({ row }) => (
        <div>
          <Link to={paths.emailNotification.form('view', row.original.key)} data-row-primary="">
            {row.original.name}
          </Link>
          <div className="sd-text-muted">{row.original.description}</div>
        </div>
      ),
    },
    {
      id: 'key',
      header: t`Event`,
      cell: ({ row }) => (
        <code style={{ fontFamily: 'var(--sd-font-mono)' }}>{row.original.key}</code>
      ),
    },
    {
      id: 'enabled',
      header: t`Status`,
      cell: ({ row }) => <TemplateStatusBadge enabled={row.original.enabled} />,
    },
    {
      id: 'updatedAt',
      header: t`Updated`,
      cell: ({ row }) => <span className="sd-num">{formatDateTime(row.original.updatedAt)}</span>,
    },
  ];
}

/** One template per event that sends mail. */
export function TemplatesTab() {
  const navigate = useNavigate();
  const { t: translate } = useLingui();
  const me = useCurrentUser().data;
  const canEdit = !me || hasPermission(me, 'email-templates.manage');
  const templates = useEmailTemplates();
  if (failureStatus(templates.error) === 403) return <AccessDenied />;
  const items = templates.data?.items ?? [];
  return (
    <ClickableRows className="sd-admin-clickable-rows">
      <DataTable
        label={translate`Email templates`}
        columns={templateColumns()}
        data={items}
        total={items.length}
        page={1}
        pageSize={Math.max(items.length, 20)}
        onPageChange={() => undefined}
        loading={templates.isPending}
        error={templates.isError ? describeFailure(templates.error).message : null}
        onRetry={() => void templates.refetch()}
        getRowId={(template) => template.key}
        getRowLabel={(template) => template.name}
        rowActions={(template) => [
          {
            label: translate`View template`,
            onSelect: () => navigate(paths.emailNotification.form('view', template.key)),
          },
          ...(canEdit
            ? [
                {
                  label: translate`Edit template`,
                  onSelect: () => navigate(paths.emailNotification.form('edit', template.key)),
                },
              ]
            : []),
        ]}
        emptyState={<EmptyState title={translate`No email templates`} />}
      />
    </ClickableRows>
  );
}
