import { useLingui } from '@lingui/react/macro';
import { paths } from '@staffdesk/core';
import { labelOf } from '@staffdesk/kit';
import { Badge, Inline, Stack } from '@staffdesk/ui';
import { Link } from 'react-router';
import type { PipelineStage } from '../../hooks/useCandidates';
import { STAGE_LABELS, STAGE_TONES } from '../../lib/candidate-labels';

/** A candidate's skills as chips. */
export function SkillChips({ skills }: { skills: readonly string[] }) {
  const { t } = useLingui();
  if (skills.length === 0) return <span className="sd-text-muted">—</span>;
  return (
    <Inline as="ul" aria-label={t`Skills`}>
      {skills.map((skill) => (
        <li key={skill}>
          <Badge>{skill}</Badge>
        </li>
      ))}
    </Inline>
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
    <Stack as="ul" gap={1} aria-label={t`Pipelines`}>
      {places.map((place) => (
        <Inline key={place.requirementId} as="li">
          <Link to={paths.recruiter.requirement.detail(place.requirementId)}>
            {place.number} {place.position}
          </Link>
          <StageBadge stage={place.stage} />
        </Inline>
      ))}
    </Stack>
  );
}
