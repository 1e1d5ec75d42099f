import { lazyRoute, publicRoutePatterns } from '@staffdesk/core';
import type { RouteObject } from 'react-router';

const signIn = lazyRoute(() => import('./pages/SignInPage'));
const passwordLink = lazyRoute(() => import('./pages/PasswordLinkPage'));

/**
 * The pages opened from a mailed link, the same whether or not the reader is signed in: the host
 * mounts them in both route sets.
 */
export const publicLinkRoutes: RouteObject[] = [
  {
    path: publicRoutePatterns.leaveApproval,
    lazy: lazyRoute(() => import('./pages/LeaveApprovalPage')),
  },
  {
    path: publicRoutePatterns.timesheetRequestApproval,
    lazy: lazyRoute(() => import('./pages/TimesheetApprovalPage')),
  },
  {
    path: publicRoutePatterns.overtimeRequestApproval,
    lazy: lazyRoute(() => import('./pages/OvertimeApprovalPage')),
  },
  {
    path: publicRoutePatterns.overtimeFormat,
    lazy: lazyRoute(() => import('./pages/OvertimeFormatPage')),
  },
  {
    path: publicRoutePatterns.approverThanks,
    lazy: lazyRoute(() => import('./pages/ApproverThanksPage')),
  },
  {
    path: publicRoutePatterns.leaveFormDownload,
    lazy: lazyRoute(() => import('./pages/LeaveFormDownloadPage')),
  },
  {
    path: publicRoutePatterns.clientCvList,
    lazy: lazyRoute(() => import('./pages/ClientCvListPage')),
  },
  {
    path: publicRoutePatterns.clientCvFeedback,
    lazy: lazyRoute(() => import('./pages/ClientCvFeedbackPage')),
  },
  {
    path: publicRoutePatterns.clientInterviewFeedback,
    lazy: lazyRoute(() => import('./pages/ClientInterviewFeedbackPage')),
  },
  {
    path: publicRoutePatterns.candidateConfirmation,
    lazy: lazyRoute(() => import('./pages/CandidateConfirmationPage')),
  },
  {
    path: publicRoutePatterns.candidateResponse,
    lazy: lazyRoute(() => import('./pages/CandidateResponsePage')),
  },
  {
    path: publicRoutePatterns.publicThanks,
    lazy: lazyRoute(() => import('./pages/RecruitingThanksPage')),
  },
];

/**
 * The signed-out route set. Any path not listed shows sign-in (product-spec §2.1); public-link
 * pages join this list as their workflows are built.
 */
export const signedOutRoutes: RouteObject[] = [
  { index: true, lazy: signIn },
  { path: publicRoutePatterns.signIn, lazy: signIn },
  { path: publicRoutePatterns.signInRequired, lazy: signIn },
  {
    path: publicRoutePatterns.forgotPassword,
    lazy: lazyRoute(() => import('./pages/ForgotPasswordPage')),
  },
  { path: publicRoutePatterns.resetPassword, lazy: passwordLink },
  { path: publicRoutePatterns.setPassword, lazy: passwordLink },
  ...publicLinkRoutes,
  { path: '*', lazy: signIn },
];
