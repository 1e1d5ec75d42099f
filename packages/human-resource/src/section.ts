import {
  lazyRoute,
  paths,
  relativePattern,
  routePatterns,
  type StaffdeskSection,
} from '@staffdesk/core';
import { type RouteObject, redirect } from 'react-router';

const HR = routePatterns.humanResource;

/** A route pattern relative to `/human-resource`. */
function route(pattern: string, lazy: RouteObject['lazy']): RouteObject {
  return { path: relativePattern(pattern, HR.root), lazy } as RouteObject;
}

/**
 * Human resource (product-spec §2.2 /human-resource): the employee master with its detail tabs,
 * employee status, the holiday calendar and change-request approvals. Guarded by the
 * `human-resource` flag; what a user may change follows `employees.manage`.
 */
export const humanResourceSection: StaffdeskSection = {
  id: 'human-resource',
  basePath: HR.root,
  flag: 'human-resource',
  title: 'Human resource',
  nav: [
    { id: 'hr-employees', label: 'Employees', href: paths.humanResource.employee.list() },
    {
      id: 'hr-employee-status',
      label: 'Employee status',
      href: paths.humanResource.employeeStatus(),
    },
    { id: 'hr-calendar', label: 'Calendar', href: paths.humanResource.calendar.holidays() },
    {
      id: 'hr-change-requests',
      label: 'Change requests',
      href: paths.humanResource.employee.changeRequests(),
    },
    {
      id: 'hr-leave-dashboard',
      label: 'Leave dashboard',
      href: paths.humanResource.leaves.dashboard(),
    },
    {
      id: 'hr-leave-approvals',
      label: 'Leave approvals',
      href: paths.humanResource.leaves.approval(),
    },
    { id: 'hr-leave-policies', label: 'Leave policies', href: paths.humanResource.leaves.policy() },
    {
      id: 'hr-quota-adjustments',
      label: 'Quota adjustments',
      href: paths.humanResource.leaves.quotaAdjustment(),
    },
  ],
  routes: [
    route(
      HR.employee.list,
      lazyRoute(() => import('./pages/EmployeeListPage')),
    ),
    route(
      HR.employee.add,
      lazyRoute(() => import('./pages/EmployeeFormPage')),
    ),
    route(
      HR.employee.edit,
      lazyRoute(() => import('./pages/EmployeeFormPage')),
    ),
    route(
      HR.employee.detail,
      lazyRoute(() => import('./pages/EmployeeDetailPage')),
    ),
    route(
      HR.employee.workHistory,
      lazyRoute(() => import('./pages/EmployeeDetailPage')),
    ),
    route(
      HR.employee.changeRequests,
      lazyRoute(() => import('./pages/ChangeRequestsPage')),
    ),
    route(
      HR.employeeStatus,
      lazyRoute(() => import('./pages/EmployeeStatusPage')),
    ),
    route(
      HR.calendar.holidays,
      lazyRoute(() => import('./pages/CalendarPage')),
    ),
    route(
      HR.calendar.events,
      lazyRoute(() => import('./pages/CalendarPage')),
    ),
    route(
      HR.leaves.dashboard,
      lazyRoute(() => import('./pages/LeaveDashboardPage')),
    ),
    route(
      HR.leaves.approval,
      lazyRoute(() => import('./pages/LeaveApprovalsPage')),
    ),
    route(
      HR.leaves.policy,
      lazyRoute(() => import('./pages/LeavePoliciesPage')),
    ),
    route(
      HR.leaves.quotaAdjustment,
      lazyRoute(() => import('./pages/QuotaAdjustmentPage')),
    ),
    // `/human-resource/calendar` itself opens the holidays.
    {
      path: relativePattern(`${HR.root}/calendar`, HR.root),
      loader: () => redirect(paths.humanResource.calendar.holidays()),
    },
  ],
};
