import { msg } from '@lingui/core/macro';
import { paths, routePatterns, type StaffdeskSection } from '@staffdesk/core';
import {
  BriefcaseBusiness,
  CalendarDays,
  ChartNoAxesColumn,
  ClipboardList,
  FileSearch,
  FileText,
  History,
  Users,
  UsersRound,
  Wallet,
} from 'lucide-react';
import { recruiterCatalog } from './locales/catalog';
import { navigationCatalog } from './locales/section/catalog';

const RECRUITER = routePatterns.recruiter;

/**
 * Recruiting (product-spec §2.2 /recruiter): clients' requirements (job orders) and each one's
 * pipeline (sourced → screened → CV sent → interview → offered → hired, or rejected/withdrawn
 * with a reason), the CV database with full-text search over the CVs' words, candidates with
 * their CV, duplicates and merges, the interview calendar, the activity log, the team's
 * workload, the documents (each candidate's CV), recruiters' commissions and the recruiting report. Guarded by the
 * `recruiter` flag; the pages need `recruiting.read`, changing anything `recruiting.manage`.
 */
export const recruiterSection: StaffdeskSection = {
  id: 'recruiter',
  basePath: RECRUITER.root,
  flag: 'recruiter',
  title: msg`Recruiting`,
  description: msg`Requirements from clients, the CV database and each requirement’s pipeline.`,
  icon: <BriefcaseBusiness />,
  nav: [
    {
      id: 'recruiter-requirements',
      label: msg`Requirements`,
      href: paths.recruiter.requirement.list(),
      icon: <ClipboardList />,
      permission: 'recruiting.read',
      description: msg`Clients’ job orders with filled of headcount, and each one’s pipeline of candidates.`,
    },
    {
      id: 'recruiter-cv-database',
      label: msg`CV database`,
      href: paths.recruiter.cvDatabase(),
      icon: <FileSearch />,
      permission: 'recruiting.read',
      description: msg`Search every CV’s words, skills and city; import CVs in batches.`,
    },
    {
      id: 'recruiter-candidates',
      label: msg`Candidates`,
      href: paths.recruiter.candidate.list(),
      icon: <Users />,
      permission: 'recruiting.read',
      description: msg`Every candidate with their CV, duplicates and pipelines; add new ones.`,
    },
    {
      id: 'recruiter-calendar',
      label: msg`Interview calendar`,
      href: paths.recruiter.calendar(),
      icon: <CalendarDays />,
      permission: 'recruiting.read',
      description: msg`The week’s or month’s interviews with clients, by day.`,
    },
    {
      id: 'recruiter-activity',
      label: msg`Activity`,
      href: paths.recruiter.activity(),
      icon: <History />,
      permission: 'recruiting.read',
      description: msg`Who added, changed or moved which candidate, and when.`,
    },
    {
      id: 'recruiter-team',
      label: msg`Team`,
      href: paths.recruiter.team.list(),
      icon: <UsersRound />,
      permission: 'recruiting.read',
      description: msg`What each recruiter carries now: requirements, candidates, interviews, hires.`,
    },
    {
      id: 'recruiter-document',
      label: msg`Documents`,
      href: paths.recruiter.document(),
      icon: <FileText />,
      permission: 'recruiting.read',
      description: msg`The CV each candidate has on file, and who has none yet.`,
    },
    {
      id: 'recruiter-commission',
      label: msg`Commissions`,
      href: paths.recruiter.commission(),
      icon: <Wallet />,
      permission: 'recruiting.read',
      description: msg`Each recruiter’s commission per placement, and the rules that set it.`,
    },
    {
      id: 'recruiter-report',
      label: msg`Recruiting report`,
      href: paths.recruiter.report(),
      icon: <ChartNoAxesColumn />,
      permission: 'recruiting.read',
      description: msg`The funnel per requirement and recruiter, sources’ conversion and time to fill.`,
    },
  ],
  navigationMessages: navigationCatalog,
  messages: recruiterCatalog,
  routes: () => import('./routes').then((module) => module.recruiterRoutes),
};
