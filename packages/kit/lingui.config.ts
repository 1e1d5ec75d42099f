import { packageLinguiConfig } from '../../scripts/lingui/config.mjs';

// The timesheet words load with the timesheet pages (employee, HR, the PIC's link), and the overtime
// words (regulations, requests, the request form) with the overtime pages (bizdev, HR, employee, the
// approver's link), not in the shell.
export default packageLinguiConfig(import.meta.dirname, {
  pages: {
    overtime: [
      'src/overtime/overtime.ts',
      'src/overtime/OvertimeMessages.tsx',
      'src/overtime/OvertimePolicyFormPage.tsx',
      'src/overtime/OvertimePolicyListPage.tsx',
      'src/overtime/OvertimeRequestForm.tsx',
      'src/overtime/OvertimeSchemeForm.tsx',
      'src/overtime/RadioGroupField.tsx',
      'src/overtime/useOvertimeSchemes.ts',
    ],
    timesheets: [
      'src/timesheets/timesheets.ts',
      'src/timesheets/TimesheetDayDialog.tsx',
      'src/timesheets/DisputeComment.tsx',
      'src/timesheets/hours.ts',
    ],
  },
});
