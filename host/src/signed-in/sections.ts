import { accountingAndTaxSection } from '@staffdesk/accounting-and-tax';
import { adminSection } from '@staffdesk/admin';
import { bizdevSection, oldBizdevSection } from '@staffdesk/bizdev';
import type { StaffdeskSection } from '@staffdesk/core';
import { employeeSection } from '@staffdesk/employee';
import { financeSection } from '@staffdesk/finance';
import { humanResourceSection } from '@staffdesk/human-resource';
import { jobPortalSection } from '@staffdesk/job-portal';
import { recruiterSection } from '@staffdesk/recruiter';

/**
 * The department sections this build composes, in navigation order. The general pages
 * (home, users, profile, email) come first and live at the root.
 */
export const SECTIONS_IN_APP: StaffdeskSection[] = [
  adminSection,
  employeeSection,
  humanResourceSection,
  bizdevSection,
  oldBizdevSection,
  recruiterSection,
  jobPortalSection,
  financeSection,
  accountingAndTaxSection,
];
