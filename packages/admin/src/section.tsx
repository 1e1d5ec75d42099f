import { msg } from '@lingui/core/macro';
import {
  lazyPage,
  paths,
  routePatterns,
  type StaffdeskSection,
  sectionRoute,
} from '@staffdesk/core';
import { House, Mail, Users } from 'lucide-react';
import type { RouteObject } from 'react-router';
import { manageCatalog } from './locales/pages/manage/catalog';

const BASE_PATH = '/';
/** The general pages other than home bring their own words (home's are in the shell's). */
const withTheirWords = { messages: [manageCatalog] };

/** The general pages, at once: home is where a signed-in user lands. */
export const generalRoutes: RouteObject[] = [
  sectionRoute(
    routePatterns.home,
    BASE_PATH,
    lazyPage(() => import('./pages/HomePage')),
  ),
  sectionRoute(
    routePatterns.redirectPage,
    BASE_PATH,
    lazyPage(() => import('./pages/RedirectPage')),
  ),
  sectionRoute(
    routePatterns.userManagement.list,
    BASE_PATH,
    lazyPage(() => import('./pages/UserManagementPage'), withTheirWords),
  ),
  sectionRoute(
    routePatterns.userManagement.user,
    BASE_PATH,
    lazyPage(() => import('./pages/UserFormPage'), withTheirWords),
  ),
  sectionRoute(
    routePatterns.userManagement.role,
    BASE_PATH,
    lazyPage(() => import('./pages/RoleFormPage'), withTheirWords),
  ),
  sectionRoute(
    routePatterns.editProfile,
    BASE_PATH,
    lazyPage(() => import('./pages/EditProfilePage'), withTheirWords),
  ),
  sectionRoute(
    routePatterns.changePassword,
    BASE_PATH,
    lazyPage(() => import('./pages/ChangePasswordPage'), withTheirWords),
  ),
  sectionRoute(
    routePatterns.emailNotification.list,
    BASE_PATH,
    lazyPage(() => import('./pages/EmailNotificationPage'), withTheirWords),
  ),
  sectionRoute(
    routePatterns.emailNotification.form,
    BASE_PATH,
    lazyPage(() => import('./pages/EmailTemplateFormPage'), withTheirWords),
  ),
];

/**
 * The general signed-in pages (product-spec §2.2), open to every signed-in user: home, the
 * redirect page, users and roles with the audit log, profile, password, and email
 * notifications. What a user may do on them follows their permissions; the server checks each.
 */
export const adminSection: StaffdeskSection = {
  id: 'general',
  basePath: BASE_PATH,
  flag: null,
  title: msg({ message: 'General', comment: 'Section of the pages every signed-in user has' }),
  nav: [
    { id: 'home', label: msg`Home`, href: paths.home(), icon: <House /> },
    {
      id: 'user-management',
      label: msg`Users and roles`,
      href: paths.userManagement.list(),
      icon: <Users />,
      permission: 'users.read',
    },
    {
      id: 'email-notification',
      label: msg`Email notifications`,
      href: paths.emailNotification.list(),
      icon: <Mail />,
      permission: 'email-templates.manage',
    },
  ],
  routes: generalRoutes,
};

/**
 * The index route of a section that has no page of its own at its address: a landing page with
 * what waits for the user there and the section's pages. The host adds it to such sections.
 */
export function sectionLandingRoute(): RouteObject {
  return { index: true, element: lazyPage(() => import('./pages/SectionLandingPage')) };
}
