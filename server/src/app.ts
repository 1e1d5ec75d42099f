import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type BlobStore, createBlobStore } from './blobs/blob-store.js';
import type { ServerConfig } from './config.js';
import type { AppContext } from './context.js';
import type { Database } from './db/database.js';
import { publicLinkLocale } from './host/page-locale.js';
import { runtimeConfigFor } from './host/runtime-config.js';
import { API_PREFIXES, defaultHostDist, registerHostApp } from './host/serve-host.js';
import { type RegisteredRoute, registerAccessDeclarations } from './http/access.js';
import { clientErrorAnswer } from './http/client-errors.js';
import { registerCompression } from './http/compression.js';
import { registerControlCharacterCheck } from './http/control-characters.js';
import { registerCors } from './http/cors.js';
import { MAX_PATH_VALUE_LENGTH, registerDocumentedErrors } from './http/documented-errors.js';
import { logOptions } from './http/logging.js';
import { frameworkProblem, problem, registerProblemHandlers, sendProblem } from './http/problem.js';
import { registerSecurityHeaders, securityHeaders } from './http/security-headers.js';
import { registerAuthentication } from './identity/authenticate.js';
import { defineSignInAttemptsPruning } from './identity/sign-in-attempts-pruning.js';
import { createJobQueue } from './jobs/job-queue.js';
import { createMailDelivery } from './mail/delivery.js';
import { definePayrollJobs } from './payroll/jobs.js';
import { defineImportJobs } from './people/import/import-jobs.js';
import { attendanceCorrectionRoutes } from './routes/attendance/attendance-corrections.js';
import { attendanceImportRoutes } from './routes/attendance/attendance-import.js';
import { attendanceSummaryRoutes } from './routes/attendance/attendance-summary.js';
import { myAttendanceRoutes } from './routes/attendance/my-attendance.js';
import { auditLogRoutes } from './routes/audit/audit-log.js';
import { accountRoutes } from './routes/identity/account.js';
import { roleRoutes } from './routes/identity/roles.js';
import { userRoutes } from './routes/identity/users.js';
import { jobRoutes } from './routes/jobs/jobs.js';
import { leaveDashboardRoutes } from './routes/leave/leave-dashboard.js';
import { leaveRequestRoutes } from './routes/leave/leave-requests.js';
import { leaveSetupRoutes } from './routes/leave/leave-setup.js';
import { teamApprovalRoutes } from './routes/leave/team-approvals.js';
import { emailTemplateRoutes } from './routes/mail/email-templates.js';
import { outboxRoutes } from './routes/mail/outbox.js';
import { myOvertimeRoutes } from './routes/overtime/my-overtime.js';
import { overtimeRequestRoutes } from './routes/overtime/overtime-requests.js';
import { overtimeSchemeRoutes } from './routes/overtime/overtime-schemes.js';
import { payrollPolicyRoutes } from './routes/payroll/payroll-policies.js';
import { annualTaxPdfRoutes, payrollReportRoutes } from './routes/payroll/payroll-reports.js';
import { payrollRunReopenRoutes } from './routes/payroll/payroll-run-reopen.js';
import { payrollRunRoutes } from './routes/payroll/payroll-runs.js';
import { payslipPdfRoutes, payslipRoutes } from './routes/payroll/payslips.js';
import { salaryDataRoutes } from './routes/payroll/salary-data.js';
import { taxMasterRoutes } from './routes/payroll/tax-masters.js';
import { publicLeaveFormRoutes } from './routes/pdf/leave-forms.js';
import { changeRequestRoutes } from './routes/people/change-requests.js';
import { clientRoutes } from './routes/people/clients.js';
import { employeeProfileRoutes } from './routes/people/employee-profile.js';
import { employeeRoutes } from './routes/people/employees.js';
import { holidayRoutes } from './routes/people/holidays.js';
import { importExportRoutes } from './routes/people/import-export.js';
import { selfServiceRoutes } from './routes/people/self-service.js';
import { publicAuthRoutes } from './routes/public/auth.js';
import { healthRoutes } from './routes/public/health.js';
import { publicLeaveApprovalRoutes } from './routes/public/leave-approvals.js';
import {
  publicOvertimeApprovalRoutes,
  publicOvertimePdfRoutes,
} from './routes/public/overtime-approvals.js';
import { publicClientReviewRoutes, publicOfferRoutes } from './routes/public/recruiting-links.js';
import {
  publicTimesheetApprovalRoutes,
  publicTimesheetPdfRoutes,
} from './routes/public/timesheet-approvals.js';
import { publicVacancyRoutes } from './routes/public/vacancies.js';
import { candidateRoutes } from './routes/recruiting/candidates.js';
import { jobPortalRoutes } from './routes/recruiting/job-portal.js';
import { pipelineRoutes } from './routes/recruiting/pipeline.js';
import { placementRoutes } from './routes/recruiting/placements.js';
import { recruitingReportRoutes } from './routes/recruiting/recruiting-report.js';
import { requirementRoutes } from './routes/recruiting/requirements.js';
import { staffingRequirementRoutes } from './routes/recruiting/staffing-requirements.js';
import { myTimesheetRoutes } from './routes/timesheets/my-timesheets.js';
import { timesheetSettingsRoutes } from './routes/timesheets/timesheet-settings.js';
import { timesheetRoutes } from './routes/timesheets/timesheets.js';
import { ensureSystemData } from './seed/system-data.js';
import { defineTimesheetSchedule } from './timesheets/schedule.js';
import { PRODUCT_VERSION } from './version.js';

export type BuildAppOptions = {
  config: ServerConfig;
  database: Database;
  /** Pino logger options, or false for none (tests). */
  logger?: boolean | { level: string };
  /** Where files go; by default the folder of the config's blobDir. */
  blobs?: BlobStore;
  /** The clock of date rules (leave notice, balances, link expiry); the real time by default. */
  now?: () => Date;
  /** How often an idle job worker looks for work (seconds); tests poll faster. */
  jobPollingSeconds?: number;
};

export type StaffdeskApp = FastifyInstance & {
  registeredRoutes: RegisteredRoute[];
  context: AppContext;
};

/** Builds the whole server: every service family, and the host app for page paths. */
export async function buildApp({
  config,
  database,
  logger,
  blobs,
  now,
  jobPollingSeconds,
}: BuildAppOptions): Promise<StaffdeskApp> {
  const headers = securityHeaders(config);
  const app = Fastify({
    logger: logOptions(logger ?? { level: config.logLevel }),
    // Only the proxies named in TRUST_PROXY may say who the client is (X-Forwarded-For).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // Long enough for every id and token (a malformed one answers 400 from its schema).
    routerOptions: { maxParamLength: MAX_PATH_VALUE_LENGTH },
    // Errors the router raises before any hook runs: the same problems, the same headers.
    frameworkErrors: (error, _request, reply) => {
      reply.headers(headers);
      return sendProblem(reply, frameworkProblem(error) ?? problem(400, 'bad-request'));
    },
    clientErrorHandler: clientErrorAnswer(headers),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerProblemHandlers(app);
  registerSecurityHeaders(app, headers);
  await registerCompression(app);
  await registerCors(app, config.corsOrigins);
  registerControlCharacterCheck(app);
  const registeredRoutes = registerAccessDeclarations(app, API_PREFIXES);
  registerDocumentedErrors(app, API_PREFIXES);
  registerAuthentication(app, database.db, {
    idleMs: config.sessionIdleMs,
    maxMs: config.sessionMaxMs,
  });
  await app.register(fastifyMultipart, { limits: { fileSize: 20 * 1024 * 1024, files: 5 } });

  await ensureSystemData(database.db);
  const blobStore = blobs ?? createBlobStore(config.blobDir);
  const context: AppContext = {
    config,
    database,
    db: database.db,
    blobs: blobStore,
    mail: createMailDelivery({
      db: database.db,
      blobs: blobStore,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: app.log,
    }),
    now: now ?? (() => new Date()),
    jobs: createJobQueue({
      database,
      pollingIntervalSeconds: jobPollingSeconds,
      onError: (error) => app.log.error({ err: error }, 'job queue error'),
    }),
  };
  defineImportJobs(context.jobs, context);
  defineSignInAttemptsPruning(context.jobs, database.db);
  defineTimesheetSchedule(context.jobs, context);
  definePayrollJobs(context.jobs, context);
  await context.jobs.start();
  app.addHook('onClose', async () => {
    await context.jobs.stop();
    await context.mail.stop();
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Staffdesk v4 API',
        version: PRODUCT_VERSION,
        description: 'The Staffdesk main API (restricted `/api/v4`, public `/api/v4/public`).',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  await app.register(healthRoutes, { prefix: '/api/v4/public', database });
  await app.register(publicAuthRoutes, { prefix: '/api/v4/public', ...context });
  await app.register(publicLeaveApprovalRoutes, { prefix: '/api/v4/public', ...context });
  await app.register(publicLeaveFormRoutes, { prefix: '/pdf/v4/public', ...context });
  await app.register(publicTimesheetApprovalRoutes, { prefix: '/api/v4/public', ...context });
  await app.register(publicTimesheetPdfRoutes, { prefix: '/pdf/v4/public', ...context });
  await app.register(publicOvertimeApprovalRoutes, { prefix: '/api/v4/public', ...context });
  await app.register(publicOvertimePdfRoutes, { prefix: '/pdf/v4/public', ...context });
  await app.register(publicClientReviewRoutes, { prefix: '/api/v4/public', ...context });
  await app.register(publicOfferRoutes, { prefix: '/api/v4/public', ...context });
  await app.register(publicVacancyRoutes, { prefix: '/api/v4/public', ...context });
  await app.register(payslipPdfRoutes, { prefix: '/pdf/v4', ...context });
  await app.register(annualTaxPdfRoutes, { prefix: '/pdf/v4', ...context });
  for (const routes of [
    accountRoutes,
    userRoutes,
    roleRoutes,
    emailTemplateRoutes,
    outboxRoutes,
    auditLogRoutes,
    jobRoutes,
    clientRoutes,
    importExportRoutes,
    employeeRoutes,
    employeeProfileRoutes,
    changeRequestRoutes,
    selfServiceRoutes,
    holidayRoutes,
    leaveSetupRoutes,
    leaveRequestRoutes,
    teamApprovalRoutes,
    leaveDashboardRoutes,
    myAttendanceRoutes,
    attendanceCorrectionRoutes,
    attendanceSummaryRoutes,
    attendanceImportRoutes,
    myOvertimeRoutes,
    overtimeRequestRoutes,
    overtimeSchemeRoutes,
    myTimesheetRoutes,
    timesheetRoutes,
    timesheetSettingsRoutes,
    requirementRoutes,
    candidateRoutes,
    pipelineRoutes,
    staffingRequirementRoutes,
    placementRoutes,
    jobPortalRoutes,
    recruitingReportRoutes,
  ]) {
    await app.register(routes, { prefix: '/api/v4', ...context });
  }

  for (const routes of [
    taxMasterRoutes,
    salaryDataRoutes,
    payrollPolicyRoutes,
    payrollRunRoutes,
    payrollRunReopenRoutes,
    payslipRoutes,
    payrollReportRoutes,
  ]) {
    await app.register(routes, { prefix: '/payroll/v4', ...context });
  }

  await registerHostApp(app, {
    distDir: config.hostDist ?? defaultHostDist(),
    runtimeConfig: runtimeConfigFor(config),
    linkLocale: (page) => publicLinkLocale(context, page),
  });

  return Object.assign(app, { registeredRoutes, context }) as unknown as StaffdeskApp;
}
