import { packageLinguiConfig } from '../../scripts/lingui/config.mjs';

// The profile's words stay in the package's catalog; each other group of self-service pages loads
// its own words with its pages, not with every self-service page.
export default packageLinguiConfig(import.meta.dirname, {
  navigation: true,
  pages: {
    overtime: [
      'src/pages/OvertimeDashboardPage.tsx',
      'src/pages/OvertimeFormPage.tsx',
      'src/pages/OvertimeCalculationPage.tsx',
      'src/components/OvertimeRegulation.tsx',
    ],
    payslips: ['src/pages/EPayslipPage.tsx', 'src/components/PayslipPasswordCard.tsx'],
    'team-leave': ['src/pages/TeamLeaveApprovalsPage.tsx'],
    leave: ['src/pages/LeavesDashboardPage.tsx', 'src/components/AskForLeaveDialog.tsx'],
    attendance: ['src/pages/AttendancePage.tsx', 'src/components/CorrectionDialog.tsx'],
    timesheet: ['src/pages/TimesheetPage.tsx'],
    vacancies: [
      'src/pages/OpenVacanciesPage.tsx',
      'src/pages/MyReferralsPage.tsx',
      'src/components/ReferDialog.tsx',
    ],
    work: [
      'src/pages/InformationWorkPage.tsx',
      'src/pages/InformationSupportingPage.tsx',
      'src/pages/InsurancePage.tsx',
      'src/pages/AssetPage.tsx',
      'src/pages/BpjsHealthcarePage.tsx',
      'src/pages/BpjsSocialSecurityPage.tsx',
      'src/components/SupportingParts.tsx',
    ],
    calendar: ['src/pages/CalendarPage.tsx'],
  },
});
