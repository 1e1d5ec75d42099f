import { msg } from '@lingui/core/macro';
import type { MainPaths, MainSchema } from '@staffdesk/api';
import { wordsOf } from '@staffdesk/kit';
import type { BadgeTone } from '@staffdesk/ui';

type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;

/** A client's requirement (job order) with filled of headcount and its candidates per stage. */
export type Requirement = MainSchema<'Requirement'>;
export type RequirementStatus = Requirement['status'];
export type RequirementListQuery = NonNullable<
  MainPaths['/requirements']['get']['parameters']['query']
>;
/** The body of `POST /requirements` and `PUT /requirements/{id}`. */
export type RequirementBody = JsonOf<
  NonNullable<MainPaths['/requirements']['post']['requestBody']>
>;
export type Recruiter = MainSchema<'Recruiter'>;

/** The statuses in the order a requirement goes through them. */
export const REQUIREMENT_STATUSES: readonly RequirementStatus[] = [
  'open',
  'in-progress',
  'on-hold',
  'fulfilled',
  'cancelled',
];

/** A requirement's status, in the language shown. */
export const REQUIREMENT_STATUS_LABELS: Readonly<Record<RequirementStatus, string>> = wordsOf({
  open: msg({ message: 'Open', context: 'requirement status' }),
  'in-progress': msg({ message: 'In progress', context: 'requirement status' }),
  'on-hold': msg({ message: 'On hold', context: 'requirement status' }),
  fulfilled: msg({ message: 'Fulfilled', context: 'requirement status' }),
  cancelled: msg({ message: 'Cancelled', context: 'requirement status' }),
});

/** The badge colour of each status; the word is always shown with it. */
export const REQUIREMENT_STATUS_TONES: Readonly<Record<RequirementStatus, BadgeTone>> = {
  open: 'info',
  'in-progress': 'warning',
  'on-hold': 'neutral',
  fulfilled: 'success',
  cancelled: 'neutral',
};

/** A fulfilled or cancelled requirement takes no new candidates and no forward moves. */
export function isClosed(status: RequirementStatus): boolean {
  return status === 'fulfilled' || status === 'cancelled';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an address's id can be a record's (anything else is not found, without asking). */
export function isRecordId(id: string | undefined): id is string {
  return typeof id === 'string' && UUID.test(id);
}
