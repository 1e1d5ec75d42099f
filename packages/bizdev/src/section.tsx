import { msg } from '@lingui/core/macro';
import { paths, routePatterns, type StaffdeskSection } from '@staffdesk/core';
import {
  Archive,
  Building2,
  CalendarDays,
  ClipboardCheck,
  Scale,
  UserCheck,
  UserPlus,
} from 'lucide-react';
import { bizdevCatalog } from './locales/catalog';
import { navigationCatalog } from './locales/section/catalog';

const BIZDEV = routePatterns.bizdev;
const OLD_BIZDEV = routePatterns.oldBizdev;

/**
 * Business development (product-spec §2.2 /bizdev): the client register with its general page
 * and form, the candidates' interviews at the clients (kit's calendar), the clients' overtime
 * regulations and on-boarding (accepted offers, joining info,
 * hired; kit's pages). Guarded by the `bizdev` flag; what a user may change follows
 * `clients.manage`; overtime regulations need `overtime.policy`, on-boarding `employees.read`
 * (`employees.manage` to change it).
 */
export const bizdevSection: StaffdeskSection = {
  id: 'bizdev',
  basePath: BIZDEV.root,
  flag: 'bizdev',
  title: msg`Business development`,
  description: msg`The client register with PICs and their approver roles.`,
  icon: <Building2 />,
  nav: [
    {
      id: 'bizdev-clients',
      label: msg`Clients`,
      href: paths.bizdev.clients.list(),
      icon: <Building2 />,
      permission: 'clients.read',
      description: msg`Search, add and change clients and their PICs; import and export.`,
    },
    {
      id: 'bizdev-calendar',
      label: msg`Interview calendar`,
      href: paths.bizdev.calendar(),
      icon: <CalendarDays />,
      permission: 'clients.read',
      description: msg`Candidates’ interviews at the clients, by week or month.`,
    },
    {
      id: 'bizdev-overtime-policy',
      label: msg`Overtime policy`,
      href: paths.bizdev.overtimePolicy.list(),
      icon: <Scale />,
      permission: 'overtime.policy',
      description: msg`How each client’s overtime is paid, capped and billed.`,
    },
    {
      id: 'bizdev-onboarding-offered',
      label: msg`Offered`,
      href: paths.bizdev.onBoarding.offered(),
      icon: <UserCheck />,
      permission: 'employees.read',
      description: msg`Candidates who accepted an offer and are not employees yet.`,
    },
    {
      id: 'bizdev-onboarding-joining-info',
      label: msg`Joining info`,
      href: paths.bizdev.onBoarding.joiningInfo(),
      icon: <ClipboardCheck />,
      permission: 'employees.read',
      description: msg`A candidate’s join date and documents checklist, then making them an employee.`,
    },
    {
      id: 'bizdev-onboarding-hired',
      label: msg`Hired`,
      href: paths.bizdev.onBoarding.hired(),
      icon: <UserPlus />,
      permission: 'employees.read',
      description: msg`Candidates made employees from an accepted offer, with their employee numbers.`,
    },
  ],
  navigationMessages: navigationCatalog,
  messages: bizdevCatalog,
  routes: () => import('./routes').then((module) => module.bizdevRoutes),
};

/**
 * Old business development (product-spec §2.2 /old-bizdev): the same clients, read-only, with
 * a pointer to where they are managed now. Shares the `bizdev` flag (product-spec §6).
 */
export const oldBizdevSection: StaffdeskSection = {
  id: 'old-bizdev',
  basePath: OLD_BIZDEV.root,
  flag: 'old-bizdev',
  title: msg`Old business development`,
  description: msg`The client register as the old screens showed it, read-only.`,
  icon: <Archive />,
  nav: [
    {
      id: 'old-bizdev-clients',
      label: msg`Clients (legacy)`,
      href: paths.oldBizdev.clients.list(),
      icon: <Archive />,
      permission: 'clients.read',
      description: msg`The clients, read-only, with a pointer to where they are managed now.`,
    },
  ],
  navigationMessages: navigationCatalog,
  messages: bizdevCatalog,
  routes: () => import('./routes').then((module) => module.oldBizdevRoutes),
};
