import { Trans, useLingui } from '@lingui/react/macro';
import {
  failureStatus,
  hasPermission,
  paths,
  useCurrentUser,
  useListParams,
} from '@staffdesk/core';
import { AccessDenied, QueryFailure, useClientChoices } from '@staffdesk/kit';
import {
  Banner,
  Card,
  DateFilter,
  DescriptionList,
  EmptyState,
  FilterBar,
  FilterSelect,
  formatDate,
  formatNumber,
  LoadingState,
  PageHeader,
  type SimpleColumn,
  SimpleTable,
  Stack,
  toBusinessDate,
} from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Bar } from '../components/report/Bar';
import { useRecruitingReport } from '../hooks/useRecruitingReport';
import { CANDIDATE_SOURCE_LABELS } from '../lib/candidate-labels';
import { PIPELINE_STAGE_LABELS } from '../lib/pipeline';
import {
  FUNNEL_STAGES,
  type Funnel,
  type FunnelStage,
  percentOf,
  type RecruitingReport,
  startOfYear,
  sumFunnels,
} from '../lib/report';

type RequirementRow = RecruitingReport['requirements'][number];
type RecruiterRow = RecruitingReport['recruiters'][number];
type SourceRow = RecruitingReport['sources'][number];
type TimeToFillRow = RecruitingReport['timeToFill']['requirements'][number];

/** A count, or a dash for days when there were no hires to measure. */
function days(value: number | null) {
  return value === null ? '—' : formatNumber(value);
}

/** One column per stage of the funnel, right-aligned counts. */
function stageColumns<T extends { funnel: Funnel }>(): SimpleColumn<T>[] {
  return FUNNEL_STAGES.map((stage) => ({
    header: PIPELINE_STAGE_LABELS[stage],
    align: 'right' as const,
    cell: (row: T) => <span className="sd-num">{formatNumber(row.funnel[stage])}</span>,
  }));
}

/** The whole funnel: each stage's count and a bar of its share of the candidates sourced. */
function FunnelTable({ funnel }: { funnel: Funnel }) {
  const { t } = useLingui();
  const columns: SimpleColumn<FunnelStage>[] = [
    { header: t`Stage`, cell: (stage) => PIPELINE_STAGE_LABELS[stage] },
    {
      header: t`Candidates`,
      align: 'right',
      cell: (stage) => <span className="sd-num">{formatNumber(funnel[stage])}</span>,
    },
    {
      header: t`Of those sourced`,
      align: 'right',
      cell: (stage) => (
        <span className="sd-num">{formatNumber(percentOf(funnel[stage], funnel.sourced))} %</span>
      ),
    },
    {
      header: <span className="sd-visually-hidden">{t`Bar`}</span>,
      width: '40%',
      cell: (stage) => <Bar percent={percentOf(funnel[stage], funnel.sourced)} />,
    },
  ];
  return (
    <SimpleTable
      label={t`Funnel`}
      columns={columns}
      rows={[...FUNNEL_STAGES]}
      getRowKey={(stage) => stage}
    />
  );
}

function RequirementCell({
  row,
}: {
  row: { requirementId: string; number: string; position: string; clientName: string };
}) {
  return (
    <Stack as="span" gap={0}>
      <Link to={paths.recruiter.requirement.detail(row.requirementId)} className="sd-num">
        {row.number}
      </Link>
      <span>{row.position}</span>
      <span className="sd-text-muted">{row.clientName}</span>
    </Stack>
  );
}

function ReportBody({ report }: { report: RecruitingReport }) {
  const { t } = useLingui();
  const funnel = sumFunnels(report.requirements.map((row) => row.funnel));
  const { timeToFill } = report;

  const requirementColumns: SimpleColumn<RequirementRow>[] = [
    { header: t`Requirement`, cell: (row) => <RequirementCell row={row} /> },
    {
      header: t`Headcount`,
      align: 'right',
      cell: (row) => <span className="sd-num">{formatNumber(row.headcount)}</span>,
    },
    ...stageColumns<RequirementRow>(),
  ];
  const recruiterColumns: SimpleColumn<RecruiterRow>[] = [
    { header: t`Recruiter`, cell: (row) => row.name },
    ...stageColumns<RecruiterRow>(),
  ];
  const sourceColumns: SimpleColumn<SourceRow>[] = [
    { header: t`Source`, cell: (row) => CANDIDATE_SOURCE_LABELS[row.source] },
    {
      header: t`Candidates`,
      align: 'right',
      cell: (row) => <span className="sd-num">{formatNumber(row.funnel.sourced)}</span>,
    },
    {
      header: t`Hired`,
      align: 'right',
      cell: (row) => <span className="sd-num">{formatNumber(row.funnel.hired)}</span>,
    },
    {
      header: t`Conversion`,
      align: 'right',
      cell: (row) => <span className="sd-num">{formatNumber(row.conversion)} %</span>,
    },
    {
      header: <span className="sd-visually-hidden">{t`Bar`}</span>,
      width: '30%',
      cell: (row) => <Bar percent={row.conversion} />,
    },
  ];
  const timeToFillColumns: SimpleColumn<TimeToFillRow>[] = [
    { header: t`Requirement`, cell: (row) => <RequirementCell row={row} /> },
    {
      header: t`Hires`,
      align: 'right',
      cell: (row) => <span className="sd-num">{formatNumber(row.hires)}</span>,
    },
    {
      header: t`Average (days)`,
      align: 'right',
      cell: (row) => <span className="sd-num">{days(row.averageDays)}</span>,
    },
  ];

  return (
    <>
      <DescriptionList
        items={[
          { label: t`Candidates`, value: formatNumber(funnel.sourced), numeric: true },
          { label: t`Hired`, value: formatNumber(funnel.hired), numeric: true },
          {
            label: t`Conversion`,
            value: `${formatNumber(percentOf(funnel.hired, funnel.sourced))} %`,
            numeric: true,
          },
          {
            label: t`Median time to fill (days)`,
            value: days(timeToFill.medianDays),
            numeric: true,
          },
        ]}
      />
      <Card title={t`Funnel`}>
        <FunnelTable funnel={funnel} />
      </Card>
      <Card title={t`By requirement`}>
        <SimpleTable
          label={t`Funnel by requirement`}
          columns={requirementColumns}
          rows={report.requirements}
          getRowKey={(row) => row.requirementId}
          empty={<Trans>No requirement had candidates in this period.</Trans>}
        />
      </Card>
      <Card title={t`By recruiter`}>
        <SimpleTable
          label={t`Funnel by recruiter`}
          columns={recruiterColumns}
          rows={report.recruiters}
          getRowKey={(row) => row.recruiterId}
          empty={<Trans>No recruiter had candidates in this period.</Trans>}
        />
      </Card>
      <Card title={t`Sources`}>
        <SimpleTable
          label={t`Conversion by source`}
          columns={sourceColumns}
          rows={report.sources}
          getRowKey={(row) => row.source}
          empty={<Trans>No candidates in this period.</Trans>}
        />
      </Card>
      <Card title={t`Time to fill`}>
        <Stack>
          <p className="sd-text-muted">
            <Trans>Days from a requirement’s opening to each hire made in the period.</Trans>
          </p>
          <DescriptionList
            items={[
              { label: t`Hires`, value: formatNumber(timeToFill.hires), numeric: true },
              { label: t`Median (days)`, value: days(timeToFill.medianDays), numeric: true },
              { label: t`Average (days)`, value: days(timeToFill.averageDays), numeric: true },
            ]}
          />
          <SimpleTable
            label={t`Time to fill by requirement`}
            columns={timeToFillColumns}
            rows={timeToFill.requirements}
            getRowKey={(row) => row.requirementId}
            empty={<Trans>No hires in this period.</Trans>}
          />
        </Stack>
      </Card>
    </>
  );
}

function isEmpty(report: RecruitingReport): boolean {
  return (
    report.requirements.length === 0 &&
    report.recruiters.length === 0 &&
    report.sources.length === 0 &&
    report.timeToFill.hires === 0
  );
}

/**
 * `/recruiter/report`: of the candidates who entered a pipeline in a period (this year so far,
 * in Jakarta time, unless chosen) and optionally for one client: the funnel overall, per
 * requirement and per recruiter, conversion per source, and time to fill. `recruiting.read`.
 */
export function Component() {
  const { t } = useLingui();
  const me = useCurrentUser().data;
  const canReadClients = hasPermission(me, 'clients.read');
  const { values, update } = useListParams(['from', 'to', 'clientId'] as const);
  const today = toBusinessDate();
  const from = values.from || startOfYear(today);
  const to = values.to || today;
  const backwards = from > to;
  const report = useRecruitingReport({
    from: backwards ? '' : from,
    to: backwards ? '' : to,
    ...(values.clientId ? { clientId: values.clientId } : {}),
  });
  const clients = useClientChoices(canReadClients);

  if (failureStatus(report.error) === 403 || (me && !hasPermission(me, 'recruiting.read'))) {
    return <AccessDenied />;
  }

  const shownFrom = formatDate(from);
  const shownTo = formatDate(to);
  let body: ReactNode;
  if (backwards) {
    body = (
      <Banner tone="warning">
        <Trans>The end of the period is before its start.</Trans>
      </Banner>
    );
  } else if (report.isPending) {
    body = <LoadingState rows={6} label={t`Loading the report`} />;
  } else if (report.isError) {
    body = (
      <QueryFailure
        error={report.error}
        title={t`The report could not be made`}
        onRetry={() => void report.refetch()}
      />
    );
  } else if (isEmpty(report.data)) {
    body = (
      <EmptyState
        title={t`No candidates in this period`}
        description={t`No candidate entered a pipeline from ${shownFrom} to ${shownTo}. Choose another period or client.`}
      />
    );
  } else {
    body = <ReportBody report={report.data} />;
  }

  return (
    <Stack>
      <PageHeader
        title={t`Recruiting report`}
        description={t`Of the candidates who entered a pipeline in the period: how far they got, by requirement, recruiter and source, and how long positions took to fill.`}
      />
      <FilterBar>
        <DateFilter
          label={t`From`}
          value={from}
          max={to}
          onChange={(next) => update({ from: next })}
        />
        <DateFilter label={t`To`} value={to} min={from} onChange={(next) => update({ to: next })} />
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
      </FilterBar>
      <p className="sd-text-muted">
        <Trans>
          From {shownFrom} to {shownTo}
        </Trans>
      </p>
      {body}
    </Stack>
  );
}
