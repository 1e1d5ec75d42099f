import { lazyPage, paths, relativePattern, routePatterns, sectionRoute } from '@staffdesk/core';
import { Navigate, type RouteObject } from 'react-router';

const HR = routePatterns.humanResource;
const requirementsPage = lazyPage(() => import('./pages/RequirementsPage'));

/** The section's pages, by address: loaded on the section's first visit, each page lazily in turn. */
export const humanResourceRoutes: RouteObject[] = [
  sectionRoute(
    HR.employee.list,
    HR.root,
    lazyPage(() => import('./pages/EmployeeListPage')),
  ),
  sectionRoute(
    HR.employee.add,
    HR.root,
    lazyPage(() => import('./pages/EmployeeFormPage')),
  ),
  sectionRoute(
    HR.employee.edit,
    HR.root,
    lazyPage(() => import('./pages/EmployeeFormPage')),
  ),
  sectionRoute(
    HR.employee.detail,
    HR.root,
    lazyPage(() => import('./pages/EmployeeDetailPage')),
  ),
  sectionRoute(
    HR.employee.workHistory,
    HR.root,
    lazyPage(() => import('./pages/EmployeeDetailPage')),
  ),
  // The profile and supporting sub-forms open at their own addresses (dialogs on the page).
  sectionRoute(
    HR.employee.profileForm,
    HR.root,
    lazyPage(() => import('./pages/EmployeeDetailPage')),
  ),
  sectionRoute(
    HR.employee.supportingForm,
    HR.root,
    lazyPage(() => import('./pages/EmployeeDetailPage')),
  ),
  sectionRoute(
    HR.employee.overtimeRegulation,
    HR.root,
    lazyPage(() => import('./pages/OvertimeRegulationPage')),
  ),
  sectionRoute(
    HR.employee.changeRequests,
    HR.root,
    lazyPage(() => import('./pages/ChangeRequestsPage')),
  ),
  // On-boarding (kit's pages, shared with business development): `employees.read` to see,
  // `employees.manage` to change the joining info and create the employee (the pages check).
  sectionRoute(
    HR.offered,
    HR.root,
    lazyPage(() => import('./pages/OfferedPage')),
  ),
  sectionRoute(
    HR.joiningInfo,
    HR.root,
    lazyPage(() => import('./pages/JoiningInfoPage')),
  ),
  sectionRoute(
    HR.hired,
    HR.root,
    lazyPage(() => import('./pages/HiredPage')),
  ),
  // Every client's requirements, read-only (`recruiting.read`): one module for both routes.
  sectionRoute(HR.requirements.list, HR.root, requirementsPage),
  sectionRoute(HR.requirements.detail, HR.root, requirementsPage),
  sectionRoute(
    HR.attendances.approval,
    HR.root,
    lazyPage(() => import('./pages/AttendanceCorrectionsPage')),
  ),
  sectionRoute(
    HR.attendances.summary,
    HR.root,
    lazyPage(() => import('./pages/AttendanceSummaryPage')),
  ),
  sectionRoute(
    HR.timesheet.list,
    HR.root,
    lazyPage(() => import('./pages/TimesheetListPage')),
  ),
  sectionRoute(
    HR.timesheet.detail,
    HR.root,
    lazyPage(() => import('./pages/TimesheetDetailPage')),
  ),
  sectionRoute(
    HR.clientsFormat.list,
    HR.root,
    lazyPage(() => import('./pages/ClientsFormatPage')),
  ),
  // Only `edit` is offered: every client has settings (the defaults until saved).
  sectionRoute(
    HR.clientsFormat.form,
    HR.root,
    lazyPage(() => import('./pages/ClientPeriodFormPage')),
  ),
  sectionRoute(
    HR.timesheetFormat.list,
    HR.root,
    lazyPage(() => import('./pages/TimesheetFormatListPage')),
  ),
  sectionRoute(
    HR.timesheetFormat.form,
    HR.root,
    lazyPage(() => import('./pages/TimesheetFormatFormPage')),
  ),
  // Overtime: `overtime.manage` (requests and summary), `overtime.policy` (regulations); each
  // page shows access denied without it, and the server refuses too.
  sectionRoute(
    HR.overtime.dashboard,
    HR.root,
    lazyPage(() => import('./pages/OvertimeDashboardPage')),
  ),
  // Only `add` is offered: HR enters overtime; a request is then decided, not edited.
  sectionRoute(
    HR.overtime.form,
    HR.root,
    lazyPage(() => import('./pages/OvertimeFormPage')),
  ),
  sectionRoute(
    HR.overtime.summary,
    HR.root,
    lazyPage(() => import('./pages/OvertimeSummaryPage')),
  ),
  sectionRoute(
    HR.overtime.policy,
    HR.root,
    lazyPage(() => import('./pages/OvertimePolicyPage')),
  ),
  sectionRoute(
    HR.overtime.policyForm,
    HR.root,
    lazyPage(() => import('./pages/OvertimePolicyFormPage')),
  ),
  // Salary data: `payroll.read` to read, `payroll.run` to change (kit's pages check both). Only
  // `edit` is offered: every employee has salary data (the placement's pay until it is saved).
  sectionRoute(
    HR.payroll.salaryData,
    HR.root,
    lazyPage(() => import('./pages/SalaryDataPage')),
  ),
  sectionRoute(
    HR.payroll.salaryDataForm,
    HR.root,
    lazyPage(() => import('./pages/SalaryDataFormPage')),
  ),
  // Payroll runs: `payroll.read` to see them; each step its own permission (kit's pages check).
  sectionRoute(
    HR.payroll.status,
    HR.root,
    lazyPage(() => import('./pages/PayrollStatusPage')),
  ),
  sectionRoute(
    HR.payroll.statusDetail,
    HR.root,
    lazyPage(() => import('./pages/PayrollStatusDetailPage')),
  ),
  // E-payslips and the BPJS reports, from approved payroll: `payroll.read`.
  sectionRoute(
    HR.ePayslip,
    HR.root,
    lazyPage(() => import('./pages/EPayslipPage')),
  ),
  sectionRoute(
    HR.bpjs.healthcare,
    HR.root,
    lazyPage(() => import('./pages/BpjsHealthcarePage')),
  ),
  sectionRoute(
    HR.bpjs.socialSecurity,
    HR.root,
    lazyPage(() => import('./pages/BpjsSocialSecurityPage')),
  ),
  sectionRoute(
    HR.employeeStatus,
    HR.root,
    lazyPage(() => import('./pages/EmployeeStatusPage')),
  ),
  sectionRoute(
    HR.calendar.holidays,
    HR.root,
    lazyPage(() => import('./pages/CalendarPage')),
  ),
  sectionRoute(
    HR.calendar.events,
    HR.root,
    lazyPage(() => import('./pages/CalendarPage')),
  ),
  sectionRoute(
    HR.leaves.dashboard,
    HR.root,
    lazyPage(() => import('./pages/LeaveDashboardPage')),
  ),
  sectionRoute(
    HR.leaves.approval,
    HR.root,
    lazyPage(() => import('./pages/LeaveApprovalsPage')),
  ),
  sectionRoute(
    HR.leaves.policy,
    HR.root,
    lazyPage(() => import('./pages/LeavePoliciesPage')),
  ),
  sectionRoute(
    HR.leaves.quotaAdjustment,
    HR.root,
    lazyPage(() => import('./pages/QuotaAdjustmentPage')),
  ),
  // `/human-resource/overtime` itself opens the dashboard.
  {
    path: relativePattern(`${HR.root}/overtime`, HR.root),
    element: <Navigate to={paths.humanResource.overtime.dashboard()} replace />,
  },
  // `/human-resource/calendar` itself opens the holidays.
  {
    path: relativePattern(`${HR.root}/calendar`, HR.root),
    element: <Navigate to={paths.humanResource.calendar.holidays()} replace />,
  },
];
