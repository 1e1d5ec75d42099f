import type { MainPaths } from '@staffdesk/api';

/** The JSON body of a response or request. */
export type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;

type Get<P extends keyof MainPaths> = MainPaths[P] extends { get: infer Op } ? Op : never;
type Post<P extends keyof MainPaths> = MainPaths[P] extends { post: infer Op } ? Op : never;
type Put<P extends keyof MainPaths> = MainPaths[P] extends { put: infer Op } ? Op : never;
type Patch<P extends keyof MainPaths> = MainPaths[P] extends { patch: infer Op } ? Op : never;

type Ok<Op> = Op extends { responses: infer R }
  ? R extends { 200: infer A }
    ? JsonOf<A>
    : R extends { 201: infer B }
      ? JsonOf<B>
      : never
  : never;
type BodyOf<Op> = Op extends { requestBody?: infer B } ? JsonOf<NonNullable<B>> : never;
type QueryOf<Op> = Op extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

// ---- Employees ---------------------------------------------------------------------------
export type EmployeeList = Ok<Get<'/employees'>>;
export type EmployeeSummary = EmployeeList['items'][number];
export type EmployeeListQuery = QueryOf<Get<'/employees'>>;
export type EmployeeDetail = Ok<Get<'/employees/{id}'>>;
export type Placement = EmployeeDetail['placement'];
export type NewEmployeeBody = BodyOf<Post<'/employees'>>;
export type EmployeePatchBody = BodyOf<Patch<'/employees/{id}'>>;
export type PlacementBody = BodyOf<Put<'/employees/{id}/placement'>>;
export type StatusBody = BodyOf<Put<'/employees/{id}/status'>>;
export type HistoryEntry = Ok<Get<'/employees/{id}/history'>>['items'][number];
export type StatusCounts = Ok<Get<'/employees/status-counts'>>;
export type Supporting = Ok<Get<'/employees/{id}/supporting'>>;
export type SupportingBody = BodyOf<Put<'/employees/{id}/supporting'>>;
export type EmployeeExportQuery = QueryOf<Get<'/employees/export'>>;

// ---- Clients (for choices) ---------------------------------------------------------------
export type ClientSummary = Ok<Get<'/clients'>>['items'][number];
export type ClientDetail = Ok<Get<'/clients/{id}'>>;
export type ClientPic = ClientDetail['pics'][number];

// ---- Change requests ---------------------------------------------------------------------
export type ChangeRequestList = Ok<Get<'/employee-change-requests'>>;
export type ChangeRequest = ChangeRequestList['items'][number];
export type ChangeRequestQuery = QueryOf<Get<'/employee-change-requests'>>;

// ---- Calendar ----------------------------------------------------------------------------
export type HolidayList = Ok<Get<'/holidays'>>;
export type Holiday = HolidayList['items'][number];
export type HolidayBody = BodyOf<Post<'/holidays'>>;
export type WorkingDays = Ok<Get<'/working-days'>>;
export type WorkingDaysQuery = QueryOf<Get<'/working-days'>>;

// ---- Attendance corrections --------------------------------------------------------------
export type AttendanceCorrectionList = Ok<Get<'/attendance-corrections'>>;
export type AttendanceCorrection = AttendanceCorrectionList['items'][number];
export type AttendanceCorrectionQuery = QueryOf<Get<'/attendance-corrections'>>;
export type CorrectionDecisionBody = BodyOf<Post<'/attendance-corrections/{id}/decision'>>;

// ---- Attendance summary ------------------------------------------------------------------
export type AttendanceSummaryList = Ok<Get<'/attendance-summary'>>;
export type AttendanceSummaryRow = AttendanceSummaryList['items'][number];
export type AttendanceSummaryQuery = QueryOf<Get<'/attendance-summary'>>;
export type AttendanceSummaryExportQuery = QueryOf<Get<'/attendance-summary/export'>>;

// ---- Timesheets (the sheets' own types come from @staffdesk/kit) --------------------------
export type TimesheetPage = Ok<Get<'/timesheets'>>;
export type TimesheetListQuery = QueryOf<Get<'/timesheets'>>;
export type TimesheetPeriodCounts = TimesheetPage['counts'];
export type TimesheetPeriodBody = BodyOf<Post<'/timesheet-periods/build'>>;
/** The period to send, with HR's reason when it is sent before its last day. */
export type TimesheetSendBody = BodyOf<Post<'/timesheet-periods/send'>>;
export type TimesheetApprovalRequest = Ok<Get<'/timesheet-periods/requests'>>[number];
export type TimesheetDayChangeBody = BodyOf<Put<'/timesheets/{id}/days/{date}'>>;

// ---- Timesheet settings (client periods and PDF formats) ----------------------------------
export type TimesheetSettingsList = Ok<Get<'/timesheet-settings'>>;
export type TimesheetSettingsRow = TimesheetSettingsList['items'][number];
export type TimesheetSettingsQuery = QueryOf<Get<'/timesheet-settings'>>;
export type TimesheetSettings = Ok<Get<'/clients/{id}/timesheet-settings'>>;
export type TimesheetSettingsBody = BodyOf<Put<'/clients/{id}/timesheet-settings'>>;
export type TimesheetFormat = TimesheetSettingsBody['format'];
export type TimesheetColumnKey = TimesheetFormat['columns'][number]['key'];

// ---- Overtime ----------------------------------------------------------------------------
export type OvertimeList = Ok<Get<'/overtime/requests'>>;
export type OvertimeRequest = OvertimeList['items'][number];
export type OvertimeStatus = OvertimeRequest['status'];
export type OvertimeLine = OvertimeRequest['lines'][number];
export type OvertimeCounts = OvertimeList['counts'];
export type OvertimeListQuery = QueryOf<Get<'/overtime/requests'>>;
export type NewOvertimeBody = BodyOf<Post<'/overtime/requests'>>;
export type OvertimeDecisionBody = BodyOf<Post<'/overtime/requests/{id}/decision'>>;
export type OvertimeSummary = Ok<Get<'/overtime/summary'>>;
export type OvertimeSummaryRow = OvertimeSummary['items'][number];
export type OvertimeSummaryTotals = OvertimeSummary['totals'];
export type OvertimeSummaryQuery = QueryOf<Get<'/overtime/summary'>>;
export type OvertimeSummaryExportQuery = QueryOf<Get<'/overtime/summary/export'>>;
export type EffectiveOvertimeScheme = Ok<Get<'/employees/{id}/overtime-scheme'>>;
