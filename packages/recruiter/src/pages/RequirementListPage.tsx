import { Trans, useLingui } from '@lingui/react/macro';
import { compact, hasPermission, paths, useCurrentUser, useListParams } from '@staffdesk/core';
import {
  optionsOf,
  PagedListPage,
  useClientChoices,
  useRequirementProgressColumns,
} from '@staffdesk/kit';
import type { ColumnDef } from '@staffdesk/ui';
import { Stack } from '@staffdesk/ui';
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
  const progress = useRequirementProgressColumns<Requirement>({ sortable: true });
  return [
    {
      accessorKey: 'number',
      header: t`Number`,
      cell: ({ row: { original } }) => (
        <Link
          to={paths.recruiter.requirement.detail(original.id)}
          data-row-primary=""
          className="sd-num sd-nowrap"
        >
          {original.number}
        </Link>
      ),
    },
    {
      accessorKey: 'position',
      header: t`Position`,
      cell: ({ row: { original } }) => (
        <Stack as="span" gap={0}>
          <span>{original.position}</span>
          {original.location ? <span className="sd-text-muted">{original.location}</span> : null}
        </Stack>
      ),
    },
    {
      id: 'client',
      header: t`Client`,
      enableSorting: false,
      cell: ({ row: { original } }) => (
        <Stack as="span" gap={0}>
          <span>{original.clientName}</span>
          <span className="sd-text-muted sd-num">{original.clientCode}</span>
        </Stack>
      ),
    },
    ...progress,
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

  return (
    <PagedListPage
      title={t`Requirements`}
      description={t`Clients’ job orders: the positions to fill, how many are hired, and who recruits for them.`}
      add={
        canManage
          ? { label: <Trans>New requirement</Trans>, to: paths.recruiter.requirement.form('add') }
          : null
      }
      allowed={!me || hasPermission(me, 'recruiting.read')}
      clickableRows
      columns={columns}
      query={requirements}
      pageSize={REQUIREMENTS_PAGE_SIZE}
      params={{ page, update, values }}
      urlSorting={[]}
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
                onSelect: () => navigate(paths.recruiter.requirement.form('edit', requirement.id)),
              },
            ]
          : []),
      ]}
      registerEmpty={{
        noun: t({
          message: 'requirements',
          comment: 'Plural noun in "No requirements yet" / "No requirements match"',
        }),
        filteredHint: t`Try another search, or clear the status, client and recruiter filters.`,
        manageHint: t`Open the first requirement when a client asks for people.`,
        readHint: t`Requirements appear here once recruiters open them.`,
      }}
      search={{
        label: t`Search requirements`,
        placeholder: t`Search by position, number, client or location`,
      }}
      filters={[
        {
          name: 'status',
          label: t`Status`,
          allLabel: t`All statuses`,
          options: optionsOf(REQUIREMENT_STATUS_LABELS),
        },
        {
          name: 'clientId',
          hidden: !canReadClients,
          label: t`Client`,
          allLabel: t`All clients`,
          options: (clients.data?.items ?? []).map((client) => ({
            value: client.id,
            label: client.legalName,
          })),
        },
        {
          name: 'recruiterId',
          label: t`Recruiter`,
          allLabel: t`All recruiters`,
          options: [
            { value: UNASSIGNED, label: t`Not assigned` },
            ...(recruiters.data?.items ?? []).map((recruiter) => ({
              value: recruiter.id,
              label: recruiter.name,
            })),
          ],
        },
      ]}
    />
  );
}
