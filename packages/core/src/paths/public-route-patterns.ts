import { linkPatterns } from '@staffdesk/api/links';

/**
 * The signed-out and public set (product-spec §2.1) on its own, so a signed-out page (sign-in, a
 * mailed link) carries only its own addresses.
 */
export const publicRoutePatterns = {
  // ---- 2.1 Signed-out and public set ----------------------------------------------------
  /** `/` is sign-in when signed out and home when signed in. */
  root: '/',
  signIn: '/sign-in',
  signInRequired: '/sign-in-required',
  forgotPassword: '/forgot-password',
  resetPassword: linkPatterns.resetPassword,
  setPassword: linkPatterns.setPassword,
  clientPerformanceEvaluation: '/form-performance-evaluation/client/:appraisalId',
  candidateConfirmation: linkPatterns.candidateConfirmation,
  candidateResponse: linkPatterns.candidateResponse,
  clientCvFeedback: linkPatterns.clientCvFeedback,
  clientInterviewFeedback: linkPatterns.clientInterviewFeedback,
  clientCvList: linkPatterns.clientCvList,
  publicThanks: '/public/:type/thanks-page',
  terminationApproval: '/terminations/:workTerminationId/approvalby/:email',
  projectDurationSimulation: '/project-duration-simulation',
  leaveApproval: linkPatterns.leaveApproval,
  overtimeRequestApproval: linkPatterns.overtimeApproval,
  timesheetRequestApproval: linkPatterns.timesheetApproval,
  approval: '/approval/:type/:token',
  approverThanks: '/pic/thanks-page/:type',
  leaveFormDownload: linkPatterns.leaveFormDownload,
  pdfExport: '/export/pdf',
  overtimeFormat: linkPatterns.overtimeFormat,
} as const;
