import { lazyPage, routePatterns, sectionRoute } from '@staffdesk/core';
import type { RouteObject } from 'react-router';

const JOB_PORTAL = routePatterns.jobPortal;

/** The section's pages, by address: loaded on the section's first visit, each page lazily in turn. */
export const jobPortalRoutes: RouteObject[] = [
  // Vacancies: `recruiting.read` to see them and their applicants; making or changing one
  // needs `recruiting.manage`. The static paths rank above the form's `:type/:id?`.
  sectionRoute(
    JOB_PORTAL.jobVacancies.list,
    JOB_PORTAL.root,
    lazyPage(() => import('./pages/VacancyListPage')),
  ),
  sectionRoute(
    JOB_PORTAL.jobVacancies.listCandidates,
    JOB_PORTAL.root,
    lazyPage(() => import('./pages/VacancyCandidatesPage')),
  ),
  sectionRoute(
    JOB_PORTAL.jobVacancies.searchCandidates,
    JOB_PORTAL.root,
    lazyPage(() => import('./pages/SearchCandidatesPage')),
  ),
  sectionRoute(
    JOB_PORTAL.jobVacancies.form,
    JOB_PORTAL.root,
    lazyPage(() => import('./pages/VacancyFormPage')),
  ),
  // The taxonomy: `recruiting.read` to see it, `recruiting.manage` to add, rename or delete.
  sectionRoute(
    JOB_PORTAL.jobCategories.list,
    JOB_PORTAL.root,
    lazyPage(() => import('./pages/JobCategoriesPage')),
  ),
  sectionRoute(
    JOB_PORTAL.jobRoles.list,
    JOB_PORTAL.root,
    lazyPage(() => import('./pages/JobRolesPage')),
  ),
  sectionRoute(
    JOB_PORTAL.jobSkills.list,
    JOB_PORTAL.root,
    lazyPage(() => import('./pages/JobSkillsPage')),
  ),
];
