import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { IdParams } from '../../http/lists.js';
import { PdfBody, sendPdf } from '../../http/pdf-reply.js';
import { HttpProblem, Problem, requestLocale } from '../../http/problem.js';
import { actorOf } from '../../identity/authenticate.js';
import { readPayslipLinkToken } from '../../payroll/payslip-link.js';
import { payslipPasswordSetAt } from '../../payroll/payslip-password.js';
import {
  clearEmployeePayslipPassword,
  setEmployeePayslipPassword,
} from '../../payroll/payslip-password-queries.js';
import {
  deliveryOf,
  employeePayslips,
  listFinalPayslips,
  ownPayslipOrThrow,
  payslipFile,
} from '../../payroll/payslip-views.js';
import { findPayslipOrThrow, payslipDetail } from '../../payroll/runs.js';
import {
  FinalPayslipList,
  FinalPayslipQuery,
  MyPayslipQuery,
  MyPayslips,
  PayslipDetail,
  PayslipLinkParams,
  PayslipLinkTarget,
  PayslipPasswordInput,
  PayslipPasswordState,
} from '../../payroll/schemas.js';
import { myEmployee } from '../../people/current-employee.js';

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
        summary:
          'My payslips of paid runs, newest first, how they are mailed, and whether I set an e-payslip password',
        querystring: MyPayslipQuery,
        response: { 200: MyPayslips, 400: Problem, 401: Problem, 404: Problem },
      },
    },
    async (request) => {
      const me = await myEmployee(request, db);
      const [list, delivery, setAt] = await Promise.all([
        employeePayslips(db, me.id, request.query),
        deliveryOf(db, me.clientId),
        payslipPasswordSetAt(db, me.id),
      ]);
      return {
        ...list,
        delivery,
        passwordSet: setAt !== null,
        passwordSetAt: setAt ? setAt.toISOString() : null,
      };
    },
  );

  app.get(
    '/me/payslip-links/:token',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'openMyPayslipLink',
        tags: ['payroll'],
        summary:
          "Which of my payslips the payslip mail's link points at: 410 `link-expired` after 30 days; 404 for a tampered token or another employee's (the payslip is never shown)",
        params: PayslipLinkParams,
        response: {
          200: PayslipLinkTarget,
          400: Problem,
          401: Problem,
          404: Problem,
          410: Problem,
        },
      },
    },
    async (request) => {
      const me = await myEmployee(request, db);
      const statement = readPayslipLinkToken(ctx.config.secret, request.params.token);
      if (!statement || statement.employeeId !== me.id) {
        throw new HttpProblem(404, 'not-found', 'This link does not open a payslip of yours.');
      }
      if (statement.expiresAt.getTime() <= ctx.now().getTime()) {
        throw new HttpProblem(
          410,
          'link-expired',
          'This link has expired; your payslips are listed below.',
        );
      }
      const { payslip } = await ownPayslipOrThrow(db, me.id, statement.payslipId);
      return { payslipId: payslip.id, period: payslip.period };
    },
  );

  app.put(
    '/me/payslip-password',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'setMyPayslipPassword',
        tags: ['payroll'],
        summary:
          'Set my e-payslip password, which opens the PDFs mailed to me when my client attaches them (audited, never shown again): at least 10 characters, not only digits, not a date, nothing from my record, not a common password',
        body: PayslipPasswordInput,
        response: { 200: PayslipPasswordState, 400: Problem, 401: Problem, 404: Problem },
      },
    },
    async (request) => {
      const me = await myEmployee(request, db);
      return setEmployeePayslipPassword(
        db,
        ctx.config.secret,
        me,
        request.body.password,
        actorOf(request),
      );
    },
  );

  app.delete(
    '/me/payslip-password',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'removeMyPayslipPassword',
        tags: ['payroll'],
        summary:
          'Remove my e-payslip password (audited): my payslip mails carry the link only until I set one',
        response: { 200: PayslipPasswordState, 401: Problem, 404: Problem },
      },
    },
    async (request) => {
      const me = await myEmployee(request, db);
      return clearEmployeePayslipPassword(db, me.id, actorOf(request));
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

/**
 * `/pdf/v4/payslips/{id}` and `/pdf/v4/me/payslips/{id}`: the e-payslip behind sign-in, without a
 * password (only the mailed attachment is encrypted, with the password the employee chose).
 */
export const payslipPdfRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/payslips/:id',
    {
      config: { access: { permission: 'payroll.read' } },
      schema: {
        operationId: 'getPayslipPdf',
        tags: ['payroll'],
        summary: "An employee's e-payslip PDF (behind sign-in and payroll.read: no password)",
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
        summary: 'My e-payslip PDF (behind my sign-in: no password)',
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
