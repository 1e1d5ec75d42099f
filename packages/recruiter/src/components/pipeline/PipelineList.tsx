import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { paths } from '@staffdesk/core';
import { Badge, type ColumnDef, DataTable, dateColumn, type RowAction } from '@staffdesk/ui';
import { Link } from 'react-router';
import {
  ALL_PIPELINE_STAGES,
  PIPELINE_STAGE_LABELS,
  PIPELINE_STAGE_TONES,
  type PipelineEntry,
  type PipelineStage,
} from '../../lib/pipeline';
import type { PipelineAction } from './PipelineCard';

export type PipelineListProps = {
  entries: readonly PipelineEntry[];
  targetsOf: (stage: PipelineStage) => readonly PipelineStage[];
  onMove: (entry: PipelineEntry, stage: PipelineStage) => void;
  onAskMove: (entry: PipelineEntry, stage?: PipelineStage) => void;
  /** A candidate's other actions (interview, offer), first in the row's menu. */
  actionsOf?: (entry: PipelineEntry) => readonly PipelineAction[];
};

function useColumns(): ColumnDef<PipelineEntry>[] {
  const { t } = useLingui();
  return [
    {
      id: 'candidate',
      header: t`Candidate`,
      cell: ({ row: { original } }) => (
        <Link to={paths.recruiter.candidate.detail(original.candidate.id)} data-row-primary="">
          {original.candidate.fullName}
        </Link>
      ),
    },
    {
      id: 'stage',
      header: t`Stage`,
      cell: ({ row: { original } }) => (
        <Badge tone={PIPELINE_STAGE_TONES[original.stage]}>
          {PIPELINE_STAGE_LABELS[original.stage]}
        </Badge>
      ),
    },
    dateColumn<PipelineEntry>(
      { id: 'since', header: t`At this stage since` },
      (entry) => entry.stageChangedAt,
    ),
    {
      id: 'city',
      header: t`City`,
      cell: ({ row: { original } }) => original.candidate.city || '—',
    },
    {
      id: 'experience',
      header: t`Experience`,
      meta: { align: 'right' },
      cell: ({ row: { original } }) => {
        const years = original.candidate.experienceYears;
        return <span className="sd-num">{plural(years, { one: '# year', other: '# years' })}</span>;
      },
    },
    {
      id: 'reason',
      header: t`Reason`,
      cell: ({ row: { original } }) => original.reason ?? '',
    },
  ];
}

/**
 * The pipeline as a list, every candidate in stage order, each row's menu with the candidate's
 * other actions ("Schedule interview…", "Make offer…") and their moves ("Move to Interview",
 * "Reject…").
 */
export function PipelineList({
  entries,
  targetsOf,
  onMove,
  onAskMove,
  actionsOf,
}: PipelineListProps) {
  const { t } = useLingui();
  const columns = useColumns();
  const rows = [...entries].sort(
    (a, b) =>
      ALL_PIPELINE_STAGES.indexOf(a.stage) - ALL_PIPELINE_STAGES.indexOf(b.stage) ||
      a.candidate.fullName.localeCompare(b.candidate.fullName),
  );

  function rowActions(entry: PipelineEntry): RowAction[] {
    const others = (actionsOf?.(entry) ?? []).map(
      (action): RowAction => ({ label: action.menuLabel, onSelect: action.onSelect }),
    );
    const moves = targetsOf(entry.stage).map((stage): RowAction => {
      const label = PIPELINE_STAGE_LABELS[stage];
      if (stage === 'rejected') {
        return { label: t`Reject…`, onSelect: () => onAskMove(entry, stage), destructive: true };
      }
      if (stage === 'withdrawn') {
        return { label: t`Mark as withdrawn…`, onSelect: () => onAskMove(entry, stage) };
      }
      return { label: t`Move to ${label}`, onSelect: () => onMove(entry, stage) };
    });
    return [...others, ...moves];
  }

  return (
    <DataTable
      label={t`Candidates in the pipeline`}
      columns={columns}
      data={rows}
      total={rows.length}
      page={1}
      pageSize={Math.max(rows.length, 1)}
      onPageChange={() => undefined}
      getRowId={(entry) => entry.id}
      getRowLabel={(entry) => entry.candidate.fullName}
      rowActions={rowActions}
    />
  );
}
