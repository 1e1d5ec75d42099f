import { Trans, useLingui } from '@lingui/react/macro';
import { failureStatus, hasPermission, paths, RouterLink, useCurrentUser } from '@staffdesk/core';
import {
  AccessDenied,
  NotFound,
  PIPELINE_STAGE_LABELS,
  PIPELINE_STAGE_TONES,
  QueryFailure,
} from '@staffdesk/kit';
import {
  Badge,
  EmptyState,
  formatDate,
  LoadingState,
  PageHeader,
  type SimpleColumn,
  SimpleTable,
} from '@staffdesk/ui';
import { Link, useParams } from 'react-router';
import { useApplicants, useVacancy } from '../hooks/useJobPortal';
import { isRecordId, type PipelineEntry, type Vacancy } from '../lib/vacancies';

/**
 * `/job-portal/job-vacancies/list-candidates/:id`: a vacancy's applicants, which are its
 * requirement's pipeline (whoever applied on the website, was referred or added by a recruiter),
 * each linking to the candidate's page in recruiting. `recruiting.read`.
 */
export function Component() {
  const { t } = useLingui();
  const { id } = useParams();
  const me = useCurrentUser().data;
  const back = { to: paths.jobPortal.jobVacancies.list(), label: t`Back to vacancies` };
  if (me && !hasPermission(me, 'recruiting.read')) return <AccessDenied action={back} />;
  if (!isRecordId(id)) return <NotFound action={back} />;
  return <Applicants id={id} />;
}

function Applicants({ id }: { id: string }) {
  const { t } = useLingui();
  const vacancy = useVacancy(id);
  const back = { to: paths.jobPortal.jobVacancies.list(), label: t`Back to vacancies` };
  if (vacancy.isPending) return <LoadingState label={t`Loading the vacancy…`} />;
  if (vacancy.isError) {
    if (failureStatus(vacancy.error) === 403) return <AccessDenied action={back} />;
    return (
      <QueryFailure error={vacancy.error} onRetry={() => void vacancy.refetch()} action={back} />
    );
  }
  return <ApplicantTable vacancy={vacancy.data} />;
}

function ApplicantTable({ vacancy }: { vacancy: Vacancy }) {
  const { t } = useLingui();
  const pipeline = useApplicants(vacancy.requirementId);
  const listPath = paths.jobPortal.jobVacancies.list();
  const columns: SimpleColumn<PipelineEntry>[] = [
    {
      header: t`Name`,
      cell: (entry) => (
        <Link to={paths.recruiter.candidate.detail(entry.candidate.id)}>
          {entry.candidate.fullName}
        </Link>
      ),
    },
    { header: t`City`, cell: (entry) => entry.candidate.city || '—' },
    {
      header: t`Stage`,
      cell: (entry) => (
        <Badge tone={PIPELINE_STAGE_TONES[entry.stage]}>{PIPELINE_STAGE_LABELS[entry.stage]}</Badge>
      ),
    },
    {
      header: t`Applied on`,
      cell: (entry) => <span className="sd-num">{formatDate(entry.createdAt)}</span>,
    },
  ];
  const title = vacancy.title;
  const number = vacancy.requirementNumber;
  const client = vacancy.clientName;
  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Applicants of ${title}`}
        description={t`${number} · ${client}: everyone in the requirement’s pipeline.`}
        breadcrumbs={[{ label: t`Job vacancies`, href: listPath }, { label: vacancy.title }]}
        linkComponent={RouterLink}
      />
      {pipeline.isPending ? (
        <LoadingState label={t`Loading the applicants…`} />
      ) : pipeline.isError ? (
        <QueryFailure error={pipeline.error} onRetry={() => void pipeline.refetch()} />
      ) : (
        <SimpleTable
          label={t`Applicants`}
          columns={columns}
          rows={pipeline.data.items}
          getRowKey={(entry) => entry.id}
          empty={
            <EmptyState
              title={<Trans>No applicants yet</Trans>}
              description={t`Candidates appear here when they apply, are referred or are added to the requirement.`}
            />
          }
        />
      )}
    </div>
  );
}
