import { msg } from '@lingui/core/macro';
import {
  lazyRoute,
  paths,
  relativePattern,
  routePatterns,
  type StaffdeskSection,
  sectionRoute,
} from '@staffdesk/core';
import {
  Banknote,
  BriefcaseBusiness,
  Calculator,
  CalendarCheck,
  CalendarCog,
  CalendarDays,
  ChartPie,
  CircleCheck,
  ClipboardCheck,
  ClipboardList,
  Clock,
  FileCog,
  FilePen,
  HeartPulse,
  Plane,
  ReceiptText,
  Scale,
  ScrollText,
  ShieldCheck,
  SlidersHorizontal,
  Timer,
  UserCheck,
  UserPlus,
  Users,
  Wallet,
} from 'lucide-react';
import { redirect } from 'react-router';
import { humanResourceCatalog } from './locales/catalog';
import { navigationCatalog } from './locales/section/catalog';

const HR = routePatterns.humanResource;

const requirementsPage = lazyRoute(() => import('./pages/RequirementsPage'));

/**
 * Human resource (product-spec §2.2 /human-resource): the employee master with its detail tabs,
 * employee status, the holiday calendar, change-request approvals, on-boarding (accepted offers,
 * joining info, hired: kit's pages), leave, attendance
 * corrections, the monthly attendance summary, timesheets (client periods and PDF formats),
 * overtime (requests, the summary per client and the regulations) and payroll (salary data, the
 * runs, e-payslips and the BPJS reports: `payroll.read`). Guarded by the `human-resource` flag;
 * what a user may change follows `employees.manage` (attendance and timesheets:
 * `attendance.manage`; overtime: `overtime.manage`, its regulations `overtime.policy`).
 */
export const humanResourceSection: StaffdeskSection = {
  id: 'human-resource',
  basePath: HR.root,
  flag: 'human-resource',
  title: msg`Human resource`,
  description: msg`Employees, placements and work history, the holiday calendar, change requests and leave.`,
  icon: <BriefcaseBusiness />,
  nav: [
    {
      id: 'hr-employees',
      label: msg`Employees`,
      href: paths.humanResource.employee.list(),
      icon: <Users />,
      permission: 'employees.read',
      description: msg`Search, add and change employees, their placements and salaries.`,
    },
    {
      id: 'hr-employee-status',
      label: msg`Employee status`,
      href: paths.humanResource.employeeStatus(),
      icon: <ChartPie />,
      permission: 'employees.read',
      description: msg`How many employees are in each status, per client.`,
    },
    {
      id: 'hr-calendar',
      label: msg`Calendar`,
      href: paths.humanResource.calendar.holidays(),
      icon: <CalendarDays />,
      permission: 'employees.read',
      description: msg`National holidays, cuti bersama, company and client events.`,
    },
    {
      id: 'hr-change-requests',
      label: msg`Change requests`,
      href: paths.humanResource.employee.changeRequests(),
      icon: <FilePen />,
      permission: 'employees.manage',
      description: msg`What employees asked to change in their records.`,
    },
    {
      id: 'hr-offered',
      label: msg`Offered`,
      href: paths.humanResource.offered(),
      icon: <UserCheck />,
      permission: 'employees.read',
      description: msg`Candidates who accepted an offer and are not employees yet.`,
    },
    {
      id: 'hr-joining-info',
      label: msg`Joining info`,
      href: paths.humanResource.joiningInfo(),
      icon: <ClipboardCheck />,
      permission: 'employees.read',
      description: msg`A candidate’s join date and documents checklist, then making them an employee.`,
    },
    {
      id: 'hr-hired',
      label: msg`Hired`,
      href: paths.humanResource.hired(),
      icon: <UserPlus />,
      permission: 'employees.read',
      description: msg`Candidates made employees from an accepted offer, with their employee numbers.`,
    },
    {
      id: 'hr-requirements',
      label: msg`Requirements`,
      href: paths.humanResource.requirements.list(),
      icon: <BriefcaseBusiness />,
      permission: 'recruiting.read',
      description: msg`Every client’s open requirements, read-only.`,
    },
    {
      id: 'hr-attendance-approval',
      label: msg`Attendance corrections`,
      href: paths.humanResource.attendances.approval(),
      icon: <Clock />,
      permission: 'attendance.manage',
      description: msg`Clock-in and clock-out times employees asked to correct.`,
    },
    {
      id: 'hr-attendance-summary',
      label: msg`Attendance summary`,
      href: paths.humanResource.attendances.summary(),
      icon: <CalendarCheck />,
      permission: 'attendance.manage',
      description: msg`Each employee's month: days present, absent, on leave and hours worked, per client.`,
    },
    {
      id: 'hr-timesheets',
      label: msg`Timesheets`,
      href: paths.humanResource.timesheet.list(),
      icon: <ClipboardList />,
      permission: 'attendance.manage',
      description: msg`Each client’s period: make the timesheets, correct them and send them to the client PIC.`,
    },
    {
      id: 'hr-client-periods',
      label: msg`Client periods`,
      href: paths.humanResource.clientsFormat.list(),
      icon: <CalendarCog />,
      permission: 'attendance.manage',
      description: msg`Each client’s timesheet cut-off day, approvers and reminders.`,
    },
    {
      id: 'hr-timesheet-formats',
      label: msg`Timesheet formats`,
      href: paths.humanResource.timesheetFormat.list(),
      icon: <FileCog />,
      permission: 'attendance.manage',
      description: msg`How each client’s timesheet PDF looks: title, columns, signatures and logo.`,
    },
    {
      id: 'hr-overtime',
      label: msg`Overtime`,
      href: paths.humanResource.overtime.dashboard(),
      icon: <Timer />,
      permission: 'overtime.manage',
      description: msg`A period’s overtime requests: approve or reject them, and enter overtime for an employee.`,
    },
    {
      id: 'hr-overtime-summary',
      label: msg`Overtime summary`,
      href: paths.humanResource.overtime.summary(),
      icon: <Calculator />,
      permission: 'overtime.manage',
      description: msg`A client’s approved overtime per employee: hours, pay and what the client is billed.`,
    },
    {
      id: 'hr-overtime-policy',
      label: msg`Overtime regulations`,
      href: paths.humanResource.overtime.policy(),
      icon: <Scale />,
      permission: 'overtime.policy',
      description: msg`How overtime is paid, capped and billed, per client or for one employee.`,
    },
    {
      id: 'hr-salary-data',
      label: msg`Salary data`,
      href: paths.humanResource.payroll.salaryData(),
      icon: <Wallet />,
      permission: 'payroll.read',
      description: msg`What each employee is paid from a month on: base salary, allowances, BPJS and the PPh 21 method.`,
    },
    {
      id: 'hr-payroll-status',
      label: msg`Payroll status`,
      href: paths.humanResource.payroll.status(),
      icon: <Banknote />,
      permission: 'payroll.read',
      description: msg`Each client’s payroll month: calculate, review and approve it, and see every payslip line by line.`,
    },
    {
      id: 'hr-e-payslip',
      label: msg`E-payslips`,
      href: paths.humanResource.ePayslip(),
      icon: <ReceiptText />,
      permission: 'payroll.read',
      description: msg`Every employee’s approved payslip by month and client: its lines, its PDF and the form 1721-A1.`,
    },
    {
      id: 'hr-bpjs-healthcare',
      label: msg`BPJS Kesehatan`,
      href: paths.humanResource.bpjs.healthcare(),
      icon: <HeartPulse />,
      permission: 'payroll.read',
      description: msg`A month’s health insurance contributions per employee, with the totals to pay and the Excel export.`,
    },
    {
      id: 'hr-bpjs-social-security',
      label: msg`BPJS Ketenagakerjaan`,
      href: paths.humanResource.bpjs.socialSecurity(),
      icon: <ShieldCheck />,
      permission: 'payroll.read',
      description: msg`A month’s JHT, JP, JKK and JKM contributions per employee, with the totals to pay and the Excel export.`,
    },
    {
      id: 'hr-leave-dashboard',
      label: msg`Leave dashboard`,
      href: paths.humanResource.leaves.dashboard(),
      icon: <Plane />,
      permission: 'leave.manage',
      description: msg`Who is away today and this week, pending requests and balances.`,
    },
    {
      id: 'hr-leave-approvals',
      label: msg`Leave approvals (HR)`,
      href: paths.humanResource.leaves.approval(),
      icon: <CircleCheck />,
      permission: 'leave.manage',
      description: msg`Requests waiting for HR, or for a client PIC on whose behalf HR may decide.`,
    },
    {
      id: 'hr-leave-policies',
      label: msg`Leave policies`,
      href: paths.humanResource.leaves.policy(),
      icon: <ScrollText />,
      permission: 'leave.manage',
      description: msg`Leave types, quotas, accrual, carry-over and approvers, per client.`,
    },
    {
      id: 'hr-quota-adjustments',
      label: msg`Quota adjustments`,
      href: paths.humanResource.leaves.quotaAdjustment(),
      icon: <SlidersHorizontal />,
      permission: 'leave.manage',
      description: msg`Add or remove days of an employee's leave balance, with a reason.`,
    },
  ],
  navigationMessages: navigationCatalog,
  messages: humanResourceCatalog,
  routes: [
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
  ],
};
