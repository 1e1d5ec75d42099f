import { packageLinguiConfig } from '../../scripts/lingui/config.mjs';

// The PIC's timesheet link is the largest public page: its words load with it, not with sign-in.
export default packageLinguiConfig(import.meta.dirname, {
  pages: {
    timesheet: [
      'src/pages/TimesheetApprovalPage.tsx',
      'src/components/TimesheetSheet.tsx',
      'src/components/AlternateApprover.tsx',
      'src/lib/timesheet.ts',
    ],
  },
});
