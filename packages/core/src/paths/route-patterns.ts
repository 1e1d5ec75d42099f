import { linkPatterns } from '@staffdesk/api/links';
import { publicRoutePatterns } from './public-route-patterns';

/**
 * Every route of product-spec §2 as a react-router path pattern: the one place the URL scheme
 * lives. The pages emailed links open come from `@staffdesk/api/links`, which the server uses too. Route objects use these strings; links use the builders in `paths.ts`, which fill them.
 * Form pages take a mode (`add`, `edit`, `view`) and an id that `add` leaves out.
 */
export const routePatterns = {
  ...publicRoutePatterns,

  // ---- 2.2 Signed-in set: general --------------------------------------------------------
  home: '/',
  redirectPage: '/redirect-page/:query',
  userManagement: {
    list: linkPatterns.userManagement,
    user: '/user-management/user/form/:type/:id?',
    role: '/user-management/role/form/:type/:id?',
  },
  editProfile: '/edit-profile',
  changePassword: '/change-password',
  emailNotification: {
    list: linkPatterns.emailNotification,
    form: '/email-notification/form/:type/:id?',
  },

  // ---- /website-cms ---------------------------------------------------------------------
  websiteCms: {
    root: '/website-cms',
    home: { list: '/website-cms/home', form: '/website-cms/home/form/:type/:id?' },
    topics: { list: '/website-cms/topics', form: '/website-cms/topics/form/:type/:id?' },
    articles: { list: '/website-cms/articles', form: '/website-cms/articles/form/:type/:id?' },
    webinars: { list: '/website-cms/webinars', form: '/website-cms/webinars/form/:type/:id?' },
    clients: { list: '/website-cms/clients', form: '/website-cms/clients/form/:type/:id?' },
    industries: {
      list: '/website-cms/industries',
      form: '/website-cms/industries/form/:type/:id?',
    },
    services: { list: '/website-cms/services', form: '/website-cms/services/form/:type/:id?' },
    messages: { list: '/website-cms/messages', detail: '/website-cms/messages/:id' },
    alumni: { list: '/website-cms/alumni', form: '/website-cms/alumni/form/:type/:id?' },
    people: { list: '/website-cms/people', form: '/website-cms/people/form/:type/:id?' },
    subscriptions: { list: '/website-cms/subscriptions' },
  },

  // ---- /job-portal ----------------------------------------------------------------------
  jobPortal: {
    root: '/job-portal',
    jobVacancies: {
      list: '/job-portal/job-vacancies/list',
      listCandidates: '/job-portal/job-vacancies/list-candidates/:id',
      searchCandidates: '/job-portal/job-vacancies/search-candidates',
      form: '/job-portal/job-vacancies/:type/:id?',
    },
    jobCategories: {
      list: '/job-portal/job-categories',
      form: '/job-portal/job-categories/form/:type/:id?',
    },
    jobRoles: { list: '/job-portal/job-roles', form: '/job-portal/job-roles/form/:type/:id?' },
    jobSkills: { list: '/job-portal/job-skills', form: '/job-portal/job-skills/form/:type/:id?' },
  },

  // ---- /employee (self-service) ---------------------------------------------------------
  employee: {
    root: '/employee',
    profile: {
      view: '/employee/profile',
      language: '/employee/profile/language/:type/:id?',
      experience: '/employee/profile/experience/:type/:id?',
      reference: '/employee/profile/reference/:type/:id?',
      education: '/employee/profile/education/:type/:id?',
      course: '/employee/profile/course/:type/:id?',
      ptkpStatus: '/employee/profile/ptkp-status/:type/:id?',
      emergencyContact: '/employee/profile/emergency-contact/:type/:id?',
      family: '/employee/profile/family/:type/:id?',
    },
    informationWork: '/employee/information-work',
    informationSupporting: {
      view: '/employee/information-supporting',
      insurance: '/employee/information-supporting/insurance',
      asset: '/employee/information-supporting/asset',
      bpjsHealthcare: '/employee/information-supporting/bpjs-healthcare',
      bpjsSocialSecurity: '/employee/information-supporting/bpjs-social-security',
    },
    attendances: '/employee/attendances',
    timesheet: linkPatterns.employeeTimesheet,
    overtime: {
      dashboard: linkPatterns.employeeOvertime,
      form: '/employee/overtime/form/:type/:id?',
      calculation: '/employee/overtime/calculation',
    },
    resign: '/employee/resign',
    layoff: '/employee/layoff',
    leavesDashboard: linkPatterns.employeeLeavesDashboard,
    leavesApproval: linkPatterns.employeeLeavesApproval,
    ePayslip: linkPatterns.employeePayslips,
    calendar: '/employee/calendar',
    requirements: '/employee/requirements',
    requirementCandidates: '/employee/requirement-candidates',
    workTermination: '/employee/work-termination',
  },

  // ---- /human-resource ------------------------------------------------------------------
  humanResource: {
    root: '/human-resource',
    employee: {
      list: '/human-resource/employee',
      add: '/human-resource/employee/add',
      edit: '/human-resource/employee/edit/:employeeId',
      detail: '/human-resource/employee/detail/:employeeId',
      workHistory: '/human-resource/employee/detail/:employeeId/work-history',
      profileForm: '/human-resource/employee/detail/:employeeId/profile/:form/:type/:id?',
      supportingForm: '/human-resource/employee/detail/:employeeId/supporting/:form/:type/:id?',
      /** HR decides the employees' change requests (bank account, NIK, NPWP, PTKP, family). */
      changeRequests: '/human-resource/employee/change-requests',
      overtimeRegulation:
        '/human-resource/employee/detail/:employeeId/overtime-regulation/:overtimeSchemeId?',
    },
    timesheet: {
      list: '/human-resource/timesheet',
      detail: '/human-resource/timesheet/:id',
    },
    bpjs: {
      healthcare: '/human-resource/bpjs/healthcare',
      socialSecurity: '/human-resource/bpjs/social-security',
    },
    clientsFormat: {
      list: '/human-resource/clients-format',
      form: linkPatterns.humanResourceClientPeriod,
    },
    timesheetFormat: {
      list: '/human-resource/timesheet-format',
      form: '/human-resource/timesheet-format/form/:type/:id?',
    },
    overtime: {
      dashboard: '/human-resource/overtime/dashboard',
      summary: '/human-resource/overtime/summary',
      form: '/human-resource/overtime/form/:type/:id?',
      policy: '/human-resource/overtime/policy',
      policyForm: '/human-resource/overtime/policy/form/:type/:overtimeSchemeId?',
    },
    resign: { list: '/human-resource/resign', form: '/human-resource/resign/form/:type/:id?' },
    layoff: { list: '/human-resource/layoff', form: '/human-resource/layoff/form/:type/:id?' },
    workTermination: {
      list: '/human-resource/work-termination',
      form: '/human-resource/work-termination/form/:type/:workTerminationId?',
    },
    leaves: {
      dashboard: '/human-resource/leaves/dashboard',
      approval: linkPatterns.humanResourceLeaveApproval,
      policy: '/human-resource/leaves/policy',
      policyForm: '/human-resource/leaves/policy/form/:type/:id?',
      quotaAdjustment: '/human-resource/leaves/quota-adjustment',
    },
    calendar: {
      events: '/human-resource/calendar/events',
      holidays: '/human-resource/calendar/holidays',
    },
    attendances: {
      approval: '/human-resource/attendances/approval',
      summary: '/human-resource/attendances/summary',
    },
    employeeStatus: '/human-resource/employee-status',
    report: '/human-resource/report',
    joiningInfo: '/human-resource/joining-info',
    offered: linkPatterns.humanResourceOffered,
    hired: '/human-resource/hired',
    appraisal: {
      list: '/human-resource/appraisal',
      performanceEvaluation: '/human-resource/appraisal/performance-evaluation/:type/:appraisalId?',
      salaryEvaluation: '/human-resource/appraisal/salary-evaluation/:type/:appraisalId?',
    },
    ePayslip: '/human-resource/e-payslip',
    payroll: {
      status: '/human-resource/payroll-status',
      statusDetail: '/human-resource/payroll-status/:payrollStatusId',
      salaryData: '/human-resource/payroll/salary-data',
      salaryDataForm: '/human-resource/payroll/salary-data/form/:type/:employeeId?',
    },
    requirements: {
      list: '/human-resource/requirements',
      detail: '/human-resource/requirements/:requirementId',
    },
  },

  // ---- /old-bizdev ----------------------------------------------------------------------
  oldBizdev: {
    root: '/old-bizdev',
    clients: { list: '/old-bizdev/clients', detail: '/old-bizdev/clients/:clientId' },
    employee: { list: '/old-bizdev/employee', detail: '/old-bizdev/employee/:employeeId' },
  },

  // ---- /bizdev --------------------------------------------------------------------------
  bizdev: {
    root: '/bizdev',
    dashboard: '/bizdev/dashboard',
    teams: {
      list: '/bizdev/teams',
      form: '/bizdev/teams/form/:type/:teamId?',
      diary: '/bizdev/teams/:teamId/diary',
      diaryForm: '/bizdev/teams/:teamId/diary/form/:type/:diaryId?',
      report: '/bizdev/teams/:teamId/report',
    },
    clients: {
      list: '/bizdev/clients',
      form: '/bizdev/clients/form/:type/:clientId?',
      detail: '/bizdev/clients/:clientId',
      requirement: '/bizdev/clients/:clientId/requirement',
      requirementForm: '/bizdev/clients/:clientId/requirement/form/:type/:requirementId?',
      purchaseOrder: '/bizdev/clients/:clientId/purchase-order',
      purchaseOrderForm: '/bizdev/clients/:clientId/purchase-order/form/:type/:poId?',
      supportDocument: '/bizdev/clients/:clientId/support-document',
      appraisal: '/bizdev/clients/:clientId/appraisal',
      salaryEvaluation: '/bizdev/clients/:clientId/salary-evaluation',
      invoice: '/bizdev/clients/:clientId/invoice',
      invoiceDetail: '/bizdev/clients/:clientId/invoice/:invoiceId',
      quotation: '/bizdev/clients/:clientId/quotation',
      quotationForm: '/bizdev/clients/:clientId/quotation/form/:type/:quotationId?',
    },
    employee: { list: '/bizdev/employee', detail: '/bizdev/employee/:employeeId' },
    newLead: { list: '/bizdev/new-lead', form: '/bizdev/new-lead/form/:type/:id?' },
    documentAll: '/bizdev/document-all',
    documentTemplate: {
      list: '/bizdev/document-template',
      form: '/bizdev/document-template/form/:type/:id?',
    },
    employeeStatus: '/bizdev/employee-status',
    claimExpense: { list: '/bizdev/claim-expense', form: '/bizdev/claim-expense/form/:type/:id?' },
    claimBdCommission: {
      list: '/bizdev/claim-bd-commission',
      form: '/bizdev/claim-bd-commission/form/:type/:id?',
    },
    claimClientCommission: {
      list: '/bizdev/claim-client-commission',
      form: '/bizdev/claim-client-commission/form/:type/:id?',
    },
    approval: '/bizdev/approval',
    calendar: '/bizdev/calendar',
    rateCard: { list: '/bizdev/rate-card', form: '/bizdev/rate-card/form/:type/:id?' },
    report: '/bizdev/report',
    overtimePolicy: {
      list: '/bizdev/overtime-policy',
      form: '/bizdev/overtime-policy/form/:type/:overtimeSchemeId?',
    },
    workTermination: {
      list: '/bizdev/work-termination',
      form: '/bizdev/work-termination/form/:type/:workTerminationId?',
    },
    calculation: '/bizdev/calculation',
    onBoarding: {
      offered: '/bizdev/on-boarding/offered',
      hired: '/bizdev/on-boarding/hired',
      joiningInfo: '/bizdev/on-boarding/joining-info',
    },
  },

  // ---- /recruiter -----------------------------------------------------------------------
  recruiter: {
    root: '/recruiter',
    requirement: {
      list: linkPatterns.recruiterRequirements,
      form: '/recruiter/requirement/form/:type/:requirementId?',
      detail: linkPatterns.recruiterRequirement,
    },
    calendar: '/recruiter/calendar',
    activity: '/recruiter/activity',
    team: { list: '/recruiter/team', form: '/recruiter/team/form/:type/:teamId?' },
    document: '/recruiter/document',
    candidate: {
      list: '/recruiter/candidate',
      form: '/recruiter/candidate/form/:type/:candidateId?',
      detail: '/recruiter/candidate/:candidateId',
    },
    commission: '/recruiter/commission',
    report: '/recruiter/report',
    cvDatabase: '/recruiter/cv-database',
  },

  // ---- /finance -------------------------------------------------------------------------
  finance: {
    root: '/finance',
    clients: { list: '/finance/clients', detail: '/finance/clients/:clientId' },
    supportDocument: '/finance/support-document',
    calculation: '/finance/calculation',
    approvalClaim: {
      expense: '/finance/approval-claim/expense',
      recruiterCommission: '/finance/approval-claim/recruiter-commission',
      bdCommission: '/finance/approval-claim/bd-commission',
      clientCommission: '/finance/approval-claim/client-commission',
    },
    purchaseOrder: { list: '/finance/purchase-order', detail: '/finance/purchase-order/:poId' },
    invoice: {
      list: '/finance/invoice',
      form: '/finance/invoice/form/:type/:invoiceId?',
      detail: '/finance/invoice/:invoiceId',
    },
    pph21Policy: { list: '/finance/pph21-policy', form: '/finance/pph21-policy/form/:type/:id?' },
    payroll: { list: '/finance/payroll', detail: linkPatterns.financePayrollRun },
    overtime: '/finance/overtime',
    masterData: {
      bankAccount: '/finance/master-data/bank-account',
      bankAccountForm: '/finance/master-data/bank-account/form/:type/:id?',
      documentType: '/finance/master-data/document-type',
      documentTypeForm: '/finance/master-data/document-type/form/:type/:id?',
      billingMethod: '/finance/master-data/billing-method',
      billingMethodForm: '/finance/master-data/billing-method/form/:type/:id?',
    },
    report: '/finance/report',
  },

  // ---- /accounting-and-tax --------------------------------------------------------------
  accountingAndTax: {
    root: '/accounting-and-tax',
    ptkpStatus: {
      list: '/accounting-and-tax/ptkp-status',
      form: '/accounting-and-tax/ptkp-status/form/:type/:ptkpStatusId?',
    },
    pph21: {
      ter: '/accounting-and-tax/master-pph21/ter',
      governmentPolicy: '/accounting-and-tax/master-pph21/government-policy',
      estimationConstant: '/accounting-and-tax/master-pph21/constant-of-estimation',
    },
    ptkp: '/accounting-and-tax/ptkp',
    salaryData: '/accounting-and-tax/payroll/salary-data',
    salaryDataForm: '/accounting-and-tax/payroll/salary-data/form/:type/:employeeId?',
    payrollStatus: {
      list: '/accounting-and-tax/payroll-status',
      detail: '/accounting-and-tax/payroll-status/:payrollStatusId',
    },
    report: '/accounting-and-tax/report',
  },
} as const;

export type RoutePatterns = typeof routePatterns;
