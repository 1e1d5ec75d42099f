import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { IdParams } from '../../http/lists.js';
import { PdfBody, sendPdf } from '../../http/pdf-reply.js';
import { Problem, requestLocale } from '../../http/problem.js';
import {
  employeePayslips,
  listFinalPayslips,
  ownPayslipOrThrow,
  passwordRuleOf,
  payslipFile,
} from '../../payroll/payslip-views.js';
import { findPayslipOrThrow, payslipDetail } from '../../payroll/runs.js';
import {
  FinalPayslipList,
  FinalPayslipQuery,
  MyPayslipQuery,
  MyPayslips,
  PayslipDetail,
} from '../../payroll/schemas.js';
import { myEmployee } from '../people/self-service.js';

/** `/payroll/v4/payslips` (HR's e-payslips) and `/payroll/v4/me/payslips` (my own, once paid). */
export const payslipRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/payslips',
    {
      config: { access: { permission: 'payroll.read' } },
      schema: {
        operationId: 'listFinalPayslips',
        tags: ['payroll'],
        summary:
          'Payslips of approved, paid and closed runs, newest month first, by month, client and name',
        querystring: FinalPayslipQuery,
        response: { 200: FinalPayslipList, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) => listFinalPayslips(db, request.query),
  );

  app.get(
    '/me/payslips',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'listMyPayslips',
        tags: ['payroll'],
        summary: 'My payslips of paid runs, newest first, and how their PDFs open',
        querystring: MyPayslipQuery,
        response: { 200: MyPayslips, 400: Problem, 401: Problem, 404: Problem },
      },
    },
    async (request) => {
      const me = await myEmployee(request, db);
      const [list, password] = await Promise.all([
        employeePayslips(db, me.id, request.query),
        passwordRuleOf(db, me.clientId),
      ]);
      return { ...list, password };
    },
  );

  app.get(
    '/me/payslips/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'getMyPayslip',
        tags: ['payroll'],
        summary: 'One of my paid payslips with every line and how it was reached',
        params: IdParams,
        response: { 200: PayslipDetail, 400: Problem, 401: Problem, 404: Problem },
      },
    },
    async (request) => {
      const me = await myEmployee(request, db);
      const { payslip, run } = await ownPayslipOrThrow(db, me.id, request.params.id);
      return payslipDetail(payslip, run);
    },
  );
};

/** `/pdf/v4/payslips/{id}` and `/pdf/v4/me/payslips/{id}`: the e-payslip, password-protected. */
export const payslipPdfRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/payslips/:id',
    {
      config: { access: { permission: 'payroll.read' } },
      schema: {
        operationId: 'getPayslipPdf',
        tags: ['payroll'],
        summary: "An employee's e-payslip PDF, encrypted with their password as mailed",
        params: IdParams,
        response: { 200: PdfBody, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request, reply) => {
      const { payslip, run } = await findPayslipOrThrow(db, request.params.id);
      return sendPdf(reply, await payslipFile(ctx, payslip, run, requestLocale(request)));
    },
  );

  app.get(
    '/me/payslips/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'getMyPayslipPdf',
        tags: ['payroll'],
        summary: 'My e-payslip PDF; it opens with my password (see GET /payroll/v4/me/payslips)',
        params: IdParams,
        response: { 200: PdfBody, 400: Problem, 401: Problem, 404: Problem },
      },
    },
    async (request, reply) => {
      const me = await myEmployee(request, db);
      const { payslip, run } = await ownPayslipOrThrow(db, me.id, request.params.id);
      return sendPdf(reply, await payslipFile(ctx, payslip, run, requestLocale(request)));
    },
  );
};
