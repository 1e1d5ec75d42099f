import { Trans, useLingui } from '@lingui/react/macro';
import {
  compact,
  failureStatus,
  hasPermission,
  paths,
  sortingFromParam,
  sortingToParam,
  useCurrentUser,
  useListParams,
} from '@staffdesk/core';
import {
  AccessDenied,
  optionsOf,
  PagedList,
  RegisterEmptyState,
  RequirementDeadline,
  RequirementRecruiters,
  RequirementStatusBadge,
  useClientChoices,
} from '@staffdesk/kit';
import {
  Button,
  ClickableRows,
  type ColumnDef,
  FilterSelect,
  formatNumber,
  PageHeader,
} from '@staffdesk/ui';
import { Link, useNavigate } from 'react-router';
import { useRecruiters, useRequirementList } from '../hooks/useRequirements';
import {
  REQUIREMENT_STATUS_LABELS,
  type Requirement,
  type RequirementStatus,
  UNASSIGNED,
} from '../lib/requirements';

export const REQUIREMENTS_PAGE_SIZE = 20;

function useColumns(): ColumnDef<Requirement>[] {
  const { t } = useLingui();
  return [
    {
      accessorKey: 'number',
      header: t`Number`,
      cell: ({ row: { original } }) => (
        <Link
          to={paths.recruiter.requirement.detail(original.id)}
          data-row-primary=""
          className="sd-num"
          style={{ whiteSpace: 'nowrap' }}
        >
          {original.number}
        </Link>
      ),
    },
    {
      accessorKey: 'position',
      header: t`Position`,
      cell: ({ row: { original } }) => (
        <span style={{ display: 'grid' }}>
          <span>{original.position}</span>
          {original.location ? <span className="sd-text-muted">{original.location}</span> : null}
        </span>
      ),
    },
    {
      id: 'client',
      header: t`Client`,
      enableSorting: false,
      cell: ({ row: { original } }) => (
        <span style={{ display: 'grid' }}>
          <span>{original.clientName}</span>
          <span className="sd-text-muted sd-num">{original.clientCode}</span>
        </span>
      ),
    },
    {
      id: 'filled',
      header: t({ message: 'Filled', context: 'column: hired of headcount' }),
      enableSorting: false,
      meta: { align: 'right' },
      cell: ({ row: { original } }) => (
        <span className="sd-num" style={{ whiteSpace: 'nowrap' }}>
          {formatNumber(original.filled)} / {formatNumber(original.headcount)}
        </span>
      ),
    },
    {
      accessorKey: 'status',
      header: t`Status`,
      cell: ({ row: { original } }) => <RequirementStatusBadge status={original.status} />,
    },
    {
      accessorKey: 'deadline',
      header: t`Deadline`,
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

/**
 * `/recruiter/requirement`: clients' requirements (job orders), newest first: search by position,
 * number, client or location; filter by status, client and recruiter; each with filled of
 * headcount. `recruiting.read` to see them; `recruiting.manage` to open a new one.
 */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const me = useCurrentUser().data;
  const columns = useColumns();
  const canManage = hasPermission(me, 'recruiting.manage');
  const canReadClients = hasPermission(me, 'clients.read');
  const { values, page, update } = useListParams([
    'search',
    'status',
    'clientId',
    'recruiterId',
    'sort',
  ] as const);
  const filters = compact({
    search: values.search,
    status: values.status as RequirementStatus,
    clientId: values.clientId,
    recruiterId: values.recruiterId,
  });
  const requirements = useRequirementList({
    ...filters,
    ...compact({ sort: values.sort }),
    page,
    pageSize: REQUIREMENTS_PAGE_SIZE,
  });
  const clients = useClientChoices(canReadClients);
  const recruiters = useRecruiters();

  if (failureStatus(requirements.error) === 403 || (me && !hasPermission(me, 'recruiting.read'))) {
    return <AccessDenied />;
  }

  const filtered = Object.keys(filters).length > 0;
  const empty =
    !requirements.isPending && !requirements.isError && (requirements.data?.total ?? 0) === 0;
  const addButton = canManage ? (
    <Button variant="primary" onClick={() => navigate(paths.recruiter.requirement.form('add'))}>
      <Trans>New requirement</Trans>
    </Button>
  ) : null;

  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Requirements`}
        description={t`Clients’ job orders: the positions to fill, how many are hired, and who recruits for them.`}
        actions={empty && !filtered ? null : addButton}
      />
      <ClickableRows>
        <PagedList
          label={t`Requirements`}
          columns={columns}
          query={requirements}
          pageSize={REQUIREMENTS_PAGE_SIZE}
          params={{ page, update, values }}
          sorting={sortingFromParam(values.sort)}
          onSortingChange={(sorting) => update({ sort: sortingToParam(sorting) })}
          getRowId={(requirement) => requirement.id}
          getRowLabel={(requirement) => `${requirement.number} ${requirement.position}`}
          rowActions={(requirement) => [
            {
              label: t`Open the pipeline`,
              onSelect: () => navigate(paths.recruiter.requirement.detail(requirement.id)),
            },
            ...(canManage
              ? [
                  {
                    label: t`Edit requirement`,
                    onSelect: () =>
                      navigate(paths.recruiter.requirement.form('edit', requirement.id)),
                  },
                ]
              : []),
          ]}
          emptyState={
            <RegisterEmptyState
              filtered={filtered}
              noun={t({
                message: 'requirements',
                comment: 'Plural noun in "No requirements yet" / "No requirements match"',
              })}
              filteredHint={t`Try another search, or clear the status, client and recruiter filters.`}
              canManage={canManage}
              manageHint={t`Open the first requirement when a client asks for people.`}
              readHint={t`Requirements appear here once recruiters open them.`}
              actions={addButton}
            />
          }
          search={{
            label: t`Search requirements`,
            placeholder: t`Search by position, number, client or location`,
          }}
          filters={
            <>
              <FilterSelect
                label={t`Status`}
                value={values.status}
                onChange={(status) => update({ status })}
                allLabel={t`All statuses`}
                options={optionsOf(REQUIREMENT_STATUS_LABELS)}
              />
              {canReadClients ? (
                <FilterSelect
                  label={t`Client`}
                  value={values.clientId}
                  onChange={(clientId) => update({ clientId })}
                  allLabel={t`All clients`}
                  options={(clients.data?.items ?? []).map((client) => ({
                    value: client.id,
                    label: client.legalName,
                  }))}
                />
              ) : null}
              <FilterSelect
                label={t`Recruiter`}
                value={values.recruiterId}
                onChange={(recruiterId) => update({ recruiterId })}
                allLabel={t`All recruiters`}
                options={[
                  { value: UNASSIGNED, label: t`Not assigned` },
                  ...(recruiters.data?.items ?? []).map((recruiter) => ({
                    value: recruiter.id,
                    label: recruiter.name,
                  })),
                ]}
              />
            </>
          }
        />
      </ClickableRows>
    </div>
  );
}
