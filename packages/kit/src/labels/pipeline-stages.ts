// The recruiting pipeline's stages as recruiting names them: one set of words for every package
// that shows where a candidate stands (the recruiter's board, the job portal's applicants, the
// employee's referrals). Keyed by the generated enum, so a new stage fails the typecheck.

import { msg } from '@lingui/core/macro';
import type { MainSchema } from '@staffdesk/api';
import type { BadgeTone } from '@staffdesk/ui';
import { wordsOf } from './labels';

/** A stage of a requirement's pipeline. */
export type PipelineStage = MainSchema<'PipelineEntry'>['stage'];

/** Each stage's word, in the language shown. */
export const PIPELINE_STAGE_LABELS: Readonly<Record<PipelineStage, string>> = wordsOf({
  sourced: msg`Sourced`,
  screened: msg`Screened`,
  'cv-sent': msg`CV sent`,
  interview: msg`Interview`,
  offered: msg`Offered`,
  hired: msg`Hired`,
  rejected: msg({ message: 'Rejected', context: 'pipeline stage' }),
  withdrawn: msg`Withdrawn`,
});

/** Each stage's badge colour: moving on is info, an offer a warning, hired a success. */
export const PIPELINE_STAGE_TONES: Readonly<Record<PipelineStage, BadgeTone>> = {
  sourced: 'neutral',
  screened: 'info',
  'cv-sent': 'info',
  interview: 'info',
  offered: 'warning',
  hired: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
};
