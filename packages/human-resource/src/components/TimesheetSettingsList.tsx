import { useLingui } from '@lingui/react/macro';
import {
  compact,
  failureStatus,
  hasPermission,
  useCurrentUser,
  useListParams,
} from '@staffdesk/core';
import { AccessDenied, PagedList } from '@staffdesk/kit';
import { Badge, ClickableRows, type ColumnDef } from '@staffdesk/ui';
import { Link } from 'react-router';
import type { TimesheetSettingsRow } from '../hooks/types';
import { useTimesheetSettingsList } from '../hooks/useTimesheetSettings';

export const TIMESHEET_SETTINGS_PAGE_SIZE = 20;

export type TimesheetSettingsListProps = {
  /** The table's accessible name. */
  label: string;
  /** The columns after the code and the client. */
  columns: ColumnDef<TimesheetSettingsRow>[];
  /** Where a client's row leads (its form). */
  formPath: (clientId: string) => string;
};

/** Whether the client has its own settings, or runs on the defaults. */
export function CustomizedBadge({ customized }: { customized: boolean }) {
  const { t } = useLingui();
  return customized ? (
    <Badge tone="info">{t({ message: 'Customized', context: 'timesheet settings' })}</Badge>
  ) : (
    <Badge tone="neutral">{t({ message: 'Defaults', context: 'timesheet settings' })}</Badge>
  );
}

/**
 * Every client's timesheet settings, by client name: searched, a page at a time; a row opens the
 * client's form. The client periods and the PDF formats show the same list with their columns.
 */
export function TimesheetSettingsList({ label, columns, formPath }: TimesheetSettingsListProps) {
  const { t } = useLingui();
  const me = useCurrentUser().data;
  const { values, page, update } = useListParams(['search'] as const);
  const list = useTimesheetSettingsList({
    ...compact({ search: values.search }),
    page,
    pageSize: TIMESHEET_SETTINGS_PAGE_SIZE,
  });

  if (failureStatus(list.error) === 403 || (me && !hasPermission(me, 'attendance.manage'))) {
    return <AccessDenied />;
  }

  return (
    <ClickableRows>
      <PagedList
        label={label}
        columns={[
          {
            id: 'clientCode',
            header: t`Code`,
            cell: ({ row }) => <span className="sd-num">{row.original.clientCode}</span>,
          },
          {
            id: 'clientName',
            header: t`Client`,
            cell: ({ row }) => (
              <Link to={formPath(row.original.clientId)} data-row-primary="">
                {row.original.clientName}
              </Link>
            ),
          },
          ...columns,
        ]}
        query={list}
        pageSize={TIMESHEET_SETTINGS_PAGE_SIZE}
        params={{ page, update, values }}
        getRowId={(row) => row.clientId}
        getRowLabel={(row) => row.clientName}
        empty={{
          filtered: Boolean(values.search),
          match: {
            title: t`No clients match your search`,
            description: t`Try another client name.`,
          },
          none: {
            title: t`No clients yet`,
            description: t`Clients added in Business development appear here with the default settings.`,
          },
        }}
        search={{
          label: t`Search clients`,
          placeholder: t`Search by client name`,
        }}
      />
    </ClickableRows>
  );
}
