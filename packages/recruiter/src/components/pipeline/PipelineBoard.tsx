import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Inline, Stack } from '@staffdesk/ui';
import { type DragEvent, type ReactNode, useState } from 'react';
import {
  PIPELINE_EXITS,
  PIPELINE_STAGE_LABELS,
  PIPELINE_STAGES,
  type PipelineEntry,
  type PipelineStage,
} from '../../lib/pipeline';
import { type PipelineAction, PipelineCard } from './PipelineCard';

export type PipelineBoardProps = {
  entries: readonly PipelineEntry[];
  /** The stages a candidate at a stage may be moved to (none without `recruiting.manage`). */
  targetsOf: (stage: PipelineStage) => readonly PipelineStage[];
  /** A card dropped on a stage that needs no reason. */
  onMove: (entry: PipelineEntry, stage: PipelineStage) => void;
  /** The card's "Move" button, or a card dropped on Rejected or Withdrawn: ask first. */
  onAskMove: (entry: PipelineEntry, stage?: PipelineStage) => void;
  /** A candidate's other actions (interview, offer); none by default. */
  actionsOf?: (entry: PipelineEntry) => readonly PipelineAction[];
};

type ColumnProps = {
  stage: PipelineStage;
  entries: readonly PipelineEntry[];
  dragged: PipelineEntry | null;
  canDrop: boolean;
  onDrop: (stage: PipelineStage) => void;
  /** Cards hidden (Rejected and Withdrawn start folded). */
  folded?: boolean;
  card: (entry: PipelineEntry) => ReactNode;
  note?: ReactNode;
};

const COLUMN_STYLE = {
  display: 'grid',
  alignContent: 'start',
  gap: 'var(--sd-space-2)',
  padding: 'var(--sd-space-2)',
  borderRadius: 'var(--sd-radius-lg)',
  minHeight: '6rem',
} as const;

function Column({ stage, entries, dragged, canDrop, onDrop, folded, card, note }: ColumnProps) {
  const { t } = useLingui();
  const [over, setOver] = useState(false);
  const label = PIPELINE_STAGE_LABELS[stage];
  const count = entries.length;
  const highlighted = dragged !== null && canDrop;
  return (
    <section
      aria-label={t`${label}: ${plural(count, { one: '# candidate', other: '# candidates' })}`}
      data-stage={stage}
      onDragOver={
        highlighted
          ? (event) => {
              event.preventDefault();
              if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
              setOver(true);
            }
          : undefined
      }
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (highlighted) onDrop(stage);
      }}
      style={{
        ...COLUMN_STYLE,
        background: over ? 'var(--sd-color-brand-subtle)' : 'var(--sd-color-surface-muted)',
        border: highlighted
          ? '1px dashed var(--sd-color-brand)'
          : '1px solid var(--sd-color-border)',
      }}
    >
      <h3 className="sd-inline sd-justify-between sd-size-md">
        <span>{label}</span>
        <span className="sd-num sd-text-muted">{count}</span>
      </h3>
      {note}
      {folded ? null : count > 0 ? (
        <Stack as="ul" gap={2}>
          {entries.map(card)}
        </Stack>
      ) : (
        <p className="sd-text-muted">
          <Trans>No candidates</Trans>
        </p>
      )}
    </section>
  );
}

/**
 * The pipeline as a board: a column per stage from sourced to hired, and, folded below, the
 * candidates who left (rejected, withdrawn). A card moves by dragging it onto another column or,
 * from the keyboard, with its "Move" button; a column that does not take the dragged card is not
 * a drop target (no one is hired by a move).
 */
export function PipelineBoard({
  entries,
  targetsOf,
  onMove,
  onAskMove,
  actionsOf,
}: PipelineBoardProps) {
  const { t } = useLingui();
  const [dragged, setDragged] = useState<PipelineEntry | null>(null);
  const [showExits, setShowExits] = useState(false);
  const byStage = (stage: PipelineStage) => entries.filter((entry) => entry.stage === stage);
  const exitCount = entries.filter((entry) =>
    (PIPELINE_EXITS as readonly PipelineStage[]).includes(entry.stage),
  ).length;

  function startDrag(entry: PipelineEntry, event: DragEvent<HTMLElement>) {
    // Some browsers start a drag only with data set.
    event.dataTransfer?.setData('text/plain', entry.id);
    if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
    setDragged(entry);
  }

  function drop(stage: PipelineStage) {
    const entry = dragged;
    setDragged(null);
    if (!entry || !targetsOf(entry.stage).includes(stage)) return;
    if (stage === 'rejected' || stage === 'withdrawn') onAskMove(entry, stage);
    else onMove(entry, stage);
  }

  const card = (entry: PipelineEntry) => (
    <PipelineCard
      key={entry.id}
      entry={entry}
      movable={targetsOf(entry.stage).length > 0}
      actions={actionsOf?.(entry)}
      onAskMove={(chosen) => onAskMove(chosen)}
      onDragStart={startDrag}
      onDragEnd={() => setDragged(null)}
      dragging={dragged?.id === entry.id}
    />
  );
  const column = (stage: PipelineStage, extra?: Partial<ColumnProps>) => (
    <Column
      key={stage}
      stage={stage}
      entries={byStage(stage)}
      dragged={dragged}
      canDrop={dragged !== null && targetsOf(dragged.stage).includes(stage)}
      onDrop={drop}
      card={card}
      {...extra}
    />
  );

  return (
    <Stack>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
          gap: 'var(--sd-space-3)',
          alignItems: 'start',
        }}
      >
        {PIPELINE_STAGES.map((stage) =>
          column(stage, {
            note:
              stage === 'hired' ? (
                <p className="sd-text-muted">
                  <Trans>Hired when HR creates the employee from the accepted offer.</Trans>
                </p>
              ) : undefined,
          }),
        )}
      </div>
      <Stack>
        <Inline justify="between">
          <h3 className="sd-size-md">
            {t`Out of the pipeline: ${plural(exitCount, { one: '# candidate', other: '# candidates' })}`}
          </h3>
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={showExits}
            onClick={() => setShowExits((shown) => !shown)}
          >
            {showExits ? (
              <Trans>Hide rejected and withdrawn</Trans>
            ) : (
              <Trans>Show rejected and withdrawn</Trans>
            )}
          </Button>
        </Inline>
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
            gap: 'var(--sd-space-3)',
          }}
        >
          {PIPELINE_EXITS.map((stage) => column(stage, { folded: !showExits }))}
        </div>
      </Stack>
    </Stack>
  );
}
