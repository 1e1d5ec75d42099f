import { lazyRoute, routePatterns } from '@staffdesk/core';
import type { RouteObject } from 'react-router';

const signIn = lazyRoute(() => import('./pages/SignInPage'));
const passwordLink = lazyRoute(() => import('./pages/PasswordLinkPage'));

/**
 * The pages opened from a mailed link, the same whether or not the reader is signed in: the host
 * mounts them in both route sets.
 */
export const publicLinkRoutes: RouteObject[] = [
  {
    path: routePatterns.leaveApproval,
    lazy: lazyRoute(() => import('./pages/LeaveApprovalPage')),
  },
  {
    path: routePatterns.timesheetRequestApproval,
    lazy: lazyRoute(() => import('./pages/TimesheetApprovalPage')),
  },
  {
    path: routePatterns.overtimeRequestApproval,
    lazy: lazyRoute(() => import('./pages/OvertimeApprovalPage')),
  },
  {
    path: routePatterns.overtimeFormat,
    lazy: lazyRoute(() => import('./pages/OvertimeFormatPage')),
  },
  {
    path: routePatterns.approverThanks,
    lazy: lazyRoute(() => import('./pages/ApproverThanksPage')),
  },
  {
    path: routePatterns.leaveFormDownload,
    lazy: lazyRoute(() => import('./pages/LeaveFormDownloadPage')),
  },
  {
    path: routePatterns.clientCvList,
    lazy: lazyRoute(() => import('./pages/ClientCvListPage')),
  },
  {
    path: routePatterns.clientCvFeedback,
    lazy: lazyRoute(() => import('./pages/ClientCvFeedbackPage')),
  },
  {
    path: routePatterns.clientInterviewFeedback,
    lazy: lazyRoute(() => import('./pages/ClientInterviewFeedbackPage')),
  },
  {
    path: routePatterns.candidateConfirmation,
    lazy: lazyRoute(() => import('./pages/CandidateConfirmationPage')),
  },
  {
    path: routePatterns.candidateResponse,
    lazy: lazyRoute(() => import('./pages/CandidateResponsePage')),
  },
  {
    path: routePatterns.publicThanks,
    lazy: lazyRoute(() => import('./pages/RecruitingThanksPage')),
  },
];

/**
 * The signed-out route set. Any path not listed shows sign-in (product-spec §2.1); public-link
 * pages join this list as their workflows are built.
 */
export const signedOutRoutes: RouteObject[] = [
  { index: true, lazy: signIn },
  { path: routePatterns.signIn, lazy: signIn },
  { path: routePatterns.signInRequired, lazy: signIn },
  {
    path: routePatterns.forgotPassword,
    lazy: lazyRoute(() => import('./pages/ForgotPasswordPage')),
  },
  { path: routePatterns.resetPassword, lazy: passwordLink },
  { path: routePatterns.setPassword, lazy: passwordLink },
  ...publicLinkRoutes,
  { path: '*', lazy: signIn },
];
