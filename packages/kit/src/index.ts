// @staffdesk/kit: the shared layer between core/ui and the departments. It may import core, ui and
// api; every department may import it; departments never import each other.

export type { ConfirmActionDialogProps } from './components/ConfirmActionDialog';
export { ConfirmActionDialog } from './components/ConfirmActionDialog';
export type { DecisionButtonsProps } from './components/DecisionButtons';
export { DecisionButtons } from './components/DecisionButtons';
// Files: downloads and imports through the typed clients
export type { MonthPickerProps } from './components/MonthPicker';
export { MonthPicker } from './components/MonthPicker';
export type { RegisterEmptyStateProps } from './components/RegisterEmptyState';
export { RegisterEmptyState } from './components/RegisterEmptyState';
export type {
  QueryFailureProps,
  QueryLike,
  QueryViewProps,
  StatusPageAction,
} from './components/StatusPages';
// Status pages and guards; the one view of a failed query (and a query's loading and content)
export { AccessDenied, NotFound, QueryFailure, QueryView } from './components/StatusPages';
export { useUnsavedChangesGuard } from './components/UnsavedChangesGuard';
// Entity forms: add/edit/view routes, validation from the request bodies' generated rules
export * from './forms';
// A dialog's form that creates something: toast, empty and close when sent, the refusal in it
export type { DialogForm, UseDialogFormOptions } from './forms/useDialogForm';
export { useDialogForm } from './forms/useDialogForm';
// Interview calendars (recruiting's and business development's)
export type { Interview } from './interviews/calendar';
export { wibInstant } from './interviews/calendar';
export type {
  InterviewCalendarPageProps,
  InterviewLinks,
} from './interviews/InterviewCalendarPage';
export { InterviewCalendarPage } from './interviews/InterviewCalendarPage';
export type { InterviewCalendarScope } from './interviews/useInterviewCalendar';
export type {
  ChangeRequestKind,
  ContractType,
  EmployeeStatus,
  Gender,
  HolidayKind,
  MaritalStatus,
  PtkpStatus,
  Religion,
  Word,
} from './labels/labels';
// Labels of the API's enums
export {
  CHANGE_REQUEST_KIND_LABELS,
  CONTRACT_TYPE_LABELS,
  GENDER_LABELS,
  HOLIDAY_KIND_LABELS,
  labelOf,
  MARITAL_STATUS_LABELS,
  optionsOf,
  PTKP_STATUS_LABELS,
  RELIGION_LABELS,
  wordsOf,
} from './labels/labels';
export {
  PIPELINE_STAGE_LABELS,
  PIPELINE_STAGE_TONES,
  type PipelineStage,
} from './labels/pipeline-stages';
export type { RequirementProgress } from './labels/requirement-columns';
export { useRequirementProgressColumns } from './labels/requirement-columns';
export {
  REQUIREMENT_STATUS_LABELS,
  REQUIREMENT_STATUS_TONES,
  REQUIREMENT_STATUSES,
  RequirementDeadline,
  RequirementRecruiters,
  type RequirementStatus,
  RequirementStatusBadge,
} from './labels/requirement-statuses';
export type { LeaveDecisionDialogProps } from './leave/LeaveDecisionDialog';
export { LeaveDecisionDialog } from './leave/LeaveDecisionDialog';
export type { LeaveDecisionListProps } from './leave/LeaveDecisionList';
export { LeaveDecisionList } from './leave/LeaveDecisionList';
export type {
  Decision,
  HalfDay,
  LeaveApprovalStep,
  LeaveBalance,
  LeaveDecisionBody,
  LeaveRequest,
  LeaveStatus,
  LeaveType,
} from './leave/leave';
// Leave
export {
  currentStep,
  daysText,
  HALF_DAY_LABELS,
  LEAVE_STATUS_LABELS,
  leaveDates,
  leaveTypeName,
  workingDaysText,
} from './leave/leave';
export type { LeaveDecisionInput } from './leave/useLeaveDecisions';
export { useDecideLeave, usePendingLeaveApprovals } from './leave/useLeaveDecisions';
export type { LeaveRequestColumnsOptions } from './leave/useLeaveRequestColumns';
export { useLeaveRequestColumns } from './leave/useLeaveRequestColumns';
export { useLeaveTypeName, useLeaveTypes } from './leave/useLeaveTypes';
// Clients
export { useClientChoices } from './lib/clients';
export { dayLabel } from './lib/days';
export { downloadAnswer, fileUpload, importQuery } from './lib/files';
// Identity numbers
export {
  formatNpwp,
  isValidNik,
  isValidNpwp,
  NIK_MESSAGE,
  NIK_PATTERN,
  NPWP_MESSAGE,
  normalizeNpwp,
} from './lib/identity-numbers';
// A select's choices from a list answer's items
export type { ItemOption } from './lib/item-options';
export { itemOptions } from './lib/item-options';
export {
  isMonth,
  minutesBetween,
  monthChoices,
  monthYearLabel,
  shiftMonth,
  thisMonthInJakarta,
  workedHoursText,
} from './lib/months';
export { useToastedAction } from './lib/toasted';
// Paged lists: query, URL paging, loading/empty/error with retry, export with its failure toast
export type { ExportButtonProps } from './lists/ExportButton';
export { ExportButton } from './lists/ExportButton';
export type {
  EmptyWords,
  ListEmptyWords,
  ListFilter,
  ListPaging,
  PagedListProps,
  PagedListView,
  PagedQuery,
} from './lists/PagedList';
export { ListEmptyState, ListToolbar, PagedList } from './lists/PagedList';
export type { PagedListPageProps } from './lists/PagedListPage';
export { PagedListPage } from './lists/PagedListPage';
export type { RegisterListProps, RegisterParams, RegisterWords } from './lists/RegisterList';
export { RegisterList, useRegisterQuery } from './lists/RegisterList';
// Messages
export { kitCatalog } from './locales/catalog';
export { kitLeaveCatalog } from './locales/pages/leave/catalog';
export { kitOnboardingCatalog } from './locales/pages/onboarding/catalog';
export { kitOvertimeCatalog } from './locales/pages/overtime/catalog';
export { kitPayrollCatalog } from './locales/pages/payroll/catalog';
export { kitSalaryDataCatalog } from './locales/pages/salary-data/catalog';
export { kitTimesheetCatalog } from './locales/pages/timesheets/catalog';
// On-boarding: candidates who accepted an offer, their joining info (documents, making them
// employees) and those hired (HR's and business development's pages)
export type { OnboardingHiredPageProps } from './onboarding/OnboardingHiredPage';
export { OnboardingHiredPage } from './onboarding/OnboardingHiredPage';
export type { OnboardingJoiningInfoPageProps } from './onboarding/OnboardingJoiningInfoPage';
export { OnboardingJoiningInfoPage } from './onboarding/OnboardingJoiningInfoPage';
export type { OnboardingOfferedPageProps } from './onboarding/OnboardingOfferedPage';
export { OnboardingOfferedPage } from './onboarding/OnboardingOfferedPage';
export type {
  HireResult,
  JoiningDocument,
  JoiningInfoBody,
  OnboardingEntry,
  OnboardingState,
} from './onboarding/onboarding';
export { joiningInfoHref } from './onboarding/onboarding';
export type { OvertimePolicyFormPageProps } from './overtime/OvertimePolicyFormPage';
export { OvertimePolicyFormPage } from './overtime/OvertimePolicyFormPage';
export type { OvertimePolicyListPageProps } from './overtime/OvertimePolicyListPage';
export { OvertimePolicyListPage } from './overtime/OvertimePolicyListPage';
export type {
  OvertimeRequestFormProps,
  OvertimeRequestValues,
} from './overtime/OvertimeRequestForm';
export { OvertimeRequestForm } from './overtime/OvertimeRequestForm';
export type { OvertimeSchemeFormProps } from './overtime/OvertimeSchemeForm';
export { OvertimeSchemeForm } from './overtime/OvertimeSchemeForm';
// Overtime: regulations (clients' and employees' own) and requests (the employee's, HR's and the
// approver's pages)
export type {
  OvertimeBilling,
  OvertimeDayType,
  OvertimeDecision,
  OvertimeMethod,
  OvertimeScheme,
  OvertimeSchemeOwner,
  OvertimeSchemeScope,
  OvertimeSchemeSettings,
  OvertimeStatus,
} from './overtime/overtime';
export {
  billingText,
  capsText,
  endsNextDay,
  exactMoney,
  methodText,
  multiplierText,
  OVERTIME_BILLING_LABELS,
  OVERTIME_DAY_TYPE_LABELS,
  OVERTIME_DAY_TYPE_TONES,
  OVERTIME_METHOD_LABELS,
  OVERTIME_STATUS_LABELS,
  overtimeMinutes,
  overtimeTimes,
} from './overtime/overtime';
export type { RadioGroupFieldProps, RadioOption } from './overtime/RadioGroupField';
export { RadioGroupField, radioOptionsOf } from './overtime/RadioGroupField';
// Payroll: runs (the list and one run's page, shared by HR, finance and accounting and tax) and
// payslips (the breakdown of every line: its formula, inputs and rule version)
export { PayrollMessages } from './payroll/PayrollMessages';
export type {
  PayrollReportFilter,
  PayrollReportLine,
  PayrollReportParams,
  PayrollReportProps,
} from './payroll/PayrollReport';
export {
  PayrollReport,
  ReportAmount,
  usePayrollReportParams,
} from './payroll/PayrollReport';
export type { PayrollRunPageProps } from './payroll/PayrollRunPage';
export { PayrollRunPage } from './payroll/PayrollRunPage';
export type { PayrollRunsPageProps } from './payroll/PayrollRunsPage';
export { PayrollRunsPage } from './payroll/PayrollRunsPage';
export type { PayslipBreakdownDialogProps } from './payroll/PayslipBreakdownDialog';
export { PayslipBreakdownDialog } from './payroll/PayslipBreakdownDialog';
export type { PayslipEmployeeCellProps } from './payroll/PayslipEmployeeCell';
export { PayslipEmployeeCell } from './payroll/PayslipEmployeeCell';
export type {
  FinalPayslip,
  NewPayrollRun,
  PayrollRun,
  PayrollRunList,
  PayrollRunListQuery,
  PayrollRunProgress,
  PayrollRunState,
  PayrollRunTotals,
  PayslipDelivery,
  PayslipDetail,
  PayslipLine,
  PayslipListQuery,
  PayslipSide,
  PayslipSummary,
  PayslipTaxMethod,
  RunStep,
} from './payroll/payroll';
export {
  allowedRunSteps,
  isSettled,
  PAYROLL_RUN_STATE_LABELS,
  PAYROLL_RUN_STATE_TONES,
  PAYROLL_RUN_STATES,
  PAYSLIP_WARNING_LABELS,
  progressText,
  RUN_STEP_PERMISSIONS,
  runClientName,
  runMonthLabel,
} from './payroll/payroll';
export {
  PAYSLIP_FORMULA_LABELS,
  PAYSLIP_INPUT_LABELS,
  PAYSLIP_LINE_LABELS,
  payslipFormulaText,
  payslipInputLabel,
  payslipInputValue,
  payslipLineLabel,
  payslipLineName,
} from './payroll/payslipLines';
export { RunStateBadge } from './payroll/RunStateBadge';
// Salary data (what each employee is paid from a month on) and one-off payroll lines; the names
// of the PPh 21 tax methods
export type { SalaryDataFormPageProps } from './payroll/SalaryDataFormPage';
export { SalaryDataFormPage } from './payroll/SalaryDataFormPage';
export type { SalaryDataListPageProps } from './payroll/SalaryDataListPage';
export { SalaryDataListPage } from './payroll/SalaryDataListPage';
export type {
  BpjsEnrolment,
  BpjsProgramme,
  EmployeeSalaryData,
  JkkRiskClass,
  NewPayrollAdjustment,
  PayrollAdjustment,
  PayrollAdjustmentSide,
  SalaryComponent,
  SalaryComponentKind,
  SalaryData,
  SalaryDataBody,
  SalaryDataRow,
} from './payroll/salary-data';
export type { TaxMethod } from './payroll/tax-methods';
export { TAX_METHOD_LABELS, TAX_METHODS, taxMethodText } from './payroll/tax-methods';
export type { AnnualTaxFormRequest } from './payroll/usePayroll';
export {
  useDownloadAnnualTaxForm,
  usePayrollRun,
  usePayrollRunStep,
  usePayrollRuns,
  usePayslip,
  usePayslips,
} from './payroll/usePayroll';
export { useClientPayrollPolicies } from './payroll/useSalaryData';
// Period reports: a month's (or a client period's) table with its totals row and Excel export
export type {
  PeriodReportClient,
  PeriodReportLine,
  PeriodReportPageProps,
  PeriodReportParams,
  PeriodReportParamsOptions,
  PeriodReportQuery,
} from './reports/PeriodReportPage';
export { PeriodReportPage, usePeriodReportParams } from './reports/PeriodReportPage';
// Timesheets
export { DisputeComment } from './timesheets/DisputeComment';
export { MAX_DAY_MINUTES, minutesFromHours } from './timesheets/hours';
export type {
  TimesheetDayDialogProps,
  TimesheetDayValues,
} from './timesheets/TimesheetDayDialog';
export { TimesheetDayDialog } from './timesheets/TimesheetDayDialog';
export type {
  Timesheet,
  TimesheetDay,
  TimesheetDayChange,
  TimesheetDayKind,
  TimesheetStatus,
  TimesheetSummary,
  TimesheetTotals,
} from './timesheets/timesheets';
export {
  hoursMinutes,
  periodText,
  TIMESHEET_DAY_KIND_LABELS,
  TIMESHEET_STATUS_LABELS,
  TIMESHEET_STATUS_TONES,
} from './timesheets/timesheets';
