// The self-service API's shapes, from the generated client types of `@staffdesk/api`.

import type { MainOperations, MainSchema } from '@staffdesk/api';

export type EmployeeDetail = MainSchema<'EmployeeDetail'>;
export type Placement = MainSchema<'Placement'>;

/** Any item of a profile list (`GET /me/employee/profile/{kind}`); each carries its `kind`. */
export type ProfileItem = MainSchema<'ProfileItem'>;
/** The profile kinds of the API path `/me/employee/profile/{kind}`. */
export type ProfileKind = ProfileItem['kind'];
/** The kinds the employee saves directly (family goes through a change request). */
export type DirectProfileKind = Exclude<ProfileKind, 'family'>;
export type LanguageItem = MainSchema<'ProfileLanguage'>;
export type FamilyMember = MainSchema<'ProfileFamilyMember'>;

/** The body of `POST /me/employee/profile/{kind}` and `PUT …/{itemId}`: the fields of a kind. */
export type ProfileItemBody = NonNullable<
  MainOperations['addMyProfileItem']['requestBody']
>['content']['application/json'];

export type ChangeRequest = MainSchema<'EmployeeChangeRequest'>;
export type ChangeRequestKind = ChangeRequest['kind'];
export type ChangeRequestStatus = ChangeRequest['status'];
/** The body of `POST /me/employee/change-requests`: `{ kind, proposed }` by kind. */
export type ChangeRequestBody = NonNullable<
  MainOperations['requestMyEmployeeChange']['requestBody']
>['content']['application/json'];

export type Supporting = MainSchema<'EmployeeSupporting'>;

export type Holiday = MainSchema<'Holiday'>;
export type HolidayKind = Holiday['kind'];

export type MyAttendance = MainSchema<'MyAttendance'>;
export type AttendanceDay = MainSchema<'AttendanceDay'>;
export type AttendanceDayKind = AttendanceDay['kind'];
export type AttendanceRecord = MainSchema<'AttendanceRecord'>;
export type AttendanceLocation = MainSchema<'AttendanceLocation'>;
export type ClockInput = MainSchema<'ClockInput'>;
export type CorrectionInput = NonNullable<
  MainOperations['requestMyAttendanceCorrection']['requestBody']
>['content']['application/json'];
export type AttendanceCorrection = MainSchema<'AttendanceCorrection'>;
export type OvertimeCalculation = MainSchema<'OvertimeCalculation'>;
/** `GET /me/overtime`: a period's bounds, its neighbours, my regulation, requests and totals. */
export type MyOvertime = MainSchema<'MyOvertime'>;
export type OvertimeRequest = MainSchema<'OvertimeRequest'>;
/** Where my overtime regulation comes from and what it says. */
export type EffectiveOvertimeScheme = MainSchema<'EffectiveOvertimeScheme'>;
export type OvertimeSchemeSource = EffectiveOvertimeScheme['source'];
/** The body of `POST /me/overtime`. */
export type NewOvertime = NonNullable<
  MainOperations['requestMyOvertime']['requestBody']
>['content']['application/json'];

/** `GET /me/timesheet`: a period's bounds, its neighbours and my sheet of it (null when unplaced). */
export type MyTimesheet = MainSchema<'MyTimesheet'>;
/** The body of `PUT /me/timesheets/{id}/days/{date}`. */
export type TimesheetDayChange = NonNullable<
  MainOperations['changeMyTimesheetDay']['requestBody']
>['content']['application/json'];
