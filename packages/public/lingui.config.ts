import { packageLinguiConfig } from '../../scripts/lingui/config.mjs';

// The PIC's timesheet and overtime links are the largest public pages: their words load with
// them, not with sign-in.
export default packageLinguiConfig(import.meta.dirname, {
  pages: {
    timesheet: [
      'src/pages/TimesheetApprovalPage.tsx',
      'src/components/TimesheetSheet.tsx',
      'src/components/AlternateApprover.tsx',
      'src/lib/timesheet.ts',
    ],
    overtime: [
      'src/pages/OvertimeApprovalPage.tsx',
      'src/pages/OvertimeFormatPage.tsx',
      'src/lib/overtime.ts',
    ],
  },
});
