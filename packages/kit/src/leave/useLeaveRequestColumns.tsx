import { useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@staffdesk/ui';
import { type LeaveRequest, leaveDates, workingDaysText } from './leave';

export type LeaveRequestColumnsOptions = {
  /** Show the employee's client after the employee number (`E-001 · PT Maju`), as HR does. */
  withClient?: boolean;
};

/**
 * The columns every table of leave requests starts with: the employee (name and number), the leave
 * type, the dates with their working days, and the employee's reason. A page adds its own after
 * them (whose step it waits for, when it was asked, the decision buttons).
 */
export function useLeaveRequestColumns({
  withClient = false,
}: LeaveRequestColumnsOptions = {}): ColumnDef<LeaveRequest>[] {
  const { t } = useLingui();
  return [
    {
      id: 'employee',
      header: t`Employee`,
      cell: ({ row }) => {
        const { fullName, employeeNumber, clientName } = row.original.employee;
        return (
          <span style={{ display: 'grid' }}>
            <strong>{fullName}</strong>
            <span className="sd-text-muted sd-num">
              {employeeNumber}
              {withClient && clientName ? ` · ${clientName}` : ''}
            </span>
          </span>
        );
      },
    },
    {
      id: 'type',
      header: t({ message: 'Type', context: 'leave type' }),
      cell: ({ row }) => row.original.typeName,
    },
    {
      id: 'dates',
      header: t`Dates`,
      cell: ({ row }) => (
        <span style={{ display: 'grid' }} className="sd-num">
          <span>{leaveDates(row.original)}</span>
          <span className="sd-text-muted">{workingDaysText(row.original.workingDays)}</span>
        </span>
      ),
    },
    {
      id: 'reason',
      header: t`Reason`,
      cell: ({ row }) => row.original.reason || '—',
    },
  ];
}
