import { lazyPage, publicRoutePatterns } from '@staffdesk/core';
import type { RouteObject } from 'react-router';

const signIn = lazyPage(() => import('./pages/SignInPage'));
const passwordLink = lazyPage(() => import('./pages/PasswordLinkPage'));

/**
 * The pages opened from a mailed link, the same whether or not the reader is signed in: the host
 * mounts them in both route sets.
 */
export const publicLinkRoutes: RouteObject[] = [
  {
    path: publicRoutePatterns.leaveApproval,
    element: lazyPage(() => import('./pages/LeaveApprovalPage')),
  },
  {
    path: publicRoutePatterns.timesheetRequestApproval,
    element: lazyPage(() => import('./pages/TimesheetApprovalPage')),
  },
  {
    path: publicRoutePatterns.overtimeRequestApproval,
    element: lazyPage(() => import('./pages/OvertimeApprovalPage')),
  },
  {
    path: publicRoutePatterns.overtimeFormat,
    element: lazyPage(() => import('./pages/OvertimeFormatPage')),
  },
  {
    path: publicRoutePatterns.approverThanks,
    element: lazyPage(() => import('./pages/ApproverThanksPage')),
  },
  {
    path: publicRoutePatterns.leaveFormDownload,
    element: lazyPage(() => import('./pages/LeaveFormDownloadPage')),
  },
  {
    path: publicRoutePatterns.clientCvList,
    element: lazyPage(() => import('./pages/ClientCvListPage')),
  },
  {
    path: publicRoutePatterns.clientCvFeedback,
    element: lazyPage(() => import('./pages/ClientCvFeedbackPage')),
  },
  {
    path: publicRoutePatterns.clientInterviewFeedback,
    element: lazyPage(() => import('./pages/ClientInterviewFeedbackPage')),
  },
  {
    path: publicRoutePatterns.candidateConfirmation,
    element: lazyPage(() => import('./pages/CandidateConfirmationPage')),
  },
  {
    path: publicRoutePatterns.candidateResponse,
    element: lazyPage(() => import('./pages/CandidateResponsePage')),
  },
  {
    path: publicRoutePatterns.publicThanks,
    element: lazyPage(() => import('./pages/RecruitingThanksPage')),
  },
];

/**
 * The signed-out route set. Any path not listed shows sign-in (product-spec §2.1); public-link
 * pages join this list as their workflows are built.
 */
export const signedOutRoutes: RouteObject[] = [
  { index: true, element: signIn },
  { path: publicRoutePatterns.signIn, element: signIn },
  { path: publicRoutePatterns.signInRequired, element: signIn },
  {
    path: publicRoutePatterns.forgotPassword,
    element: lazyPage(() => import('./pages/ForgotPasswordPage')),
  },
  { path: publicRoutePatterns.resetPassword, element: passwordLink },
  { path: publicRoutePatterns.setPassword, element: passwordLink },
  ...publicLinkRoutes,
  { path: '*', element: signIn },
];
