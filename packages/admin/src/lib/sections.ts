import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MainSchema } from '@staffdesk/api';

/** A section flag as the server names it (old and new business development share `bizdev`). */
export type SectionFlag = MainSchema<'Me'>['sections'][number];

/** The label of each section flag in the role form (product-spec §6). */
export const SECTION_FLAG_LABELS: Readonly<Record<SectionFlag, MessageDescriptor>> = {
  'website-cms': msg`Website content`,
  'job-portal': msg`Job portal`,
  employee: msg`Employee self-service`,
  'human-resource': msg`Human resource`,
  bizdev: msg`Business development (also old business development)`,
  recruiter: msg`Recruiter`,
  finance: msg`Finance`,
  'accounting-and-tax': msg`Accounting and tax`,
};
