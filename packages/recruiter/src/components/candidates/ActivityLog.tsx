import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@staffdesk/core';
import { labelOf, optionsOf, PagedList } from '@staffdesk/kit';
import { type ColumnDef, FilterBar, FilterSelect, formatDate, formatTime } from '@staffdesk/ui';
import { Link } from 'react-router';
import {
  type ActivityKind,
  type CandidateActivity,
  useCandidateActivities,
} from '../../hooks/useCandidates';
import {
  ACTIVITY_KIND_LABELS,
  CANDIDATE_FIELD_LABELS,
  STAGE_LABELS,
} from '../../lib/candidate-labels';

export const ACTIVITY_PAGE_SIZE = 25;

/** An instant as `21 Nov 2026 14:05` (Jakarta time). */
export function DateTime({ value }: { value: string }) {
  return (
    <time dateTime={value} className="sd-num">
      {formatDate(value)} {formatTime(value)}
    </time>
  );
}

/** Who did what to whom, in one sentence with the candidate and requirement linked. */
export function ActivitySentence({ activity }: { activity: CandidateActivity }) {
  const actor = activity.actorLabel;
  const detail = activity.detail;
  const person = (
    <Link to={paths.recruiter.candidate.detail(activity.candidateId)}>
      {activity.candidateName}
    </Link>
  );
  const requirementText = [activity.requirementNumber, activity.requirementPosition]
    .filter(Boolean)
    .join(' ');
  const requirement = activity.requirementId ? (
    <Link to={paths.recruiter.requirement.detail(activity.requirementId)}>{requirementText}</Link>
  ) : (
    <span>{requirementText}</span>
  );
  switch (activity.kind) {
    case 'created':
      return (
        <Trans>
          {actor} added {person}
        </Trans>
      );
    case 'updated': {
      const fields = detail
        .split(',')
        .map((field) => field.trim())
        .filter(Boolean)
        .map((field) => labelOf(CANDIDATE_FIELD_LABELS, field))
        .join(', ');
      return fields ? (
        <Trans>
          {actor} changed {person}: {fields}
        </Trans>
      ) : (
        <Trans>
          {actor} changed {person}
        </Trans>
      );
    }
    case 'cv-uploaded':
      return (
        <Trans>
          {actor} uploaded the CV of {person} ({detail})
        </Trans>
      );
    case 'imported':
      return (
        <Trans>
          {actor} imported {person} from {detail}
        </Trans>
      );
    case 'merged':
      return (
        <Trans>
          {actor} merged {detail} into {person}
        </Trans>
      );
    case 'added-to-requirement':
      return (
        <Trans>
          {actor} added {person} to {requirement}
        </Trans>
      );
    case 'stage-changed': {
      const from = labelOf(STAGE_LABELS, activity.fromStage);
      const to = labelOf(STAGE_LABELS, activity.toStage);
      return detail ? (
        <Trans>
          {actor} moved {person} in {requirement}: {from} → {to}. Reason: {detail}
        </Trans>
      ) : (
        <Trans>
          {actor} moved {person} in {requirement}: {from} → {to}
        </Trans>
      );
    }
    case 'note':
      return (
        <Trans>
          {actor} wrote about {person}: {detail}
        </Trans>
      );
    default:
      return (
        <span>
          {actor}: {labelOf(ACTIVITY_KIND_LABELS, activity.kind)} {detail}
        </span>
      );
  }
}

export type ActivityLogProps = {
  /** Only this candidate's activity. */
  candidateId?: string;
  page: number;
  onPageChange: (page: number) => void;
  kind: string;
  onKindChange: (kind: string) => void;
  /** The table's accessible name. */
  label: string;
};

/** The recruiting activity log, newest first, paged by the server, filtered by kind. */
export function ActivityLog({
  candidateId,
  page,
  onPageChange,
  kind,
  onKindChange,
  label,
}: ActivityLogProps) {
  const { t } = useLingui();
  const activities = useCandidateActivities({
    ...(candidateId ? { candidateId } : {}),
    ...(kind ? { kind: kind as ActivityKind } : {}),
    page,
    pageSize: ACTIVITY_PAGE_SIZE,
  });
  const columns: ColumnDef<CandidateActivity>[] = [
    {
      id: 'createdAt',
      header: t`When`,
      cell: ({ row }) => <DateTime value={row.original.createdAt} />,
    },
    {
      id: 'activity',
      header: t`Activity`,
      cell: ({ row }) => <ActivitySentence activity={row.original} />,
    },
    {
      id: 'kind',
      header: t`Kind`,
      cell: ({ row }) => labelOf(ACTIVITY_KIND_LABELS, row.original.kind),
    },
  ];
  return (
    <PagedList
      label={label}
      columns={columns}
      query={activities}
      pageSize={ACTIVITY_PAGE_SIZE}
      params={{ page, update: (next) => onPageChange(next.page) }}
      getRowId={(activity) => activity.id}
      emptyState={
        <p className="sd-text-muted">
          {kind ? <Trans>No activity of this kind.</Trans> : <Trans>No activity yet.</Trans>}
        </p>
      }
      toolbar={
        <FilterBar>
          <FilterSelect
            label={t`Kind`}
            value={kind}
            onChange={onKindChange}
            allLabel={t`All kinds`}
            options={optionsOf(ACTIVITY_KIND_LABELS)}
          />
        </FilterBar>
      }
    />
  );
}
