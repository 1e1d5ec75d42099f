import { packageLinguiConfig } from '../../scripts/lingui/config.mjs';

// The timesheet words load with the timesheet pages (employee, HR, the PIC's link), not in the shell.
export default packageLinguiConfig(import.meta.dirname, {
  pages: {
    timesheets: [
      'src/timesheets/timesheets.ts',
      'src/timesheets/TimesheetDayDialog.tsx',
      'src/timesheets/DisputeComment.tsx',
      'src/timesheets/hours.ts',
    ],
  },
});
