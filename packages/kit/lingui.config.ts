import { packageLinguiConfig } from '../../scripts/lingui/config.mjs';

// The timesheet words load with the timesheet pages (employee, HR, the PIC's link), and the overtime
// words (regulations, requests, the request form) with the overtime pages (bizdev, HR, employee, the
// approver's link), and the payroll words (runs, payslips and their lines) with the payroll pages,
// not in the shell; so do the on-boarding words (accepted offers, joining info, hired) with the
// on-boarding pages (HR, business development).
export default packageLinguiConfig(import.meta.dirname, {
  pages: {
    // The interview calendars (recruiting's, business development's).
    interviews: [
      'src/interviews/InterviewCalendarPage.tsx',
      'src/interviews/InterviewMessages.tsx',
    ],
    // The entity forms' words (what a field's value breaks), loaded by `EntityFormPage`.
    forms: ['src/forms/EntityFormPage.tsx', 'src/forms/schemaFields.ts'],
    // The leave decision dialog (the line manager's team approvals, HR's approvals).
    leave: ['src/leave/LeaveDecisionDialog.tsx'],
    onboarding: [
      'src/onboarding/DocumentsChecklist.tsx',
      'src/onboarding/JoiningInfoForm.tsx',
      'src/onboarding/OnboardingClientFilter.tsx',
      'src/onboarding/OnboardingHiredPage.tsx',
      'src/onboarding/OnboardingJoiningInfoPage.tsx',
      'src/onboarding/OnboardingMessages.tsx',
      'src/onboarding/OnboardingOfferedPage.tsx',
      'src/onboarding/onboarding.ts',
      'src/onboarding/useOnboarding.ts',
    ],
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
    payroll: [
      'src/payroll/AcceptFindingDialog.tsx',
      'src/payroll/BankFileButton.tsx',
      'src/payroll/NewRunDialog.tsx',
      'src/payroll/PayrollMessages.tsx',
      'src/payroll/PayrollReport.tsx',
      'src/payroll/PayrollRunPage.tsx',
      'src/payroll/PayrollRunsPage.tsx',
      'src/payroll/PayRunDialog.tsx',
      'src/payroll/PayslipBreakdownDialog.tsx',
      'src/payroll/PayslipEmployeeCell.tsx',
      'src/payroll/PayslipLineItem.tsx',
      'src/payroll/PayslipTable.tsx',
      'src/payroll/ReopenRunButton.tsx',
      'src/payroll/RunActions.tsx',
      'src/payroll/RunHistory.tsx',
      'src/payroll/RunStateBadge.tsx',
      'src/payroll/RunTotals.tsx',
      'src/payroll/payroll.ts',
      'src/payroll/payslipLines.ts',
      'src/payroll/usePayroll.ts',
    ],
    // The period report page (the monthly reports of HR, finance and accounting and tax).
    reports: ['src/reports/PeriodReportPage.tsx'],
    // Salary data and one-off payroll lines (HR's salary data pages); the tax methods' names
    // (`src/payroll/tax-methods.ts`) stay in the shell's words, as every payroll page shows them.
    'salary-data': [
      'src/payroll/PayrollAdjustmentsCard.tsx',
      'src/payroll/SalaryComponentsField.tsx',
      'src/payroll/SalaryDataForm.tsx',
      'src/payroll/SalaryDataFormPage.tsx',
      'src/payroll/SalaryDataListPage.tsx',
      'src/payroll/SalaryDataMessages.tsx',
      'src/payroll/salary-data.ts',
      'src/payroll/useSalaryData.ts',
    ],
    timesheets: [
      'src/timesheets/timesheets.ts',
      'src/timesheets/TimesheetDayDialog.tsx',
      'src/timesheets/DisputeComment.tsx',
      'src/timesheets/hours.ts',
    ],
  },
});
