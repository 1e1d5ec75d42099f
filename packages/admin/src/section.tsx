import {
  lazyRoute,
  paths,
  relativePattern,
  routePatterns,
  type StaffdeskSection,
} from '@staffdesk/core';
import { House, Mail, Users } from 'lucide-react';
import type { RouteObject } from 'react-router';

const BASE_PATH = '/';

/** A route pattern relative to the section's base path; '' is the index route. */
function route(pattern: string, lazy: RouteObject['lazy']): RouteObject {
  const path = relativePattern(pattern, BASE_PATH);
  return path === '' ? { index: true, lazy } : ({ path, lazy } as RouteObject);
}

/**
 * The general signed-in pages (product-spec §2.2), open to every signed-in user: home, the
 * redirect page, users and roles with the audit log, profile, password, and email
 * notifications. What a user may do on them follows their permissions; the server checks each.
 */
export const adminSection: StaffdeskSection = {
  id: 'general',
  basePath: BASE_PATH,
  flag: null,
  title: 'General',
  nav: [
    { id: 'home', label: 'Home', href: paths.home(), icon: <House /> },
    {
      id: 'user-management',
      label: 'Users and roles',
      href: paths.userManagement.list(),
      icon: <Users />,
      permission: 'users.read',
    },
    {
      id: 'email-notification',
      label: 'Email notifications',
      href: paths.emailNotification.list(),
      icon: <Mail />,
      permission: 'email-templates.manage',
    },
  ],
  routes: [
    route(
      routePatterns.home,
      lazyRoute(() => import('./pages/HomePage')),
    ),
    route(
      routePatterns.redirectPage,
      lazyRoute(() => import('./pages/RedirectPage')),
    ),
    route(
      routePatterns.userManagement.list,
      lazyRoute(() => import('./pages/UserManagementPage')),
    ),
    route(
      routePatterns.userManagement.user,
      lazyRoute(() => import('./pages/UserFormPage')),
    ),
    route(
      routePatterns.userManagement.role,
      lazyRoute(() => import('./pages/RoleFormPage')),
    ),
    route(
      routePatterns.editProfile,
      lazyRoute(() => import('./pages/EditProfilePage')),
    ),
    route(
      routePatterns.changePassword,
      lazyRoute(() => import('./pages/ChangePasswordPage')),
    ),
    route(
      routePatterns.emailNotification.list,
      lazyRoute(() => import('./pages/EmailNotificationPage')),
    ),
    route(
      routePatterns.emailNotification.form,
      lazyRoute(() => import('./pages/EmailTemplateFormPage')),
    ),
  ],
};

/**
 * The index route of a section that has no page of its own at its address: a landing page with
 * what waits for the user there and the section's pages. The host adds it to such sections.
 */
export function sectionLandingRoute(): RouteObject {
  return { index: true, lazy: lazyRoute(() => import('./pages/SectionLandingPage')) };
}
