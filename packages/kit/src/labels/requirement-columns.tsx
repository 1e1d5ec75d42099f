// The columns every list of requirements (job orders) shows: how many are hired of the headcount,
// the status, the deadline and the recruiters; the recruiter's list and a client's requirements in
// business development put their own first.

import { useLingui } from '@lingui/react/macro';
import type { MainSchema } from '@staffdesk/api';
import { type ColumnDef, figureColumn, formatNumber } from '@staffdesk/ui';
import {
  RequirementDeadline,
  RequirementRecruiters,
  type RequirementStatus,
  RequirementStatusBadge,
} from './requirement-statuses';

/** What a requirement's list row has of its progress. */
export type RequirementProgress = {
  filled: number;
  headcount: number;
  status: RequirementStatus;
  deadline: string | null;
  recruiters: readonly MainSchema<'Recruiter'>[];
};

/**
 * The filled (of headcount), status, deadline and recruiters columns, in the language shown;
 * `sortable`: the server sorts by status and deadline (the `sort` of the list's query).
 */
export function useRequirementProgressColumns<T extends RequirementProgress>({
  sortable,
}: {
  sortable: boolean;
}): ColumnDef<T>[] {
  const { t } = useLingui();
  return [
    figureColumn<T>(
      {
        id: 'filled',
        header: t({ message: 'Filled', context: 'column: hired of headcount' }),
        enableSorting: false,
        meta: { align: 'right' },
      },
      (row) => `${formatNumber(row.filled)} / ${formatNumber(row.headcount)}`,
    ),
    {
      accessorKey: 'status',
      header: t`Status`,
      enableSorting: sortable,
      cell: ({ row: { original } }) => <RequirementStatusBadge status={original.status} />,
    },
    {
      accessorKey: 'deadline',
      header: t`Deadline`,
      enableSorting: sortable,
      cell: ({ row: { original } }) => <RequirementDeadline deadline={original.deadline} />,
    },
    {
      id: 'recruiters',
      header: t`Recruiters`,
      enableSorting: false,
      cell: ({ row: { original } }) => <RequirementRecruiters recruiters={original.recruiters} />,
    },
  ];
}
