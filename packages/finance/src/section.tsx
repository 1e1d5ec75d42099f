import { msg } from '@lingui/core/macro';
import { paths, routePatterns, type StaffdeskSection } from '@staffdesk/core';
import { Banknote, Calculator, ChartColumn, Percent } from 'lucide-react';
import { financeCatalog } from './locales/catalog';
import { navigationCatalog } from './locales/section/catalog';

const FINANCE = routePatterns.finance;

/**
 * Finance (product-spec §2.2 /finance): the billable side of overtime, a client's period per
 * employee with the totals to invoice (`finance.read`), and the payroll runs to pay and close
 * (`payroll.read`; paying and closing `finance.manage`), the month's payroll summary per client
 * (`payroll.read`), and each client's payroll policy, the PPh 21 policy (`payroll.read`;
 * changing it `finance.manage`). Guarded by the `finance` flag.
 */
export const financeSection: StaffdeskSection = {
  id: 'finance',
  basePath: FINANCE.root,
  flag: 'finance',
  title: msg`Finance`,
  description: msg`What clients are billed for overtime, and the payroll runs to pay.`,
  icon: <Calculator />,
  nav: [
    {
      id: 'finance-overtime',
      label: msg`Overtime to bill`,
      href: paths.finance.overtime(),
      // HR's overtime summary shows the same figures under the same icon.
      icon: <Calculator />,
      permission: 'finance.read',
      description: msg`A client’s approved overtime per period and the totals to invoice.`,
    },
    {
      id: 'finance-payroll',
      label: msg`Payroll`,
      href: paths.finance.payroll.list(),
      icon: <Banknote />,
      permission: 'payroll.read',
      description: msg`Approved payroll runs to pay and close, with every payslip line by line.`,
    },
    {
      id: 'finance-report',
      label: msg`Payroll summary`,
      href: paths.finance.report(),
      icon: <ChartColumn />,
      permission: 'payroll.read',
      description: msg`A month’s payroll cost per client, the basis of the invoices, with the totals of the final runs.`,
    },
    {
      id: 'finance-pph21-policy',
      label: msg`PPh 21 policy`,
      href: paths.finance.pph21Policy.list(),
      icon: <Percent />,
      permission: 'payroll.read',
      description: msg`Each client’s payroll policy: the PPh 21 tax method, proration, THR month, BPJS Kesehatan floor and e-payslip delivery.`,
    },
  ],
  navigationMessages: navigationCatalog,
  messages: financeCatalog,
  routes: () => import('./routes').then((module) => module.financeRoutes),
};
