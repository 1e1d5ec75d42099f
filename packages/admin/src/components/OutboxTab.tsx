import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  compact,
  describeFailure,
  failureStatus,
  hasPermission,
  useCurrentUser,
  useListParams,
} from '@staffdesk/core';
import { AccessDenied, PagedList } from '@staffdesk/kit';
import {
  Banner,
  ClickableRows,
  type ColumnDef,
  FilterSelect,
  formatDateTime,
  formatNumber,
  useToast,
} from '@staffdesk/ui';
import { useState } from 'react';
import { type OutboxMessage, type OutboxStatus, useOutbox, useRetryMail } from '../hooks/useEmail';
import { NO_SMTP_NOTE, OutboxMessageDialog } from './OutboxMessageDialog';
import { MailStatusBadge, mailStatusOptions } from './StatusBadges';

export const OUTBOX_PAGE_SIZE = 20;

/** The outbox's columns, in the language shown (called while rendering). */
function columnsFor(open: (message: OutboxMessage) => void): ColumnDef<OutboxMessage>[] {
  return [
    {
      id: 'createdAt',
      header: t`Created`,
      cell: ({ row }) => <span className="sd-num">{formatDateTime(row.original.createdAt)}</span>,
    },
    { id: 'to', header: t`To`, cell: ({ row }) => row.original.to.join(', ') },
    {
      id: 'subject',
      header: t`Subject`,
      cell: ({ row }) => (
        <button
          type="button"
          style={{
            background: 'none',
            border: 0,
            padding: 0,
            font: 'inherit',
            color: 'var(--sd-color-link)',
            textAlign: 'left',
            cursor: 'pointer',
            textDecoration: 'underline',
          }}
          data-row-primary=""
          onClick={() => open(row.original)}
        >
          {row.original.subject}
        </button>
      ),
    },
    {
      id: 'status',
      header: t`Status`,
      cell: ({ row }) => <MailStatusBadge status={row.original.status} />,
    },
    {
      id: 'attempts',
      header: t`Attempts`,
      meta: { align: 'right' },
      cell: ({ row }) => <span className="sd-num">{formatNumber(row.original.attempts)}</span>,
    },
  ];
}

/** Every mail Staffdesk sends, newest first, with its delivery state; open one to read it. */
export function OutboxTab() {
  const { t: translate, i18n } = useLingui();
  const me = useCurrentUser().data;
  const canRetry = hasPermission(me, 'outbox.retry');
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  const { toast } = useToast();
  const retry = useRetryMail();
  const { values, page, update } = useListParams(['search', 'status'] as const);
  const outbox = useOutbox(
    compact({
      search: values.search,
      status: values.status as OutboxStatus,
      page,
      pageSize: OUTBOX_PAGE_SIZE,
    }),
  );
  if (failureStatus(outbox.error) === 403) return <AccessDenied />;
  const items = outbox.data?.items ?? [];
  const waiting = items.some((message) => message.status === 'queued' && !message.sentAt);
  const retryable = (message: OutboxMessage) => canRetry && message.status !== 'sent';

  async function retryMail(message: OutboxMessage) {
    try {
      await retry.mutateAsync({ params: { path: { id: message.id } } });
      toast({ tone: 'success', title: translate`Mail queued again`, description: message.subject });
    } catch (error) {
      toast({
        tone: 'error',
        title: translate`The mail was not queued`,
        description: describeFailure(error).message,
      });
    }
  }

  return (
    <div className="sd-stack">
      {waiting ? <Banner tone="info">{i18n._(NO_SMTP_NOTE)}</Banner> : null}
      <ClickableRows className="sd-admin-clickable-rows">
        <PagedList
          label={translate`Outbox`}
          columns={columnsFor(setOpen)}
          query={outbox}
          pageSize={OUTBOX_PAGE_SIZE}
          params={{ page, update, values }}
          getRowId={(message) => message.id}
          getRowLabel={(message) => message.subject}
          rowActions={(message) => [
            {
              label: t({ message: 'Open', context: 'verb: open the mail' }),
              onSelect: () => setOpen(message),
            },
            ...(retryable(message)
              ? [{ label: translate`Retry`, onSelect: () => void retryMail(message) }]
              : []),
          ]}
          empty={{
            filtered: Boolean(values.search || values.status),
            match: {
              title: translate`No mail matches`,
              description: translate`Try another search or status.`,
            },
            none: {
              title: translate`No mail yet`,
              description: translate`Invitations, password resets and other mail appear here.`,
            },
          }}
          search={{
            label: translate`Search the outbox`,
            placeholder: translate`Recipient or subject`,
          }}
          filters={
            <FilterSelect
              label={translate`Status`}
              value={values.status}
              onChange={(status) => update({ status })}
              allLabel={translate`All statuses`}
              options={mailStatusOptions(i18n)}
            />
          }
        />
      </ClickableRows>
      <OutboxMessageDialog
        message={open}
        onClose={() => setOpen(null)}
        onChange={setOpen}
        canRetry={canRetry}
      />
    </div>
  );
}
