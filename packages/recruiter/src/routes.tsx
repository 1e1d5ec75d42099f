import { lazyPage, routePatterns, sectionRoute } from '@staffdesk/core';
import type { RouteObject } from 'react-router';
import { candidatesCatalog } from './locales/pages/candidates/catalog';
import { commissionsCatalog } from './locales/pages/commissions/catalog';
import { reportCatalog } from './locales/pages/report/catalog';
import { requirementFormCatalog } from './locales/pages/requirement-form/catalog';
import { teamCatalog } from './locales/pages/team/catalog';

const RECRUITER = routePatterns.recruiter;

/** The section's pages, by address: loaded on the section's first visit, each page lazily in turn. */
export const recruiterRoutes: RouteObject[] = [
  // Requirements and each one's pipeline: `recruiting.read` to see them; opening, changing,
  // adding candidates and moving them need `recruiting.manage`.
  sectionRoute(
    RECRUITER.requirement.list,
    RECRUITER.root,
    lazyPage(() => import('./pages/RequirementListPage')),
  ),
  sectionRoute(
    RECRUITER.requirement.form,
    RECRUITER.root,
    lazyPage(() => import('./pages/RequirementFormPage'), { messages: [requirementFormCatalog] }),
  ),
  sectionRoute(
    RECRUITER.requirement.detail,
    RECRUITER.root,
    lazyPage(() => import('./pages/RequirementDetailPage')),
  ),
  // The CV database, candidates and the activity log: `recruiting.read` to see them; adding,
  // editing, importing and merging need `recruiting.manage`.
  sectionRoute(
    RECRUITER.cvDatabase,
    RECRUITER.root,
    lazyPage(() => import('./pages/candidates/CvDatabasePage'), { messages: [candidatesCatalog] }),
  ),
  sectionRoute(
    RECRUITER.candidate.list,
    RECRUITER.root,
    lazyPage(() => import('./pages/candidates/CandidateListPage'), {
      messages: [candidatesCatalog],
    }),
  ),
  sectionRoute(
    RECRUITER.candidate.form,
    RECRUITER.root,
    lazyPage(() => import('./pages/candidates/CandidateFormPage'), {
      messages: [candidatesCatalog],
    }),
  ),
  sectionRoute(
    RECRUITER.candidate.detail,
    RECRUITER.root,
    lazyPage(() => import('./pages/candidates/CandidateDetailPage'), {
      messages: [candidatesCatalog],
    }),
  ),
  // The interviews of a week or a month: `recruiting.read`.
  sectionRoute(
    RECRUITER.calendar,
    RECRUITER.root,
    lazyPage(() => import('./pages/CalendarPage')),
  ),
  sectionRoute(
    RECRUITER.activity,
    RECRUITER.root,
    lazyPage(() => import('./pages/ActivityPage'), { messages: [candidatesCatalog] }),
  ),
  // The team's workload: `recruiting.read`.
  sectionRoute(
    RECRUITER.team.list,
    RECRUITER.root,
    lazyPage(() => import('./pages/TeamPage'), { messages: [teamCatalog] }),
  ),
  // Documents (each candidate's CV or its absence): `recruiting.read`.
  sectionRoute(
    RECRUITER.document,
    RECRUITER.root,
    lazyPage(() => import('./pages/DocumentPage'), { messages: [candidatesCatalog] }),
  ),
  // Commissions and the recruiting report: `recruiting.read`; changing a commission rule
  // needs `finance.manage`.
  sectionRoute(
    RECRUITER.commission,
    RECRUITER.root,
    lazyPage(() => import('./pages/CommissionPage'), { messages: [commissionsCatalog] }),
  ),
  sectionRoute(
    RECRUITER.report,
    RECRUITER.root,
    lazyPage(() => import('./pages/RecruitingReportPage'), { messages: [reportCatalog] }),
  ),
];
