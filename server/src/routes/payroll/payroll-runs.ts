import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { contentDisposition } from '../../http/content-disposition.js';
import { IdParams } from '../../http/lists.js';
import { HttpProblem, Problem, requestLocale } from '../../http/problem.js';
import { actorOf, identityOf } from '../../identity/authenticate.js';
import { bankFile } from '../../payroll/bank-file.js';
import { APPROVE_OWN_CALCULATION } from '../../payroll/checks.js';
import { paymentPlan } from '../../payroll/payment.js';
import { PAYSLIP_MAIL_JOB } from '../../payroll/payslip-mail.js';
import { acceptRunFinding, createPayrollRun, movePayrollRun } from '../../payroll/run-queries.js';
import {
  findPayslipOrThrow,
  findRunOrThrow,
  listPayslips,
  listRuns,
  payslipDetailForPayroll,
  type RunTransition,
  runView,
  SETTLED_STATES,
  startCalculation,
} from '../../payroll/runs.js';
import {
  AcceptFindingInput,
  FindingAcceptance,
  NewRunInput,
  PayRunInput,
  PayrollPayment,
  PayrollRun,
  PayrollRunList,
  PayslipDetail,
  PayslipList,
  PayslipListQuery,
  RunListQuery,
} from '../../payroll/schemas.js';

const STEPS: { action: Exclude<RunTransition, 'pay'>; permission: string; summary: string }[] = [
  {
    action: 'review',
    permission: 'payroll.run',
    summary: 'Mark a calculated run reviewed; 409 `run-stale` when a timesheet changed since',
  },
  {
    action: 'approve',
    permission: 'payroll.approve',
    summary:
      'Approve a reviewed run: its payslips become final and its timesheets are marked read by payroll. 403 `own-calculation` for the person who calculated it (unless they hold payroll.approve-own-calculation, audited); 409 `run-stale` when a timesheet changed since the calculation, `run-has-errors` while a payslip has an error, `warnings-not-accepted` while a warning is not accepted (each names who and why in `errors`), `timesheet-changed` if a timesheet it read has changed since',
  },
  {
    action: 'close',
    permission: 'finance.manage',
    summary: 'Close a paid run: read-only from then on',
  },
];

/**
 * `/payroll/v4/runs`: a payroll run per client (or the company's own staff) and month, moving
 * draft → calculated → reviewed → approved → paid → closed; calculated as a background job.
 */
export const payrollRunRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const read = { permission: 'payroll.read' } as const;

  app.get(
    '/runs',
    {
      config: { access: read },
      schema: {
        operationId: 'listPayrollRuns',
        tags: ['payroll'],
        summary:
          'Payroll runs, newest month first, by state, month and client, with counts per state',
        querystring: RunListQuery,
        response: { 200: PayrollRunList, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) => listRuns(db, request.query),
  );

  app.post(
    '/runs',
    {
      config: { access: { permission: 'payroll.run' } },
      schema: {
        operationId: 'createPayrollRun',
        tags: ['payroll'],
        summary:
          "Open a client's (or the own staff's) run for a month, in draft; 409 when it exists",
        body: NewRunInput,
        response: {
          201: PayrollRun,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request, reply) => {
      const row = await createPayrollRun(db, request.body, actorOf(request));
      return reply.code(201).send(await runView(db, row));
    },
  );

  app.get(
    '/runs/:id',
    {
      config: { access: read },
      schema: {
        operationId: 'getPayrollRun',
        tags: ['payroll'],
        summary: 'A run, with its progress while it is being calculated',
        params: IdParams,
        response: { 200: PayrollRun, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => runView(db, await findRunOrThrow(db, request.params.id)),
  );

  app.post(
    '/runs/:id/calculate',
    {
      config: { access: { permission: 'payroll.run' } },
      schema: {
        operationId: 'calculatePayrollRun',
        tags: ['payroll'],
        summary:
          'Calculate (or re-calculate) a run in the background; the run shows its progress. 409 once it is approved, or while it is being calculated',
        params: IdParams,
        response: {
          202: PayrollRun,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request, reply) => {
      const row = await startCalculation(ctx, request.params.id, actorOf(request));
      return reply.code(202).send(await runView(db, row));
    },
  );

  for (const step of STEPS) {
    app.post(
      `/runs/:id/${step.action}`,
      {
        config: { access: { permission: step.permission } },
        schema: {
          operationId: `${step.action}PayrollRun`,
          tags: ['payroll'],
          summary: `${step.summary} (audited). 409 from any other state; of two at once, one wins`,
          params: IdParams,
          response: {
            200: PayrollRun,
            400: Problem,
            401: Problem,
            403: Problem,
            404: Problem,
            409: Problem,
          },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const waiveOwnCalculation =
          step.action === 'approve' &&
          identityOf(request).permissions.includes(APPROVE_OWN_CALCULATION);
        const row = await movePayrollRun(db, request.params.id, step.action, actor, ctx.now(), {
          waiveOwnCalculation,
          locale: requestLocale(request),
        });
        return runView(db, row);
      },
    );
  }

  app.post(
    '/runs/:id/pay',
    {
      config: { access: { permission: 'finance.manage' } },
      schema: {
        operationId: 'payPayrollRun',
        tags: ['payroll'],
        summary:
          'Mark an approved run paid on a payment date (today when absent; from the approval to a week ahead), recording the amount of its payment plan, the bank file total; each employee is then mailed their e-payslip (a background job). Audited. 409 from any other state; of two at once, one wins',
        params: IdParams,
        body: PayRunInput.nullish(),
        response: {
          200: PayrollRun,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const row = await movePayrollRun(db, request.params.id, 'pay', actor, ctx.now(), {
        paymentDate: request.body?.paymentDate,
      });
      // Paid: every employee is mailed their e-payslip, in the background.
      await ctx.jobs.enqueue(
        PAYSLIP_MAIL_JOB,
        { runId: row.id },
        { startedBy: actor.userId ?? undefined },
      );
      return runView(db, row);
    },
  );

  app.get(
    '/runs/:id/payment',
    {
      config: { access: read },
      schema: {
        operationId: 'getPayrollPayment',
        tags: ['payroll'],
        summary:
          "What an approved run pays: the bank file's total and rows, and every payslip left out of it (no bank account, a net of zero or below) with why; the pay dialog shows it before confirming. 409 before approval",
        params: IdParams,
        response: {
          200: PayrollPayment,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request) => {
      const run = await findRunOrThrow(db, request.params.id);
      if (!SETTLED_STATES.includes(run.state)) {
        throw new HttpProblem(
          409,
          'run-state',
          `This payroll run is ${run.state}, so it cannot be paid out yet.`,
        );
      }
      const plan = await paymentPlan(db, run.id);
      return {
        runId: run.id,
        total: plan.total,
        transfers: plan.transfers.length,
        exceptions: plan.exceptions.map((e) => ({
          payslipId: e.payslipId,
          employeeId: e.employeeId,
          number: e.employee.number,
          name: e.employee.name,
          net: e.net,
          reason: e.reason,
        })),
        paymentDate: run.paymentDate,
        paidAmount: run.paidAmount,
      };
    },
  );

  app.post(
    '/runs/:id/findings/accept',
    {
      config: { access: { permission: 'payroll.run' } },
      schema: {
        operationId: 'acceptPayslipFinding',
        tags: ['payroll'],
        summary:
          "Accept one warning of an employee's payslip with a reason (audited), while the run is calculated or reviewed; it holds through a recalculation that finds the same warning. 409 `finding-not-acceptable` for an error (fix it instead), 404 when the payslip has no such finding",
        params: IdParams,
        body: AcceptFindingInput,
        response: {
          200: FindingAcceptance,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return acceptRunFinding(db, request.params.id, request.body, actor, ctx.now());
    },
  );

  app.get(
    '/runs/:id/bank-file',
    {
      config: { access: { permission: 'payroll.read' } },
      schema: {
        operationId: 'getPayrollBankFile',
        tags: ['payroll'],
        summary:
          'The bank transfer file of an approved run: Staffdesk bulk transfer CSV v1 (account_number, account_name, bank, amount, currency, remark, reference). Written from the payment plan (`GET /runs/{id}/payment`): payslips without a bank account or with a net of zero or below are left out; `X-Staffdesk-Exceptions` counts them, `X-Staffdesk-Missing-Accounts` those without an account, `X-Staffdesk-Total` is the total of the file. 409 before approval',
        params: IdParams,
        response: {
          200: z.instanceof(Buffer).meta({ description: 'The CSV (text/csv; charset=utf-8)' }),
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request, reply) => {
      const file = await bankFile(db, await findRunOrThrow(db, request.params.id));
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', contentDisposition(file.filename, 'attachment'))
        .header('X-Staffdesk-Missing-Accounts', String(file.missingAccounts))
        .header('X-Staffdesk-Exceptions', String(file.exceptions.length))
        .header('X-Staffdesk-Total', String(file.total))
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(file.csv, 'utf8'));
    },
  );

  app.get(
    '/runs/:id/payslips',
    {
      config: { access: read },
      schema: {
        operationId: 'listPayrollRunPayslips',
        tags: ['payroll'],
        summary:
          "A run's payslips by employee name, searchable, optionally only those with warnings",
        params: IdParams,
        querystring: PayslipListQuery,
        response: { 200: PayslipList, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => {
      await findRunOrThrow(db, request.params.id);
      return listPayslips(db, request.params.id, request.query, requestLocale(request));
    },
  );

  app.get(
    '/payslips/:id',
    {
      config: { access: read },
      schema: {
        operationId: 'getPayslip',
        tags: ['payroll'],
        summary:
          'A payslip with every line and how it was reached: inputs, formula and rule version',
        params: IdParams,
        response: { 200: PayslipDetail, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => {
      const { payslip, run } = await findPayslipOrThrow(db, request.params.id);
      return payslipDetailForPayroll(db, payslip, run, requestLocale(request));
    },
  );
};
