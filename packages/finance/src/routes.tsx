import { lazyPage, routePatterns, sectionRoute } from '@staffdesk/core';
import type { RouteObject } from 'react-router';

const FINANCE = routePatterns.finance;

/** The section's pages, by address: loaded on the section's first visit, each page lazily in turn. */
export const financeRoutes: RouteObject[] = [
  sectionRoute(
    FINANCE.overtime,
    FINANCE.root,
    lazyPage(() => import('./pages/OvertimeToBillPage')),
  ),
  // Payroll runs: `payroll.read` to see them; paying and closing need `finance.manage`.
  sectionRoute(
    FINANCE.payroll.list,
    FINANCE.root,
    lazyPage(() => import('./pages/PayrollPage')),
  ),
  sectionRoute(
    FINANCE.payroll.detail,
    FINANCE.root,
    lazyPage(() => import('./pages/PayrollRunPage')),
  ),
  // The month's payroll cost per client (`payroll.read`), each run opening its page above.
  sectionRoute(
    FINANCE.report,
    FINANCE.root,
    lazyPage(() => import('./pages/PayrollSummaryPage')),
  ),
  // Clients' payroll policies: `payroll.read` to read, `finance.manage` to change. Only `edit`
  // is offered: every client has a policy (the defaults until one is saved).
  sectionRoute(
    FINANCE.pph21Policy.list,
    FINANCE.root,
    lazyPage(() => import('./pages/PayrollPolicyListPage')),
  ),
  sectionRoute(
    FINANCE.pph21Policy.form,
    FINANCE.root,
    lazyPage(() => import('./pages/PayrollPolicyFormPage')),
  ),
];
