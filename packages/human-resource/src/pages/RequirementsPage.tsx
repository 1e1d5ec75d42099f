import { useLingui } from '@lingui/react/macro';
import { failureStatus, paths, useCatalogs, useListParams } from '@staffdesk/core';
import {
  AccessDenied,
  itemOptions,
  optionsOf,
  PagedList,
  REQUIREMENT_STATUS_LABELS,
  REQUIREMENT_STATUSES,
  RequirementDeadline,
  RequirementStatusBadge,
  useClientChoices,
} from '@staffdesk/kit';
import { Badge, type ColumnDef, formatNumber, LoadingState, PageHeader } from '@staffdesk/ui';
import { Link, useParams } from 'react-router';
import {
  type StaffingRequirementStatus,
  type StaffingRequirementSummary,
  useStaffingRequirements,
} from '../hooks/useStaffingRequirements';
import { requirementsCatalog } from '../locales/pages/requirements/catalog';
import { RequirementDetail } from './RequirementDetailPage';

export const REQUIREMENTS_PAGE_SIZE = 20;

/**
 * `/human-resource/requirements`: HR's read-only view of every client's requirements (the open
 * ones unless a status is chosen), with filled of headcount and the hires waiting for
 * on-boarding; filters by client and status, search, paging. Needs `recruiting.read`. Loads its
 * own words. The same module shows `/human-resource/requirements/:requirementId`.
 */
export function Component() {
  const ready = useCatalogs(requirementsCatalog);
  // One lazy module for the list and a requirement's page (`:requirementId`).
  const { requirementId } = useParams();
  if (!ready) return <LoadingState rows={5} />;
  return requirementId ? <RequirementDetail /> : <RequirementsPage />;
}

function RequirementsPage() {
  const { t } = useLingui();
  const { values, page, update } = useListParams(['search', 'clientId', 'status'] as const);
  const status = (REQUIREMENT_STATUSES as readonly string[]).includes(values.status)
    ? (values.status as StaffingRequirementStatus)
    : '';
  const requirements = useStaffingRequirements({
    search: values.search,
    clientId: values.clientId,
    status,
    page,
    pageSize: REQUIREMENTS_PAGE_SIZE,
  });
  const clients = useClientChoices();

  if (failureStatus(requirements.error) === 403) return <AccessDenied />;

  const columns: ColumnDef<StaffingRequirementSummary>[] = [
    {
      id: 'requirement',
      header: t`Requirement`,
      cell: ({ row }) => (
        <span style={{ display: 'grid' }}>
          <Link to={paths.humanResource.requirements.detail(row.original.id)}>
            {row.original.position}
          </Link>
          <span className="sd-text-muted sd-num">{row.original.number}</span>
        </span>
      ),
    },
    {
      id: 'client',
      header: t`Client`,
      cell: ({ row }) => (
        <span style={{ display: 'grid' }}>
          <span>{row.original.clientName}</span>
          {row.original.location ? (
            <span className="sd-text-muted">{row.original.location}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'status',
      header: t`Status`,
      cell: ({ row }) => <RequirementStatusBadge status={row.original.status} />,
    },
    {
      id: 'filled',
      header: t`Filled`,
      cell: ({ row }) => {
        const filled = formatNumber(row.original.filled);
        const headcount = formatNumber(row.original.headcount);
        return <span className="sd-num">{t`${filled} of ${headcount}`}</span>;
      },
    },
    {
      id: 'waiting',
      header: t`Waiting for on-boarding`,
      cell: ({ row }) =>
        row.original.waitingForOnboarding > 0 ? (
          <Badge tone="warning">{formatNumber(row.original.waitingForOnboarding)}</Badge>
        ) : (
          <span className="sd-text-muted">—</span>
        ),
    },
    {
      id: 'deadline',
      header: t`Deadline`,
      cell: ({ row }) => <RequirementDeadline deadline={row.original.deadline} />,
    },
  ];

  const filtered = Boolean(values.search || values.clientId || status);

  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Requirements`}
        description={t`Every client’s requirements: how many are filled, and the hires waiting for on-boarding.`}
      />
      <PagedList
        label={t`Requirements`}
        columns={columns}
        query={requirements}
        pageSize={REQUIREMENTS_PAGE_SIZE}
        params={{ page, update, values }}
        getRowId={(requirement) => requirement.id}
        getRowLabel={(requirement) => `${requirement.number} ${requirement.position}`}
        empty={{
          filtered: filtered,
          match: {
            title: t`No requirement matches these filters`,
            description: t`Change the search, the client or the status.`,
          },
          none: {
            title: t`No open requirements`,
            description: t`When business development or recruiting opens a requirement for a client, it appears here.`,
          },
        }}
        search={{
          label: t`Search requirements`,
          placeholder: t`Position, number, client or location`,
        }}
        filters={[
          {
            name: 'clientId',
            label: t`Client`,
            allLabel: t`All clients`,
            options: itemOptions(clients.data, 'legalName'),
          },
          {
            name: 'status',
            label: t`Status`,
            allLabel: t`Open (open, in progress, on hold)`,
            options: optionsOf(REQUIREMENT_STATUS_LABELS),
          },
        ]}
      />
    </div>
  );
}
