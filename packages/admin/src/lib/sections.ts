import type { MainSchema } from '@staffdesk/api';

/** A section flag as the server names it (old and new business development share `bizdev`). */
export type SectionFlag = MainSchema<'Me'>['sections'][number];

/** The label of each section flag in the role form (product-spec §6). */
export const SECTION_FLAG_LABELS: Readonly<Record<SectionFlag, string>> = {
  'website-cms': 'Website content',
  'job-portal': 'Job portal',
  employee: 'Employee self-service',
  'human-resource': 'Human resource',
  bizdev: 'Business development (also old business development)',
  recruiter: 'Recruiter',
  finance: 'Finance',
  'accounting-and-tax': 'Accounting and tax',
};
