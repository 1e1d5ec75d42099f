// Words for the recruiting API's codes: where a candidate came from, the pipeline's stages and
// the kinds of activity. Keyed by the generated enums, so a new code fails the typecheck.

import { msg } from '@lingui/core/macro';
import { wordsOf } from '@staffdesk/kit';
import type { ActivityKind, CandidateSource } from '../hooks/useCandidates';

export const CANDIDATE_SOURCE_LABELS: Readonly<Record<CandidateSource, string>> = wordsOf({
  'job-portal': msg`Job portal`,
  referral: msg`Referral`,
  linkedin: msg`LinkedIn`,
  jobstreet: msg`JobStreet`,
  'walk-in': msg`Walk-in`,
  import: msg`Imported CV`,
  other: msg({ message: 'Other', context: 'candidate source' }),
});

/** The stage words and badge colours every package shows (kit's, one set). */
export {
  PIPELINE_STAGE_LABELS as STAGE_LABELS,
  PIPELINE_STAGE_TONES as STAGE_TONES,
} from '@staffdesk/kit';

export const ACTIVITY_KIND_LABELS: Readonly<Record<ActivityKind, string>> = wordsOf({
  created: msg`Added`,
  updated: msg`Changed`,
  'cv-uploaded': msg`CV uploaded`,
  imported: msg`Imported from a CV`,
  merged: msg`Merged`,
  'added-to-requirement': msg`Added to a requirement`,
  'stage-changed': msg`Stage changed`,
  note: msg`Note`,
});

/** The candidate fields the server names in an `updated` activity's detail. */
export const CANDIDATE_FIELD_LABELS: Readonly<Record<string, string>> = wordsOf({
  fullName: msg`name`,
  email: msg`email`,
  phone: msg`phone`,
  city: msg`city`,
  expectedSalary: msg`expected salary`,
  source: msg`source`,
  skills: msg`skills`,
});
