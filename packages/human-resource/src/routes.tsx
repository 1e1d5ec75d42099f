import { lazyRoute, paths, relativePattern, routePatterns, sectionRoute } from '@staffdesk/core';
import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';

const HR = routePatterns.humanResource;
const requirementsPage = lazyRoute(() => import('./pages/RequirementsPage'));

/** The section's pages, by address: loaded on the section's first visit, each page lazily in turn. */
export const humanResourceRoutes: RouteObject[] = [
  sectionRoute(
    HR.employee.list,
    HR.root,
    lazyRoute(() => import('./pages/EmployeeListPage')),
  ),
  sectionRoute(
    HR.employee.add,
    HR.root,
    lazyRoute(() => import('./pages/EmployeeFormPage')),
  ),
  sectionRoute(
    HR.employee.edit,
    HR.root,
    lazyRoute(() => import('./pages/EmployeeFormPage')),
  ),
  sectionRoute(
    HR.employee.detail,
    HR.root,
    lazyRoute(() => import('./pages/EmployeeDetailPage')),
  ),
  sectionRoute(
    HR.employee.workHistory,
    HR.root,
    lazyRoute(() => import('./pages/EmployeeDetailPage')),
  ),
  // The profile and supporting sub-forms open at their own addresses (dialogs on the page).
  sectionRoute(
    HR.employee.profileForm,
    HR.root,
    lazyRoute(() => import('./pages/EmployeeDetailPage')),
  ),
  sectionRoute(
    HR.employee.supportingForm,
    HR.root,
    lazyRoute(() => import('./pages/EmployeeDetailPage')),
  ),
  sectionRoute(
    HR.employee.overtimeRegulation,
    HR.root,
    lazyRoute(() => import('./pages/OvertimeRegulationPage')),
  ),
  sectionRoute(
    HR.employee.changeRequests,
    HR.root,
    lazyRoute(() => import('./pages/ChangeRequestsPage')),
  ),
  // On-boarding (kit's pages, shared with business development): `employees.read` to see,
  // `employees.manage` to change the joining info and create the employee (the pages check).
  sectionRoute(
    HR.offered,
    HR.root,
    lazyRoute(() => import('./pages/OfferedPage')),
  ),
  sectionRoute(
    HR.joiningInfo,
    HR.root,
    lazyRoute(() => import('./pages/JoiningInfoPage')),
  ),
  sectionRoute(
    HR.hired,
    HR.root,
    lazyRoute(() => import('./pages/HiredPage')),
  ),
  // Every client's requirements, read-only (`recruiting.read`): one module for both routes.
  sectionRoute(HR.requirements.list, HR.root, requirementsPage),
  sectionRoute(HR.requirements.detail, HR.root, requirementsPage),
  sectionRoute(
    HR.attendances.approval,
    HR.root,
    lazyRoute(() => import('./pages/AttendanceCorrectionsPage')),
  ),
  sectionRoute(
    HR.attendances.summary,
    HR.root,
    lazyRoute(() => import('./pages/AttendanceSummaryPage')),
  ),
  sectionRoute(
    HR.timesheet.list,
    HR.root,
    lazyRoute(() => import('./pages/TimesheetListPage')),
  ),
  sectionRoute(
    HR.timesheet.detail,
    HR.root,
    lazyRoute(() => import('./pages/TimesheetDetailPage')),
  ),
  sectionRoute(
    HR.clientsFormat.list,
    HR.root,
    lazyRoute(() => import('./pages/ClientsFormatPage')),
  ),
  // Only `edit` is offered: every client has settings (the defaults until saved).
  sectionRoute(
    HR.clientsFormat.form,
    HR.root,
    lazyRoute(() => import('./pages/ClientPeriodFormPage')),
  ),
  sectionRoute(
    HR.timesheetFormat.list,
    HR.root,
    lazyRoute(() => import('./pages/TimesheetFormatListPage')),
  ),
  sectionRoute(
    HR.timesheetFormat.form,
    HR.root,
    lazyRoute(() => import('./pages/TimesheetFormatFormPage')),
  ),
  // Overtime: `overtime.manage` (requests and summary), `overtime.policy` (regulations); each
  // page shows access denied without it, and the server refuses too.
  sectionRoute(
    HR.overtime.dashboard,
    HR.root,
    lazyRoute(() => import('./pages/OvertimeDashboardPage')),
  ),
  // Only `add` is offered: HR enters overtime; a request is then decided, not edited.
  sectionRoute(
    HR.overtime.form,
    HR.root,
    lazyRoute(() => import('./pages/OvertimeFormPage')),
  ),
  sectionRoute(
    HR.overtime.summary,
    HR.root,
    lazyRoute(() => import('./pages/OvertimeSummaryPage')),
  ),
  sectionRoute(
    HR.overtime.policy,
    HR.root,
    lazyRoute(() => import('./pages/OvertimePolicyPage')),
  ),
  sectionRoute(
    HR.overtime.policyForm,
    HR.root,
    lazyRoute(() => import('./pages/OvertimePolicyFormPage')),
  ),
  // Salary data: `payroll.read` to read, `payroll.run` to change (kit's pages check both). Only
  // `edit` is offered: every employee has salary data (the placement's pay until it is saved).
  sectionRoute(
    HR.payroll.salaryData,
    HR.root,
    lazyRoute(() => import('./pages/SalaryDataPage')),
  ),
  sectionRoute(
    HR.payroll.salaryDataForm,
    HR.root,
    lazyRoute(() => import('./pages/SalaryDataFormPage')),
  ),
  // Payroll runs: `payroll.read` to see them; each step its own permission (kit's pages check).
  sectionRoute(
    HR.payroll.status,
    HR.root,
    lazyRoute(() => import('./pages/PayrollStatusPage')),
  ),
  sectionRoute(
    HR.payroll.statusDetail,
    HR.root,
    lazyRoute(() => import('./pages/PayrollStatusDetailPage')),
  ),
  // E-payslips and the BPJS reports, from approved payroll: `payroll.read`.
  sectionRoute(
    HR.ePayslip,
    HR.root,
    lazyRoute(() => import('./pages/EPayslipPage')),
  ),
  sectionRoute(
    HR.bpjs.healthcare,
    HR.root,
    lazyRoute(() => import('./pages/BpjsHealthcarePage')),
  ),
  sectionRoute(
    HR.bpjs.socialSecurity,
    HR.root,
    lazyRoute(() => import('./pages/BpjsSocialSecurityPage')),
  ),
  sectionRoute(
    HR.employeeStatus,
    HR.root,
    lazyRoute(() => import('./pages/EmployeeStatusPage')),
  ),
  sectionRoute(
    HR.calendar.holidays,
    HR.root,
    lazyRoute(() => import('./pages/CalendarPage')),
  ),
  sectionRoute(
    HR.calendar.events,
    HR.root,
    lazyRoute(() => import('./pages/CalendarPage')),
  ),
  sectionRoute(
    HR.leaves.dashboard,
    HR.root,
    lazyRoute(() => import('./pages/LeaveDashboardPage')),
  ),
  sectionRoute(
    HR.leaves.approval,
    HR.root,
    lazyRoute(() => import('./pages/LeaveApprovalsPage')),
  ),
  sectionRoute(
    HR.leaves.policy,
    HR.root,
    lazyRoute(() => import('./pages/LeavePoliciesPage')),
  ),
  sectionRoute(
    HR.leaves.quotaAdjustment,
    HR.root,
    lazyRoute(() => import('./pages/QuotaAdjustmentPage')),
  ),
  // `/human-resource/overtime` itself opens the dashboard.
  {
    path: relativePattern(`${HR.root}/overtime`, HR.root),
    loader: () => redirect(paths.humanResource.overtime.dashboard()),
  },
  // `/human-resource/calendar` itself opens the holidays.
  {
    path: relativePattern(`${HR.root}/calendar`, HR.root),
    loader: () => redirect(paths.humanResource.calendar.holidays()),
  },
];
