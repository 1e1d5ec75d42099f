import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { Problem } from '../../http/problem.js';
import { actorOf } from '../../identity/authenticate.js';
import {
  listCommissionRules,
  listCommissions,
  saveCommissionRule,
} from '../../recruiting/commissions.js';
import { recruitingReport } from '../../recruiting/report.js';
import {
  CommissionList,
  CommissionQuery,
  CommissionRule,
  CommissionRuleInput,
  RecruitingReport,
  ReportQuery,
} from '../../recruiting/schemas.js';

/** Recruiters' commissions per placement and their rules; the recruiting report. */
export const recruitingReportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/recruiter-commission-rules',
    {
      config: { access: { permission: 'recruiting.read' } },
      schema: {
        operationId: 'listRecruiterCommissionRules',
        tags: ['recruiting'],
        summary: 'The commission rules: the default and any client’s own',
        response: { 200: z.object({ items: z.array(CommissionRule) }), 401: Problem, 403: Problem },
      },
    },
    async () => listCommissionRules(db),
  );

  app.put(
    '/recruiter-commission-rules',
    {
      config: { access: { permission: 'finance.manage' } },
      schema: {
        operationId: 'saveRecruiterCommissionRule',
        tags: ['recruiting'],
        summary:
          'Set the default rule (no client) or a client’s: a fixed amount per placement, or a share of the first month’s salary; placements made from now on follow it (audited)',
        body: CommissionRuleInput,
        response: { 200: CommissionRule, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) => {
      await saveCommissionRule(db, request.body, actorOf(request));
      const { items } = await listCommissionRules(db);
      return items.find((r) => r.clientId === request.body.clientId)!;
    },
  );

  app.get(
    '/recruiter-commissions',
    {
      config: { access: { permission: 'recruiting.read' } },
      schema: {
        operationId: 'listRecruiterCommissions',
        tags: ['recruiting'],
        summary:
          'Commissions per placement (newest first), of one recruiter or all, with the rule applied and the total',
        querystring: CommissionQuery,
        response: { 200: CommissionList, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) => listCommissions(db, request.query),
  );

  app.get(
    '/recruiting-report',
    {
      config: { access: { permission: 'recruiting.read' } },
      schema: {
        operationId: 'getRecruitingReport',
        tags: ['recruiting'],
        summary:
          'Of the candidates who entered a pipeline between `from` and `to` (at most a year): the funnel per requirement and per recruiter, conversion per source, and time to fill of the hires in the period',
        querystring: ReportQuery,
        response: { 200: RecruitingReport, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) => recruitingReport(db, request.query),
  );
};
