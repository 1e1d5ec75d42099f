import { packageLinguiConfig } from '../../scripts/lingui/config.mjs';

// The timesheet, overtime and payroll report pages' words load with those pages, not with every
// HR page.
export default packageLinguiConfig(import.meta.dirname, {
  navigation: true,
  pages: {
    timesheets: [
      'src/pages/TimesheetListPage.tsx',
      'src/pages/TimesheetDetailPage.tsx',
      'src/pages/ClientsFormatPage.tsx',
      'src/pages/ClientPeriodFormPage.tsx',
      'src/pages/TimesheetFormatListPage.tsx',
      'src/pages/TimesheetFormatFormPage.tsx',
      'src/components/TimesheetApprovalRequests.tsx',
      'src/components/AlternateApproversCard.tsx',
      'src/components/TimesheetLogo.tsx',
      'src/components/TimesheetSettingsList.tsx',
      'src/components/TimesheetMessages.tsx',
      'src/lib/timesheets.ts',
    ],
    overtime: [
      'src/pages/OvertimeDashboardPage.tsx',
      'src/pages/OvertimeFormPage.tsx',
      'src/pages/OvertimeSummaryPage.tsx',
      'src/pages/OvertimeRegulationPage.tsx',
      'src/components/OvertimeDecisionDialog.tsx',
      'src/components/OvertimeDetailDialog.tsx',
      'src/components/OvertimeMessages.tsx',
    ],
    requirements: ['src/pages/RequirementsPage.tsx', 'src/pages/RequirementDetailPage.tsx'],
    'employment-end': ['src/components/EndEmploymentDialog.tsx'],
    payroll: [
      'src/pages/EPayslipPage.tsx',
      'src/pages/BpjsHealthcarePage.tsx',
      'src/pages/BpjsSocialSecurityPage.tsx',
      'src/components/BpjsReport.tsx',
      'src/components/PayrollReportMessages.tsx',
    ],
  },
});
