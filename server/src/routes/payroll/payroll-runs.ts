import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { transactionWithRetry } from '../../db/transaction.js';
import { contentDisposition } from '../../http/content-disposition.js';
import { IdParams } from '../../http/lists.js';
import { Problem } from '../../http/problem.js';
import { actorOf } from '../../identity/authenticate.js';
import { bankFile } from '../../payroll/bank-file.js';
import { PAYSLIP_MAIL_JOB } from '../../payroll/payslip-mail.js';
import {
  createRun,
  findPayslipOrThrow,
  findRunOrThrow,
  listPayslips,
  listRuns,
  payslipDetail,
  type RunTransition,
  runView,
  startCalculation,
  transitionRun,
} from '../../payroll/runs.js';
import {
  NewRunInput,
  PayrollRun,
  PayrollRunList,
  PayslipDetail,
  PayslipList,
  PayslipListQuery,
  RunListQuery,
} from '../../payroll/schemas.js';
import { findClientOrThrow } from '../../people/clients.js';

const STEPS: { action: RunTransition; permission: string; summary: string }[] = [
  { action: 'review', permission: 'payroll.run', summary: 'Mark a calculated run reviewed' },
  {
    action: 'approve',
    permission: 'payroll.approve',
    summary:
      'Approve a reviewed run: its payslips become final and its timesheets are marked read by payroll. 409 if a timesheet it read has changed since',
  },
  {
    action: 'pay',
    permission: 'finance.manage',
    summary:
      'Mark an approved run paid: each employee is then mailed their e-payslip (a background job)',
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
      if (request.body.clientId) await findClientOrThrow(db, request.body.clientId);
      const row = await transactionWithRetry(db, (tx) =>
        createRun(tx, request.body, actorOf(request)),
      );
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
        const row = await transactionWithRetry(db, (tx) =>
          transitionRun(tx, request.params.id, step.action, actor, ctx.now()),
        );
        // Paid: every employee is mailed their e-payslip, in the background.
        if (step.action === 'pay') {
          await ctx.jobs.enqueue(
            PAYSLIP_MAIL_JOB,
            { runId: row.id },
            { startedBy: actor.userId ?? undefined },
          );
        }
        return runView(db, row);
      },
    );
  }

  app.get(
    '/runs/:id/bank-file',
    {
      config: { access: { permission: 'payroll.read' } },
      schema: {
        operationId: 'getPayrollBankFile',
        tags: ['payroll'],
        summary:
          'The bank transfer file of an approved run: Staffdesk bulk transfer CSV v1 (account_number, account_name, bank, amount, currency, remark, reference). Employees without a bank account are left out; the `X-Staffdesk-Missing-Accounts` header counts them. 409 before approval',
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
      return listPayslips(db, request.params.id, request.query);
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
      return payslipDetail(payslip, run);
    },
  );
};
