import { useLingui } from '@lingui/react/macro';
import { paths } from '@staffdesk/core';
import { labelOf } from '@staffdesk/kit';
import { Badge } from '@staffdesk/ui';
import { Link } from 'react-router';
import type { PipelineStage } from '../../hooks/useCandidates';
import { STAGE_LABELS, STAGE_TONES } from '../../lib/candidate-labels';

/** A candidate's skills as chips. */
export function SkillChips({ skills }: { skills: readonly string[] }) {
  const { t } = useLingui();
  if (skills.length === 0) return <span className="sd-text-muted">—</span>;
  return (
    <ul
      className="sd-inline"
      aria-label={t`Skills`}
      style={{ margin: 0, padding: 0, listStyle: 'none' }}
    >
      {skills.map((skill) => (
        <li key={skill}>
          <Badge>{skill}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** A pipeline stage as a badge with its word. */
export function StageBadge({ stage }: { stage: PipelineStage }) {
  return <Badge tone={STAGE_TONES[stage]}>{labelOf(STAGE_LABELS, stage)}</Badge>;
}

type Place = { requirementId: string; number: string; position: string; stage: PipelineStage };

/** The requirements a candidate stands in, each linking to its page, with the stage. */
export function PipelinePlaces({ places }: { places: readonly Place[] }) {
  const { t } = useLingui();
  if (places.length === 0) return <span className="sd-text-muted">—</span>;
  return (
    <ul
      className="sd-stack"
      aria-label={t`Pipelines`}
      style={{ margin: 0, padding: 0, listStyle: 'none', gap: 'var(--sd-space-1)' }}
    >
      {places.map((place) => (
        <li key={place.requirementId} className="sd-inline">
          <Link to={paths.recruiter.requirement.detail(place.requirementId)}>
            {place.number} {place.position}
          </Link>
          <StageBadge stage={place.stage} />
        </li>
      ))}
    </ul>
  );
}
