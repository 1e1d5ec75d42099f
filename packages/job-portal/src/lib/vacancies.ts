// The job portal's types (from the generated contract) and the words of its codes.

import { msg } from '@lingui/core/macro';
import type { MainOperations, MainSchema } from '@staffdesk/api';
import { wordsOf } from '@staffdesk/kit';
import type { BadgeTone } from '@staffdesk/ui';

export type Vacancy = MainSchema<'Vacancy'>;
export type VacancyStatus = Vacancy['status'];
export type VacancyBody = NonNullable<
  MainOperations['createVacancy']['requestBody']
>['content']['application/json'];
export type VacancyListQuery = NonNullable<MainOperations['listVacancies']['parameters']['query']>;
export type JobTaxonomy = MainSchema<'JobTaxonomy'>;
export type JobCategory = JobTaxonomy['categories'][number];
export type JobRole = JobCategory['roles'][number];
export type JobSkill = JobTaxonomy['skills'][number];
export type TaxonomyKind = MainOperations['deleteJobTaxonomyItem']['parameters']['path']['kind'];
export type Requirement = MainSchema<'Requirement'>;
export type PipelineEntry = MainSchema<'PipelineEntry'>;
export type CandidateHit = MainSchema<'CandidateSearchHit'>;
export type CandidateQuery = NonNullable<MainOperations['searchCandidates']['parameters']['query']>;

export const VACANCY_STATUS_LABELS: Readonly<Record<VacancyStatus, string>> = wordsOf({
  draft: msg({ message: 'Draft', context: 'vacancy status' }),
  published: msg({ message: 'Published', context: 'vacancy status' }),
  closed: msg({ message: 'Closed', context: 'vacancy status' }),
});

export const VACANCY_STATUS_TONES: Readonly<Record<VacancyStatus, BadgeTone>> = {
  draft: 'neutral',
  published: 'success',
  closed: 'warning',
};

/** Requirements a vacancy may still be published from (the server refuses the others). */
export const PUBLISHABLE_REQUIREMENT_STATUSES: readonly Requirement['status'][] = [
  'open',
  'in-progress',
  'on-hold',
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a route parameter can be a record's id (anything else is a page not found). */
export function isRecordId(id: string | undefined): id is string {
  return typeof id === 'string' && UUID.test(id);
}
