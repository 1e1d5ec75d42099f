import type { MainSchema } from '@staffdesk/api';

/** One candidate in a requirement's pipeline. */
export type PipelineEntry = MainSchema<'PipelineEntry'>;
export type PipelineStage = PipelineEntry['stage'];

/** The stages a candidate goes through, in order: the board's columns. */
export const PIPELINE_STAGES = [
  'sourced',
  'screened',
  'cv-sent',
  'interview',
  'offered',
  'hired',
] as const satisfies readonly PipelineStage[];

/** How a candidate leaves the pipeline: each needs a reason. */
export const PIPELINE_EXITS = ['rejected', 'withdrawn'] as const satisfies readonly PipelineStage[];

export const ALL_PIPELINE_STAGES: readonly PipelineStage[] = [
  ...PIPELINE_STAGES,
  ...PIPELINE_EXITS,
];

/** A pipeline stage, in the language shown (the candidate pages' words, one set per package). */
export {
  STAGE_LABELS as PIPELINE_STAGE_LABELS,
  STAGE_TONES as PIPELINE_STAGE_TONES,
} from './candidate-labels';

/** Whether moving to this stage takes the candidate out of the pipeline (a reason is needed). */
export function isExit(stage: PipelineStage): boolean {
  return (PIPELINE_EXITS as readonly PipelineStage[]).includes(stage);
}

/**
 * The stages a candidate at `from` may be moved to by hand: any other stage but `hired` (HR
 * hires from the accepted offer); a hired candidate is not moved at all.
 */
export function moveTargets(from: PipelineStage): PipelineStage[] {
  if (from === 'hired') return [];
  return ALL_PIPELINE_STAGES.filter((stage) => stage !== from && stage !== 'hired');
}
