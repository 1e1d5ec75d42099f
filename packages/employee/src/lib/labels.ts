// Words for the codes only self-service shows; the ones every department shares (gender,
// religion, PTKP status, …) are in @staffdesk/kit, keyed by the API's enums.

import type { MainSchema } from '@staffdesk/api';
import { optionsOf } from '@staffdesk/kit';

type Proficiency = MainSchema<'ProfileLanguage'>['proficiency'];
type EducationLevel = MainSchema<'ProfileEducation'>['level'];
type FamilyRelationship = MainSchema<'ProfileFamilyMember'>['relationship'];

export const PROFICIENCY_LABELS: Readonly<Record<Proficiency, string>> = {
  basic: 'Basic',
  intermediate: 'Intermediate',
  fluent: 'Fluent',
  native: 'Native',
};
export const PROFICIENCY_OPTIONS = optionsOf(PROFICIENCY_LABELS);

export const EDUCATION_LEVEL_LABELS: Readonly<Record<EducationLevel, string>> = {
  sd: 'SD (primary school)',
  smp: 'SMP (junior high school)',
  sma: 'SMA (senior high school)',
  smk: 'SMK (vocational high school)',
  d3: 'D3 (diploma)',
  s1: 'S1 (bachelor)',
  s2: 'S2 (master)',
  s3: 'S3 (doctorate)',
};
export const EDUCATION_LEVEL_OPTIONS = optionsOf(EDUCATION_LEVEL_LABELS);

export const FAMILY_RELATIONSHIP_LABELS: Readonly<Record<FamilyRelationship, string>> = {
  spouse: 'Spouse',
  child: 'Child',
  parent: 'Parent',
  sibling: 'Sibling',
};
export const FAMILY_RELATIONSHIP_OPTIONS = optionsOf(FAMILY_RELATIONSHIP_LABELS);
