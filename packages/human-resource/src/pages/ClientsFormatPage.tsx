import { useLingui } from '@lingui/react/macro';
import { paths } from '@staffdesk/core';
import type { ColumnDef } from '@staffdesk/ui';
import { PageHeader } from '@staffdesk/ui';
import { TimesheetMessages } from '../components/TimesheetMessages';
import { CustomizedBadge, TimesheetSettingsList } from '../components/TimesheetSettingsList';
import type { TimesheetSettingsRow } from '../hooks/types';
import { cutOffText } from '../lib/timesheets';

/** Someone, or a muted dash. */
function nameOrDash(name: string | null) {
  return name ?? <span className="sd-text-muted">—</span>;
}

/**
 * `/human-resource/clients-format`: each client's timesheet periods: the cut-off (`21st – 20th`
 * or calendar months), who approves and who is asked when the approver does not answer.
 */
function Page() {
  const { t } = useLingui();
  const columns: ColumnDef<TimesheetSettingsRow>[] = [
    {
      id: 'cutOffDay',
      header: t`Periods`,
      cell: ({ row }) => <span className="sd-num">{cutOffText(row.original.cutOffDay)}</span>,
    },
    {
      id: 'approver',
      header: t`Approver`,
      cell: ({ row }) => nameOrDash(row.original.approverName),
    },
    {
      id: 'secondary',
      header: t`Secondary approver`,
      cell: ({ row }) => nameOrDash(row.original.secondaryName),
    },
    {
      id: 'customized',
      header: t`Settings`,
      cell: ({ row }) => <CustomizedBadge customized={row.original.customized} />,
    },
  ];
  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Client periods`}
        description={t`Each client’s timesheet period (its cut-off day), who approves the timesheets and when Staffdesk follows up.`}
      />
      <TimesheetSettingsList
        label={t`Client periods`}
        columns={columns}
        formPath={(clientId) => paths.humanResource.clientsFormat.form('edit', clientId)}
      />
    </div>
  );
}

export function Component() {
  return (
    <TimesheetMessages>
      <Page />
    </TimesheetMessages>
  );
}
