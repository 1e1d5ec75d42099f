import {
  lazyRoute,
  paths,
  relativePattern,
  routePatterns,
  type StaffdeskSection,
} from '@staffdesk/core';
import { BriefcaseBusiness, CalendarDays, FileHeart, Plane, UserRound } from 'lucide-react';
import type { RouteObject } from 'react-router';

const BASE_PATH = routePatterns.employee.root;
const P = routePatterns.employee;

/** A route pattern relative to the section's base path; '' is the index route. */
function route(pattern: string, lazy: RouteObject['lazy']): RouteObject {
  const path = relativePattern(pattern, BASE_PATH);
  return path === '' ? { index: true, lazy } : ({ path, lazy } as RouteObject);
}

const profileItemPage = lazyRoute(() => import('./pages/ProfileItemPage'));

/**
 * Employee self-service (product-spec §2.2, `/employee`), for placed employees, mostly on phones:
 * my profile with its sub-forms and change requests, my work, my supporting information and the
 * holiday calendar. Every request is scoped by the server to the caller's own employee record.
 */
export const employeeSection: StaffdeskSection = {
  id: 'employee',
  basePath: BASE_PATH,
  flag: 'employee',
  title: 'Employee self-service',
  description: 'Your profile, your work, supporting information, calendar and leave.',
  icon: <UserRound />,
  requiresEmployeeRecord: true,
  nav: [
    {
      id: 'profile',
      label: 'My profile',
      href: paths.employee.profile.view(),
      icon: <UserRound />,
      description: 'Your personal data, family, education and experience.',
    },
    {
      id: 'information-work',
      label: 'My work',
      href: paths.employee.informationWork(),
      icon: <BriefcaseBusiness />,
      description: 'Your placement, contract, schedule and who approves your requests.',
    },
    {
      id: 'information-supporting',
      label: 'Supporting information',
      href: paths.employee.informationSupporting.view(),
      icon: <FileHeart />,
      description: 'Insurance, assets and BPJS.',
    },
    {
      id: 'calendar',
      label: 'Calendar',
      href: paths.employee.calendar(),
      icon: <CalendarDays />,
      description: 'Holidays and cuti bersama of your work calendar.',
    },
    {
      id: 'leaves',
      label: 'Leave',
      href: paths.employee.leavesDashboard(),
      icon: <Plane />,
      description: 'Your balances and requests; ask for leave.',
    },
  ],
  routes: [
    route(
      P.root,
      lazyRoute(() => import('./pages/IndexPage')),
    ),
    route(
      P.profile.view,
      lazyRoute(() => import('./pages/ProfilePage')),
    ),
    route(P.profile.language, profileItemPage),
    route(P.profile.experience, profileItemPage),
    route(P.profile.reference, profileItemPage),
    route(P.profile.education, profileItemPage),
    route(P.profile.course, profileItemPage),
    route(P.profile.emergencyContact, profileItemPage),
    route(
      P.profile.ptkpStatus,
      lazyRoute(() => import('./pages/PtkpStatusPage')),
    ),
    route(
      P.profile.family,
      lazyRoute(() => import('./pages/FamilyMemberPage')),
    ),
    route(
      P.informationWork,
      lazyRoute(() => import('./pages/InformationWorkPage')),
    ),
    route(
      P.informationSupporting.view,
      lazyRoute(() => import('./pages/InformationSupportingPage')),
    ),
    route(
      P.informationSupporting.insurance,
      lazyRoute(() => import('./pages/InsurancePage')),
    ),
    route(
      P.informationSupporting.asset,
      lazyRoute(() => import('./pages/AssetPage')),
    ),
    route(
      P.informationSupporting.bpjsHealthcare,
      lazyRoute(() => import('./pages/BpjsHealthcarePage')),
    ),
    route(
      P.informationSupporting.bpjsSocialSecurity,
      lazyRoute(() => import('./pages/BpjsSocialSecurityPage')),
    ),
    route(
      P.calendar,
      lazyRoute(() => import('./pages/CalendarPage')),
    ),
    route(
      P.leavesDashboard,
      lazyRoute(() => import('./pages/LeavesDashboardPage')),
    ),
  ],
};
