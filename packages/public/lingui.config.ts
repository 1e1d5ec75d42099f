import { packageLinguiConfig } from '../../scripts/lingui/config.mjs';

// The PIC's timesheet and overtime links and the recruiting links are the largest public pages:
// their words load with them, not with sign-in.
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
    recruiting: [
      'src/pages/ClientCvListPage.tsx',
      'src/pages/ClientCvFeedbackPage.tsx',
      'src/pages/ClientInterviewFeedbackPage.tsx',
      'src/pages/RecruitingThanksPage.tsx',
      'src/pages/CandidateConfirmationPage.tsx',
      'src/pages/CandidateResponsePage.tsx',
      'src/components/Recruiting.tsx',
      'src/lib/recruiting.ts',
    ],
  },
});
