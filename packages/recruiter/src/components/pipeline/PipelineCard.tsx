import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@staffdesk/core';
import { Badge, Button, formatDate, Inline } from '@staffdesk/ui';
import type { DragEvent } from 'react';
import { Link } from 'react-router';
import { isExit, type PipelineEntry } from '../../lib/pipeline';

/** How many skills a card shows; the candidate's page has them all. */
const CARD_SKILLS = 3;

/** One more thing to do with a candidate ("Schedule interview", "Make offer"). */
export type PipelineAction = {
  id: string;
  /** The button's words ("Make offer"). */
  label: string;
  /** The words in a list row's menu, opening a dialog ("Make offer…"). */
  menuLabel: string;
  onSelect: () => void;
};

export type PipelineCardProps = {
  entry: PipelineEntry;
  /** The card can be dragged and has a "Move" button. */
  movable: boolean;
  /** The card's other buttons, after "Move". */
  actions?: readonly PipelineAction[];
  onAskMove: (entry: PipelineEntry) => void;
  onDragStart: (entry: PipelineEntry, event: DragEvent<HTMLElement>) => void;
  onDragEnd: () => void;
  /** Faded while it is being dragged. */
  dragging: boolean;
};

/**
 * A candidate on the board: the name (to the candidate's page), city, experience, a few skills,
 * since when at this stage (and why, once out of the pipeline), the "Move" button that does
 * from the keyboard what dragging does with a mouse, and the candidate's other actions
 * (interview, offer).
 */
export function PipelineCard({
  entry,
  movable,
  actions = [],
  onAskMove,
  onDragStart,
  onDragEnd,
  dragging,
}: PipelineCardProps) {
  const { t } = useLingui();
  const { candidate } = entry;
  const name = candidate.fullName;
  const since = formatDate(entry.stageChangedAt);
  const years = candidate.experienceYears;
  const reason = entry.reason;
  const city = candidate.city;
  return (
    <li
      draggable={movable}
      onDragStart={movable ? (event) => onDragStart(entry, event) : undefined}
      onDragEnd={movable ? onDragEnd : undefined}
      data-entry-id={entry.id}
      style={{
        display: 'grid',
        gap: 'var(--sd-space-1)',
        padding: 'var(--sd-space-3)',
        background: 'var(--sd-color-surface)',
        border: '1px solid var(--sd-color-border)',
        borderRadius: 'var(--sd-radius-md)',
        cursor: movable ? 'grab' : 'auto',
        opacity: dragging ? 0.5 : 1,
      }}
    >
      <Link to={paths.recruiter.candidate.detail(candidate.id)} style={{ fontWeight: 600 }}>
        {name}
      </Link>
      <span className="sd-text-muted">
        {city
          ? t`${city} · ${plural(years, { one: '# year', other: '# years' })}`
          : plural(years, { one: '# year of experience', other: '# years of experience' })}
      </span>
      {candidate.skills.length > 0 ? (
        <Inline as="span" gap={1}>
          {candidate.skills.slice(0, CARD_SKILLS).map((skill) => (
            <Badge key={skill}>{skill}</Badge>
          ))}
        </Inline>
      ) : null}
      {entry.payrollDataGiven ? (
        // The candidate gave what payroll needs with the offer's confirmation (never the numbers here).
        <span>
          <Badge tone="success">
            <Trans>Payroll data given</Trans>
          </Badge>
        </span>
      ) : null}
      {isExit(entry.stage) && reason ? (
        <span>
          <Trans>Reason: {reason}</Trans>
        </span>
      ) : null}
      <span className="sd-text-muted sd-num">
        <Trans>At this stage since {since}</Trans>
      </span>
      {movable || actions.length > 0 ? (
        <Inline as="span" gap={1}>
          {movable ? (
            <Button size="sm" onClick={() => onAskMove(entry)} aria-label={t`Move ${name}`}>
              <Trans>Move</Trans>
            </Button>
          ) : null}
          {actions.map((action) => (
            <Button
              key={action.id}
              size="sm"
              variant="ghost"
              onClick={action.onSelect}
              // The words shown, then whose card it is ("Make offer, Budi Hartono"): a name that
              // starts with the visible label, in every language (WCAG 2.5.3 label in name).
              aria-label={`${action.label}, ${name}`}
            >
              {action.label}
            </Button>
          ))}
        </Inline>
      ) : null}
    </li>
  );
}
