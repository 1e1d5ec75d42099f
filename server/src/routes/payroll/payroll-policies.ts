import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { IdParams, ListQuery } from '../../http/lists.js';
import { Problem } from '../../http/problem.js';
import { actorOf } from '../../identity/authenticate.js';
import { clientPolicyView, listPayrollPolicies } from '../../payroll/policies.js';
import { saveClientPayrollPolicy } from '../../payroll/policy-queries.js';
import { PayrollPolicy, PayrollPolicyInput, PayrollPolicyList } from '../../payroll/schemas.js';
import { findClientOrThrow } from '../../people/clients.js';

/**
 * `/payroll/v4/client-policies`: per client, the default PPh 21 method, how joiners and leavers
 * are prorated, the THR month, the BPJS Kesehatan wage floor and the e-payslip password.
 */
export const payrollPolicyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/client-policies',
    {
      config: { access: { permission: 'payroll.read' } },
      schema: {
        operationId: 'listPayrollPolicies',
        tags: ['payroll'],
        summary:
          "Every client's payroll policy (the defaults where it has none), searchable and paged",
        querystring: ListQuery,
        response: { 200: PayrollPolicyList, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) => listPayrollPolicies(db, request.query),
  );

  app.get(
    '/clients/:id/payroll-policy',
    {
      config: { access: { permission: 'payroll.read' } },
      schema: {
        operationId: 'getPayrollPolicy',
        tags: ['payroll'],
        summary: "A client's payroll policy",
        params: IdParams,
        response: { 200: PayrollPolicy, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => clientPolicyView(db, await findClientOrThrow(db, request.params.id)),
  );

  app.put(
    '/clients/:id/payroll-policy',
    {
      config: { access: { permission: 'finance.manage' } },
      schema: {
        operationId: 'savePayrollPolicy',
        tags: ['payroll'],
        summary: "Set a client's payroll policy (audited); runs calculated from now on follow it",
        params: IdParams,
        body: PayrollPolicyInput,
        response: { 200: PayrollPolicy, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) =>
      saveClientPayrollPolicy(db, request.params.id, request.body, actorOf(request)),
  );
};
