import { fillPath, links, queryString, type RouteParam } from '@staffdesk/api/links';
import type { SectionId } from '../flags/flags';
import { routePatterns as P } from './route-patterns';

/** The mode of a form page. */
export type FormMode = 'add' | 'edit' | 'view';

/** The employee profile sub-forms (self-service and human resource). */
export type EmployeeProfileForm =
  | 'language'
  | 'experience'
  | 'reference'
  | 'education'
  | 'course'
  | 'ptkp-status'
  | 'emergency-contact'
  | 'family';

/** The employee supporting-information sub-forms. */
export type EmployeeSupportingForm =
  | 'insurance'
  | 'asset'
  | 'bpjs-healthcare'
  | 'bpjs-social-security';

/** The base path of each guarded section. */
export const SECTION_BASE_PATHS: Readonly<Record<SectionId, string>> = {
  'website-cms': P.websiteCms.root,
  'job-portal': P.jobPortal.root,
  employee: P.employee.root,
  'human-resource': P.humanResource.root,
  'old-bizdev': P.oldBizdev.root,
  bizdev: P.bizdev.root,
  recruiter: P.recruiter.root,
  finance: P.finance.root,
  'accounting-and-tax': P.accountingAndTax.root,
};

type Id = RouteParam;

/** A list page and its form page (`.../:type/:id?`). */
function listAndForm(list: string, form: `${string}/:type/:id?`) {
  return {
    list: () => list,
    form: (type: FormMode, id?: Id) => fillPath(form as '/:type/:id?', { type, id }),
  };
}

/**
 * Typed builders for every route of product-spec §2, grouped as the spec groups them. They fill
 * the patterns of `routePatterns` with URL-encoded parameters.
 */
export const paths = {
  // ---- 2.1 Signed-out and public set ----------------------------------------------------
  root: () => P.root as string,
  signIn: () => P.signIn as string,
  signInRequired: () => P.signInRequired as string,
  forgotPassword: () => P.forgotPassword as string,
  /** The reset link a recovery email carries (its token travels in the query). */
  resetPassword: links.resetPassword,
  setPassword: links.setPassword,
  clientPerformanceEvaluation: (appraisalId: Id) =>
    fillPath(P.clientPerformanceEvaluation, { appraisalId }),
  candidateConfirmation: (requirementId: Id, candidateId: Id) =>
    fillPath(P.candidateConfirmation, { requirementId, candidateId }),
  candidateResponse: (requirementId: Id, candidateId: Id) =>
    fillPath(P.candidateResponse, { requirementId, candidateId }),
  clientCvFeedback: (requirementId: Id, candidateId: Id) =>
    fillPath(P.clientCvFeedback, { requirementId, candidateId }),
  clientInterviewFeedback: (requirementId: Id, candidateId: Id) =>
    fillPath(P.clientInterviewFeedback, { requirementId, candidateId }),
  clientCvList: (requirementId: Id) => fillPath(P.clientCvList, { requirementId }),
  publicThanks: (type: string) => fillPath(P.publicThanks, { type }),
  terminationApproval: (workTerminationId: Id, email: string) =>
    fillPath(P.terminationApproval, { workTerminationId, email }),
  projectDurationSimulation: () => P.projectDurationSimulation as string,
  leaveApproval: links.leaveApproval,
  overtimeRequestApproval: (token: string) => fillPath(P.overtimeRequestApproval, { token }),
  timesheetRequestApproval: (content: string, token: string) =>
    fillPath(P.timesheetRequestApproval, { content, token }),
  approval: (type: string, token: string) => fillPath(P.approval, { type, token }),
  approverThanks: (type: string) => fillPath(P.approverThanks, { type }),
  leaveFormDownload: links.leaveFormDownload,
  pdfExport: (query: Record<string, RouteParam | undefined> = {}) =>
    `${P.pdfExport}${queryString(query)}`,
  overtimeFormat: (contentId: Id) => fillPath(P.overtimeFormat, { contentId }),

  // ---- 2.2 Signed-in set: general --------------------------------------------------------
  home: () => P.home as string,
  redirectPage: (query: string) => fillPath(P.redirectPage, { query }),
  userManagement: {
    list: () => P.userManagement.list as string,
    user: (type: FormMode, id?: Id) => fillPath(P.userManagement.user, { type, id }),
    role: (type: FormMode, id?: Id) => fillPath(P.userManagement.role, { type, id }),
  },
  editProfile: () => P.editProfile as string,
  changePassword: () => P.changePassword as string,
  emailNotification: listAndForm(P.emailNotification.list, P.emailNotification.form),

  /** The base path of a guarded section, e.g. `/human-resource`. */
  section: (section: SectionId) => SECTION_BASE_PATHS[section],

  // ---- /website-cms ---------------------------------------------------------------------
  websiteCms: {
    root: () => P.websiteCms.root as string,
    home: listAndForm(P.websiteCms.home.list, P.websiteCms.home.form),
    topics: listAndForm(P.websiteCms.topics.list, P.websiteCms.topics.form),
    articles: listAndForm(P.websiteCms.articles.list, P.websiteCms.articles.form),
    webinars: listAndForm(P.websiteCms.webinars.list, P.websiteCms.webinars.form),
    clients: listAndForm(P.websiteCms.clients.list, P.websiteCms.clients.form),
    industries: listAndForm(P.websiteCms.industries.list, P.websiteCms.industries.form),
    services: listAndForm(P.websiteCms.services.list, P.websiteCms.services.form),
    messages: {
      list: () => P.websiteCms.messages.list as string,
      detail: (id: Id) => fillPath(P.websiteCms.messages.detail, { id }),
    },
    alumni: listAndForm(P.websiteCms.alumni.list, P.websiteCms.alumni.form),
    people: listAndForm(P.websiteCms.people.list, P.websiteCms.people.form),
    subscriptions: { list: () => P.websiteCms.subscriptions.list as string },
  },

  // ---- /job-portal ----------------------------------------------------------------------
  jobPortal: {
    root: () => P.jobPortal.root as string,
    jobVacancies: {
      list: () => P.jobPortal.jobVacancies.list as string,
      listCandidates: (id: Id) => fillPath(P.jobPortal.jobVacancies.listCandidates, { id }),
      searchCandidates: () => P.jobPortal.jobVacancies.searchCandidates as string,
      form: (type: FormMode, id?: Id) => fillPath(P.jobPortal.jobVacancies.form, { type, id }),
    },
    jobCategories: listAndForm(P.jobPortal.jobCategories.list, P.jobPortal.jobCategories.form),
    jobRoles: listAndForm(P.jobPortal.jobRoles.list, P.jobPortal.jobRoles.form),
    jobSkills: listAndForm(P.jobPortal.jobSkills.list, P.jobPortal.jobSkills.form),
  },

  // ---- /employee (self-service) ---------------------------------------------------------
  employee: {
    root: () => P.employee.root as string,
    profile: {
      view: () => P.employee.profile.view as string,
      language: (type: FormMode, id?: Id) => fillPath(P.employee.profile.language, { type, id }),
      experience: (type: FormMode, id?: Id) =>
        fillPath(P.employee.profile.experience, { type, id }),
      reference: (type: FormMode, id?: Id) => fillPath(P.employee.profile.reference, { type, id }),
      education: (type: FormMode, id?: Id) => fillPath(P.employee.profile.education, { type, id }),
      course: (type: FormMode, id?: Id) => fillPath(P.employee.profile.course, { type, id }),
      ptkpStatus: (type: FormMode, id?: Id) =>
        fillPath(P.employee.profile.ptkpStatus, { type, id }),
      emergencyContact: (type: FormMode, id?: Id) =>
        fillPath(P.employee.profile.emergencyContact, { type, id }),
      family: (type: FormMode, id?: Id) => fillPath(P.employee.profile.family, { type, id }),
    },
    informationWork: () => P.employee.informationWork as string,
    informationSupporting: {
      view: () => P.employee.informationSupporting.view as string,
      insurance: () => P.employee.informationSupporting.insurance as string,
      asset: () => P.employee.informationSupporting.asset as string,
      bpjsHealthcare: () => P.employee.informationSupporting.bpjsHealthcare as string,
      bpjsSocialSecurity: () => P.employee.informationSupporting.bpjsSocialSecurity as string,
    },
    attendances: () => P.employee.attendances as string,
    timesheet: () => P.employee.timesheet as string,
    overtime: {
      dashboard: () => P.employee.overtime.dashboard as string,
      form: (type: FormMode, id?: Id) => fillPath(P.employee.overtime.form, { type, id }),
      calculation: () => P.employee.overtime.calculation as string,
    },
    resign: () => P.employee.resign as string,
    layoff: () => P.employee.layoff as string,
    leavesDashboard: () => P.employee.leavesDashboard as string,
    leavesApproval: () => P.employee.leavesApproval as string,
    ePayslip: () => P.employee.ePayslip as string,
    calendar: () => P.employee.calendar as string,
    requirements: () => P.employee.requirements as string,
    requirementCandidates: () => P.employee.requirementCandidates as string,
    workTermination: () => P.employee.workTermination as string,
  },

  // ---- /human-resource ------------------------------------------------------------------
  humanResource: {
    root: () => P.humanResource.root as string,
    employee: {
      list: () => P.humanResource.employee.list as string,
      add: () => P.humanResource.employee.add as string,
      edit: (employeeId: Id) => fillPath(P.humanResource.employee.edit, { employeeId }),
      detail: (employeeId: Id) => fillPath(P.humanResource.employee.detail, { employeeId }),
      workHistory: (employeeId: Id) =>
        fillPath(P.humanResource.employee.workHistory, { employeeId }),
      profileForm: (employeeId: Id, form: EmployeeProfileForm, type: FormMode, id?: Id) =>
        fillPath(P.humanResource.employee.profileForm, { employeeId, form, type, id }),
      supportingForm: (employeeId: Id, form: EmployeeSupportingForm, type: FormMode, id?: Id) =>
        fillPath(P.humanResource.employee.supportingForm, { employeeId, form, type, id }),
      overtimeRegulation: (employeeId: Id, overtimeSchemeId?: Id) =>
        fillPath(P.humanResource.employee.overtimeRegulation, { employeeId, overtimeSchemeId }),
      changeRequests: () => P.humanResource.employee.changeRequests as string,
    },
    timesheet: {
      list: () => P.humanResource.timesheet.list as string,
      detail: (id: Id) => fillPath(P.humanResource.timesheet.detail, { id }),
    },
    bpjs: {
      healthcare: () => P.humanResource.bpjs.healthcare as string,
      socialSecurity: () => P.humanResource.bpjs.socialSecurity as string,
    },
    clientsFormat: listAndForm(
      P.humanResource.clientsFormat.list,
      P.humanResource.clientsFormat.form,
    ),
    timesheetFormat: listAndForm(
      P.humanResource.timesheetFormat.list,
      P.humanResource.timesheetFormat.form,
    ),
    overtime: {
      dashboard: () => P.humanResource.overtime.dashboard as string,
      summary: () => P.humanResource.overtime.summary as string,
      form: (type: FormMode, id?: Id) => fillPath(P.humanResource.overtime.form, { type, id }),
      policy: () => P.humanResource.overtime.policy as string,
      policyForm: (type: FormMode, overtimeSchemeId?: Id) =>
        fillPath(P.humanResource.overtime.policyForm, { type, overtimeSchemeId }),
    },
    resign: listAndForm(P.humanResource.resign.list, P.humanResource.resign.form),
    layoff: listAndForm(P.humanResource.layoff.list, P.humanResource.layoff.form),
    workTermination: {
      list: () => P.humanResource.workTermination.list as string,
      form: (type: FormMode, workTerminationId?: Id) =>
        fillPath(P.humanResource.workTermination.form, { type, workTerminationId }),
    },
    leaves: {
      dashboard: () => P.humanResource.leaves.dashboard as string,
      approval: () => P.humanResource.leaves.approval as string,
      policy: () => P.humanResource.leaves.policy as string,
      policyForm: (type: FormMode, id?: Id) =>
        fillPath(P.humanResource.leaves.policyForm, { type, id }),
      quotaAdjustment: () => P.humanResource.leaves.quotaAdjustment as string,
    },
    calendar: {
      events: () => P.humanResource.calendar.events as string,
      holidays: () => P.humanResource.calendar.holidays as string,
    },
    attendances: {
      approval: () => P.humanResource.attendances.approval as string,
      summary: () => P.humanResource.attendances.summary as string,
    },
    employeeStatus: () => P.humanResource.employeeStatus as string,
    report: () => P.humanResource.report as string,
    joiningInfo: () => P.humanResource.joiningInfo as string,
    offered: () => P.humanResource.offered as string,
    hired: () => P.humanResource.hired as string,
    appraisal: {
      list: () => P.humanResource.appraisal.list as string,
      performanceEvaluation: (type: FormMode, appraisalId?: Id) =>
        fillPath(P.humanResource.appraisal.performanceEvaluation, { type, appraisalId }),
      salaryEvaluation: (type: FormMode, appraisalId?: Id) =>
        fillPath(P.humanResource.appraisal.salaryEvaluation, { type, appraisalId }),
    },
    ePayslip: () => P.humanResource.ePayslip as string,
    payroll: {
      status: () => P.humanResource.payroll.status as string,
      statusDetail: (payrollStatusId: Id) =>
        fillPath(P.humanResource.payroll.statusDetail, { payrollStatusId }),
      salaryData: () => P.humanResource.payroll.salaryData as string,
      salaryDataForm: (type: FormMode, employeeId?: Id) =>
        fillPath(P.humanResource.payroll.salaryDataForm, { type, employeeId }),
    },
    requirements: {
      list: () => P.humanResource.requirements.list as string,
      detail: (requirementId: Id) =>
        fillPath(P.humanResource.requirements.detail, { requirementId }),
    },
  },

  // ---- /old-bizdev ----------------------------------------------------------------------
  oldBizdev: {
    root: () => P.oldBizdev.root as string,
    clients: {
      list: () => P.oldBizdev.clients.list as string,
      detail: (clientId: Id) => fillPath(P.oldBizdev.clients.detail, { clientId }),
    },
    employee: {
      list: () => P.oldBizdev.employee.list as string,
      detail: (employeeId: Id) => fillPath(P.oldBizdev.employee.detail, { employeeId }),
    },
  },

  // ---- /bizdev --------------------------------------------------------------------------
  bizdev: {
    root: () => P.bizdev.root as string,
    dashboard: () => P.bizdev.dashboard as string,
    teams: {
      list: () => P.bizdev.teams.list as string,
      form: (type: FormMode, teamId?: Id) => fillPath(P.bizdev.teams.form, { type, teamId }),
      diary: (teamId: Id) => fillPath(P.bizdev.teams.diary, { teamId }),
      diaryForm: (teamId: Id, type: FormMode, diaryId?: Id) =>
        fillPath(P.bizdev.teams.diaryForm, { teamId, type, diaryId }),
      report: (teamId: Id) => fillPath(P.bizdev.teams.report, { teamId }),
    },
    clients: {
      list: () => P.bizdev.clients.list as string,
      form: (type: FormMode, clientId?: Id) => fillPath(P.bizdev.clients.form, { type, clientId }),
      /** The client's general page. */
      detail: (clientId: Id) => fillPath(P.bizdev.clients.detail, { clientId }),
      requirement: (clientId: Id) => fillPath(P.bizdev.clients.requirement, { clientId }),
      requirementForm: (clientId: Id, type: FormMode, requirementId?: Id) =>
        fillPath(P.bizdev.clients.requirementForm, { clientId, type, requirementId }),
      purchaseOrder: (clientId: Id) => fillPath(P.bizdev.clients.purchaseOrder, { clientId }),
      purchaseOrderForm: (clientId: Id, type: FormMode, poId?: Id) =>
        fillPath(P.bizdev.clients.purchaseOrderForm, { clientId, type, poId }),
      supportDocument: (clientId: Id) => fillPath(P.bizdev.clients.supportDocument, { clientId }),
      appraisal: (clientId: Id) => fillPath(P.bizdev.clients.appraisal, { clientId }),
      salaryEvaluation: (clientId: Id) => fillPath(P.bizdev.clients.salaryEvaluation, { clientId }),
      invoice: (clientId: Id) => fillPath(P.bizdev.clients.invoice, { clientId }),
      invoiceDetail: (clientId: Id, invoiceId: Id) =>
        fillPath(P.bizdev.clients.invoiceDetail, { clientId, invoiceId }),
      quotation: (clientId: Id) => fillPath(P.bizdev.clients.quotation, { clientId }),
      quotationForm: (clientId: Id, type: FormMode, quotationId?: Id) =>
        fillPath(P.bizdev.clients.quotationForm, { clientId, type, quotationId }),
    },
    employee: {
      list: () => P.bizdev.employee.list as string,
      detail: (employeeId: Id) => fillPath(P.bizdev.employee.detail, { employeeId }),
    },
    newLead: listAndForm(P.bizdev.newLead.list, P.bizdev.newLead.form),
    documentAll: () => P.bizdev.documentAll as string,
    documentTemplate: listAndForm(P.bizdev.documentTemplate.list, P.bizdev.documentTemplate.form),
    employeeStatus: () => P.bizdev.employeeStatus as string,
    claimExpense: listAndForm(P.bizdev.claimExpense.list, P.bizdev.claimExpense.form),
    claimBdCommission: listAndForm(
      P.bizdev.claimBdCommission.list,
      P.bizdev.claimBdCommission.form,
    ),
    claimClientCommission: listAndForm(
      P.bizdev.claimClientCommission.list,
      P.bizdev.claimClientCommission.form,
    ),
    approval: () => P.bizdev.approval as string,
    calendar: () => P.bizdev.calendar as string,
    rateCard: listAndForm(P.bizdev.rateCard.list, P.bizdev.rateCard.form),
    report: () => P.bizdev.report as string,
    overtimePolicy: {
      list: () => P.bizdev.overtimePolicy.list as string,
      form: (type: FormMode, overtimeSchemeId?: Id) =>
        fillPath(P.bizdev.overtimePolicy.form, { type, overtimeSchemeId }),
    },
    workTermination: {
      list: () => P.bizdev.workTermination.list as string,
      form: (type: FormMode, workTerminationId?: Id) =>
        fillPath(P.bizdev.workTermination.form, { type, workTerminationId }),
    },
    calculation: () => P.bizdev.calculation as string,
    onBoarding: {
      offered: () => P.bizdev.onBoarding.offered as string,
      hired: () => P.bizdev.onBoarding.hired as string,
      joiningInfo: () => P.bizdev.onBoarding.joiningInfo as string,
    },
  },

  // ---- /recruiter -----------------------------------------------------------------------
  recruiter: {
    root: () => P.recruiter.root as string,
    requirement: {
      list: () => P.recruiter.requirement.list as string,
      form: (type: FormMode, requirementId?: Id) =>
        fillPath(P.recruiter.requirement.form, { type, requirementId }),
      detail: (requirementId: Id) => fillPath(P.recruiter.requirement.detail, { requirementId }),
    },
    calendar: () => P.recruiter.calendar as string,
    activity: () => P.recruiter.activity as string,
    team: {
      list: () => P.recruiter.team.list as string,
      form: (type: FormMode, teamId?: Id) => fillPath(P.recruiter.team.form, { type, teamId }),
    },
    document: () => P.recruiter.document as string,
    candidate: {
      list: () => P.recruiter.candidate.list as string,
      form: (type: FormMode, candidateId?: Id) =>
        fillPath(P.recruiter.candidate.form, { type, candidateId }),
      detail: (candidateId: Id) => fillPath(P.recruiter.candidate.detail, { candidateId }),
    },
    commission: () => P.recruiter.commission as string,
    report: () => P.recruiter.report as string,
    cvDatabase: () => P.recruiter.cvDatabase as string,
  },

  // ---- /finance -------------------------------------------------------------------------
  finance: {
    root: () => P.finance.root as string,
    clients: {
      list: () => P.finance.clients.list as string,
      detail: (clientId: Id) => fillPath(P.finance.clients.detail, { clientId }),
    },
    supportDocument: () => P.finance.supportDocument as string,
    calculation: () => P.finance.calculation as string,
    approvalClaim: {
      expense: () => P.finance.approvalClaim.expense as string,
      recruiterCommission: () => P.finance.approvalClaim.recruiterCommission as string,
      bdCommission: () => P.finance.approvalClaim.bdCommission as string,
      clientCommission: () => P.finance.approvalClaim.clientCommission as string,
    },
    purchaseOrder: {
      list: () => P.finance.purchaseOrder.list as string,
      detail: (poId: Id) => fillPath(P.finance.purchaseOrder.detail, { poId }),
    },
    invoice: {
      list: () => P.finance.invoice.list as string,
      form: (type: FormMode, invoiceId?: Id) =>
        fillPath(P.finance.invoice.form, { type, invoiceId }),
      detail: (invoiceId: Id) => fillPath(P.finance.invoice.detail, { invoiceId }),
    },
    pph21Policy: listAndForm(P.finance.pph21Policy.list, P.finance.pph21Policy.form),
    payroll: {
      list: () => P.finance.payroll.list as string,
      detail: (payrollStatusId: Id) => fillPath(P.finance.payroll.detail, { payrollStatusId }),
    },
    overtime: () => P.finance.overtime as string,
    masterData: {
      bankAccount: () => P.finance.masterData.bankAccount as string,
      bankAccountForm: (type: FormMode, id?: Id) =>
        fillPath(P.finance.masterData.bankAccountForm, { type, id }),
      documentType: () => P.finance.masterData.documentType as string,
      documentTypeForm: (type: FormMode, id?: Id) =>
        fillPath(P.finance.masterData.documentTypeForm, { type, id }),
      billingMethod: () => P.finance.masterData.billingMethod as string,
      billingMethodForm: (type: FormMode, id?: Id) =>
        fillPath(P.finance.masterData.billingMethodForm, { type, id }),
    },
    report: () => P.finance.report as string,
  },

  // ---- /accounting-and-tax --------------------------------------------------------------
  accountingAndTax: {
    root: () => P.accountingAndTax.root as string,
    ptkpStatus: {
      list: () => P.accountingAndTax.ptkpStatus.list as string,
      form: (type: FormMode, ptkpStatusId?: Id) =>
        fillPath(P.accountingAndTax.ptkpStatus.form, { type, ptkpStatusId }),
    },
    pph21: {
      ter: () => P.accountingAndTax.pph21.ter as string,
      governmentPolicy: () => P.accountingAndTax.pph21.governmentPolicy as string,
      estimationConstant: () => P.accountingAndTax.pph21.estimationConstant as string,
    },
    ptkp: () => P.accountingAndTax.ptkp as string,
    salaryData: () => P.accountingAndTax.salaryData as string,
    salaryDataForm: (type: FormMode, employeeId?: Id) =>
      fillPath(P.accountingAndTax.salaryDataForm, { type, employeeId }),
    payrollStatus: {
      list: () => P.accountingAndTax.payrollStatus.list as string,
      detail: (payrollStatusId: Id) =>
        fillPath(P.accountingAndTax.payrollStatus.detail, { payrollStatusId }),
    },
    report: () => P.accountingAndTax.report as string,
  },
};

export type Paths = typeof paths;
