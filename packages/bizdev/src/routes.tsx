import { lazyPage, routePatterns, sectionRoute } from '@staffdesk/core';
import type { RouteObject } from 'react-router';

const BIZDEV = routePatterns.bizdev;
const OLD_BIZDEV = routePatterns.oldBizdev;

/** The section's pages, by address: loaded on the section's first visit, each page lazily in turn. */
export const bizdevRoutes: RouteObject[] = [
  sectionRoute(
    BIZDEV.clients.list,
    BIZDEV.root,
    lazyPage(() => import('./pages/ClientListPage')),
  ),
  sectionRoute(
    BIZDEV.clients.form,
    BIZDEV.root,
    lazyPage(() => import('./pages/ClientFormPage')),
  ),
  sectionRoute(
    BIZDEV.clients.detail,
    BIZDEV.root,
    lazyPage(() => import('./pages/ClientDetailPage')),
  ),
  // The client's requirements (job orders) tab: `clients.read`; opening one needs `recruiting.read`.
  sectionRoute(
    BIZDEV.clients.requirement,
    BIZDEV.root,
    lazyPage(() => import('./pages/ClientRequirementPage')),
  ),
  // Kit's interview calendar, of every client: `clients.read`.
  sectionRoute(
    BIZDEV.calendar,
    BIZDEV.root,
    lazyPage(() => import('./pages/CalendarPage')),
  ),
  // Kit's overtime regulation pages, clients only; they check `overtime.policy` themselves.
  sectionRoute(
    BIZDEV.overtimePolicy.list,
    BIZDEV.root,
    lazyPage(() => import('./pages/OvertimePolicyListPage')),
  ),
  sectionRoute(
    BIZDEV.overtimePolicy.form,
    BIZDEV.root,
    lazyPage(() => import('./pages/OvertimePolicyFormPage')),
  ),
  // On-boarding (kit's pages, shared with HR): `employees.read` to see, `employees.manage` to
  // change the joining info and create the employee (the pages check).
  sectionRoute(
    BIZDEV.onBoarding.offered,
    BIZDEV.root,
    lazyPage(() => import('./pages/OnBoardingOfferedPage')),
  ),
  sectionRoute(
    BIZDEV.onBoarding.joiningInfo,
    BIZDEV.root,
    lazyPage(() => import('./pages/OnBoardingJoiningInfoPage')),
  ),
  sectionRoute(
    BIZDEV.onBoarding.hired,
    BIZDEV.root,
    lazyPage(() => import('./pages/OnBoardingHiredPage')),
  ),
];

/** The section's pages, by address: loaded on the section's first visit, each page lazily in turn. */
export const oldBizdevRoutes: RouteObject[] = [
  sectionRoute(
    OLD_BIZDEV.clients.list,
    OLD_BIZDEV.root,
    lazyPage(() => import('./pages/LegacyClientListPage')),
  ),
  sectionRoute(
    OLD_BIZDEV.clients.detail,
    OLD_BIZDEV.root,
    lazyPage(() => import('./pages/LegacyClientDetailPage')),
  ),
];
