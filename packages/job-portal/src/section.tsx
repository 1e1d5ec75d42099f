import { msg } from '@lingui/core/macro';
import { paths, routePatterns, type StaffdeskSection } from '@staffdesk/core';
import { FolderTree, Globe, Layers, Sparkles, UserSearch } from 'lucide-react';
import { jobPortalCatalog } from './locales/catalog';
import { navigationCatalog } from './locales/section/catalog';

const JOB_PORTAL = routePatterns.jobPortal;

/**
 * The job portal behind the sign-in (product-spec §2.2 /job-portal): requirements published as
 * vacancies on the website, each vacancy's applicants (its requirement's pipeline), a compact
 * search of the CV database, and the one job taxonomy (categories with their roles, skills).
 * Guarded by the `job-portal` flag; the pages need `recruiting.read`, changes `recruiting.manage`.
 * The taxonomy's add and rename forms are dialogs on their list pages, so their `form/` routes
 * are not registered.
 */
export const jobPortalSection: StaffdeskSection = {
  id: 'job-portal',
  basePath: JOB_PORTAL.root,
  flag: 'job-portal',
  title: msg`Job portal`,
  description: msg`Vacancies on the website, their applicants and the job taxonomy.`,
  icon: <Globe />,
  nav: [
    {
      id: 'job-portal-vacancies',
      label: msg`Job vacancies`,
      href: paths.jobPortal.jobVacancies.list(),
      icon: <Globe />,
      permission: 'recruiting.read',
      description: msg`Publish requirements as vacancies and see who applied.`,
    },
    {
      id: 'job-portal-search-candidates',
      label: msg`Search candidates`,
      href: paths.jobPortal.jobVacancies.searchCandidates(),
      icon: <UserSearch />,
      permission: 'recruiting.read',
      description: msg`Find people in the CV database by words, skills and city.`,
    },
    {
      id: 'job-portal-categories',
      label: msg`Job categories`,
      href: paths.jobPortal.jobCategories.list(),
      icon: <FolderTree />,
      permission: 'recruiting.read',
      description: msg`The fields of work vacancies are filed under.`,
    },
    {
      id: 'job-portal-roles',
      label: msg`Job roles`,
      href: paths.jobPortal.jobRoles.list(),
      icon: <Layers />,
      permission: 'recruiting.read',
      description: msg`The roles of each category.`,
    },
    {
      id: 'job-portal-skills',
      label: msg`Job skills`,
      href: paths.jobPortal.jobSkills.list(),
      icon: <Sparkles />,
      permission: 'recruiting.read',
      description: msg`The skills vacancies ask for.`,
    },
  ],
  navigationMessages: navigationCatalog,
  messages: jobPortalCatalog,
  routes: () => import('./routes').then((module) => module.jobPortalRoutes),
};
