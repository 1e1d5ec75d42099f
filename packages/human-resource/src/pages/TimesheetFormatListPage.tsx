import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { paths } from '@staffdesk/core';
import type { ColumnDef } from '@staffdesk/ui';
import { PageHeader } from '@staffdesk/ui';
import { TimesheetMessages } from '../components/TimesheetMessages';
import { CustomizedBadge, TimesheetSettingsList } from '../components/TimesheetSettingsList';
import type { TimesheetSettingsRow } from '../hooks/types';

/**
 * `/human-resource/timesheet-format`: each client's timesheet PDF at a glance: how many columns it
 * prints, whether it carries the client's logo, and whether it is the default format.
 */
function Page() {
  const { t } = useLingui();
  const columns: ColumnDef<TimesheetSettingsRow>[] = [
    {
      id: 'columns',
      header: t`Columns`,
      cell: ({ row }) => {
        const count = row.original.columns;
        return (
          <span className="sd-num">{t`${plural(count, { one: '# column', other: '# columns' })}`}</span>
        );
      },
    },
    {
      id: 'logo',
      header: t`Logo`,
      cell: ({ row }) =>
        row.original.hasLogo
          ? t({ message: 'Yes', context: 'the PDF has a logo' })
          : t({ message: 'No', context: 'the PDF has a logo' }),
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
        title={t`Timesheet formats`}
        description={t`How each client’s timesheet PDF looks: its title, columns, signatures, footnote and logo.`}
      />
      <TimesheetSettingsList
        label={t`Timesheet formats`}
        columns={columns}
        formPath={(clientId) => paths.humanResource.timesheetFormat.form('edit', clientId)}
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
