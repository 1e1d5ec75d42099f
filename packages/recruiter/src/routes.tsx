import { lazyRoute, routePatterns, sectionRoute } from '@staffdesk/core';
import type { RouteObject } from 'react-router';

const RECRUITER = routePatterns.recruiter;

/** The section's pages, by address: loaded on the section's first visit, each page lazily in turn. */
export const recruiterRoutes: RouteObject[] = [
  // Requirements and each one's pipeline: `recruiting.read` to see them; opening, changing,
  // adding candidates and moving them need `recruiting.manage`.
  sectionRoute(
    RECRUITER.requirement.list,
    RECRUITER.root,
    lazyRoute(() => import('./pages/RequirementListPage')),
  ),
  sectionRoute(
    RECRUITER.requirement.form,
    RECRUITER.root,
    lazyRoute(() => import('./pages/RequirementFormPage')),
  ),
  sectionRoute(
    RECRUITER.requirement.detail,
    RECRUITER.root,
    lazyRoute(() => import('./pages/RequirementDetailPage')),
  ),
  // The CV database, candidates and the activity log: `recruiting.read` to see them; adding,
  // editing, importing and merging need `recruiting.manage`.
  sectionRoute(
    RECRUITER.cvDatabase,
    RECRUITER.root,
    lazyRoute(() => import('./pages/candidates/CvDatabasePage')),
  ),
  sectionRoute(
    RECRUITER.candidate.list,
    RECRUITER.root,
    lazyRoute(() => import('./pages/candidates/CandidateListPage')),
  ),
  sectionRoute(
    RECRUITER.candidate.form,
    RECRUITER.root,
    lazyRoute(() => import('./pages/candidates/CandidateFormPage')),
  ),
  sectionRoute(
    RECRUITER.candidate.detail,
    RECRUITER.root,
    lazyRoute(() => import('./pages/candidates/CandidateDetailPage')),
  ),
  // The interviews of a week or a month: `recruiting.read`.
  sectionRoute(
    RECRUITER.calendar,
    RECRUITER.root,
    lazyRoute(() => import('./pages/CalendarPage')),
  ),
  sectionRoute(
    RECRUITER.activity,
    RECRUITER.root,
    lazyRoute(() => import('./pages/ActivityPage')),
  ),
  // The team's workload: `recruiting.read`.
  sectionRoute(
    RECRUITER.team.list,
    RECRUITER.root,
    lazyRoute(() => import('./pages/TeamPage')),
  ),
  // Documents (each candidate's CV or its absence): `recruiting.read`.
  sectionRoute(
    RECRUITER.document,
    RECRUITER.root,
    lazyRoute(() => import('./pages/DocumentPage')),
  ),
  // Commissions and the recruiting report: `recruiting.read`; changing a commission rule
  // needs `finance.manage`.
  sectionRoute(
    RECRUITER.commission,
    RECRUITER.root,
    lazyRoute(() => import('./pages/CommissionPage')),
  ),
  sectionRoute(
    RECRUITER.report,
    RECRUITER.root,
    lazyRoute(() => import('./pages/RecruitingReportPage')),
  ),
];
