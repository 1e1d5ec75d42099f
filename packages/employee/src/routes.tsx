import { lazyPage, routePatterns, sectionRoute } from '@staffdesk/core';
import type { RouteObject } from 'react-router';
import { attendanceCatalog } from './locales/pages/attendance/catalog';
import { calendarCatalog } from './locales/pages/calendar/catalog';
import { leaveCatalog } from './locales/pages/leave/catalog';
import { overtimeCatalog } from './locales/pages/overtime/catalog';
import { timesheetCatalog } from './locales/pages/timesheet/catalog';
import { vacanciesCatalog } from './locales/pages/vacancies/catalog';
import { workCatalog } from './locales/pages/work/catalog';

const BASE_PATH = routePatterns.employee.root;
const P = routePatterns.employee;
const profileItemPage = lazyPage(() => import('./pages/ProfileItemPage'));

/** The section's pages, by address: loaded on the section's first visit, each page lazily in turn. */
export const employeeRoutes: RouteObject[] = [
  sectionRoute(
    P.root,
    BASE_PATH,
    lazyPage(() => import('./pages/IndexPage')),
  ),
  sectionRoute(
    P.profile.view,
    BASE_PATH,
    lazyPage(() => import('./pages/ProfilePage')),
  ),
  sectionRoute(P.profile.language, BASE_PATH, profileItemPage),
  sectionRoute(P.profile.experience, BASE_PATH, profileItemPage),
  sectionRoute(P.profile.reference, BASE_PATH, profileItemPage),
  sectionRoute(P.profile.education, BASE_PATH, profileItemPage),
  sectionRoute(P.profile.course, BASE_PATH, profileItemPage),
  sectionRoute(P.profile.emergencyContact, BASE_PATH, profileItemPage),
  sectionRoute(
    P.profile.ptkpStatus,
    BASE_PATH,
    lazyPage(() => import('./pages/PtkpStatusPage')),
  ),
  sectionRoute(
    P.profile.family,
    BASE_PATH,
    lazyPage(() => import('./pages/FamilyMemberPage')),
  ),
  sectionRoute(
    P.informationWork,
    BASE_PATH,
    lazyPage(() => import('./pages/InformationWorkPage'), { messages: [workCatalog] }),
  ),
  sectionRoute(
    P.informationSupporting.view,
    BASE_PATH,
    lazyPage(() => import('./pages/InformationSupportingPage'), { messages: [workCatalog] }),
  ),
  sectionRoute(
    P.informationSupporting.insurance,
    BASE_PATH,
    lazyPage(() => import('./pages/InsurancePage'), { messages: [workCatalog] }),
  ),
  sectionRoute(
    P.informationSupporting.asset,
    BASE_PATH,
    lazyPage(() => import('./pages/AssetPage'), { messages: [workCatalog] }),
  ),
  sectionRoute(
    P.informationSupporting.bpjsHealthcare,
    BASE_PATH,
    lazyPage(() => import('./pages/BpjsHealthcarePage'), { messages: [workCatalog] }),
  ),
  sectionRoute(
    P.informationSupporting.bpjsSocialSecurity,
    BASE_PATH,
    lazyPage(() => import('./pages/BpjsSocialSecurityPage'), { messages: [workCatalog] }),
  ),
  sectionRoute(
    P.attendances,
    BASE_PATH,
    lazyPage(() => import('./pages/AttendancePage'), { messages: [attendanceCatalog] }),
  ),
  sectionRoute(
    P.timesheet,
    BASE_PATH,
    lazyPage(() => import('./pages/TimesheetPage'), { messages: [timesheetCatalog] }),
  ),
  sectionRoute(
    P.overtime.dashboard,
    BASE_PATH,
    lazyPage(() => import('./pages/OvertimeDashboardPage')),
  ),
  // Only `add` exists: the dashboard shows every request, so there is no page of one.
  sectionRoute(
    P.overtime.form,
    BASE_PATH,
    lazyPage(() => import('./pages/OvertimeFormPage')),
  ),
  sectionRoute(
    P.overtime.calculation,
    BASE_PATH,
    lazyPage(() => import('./pages/OvertimeCalculationPage'), { messages: [overtimeCatalog] }),
  ),
  sectionRoute(
    P.ePayslip,
    BASE_PATH,
    lazyPage(() => import('./pages/EPayslipPage')),
  ),
  sectionRoute(
    P.calendar,
    BASE_PATH,
    lazyPage(() => import('./pages/CalendarPage'), { messages: [calendarCatalog] }),
  ),
  sectionRoute(
    P.leavesDashboard,
    BASE_PATH,
    lazyPage(() => import('./pages/LeavesDashboardPage'), { messages: [leaveCatalog] }),
  ),
  // A line manager decides their team's leave when the client has no PIC leave approver.
  sectionRoute(
    P.leavesApproval,
    BASE_PATH,
    lazyPage(() => import('./pages/TeamLeaveApprovalsPage')),
  ),
  // Referrals: every employee may refer someone to an open vacancy and follow their stage.
  sectionRoute(
    P.requirements,
    BASE_PATH,
    lazyPage(() => import('./pages/OpenVacanciesPage'), { messages: [vacanciesCatalog] }),
  ),
  sectionRoute(
    P.requirementCandidates,
    BASE_PATH,
    lazyPage(() => import('./pages/MyReferralsPage'), { messages: [vacanciesCatalog] }),
  ),
];
