import { msg } from '@lingui/core/macro';
import {
  lazyRoute,
  paths,
  routePatterns,
  type StaffdeskSection,
  sectionRoute,
} from '@staffdesk/core';
import { Calculator } from 'lucide-react';
import { financeCatalog } from './locales/catalog';
import { navigationCatalog } from './locales/section/catalog';

const FINANCE = routePatterns.finance;

/**
 * Finance (product-spec §2.2 /finance): for now the billable side of overtime, a client's period
 * per employee with the totals to invoice. Guarded by the `finance` flag; the page needs
 * `finance.read`.
 */
export const financeSection: StaffdeskSection = {
  id: 'finance',
  basePath: FINANCE.root,
  flag: 'finance',
  title: msg`Finance`,
  description: msg`What clients are billed for overtime.`,
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
  ],
  navigationMessages: navigationCatalog,
  messages: financeCatalog,
  routes: [
    sectionRoute(
      FINANCE.overtime,
      FINANCE.root,
      lazyRoute(() => import('./pages/OvertimeToBillPage')),
    ),
  ],
};
