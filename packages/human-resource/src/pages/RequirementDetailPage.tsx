import { useLingui } from '@lingui/react/macro';
import { failureStatus, paths, RouterLink } from '@staffdesk/core';
import {
  AccessDenied,
  CONTRACT_TYPE_LABELS,
  NotFound,
  PIPELINE_STAGE_LABELS,
  PIPELINE_STAGE_TONES,
  QueryFailure,
  RequirementDeadline,
  RequirementStatusBadge,
} from '@staffdesk/kit';
import {
  Badge,
  Card,
  DescriptionList,
  EmptyState,
  formatDate,
  formatNumber,
  LoadingState,
  PageHeader,
  SimpleTable,
} from '@staffdesk/ui';
import { Link, useParams } from 'react-router';
import { EmployeeStatusBadge } from '../components/StatusBadges';
import { type StaffingRequirement, useStaffingRequirement } from '../hooks/useStaffingRequirements';

type Candidate = StaffingRequirement['candidates'][number];
type Waiting = StaffingRequirement['waitingForOnboarding'][number];

function Detail({ data }: { data: StaffingRequirement }) {
  const { t } = useLingui();
  const { requirement } = data;
  const filled = formatNumber(requirement.filled);
  const headcount = formatNumber(requirement.headcount);
  return (
    <div className="sd-stack">
      <PageHeader
        title={requirement.position}
        status={<RequirementStatusBadge status={requirement.status} />}
        description={`${requirement.number} · ${requirement.clientName}`}
        breadcrumbs={[
          { label: t`Requirements`, href: paths.humanResource.requirements.list() },
          { label: requirement.number },
        ]}
        linkComponent={RouterLink}
      />
      <Card title={t`Requirement`}>
        <DescriptionList
          items={[
            { label: t`Client`, value: requirement.clientName },
            { label: t`Filled`, value: t`${filled} of ${headcount}`, numeric: true },
            { label: t`Contract`, value: CONTRACT_TYPE_LABELS[requirement.contractType] },
            { label: t`Location`, value: requirement.location || '—' },
            {
              label: t`Deadline`,
              value: <RequirementDeadline deadline={requirement.deadline} />,
            },
            {
              label: t`Recruiters`,
              value: requirement.recruiters.length > 0 ? requirement.recruiters.join(', ') : '—',
            },
            { label: t`Description`, value: requirement.description || '—' },
            { label: t`Qualifications`, value: requirement.qualifications || '—' },
          ]}
        />
      </Card>
      <Card title={t`Waiting for on-boarding`}>
        <SimpleTable<Waiting>
          label={t`Hires waiting for on-boarding`}
          rows={data.waitingForOnboarding}
          getRowKey={(row) => row.applicationId}
          empty={<EmptyState title={t`No hire waits for on-boarding`} />}
          columns={[
            { header: t`Candidate`, cell: (row) => row.candidateName },
            {
              header: t`Join date`,
              cell: (row) => (
                <span className="sd-num">{row.joinDate ? formatDate(row.joinDate) : '—'}</span>
              ),
            },
            {
              header: t`Employee`,
              cell: (row) =>
                row.employeeId && row.employeeStatus ? (
                  <span className="sd-inline">
                    <Link to={paths.humanResource.employee.detail(row.employeeId)}>
                      {row.employeeNumber}
                    </Link>
                    <EmployeeStatusBadge status={row.employeeStatus} />
                  </span>
                ) : (
                  <span className="sd-text-muted">{t`Not an employee yet`}</span>
                ),
            },
          ]}
        />
      </Card>
      <Card title={t`Candidates`}>
        <SimpleTable<Candidate>
          label={t`Candidates and their stages`}
          rows={data.candidates}
          getRowKey={(row) => row.id}
          empty={<EmptyState title={t`No candidates yet`} />}
          columns={[
            { header: t`Candidate`, cell: (row) => row.candidateName },
            {
              header: t`Stage`,
              cell: (row) => (
                <Badge tone={PIPELINE_STAGE_TONES[row.stage]}>
                  {PIPELINE_STAGE_LABELS[row.stage]}
                </Badge>
              ),
            },
            {
              header: t`Since`,
              cell: (row) => <span className="sd-num">{formatDate(row.stageChangedAt)}</span>,
            },
          ]}
        />
      </Card>
    </div>
  );
}

/**
 * `/human-resource/requirements/:requirementId`: one requirement, read-only: its facts, filled
 * of headcount, the hires waiting for on-boarding and its candidates' stages. Shown by the
 * requirements page's module (one lazy chunk for both routes), once its words are loaded.
 */
export function RequirementDetail() {
  const { t } = useLingui();
  const { requirementId = '' } = useParams();
  const query = useStaffingRequirement(requirementId);
  const status = failureStatus(query.error);
  if (status === 403) return <AccessDenied />;
  if (status === 404 || status === 400) return <NotFound />;
  if (query.isPending) return <LoadingState rows={6} label={t`Loading the requirement…`} />;
  if (query.isError) {
    return <QueryFailure error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <Detail data={query.data} />;
}
