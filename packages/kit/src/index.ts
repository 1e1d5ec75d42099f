// @staffdesk/kit: the shared layer between core/ui and the departments. It may import core, ui and
// api; every department may import it; departments never import each other.

// Files: downloads and imports through the typed clients
export type { MonthPickerProps } from './components/MonthPicker';
export { MonthPicker } from './components/MonthPicker';
export type { RegisterEmptyStateProps } from './components/RegisterEmptyState';
export { RegisterEmptyState } from './components/RegisterEmptyState';
export type { QueryFailureProps, StatusPageAction } from './components/StatusPages';
// Status pages and guards
export { AccessDenied, NotFound, QueryFailure } from './components/StatusPages';
export { useUnsavedChangesGuard } from './components/UnsavedChangesGuard';
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
export {
  isMonth,
  minutesBetween,
  monthYearLabel,
  shiftMonth,
  thisMonthInJakarta,
  workedHoursText,
} from './lib/months';
// Messages
export { kitCatalog } from './locales/catalog';
export { kitOvertimeCatalog } from './locales/pages/overtime/catalog';
export { kitTimesheetCatalog } from './locales/pages/timesheets/catalog';
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
