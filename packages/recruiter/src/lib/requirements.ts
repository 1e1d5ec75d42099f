import type { MainPaths, MainSchema } from '@staffdesk/api';
import type { RequirementStatus } from '@staffdesk/kit';

type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;

/** A client's requirement (job order) with filled of headcount and its candidates per stage. */
export type Requirement = MainSchema<'Requirement'>;
export type RequirementListQuery = NonNullable<
  MainPaths['/requirements']['get']['parameters']['query']
>;
/** The body of `POST /requirements` and `PUT /requirements/{id}`. */
export type RequirementBody = JsonOf<
  NonNullable<MainPaths['/requirements']['post']['requestBody']>
>;
export type Recruiter = MainSchema<'Recruiter'>;
// The statuses' words and colours are kit's (a client's page in business development shows them too).
export {
  REQUIREMENT_STATUS_LABELS,
  REQUIREMENT_STATUS_TONES,
  REQUIREMENT_STATUSES,
  type RequirementStatus,
} from '@staffdesk/kit';

/** A fulfilled or cancelled requirement takes no new candidates and no forward moves. */
export function isClosed(status: RequirementStatus): boolean {
  return status === 'fulfilled' || status === 'cancelled';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an address's id can be a record's (anything else is not found, without asking). */
export function isRecordId(id: string | undefined): id is string {
  return typeof id === 'string' && UUID.test(id);
}

/** The requirement list's recruiter filter for the requirements nobody is assigned to. */
export const UNASSIGNED = 'none';
