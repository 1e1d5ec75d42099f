import { fillPath, queryString, type RouteParam } from './fill-path';

/**
 * The pages the server links to, as react-router path patterns: the pages emailed links open,
 * and the pages the home page's waiting list points at. The server builds its links with the
 * builders below and the host routes the same patterns (core's `routePatterns` takes them from
 * here), so a link the server sends always opens an existing page.
 */
export const linkPatterns = {
  setPassword: '/set-password',
  resetPassword: '/reset-password',
  leaveApproval: '/leaves/:token/approvalby/:email',
  leaveFormDownload: '/form_leave/download/approval/:token',
  timesheetApproval: '/pic/request_timesheet/:content/:token',
  overtimeApproval: '/pic/request_overtime/:token',
  overtimeFormat: '/pic/format-overtime/:contentId',
  employeeOvertime: '/employee/overtime/dashboard',
  employeeTimesheet: '/employee/timesheet',
  employeePayslips: '/employee/e-payslip',
  userManagement: '/user-management',
  emailNotification: '/email-notification',
  humanResourceLeaveApproval: '/human-resource/leaves/approval',
  humanResourceClientPeriod: '/human-resource/clients-format/form/:type/:id?',
  employeeLeavesDashboard: '/employee/leaves-dashboard',
  employeeLeavesApproval: '/employee/leaves-approval',
  clientCvList: '/client/public/:requirementId/cv-list',
  clientCvFeedback: '/client/public/client/:requirementId/candidate/:candidateId/feedback_cv_form',
  clientInterviewFeedback:
    '/public/client/:requirementId/candidate/:candidateId/feedback_interview_form',
  candidateConfirmation:
    '/candidate/public/requirement/:requirementId/candidate/:candidateId/candidate_confirmation',
  candidateResponse:
    '/candidate/public/requirement/:requirementId/candidate/:candidateId/candidate_response',
  recruiterRequirement: '/recruiter/requirement/:requirementId',
  recruiterRequirements: '/recruiter/requirement',
  humanResourceOffered: '/human-resource/offered',
  financePayrollRun: '/finance/payroll/:payrollStatusId',
} as const;

const P = linkPatterns;
type Query = Record<string, RouteParam | undefined>;

/** Paths (below the public URL) of the pages the server links to. */
export const links = {
  /** The invitation: choose a password. */
  setPassword: (token?: string) => `${P.setPassword}${queryString({ token })}`,
  /** A forgotten password. */
  resetPassword: (token?: string) => `${P.resetPassword}${queryString({ token })}`,
  /** A client PIC decides a leave request. */
  leaveApproval: (token: string, email: string) => fillPath(P.leaveApproval, { token, email }),
  /**
   * A client PIC decides timesheets: `all` of a client's period, or one sheet (its id). The
   * address the link was sent to rides in the query, as it is part of the credential.
   */
  timesheetApproval: (content: string, token: string, email: string) =>
    `${fillPath(P.timesheetApproval, { content, token })}${queryString({ email })}`,
  /** A client PIC decides one overtime request; the address rides in the query. */
  overtimeApproval: (token: string, email: string) =>
    `${fillPath(P.overtimeApproval, { token })}${queryString({ email })}`,
  /** The printable overtime form of a request, opened from its approval link. */
  overtimeFormat: (requestId: string, token: string, email: string) =>
    `${fillPath(P.overtimeFormat, { contentId: requestId })}${queryString({ token, email })}`,
  /** My overtime requests. */
  employeeOvertime: () => P.employeeOvertime as string,
  /**
   * My e-payslips, of a month (`2026-11`) or all; with `token` (the payslip mail's signed link,
   * `t`), the page opens that payslip once its token proves it is the reader's own.
   */
  employeePayslips: (period?: string, token?: string) =>
    `${P.employeePayslips}${queryString({ period, t: token })}`,
  /** My timesheet, of a period (`2026-11`) or the current one. */
  employeeTimesheet: (period?: string) => `${P.employeeTimesheet}${queryString({ period })}`,
  /** The approved leave form as a PDF. */
  leaveFormDownload: (token: string) => fillPath(P.leaveFormDownload, { token }),
  /** Users and roles, e.g. `{ status: 'invited' }`. */
  userManagement: (query: Query = {}) => `${P.userManagement}${queryString(query)}`,
  /** Templates and the outbox, e.g. `{ tab: 'outbox', status: 'failed' }`. */
  emailNotification: (query: Query = {}) => `${P.emailNotification}${queryString(query)}`,
  /** A client's timesheet settings for HR, with the alternate approvers its PICs named. */
  humanResourceClientPeriod: (clientId: string) =>
    fillPath(P.humanResourceClientPeriod, { type: 'edit', id: clientId }),
  /** Leave requests waiting for HR. */
  humanResourceLeaveApproval: () => P.humanResourceLeaveApproval as string,
  /** My leave: balances and requests. */
  employeeLeavesDashboard: () => P.employeeLeavesDashboard as string,
  employeeLeavesApproval: () => P.employeeLeavesApproval as string,
  /**
   * A client PIC reviews the CVs sent for a requirement. One token opens every candidate of the
   * requirement that was sent; the token and the address it went to ride in the query.
   */
  clientCvList: (requirementId: string, token: string, email: string) =>
    `${fillPath(P.clientCvList, { requirementId })}${queryString({ token, email })}`,
  /** The PIC accepts a CV for interview or rejects it. */
  clientCvFeedback: (requirementId: string, candidateId: string, token: string, email: string) =>
    `${fillPath(P.clientCvFeedback, { requirementId, candidateId })}${queryString({ token, email })}`,
  /** The PIC scores an interview. */
  clientInterviewFeedback: (
    requirementId: string,
    candidateId: string,
    token: string,
    email: string,
  ) =>
    `${fillPath(P.clientInterviewFeedback, { requirementId, candidateId })}${queryString({ token, email })}`,
  /** The candidate confirms who they are and their data for an offer. */
  candidateConfirmation: (
    requirementId: string,
    candidateId: string,
    token: string,
    email: string,
  ) =>
    `${fillPath(P.candidateConfirmation, { requirementId, candidateId })}${queryString({ token, email })}`,
  /** The candidate accepts or declines the offer. */
  candidateResponse: (requirementId: string, candidateId: string, token: string, email: string) =>
    `${fillPath(P.candidateResponse, { requirementId, candidateId })}${queryString({ token, email })}`,
  /** A requirement and its pipeline, for the recruiter. */
  recruiterRequirement: (requirementId: string) =>
    fillPath(P.recruiterRequirement, { requirementId }),
  /** The requirements, for the recruiter. */
  recruiterRequirements: () => P.recruiterRequirements as string,
  /** Candidates who accepted an offer and wait for HR to make them employees. */
  humanResourceOffered: () => P.humanResourceOffered as string,
  /** A payroll run, for finance (paying it). */
  financePayrollRun: (runId: string) => fillPath(P.financePayrollRun, { payrollStatusId: runId }),
};
