import { Trans, useLingui } from '@lingui/react/macro';
import { hasPermission, paths, useCurrentUser } from '@staffdesk/core';
import {
  optionsOf,
  PagedList,
  REQUIREMENT_STATUS_LABELS,
  type RequirementStatus,
  useRequirementProgressColumns,
} from '@staffdesk/kit';
import { Button, type ColumnDef, EmptyState, FilterSelect } from '@staffdesk/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useClientRequirements } from '../hooks/useClients';

export const CLIENT_REQUIREMENTS_PAGE_SIZE = 20;

type Row = NonNullable<ReturnType<typeof useClientRequirements>['data']>['items'][number];

function useColumns(canOpen: boolean): ColumnDef<Row>[] {
  const { t } = useLingui();
  const progress = useRequirementProgressColumns<Row>({ sortable: false });
  return [
    {
      accessorKey: 'number',
      header: t`Number`,
      enableSorting: false,
      cell: ({ row: { original } }) =>
        canOpen ? (
          <Link
            to={paths.recruiter.requirement.detail(original.id)}
            className="sd-num"
            style={{ whiteSpace: 'nowrap' }}
          >
            {original.number}
          </Link>
        ) : (
          <span className="sd-num" style={{ whiteSpace: 'nowrap' }}>
            {original.number}
          </span>
        ),
    },
    { accessorKey: 'position', header: t`Position`, enableSorting: false },
    ...progress,
  ];
}

/**
 * A client's requirements (job orders) on its page: position, filled of headcount, status,
 * deadline and recruiters, newest first, filtered by status and paged by the server. With
 * `recruiting.read` each number opens the requirement and its pipeline in recruiting; with
 * `recruiting.manage`, "New requirement" opens recruiting's form with this client chosen.
 */
export function ClientRequirementsTab({ clientId }: { clientId: string }) {
  const { t } = useLingui();
  const me = useCurrentUser().data;
  const canOpen = hasPermission(me, 'recruiting.read');
  const canAdd = hasPermission(me, 'recruiting.manage');
  const navigate = useNavigate();
  const columns = useColumns(canOpen);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const requirements = useClientRequirements(clientId, {
    page,
    pageSize: CLIENT_REQUIREMENTS_PAGE_SIZE,
    ...(status ? { status: status as RequirementStatus } : {}),
  });
  const _data = requirements.data;

  return (
    <PagedList
      label={t`Requirements`}
      columns={columns}
      pageSize={CLIENT_REQUIREMENTS_PAGE_SIZE}
      params={{ page, update: (next) => setPage(next.page) }}
      query={requirements}
      getRowId={(requirement) => requirement.id}
      getRowLabel={(requirement) => `${requirement.number} ${requirement.position}`}
      emptyState={
        <EmptyState
          title={status ? t`No requirement has this status` : t`No requirements yet`}
          description={
            status
              ? t`Try another status, or show them all.`
              : t`Recruiting opens a requirement when the client orders people.`
          }
        />
      }
      actions={
        canAdd ? (
          <Button
            variant="primary"
            onClick={() =>
              navigate(
                `${paths.recruiter.requirement.form('add')}?${new URLSearchParams({ clientId })}`,
              )
            }
          >
            <Trans>New requirement</Trans>
          </Button>
        ) : null
      }
      filters={
        <FilterSelect
          label={t`Status`}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
          allLabel={t`All statuses`}
          options={optionsOf(REQUIREMENT_STATUS_LABELS)}
        />
      }
    />
  );
}
