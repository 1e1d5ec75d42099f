import { lazyPage, routePatterns, sectionRoute } from '@staffdesk/core';
import type { RouteObject } from 'react-router';

const TAX = routePatterns.accountingAndTax;

/** The section's pages, by address: loaded on the section's first visit, each page lazily in turn. */
export const accountingAndTaxRoutes: RouteObject[] = [
  sectionRoute(
    TAX.ptkpStatus.list,
    TAX.root,
    lazyPage(() => import('./pages/PtkpStatusPage')),
  ),
  sectionRoute(
    TAX.ptkp,
    TAX.root,
    lazyPage(() => import('./pages/PtkpPage')),
  ),
  sectionRoute(
    TAX.pph21.ter,
    TAX.root,
    lazyPage(() => import('./pages/TerPage')),
  ),
  sectionRoute(
    TAX.pph21.governmentPolicy,
    TAX.root,
    lazyPage(() => import('./pages/GovernmentPolicyPage')),
  ),
  sectionRoute(
    TAX.pph21.estimationConstant,
    TAX.root,
    lazyPage(() => import('./pages/EstimationConstantPage')),
  ),
  sectionRoute(
    TAX.salaryData,
    TAX.root,
    lazyPage(() => import('./pages/SalaryDataPage')),
  ),
  sectionRoute(
    TAX.salaryDataForm,
    TAX.root,
    lazyPage(() => import('./pages/SalaryDataFormPage')),
  ),
  sectionRoute(
    TAX.payrollStatus.list,
    TAX.root,
    lazyPage(() => import('./pages/PayrollStatusPage')),
  ),
  sectionRoute(
    TAX.payrollStatus.detail,
    TAX.root,
    lazyPage(() => import('./pages/PayrollStatusDetailPage')),
  ),
  sectionRoute(
    TAX.report,
    TAX.root,
    lazyPage(() => import('./pages/TaxReportPage')),
  ),
];
