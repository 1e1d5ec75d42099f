import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { IdParams } from '../../http/lists.js';
import { Problem } from '../../http/problem.js';
import { actorOf } from '../../identity/authenticate.js';
import { reopenPayrollRun } from '../../payroll/run-queries.js';
import { runView } from '../../payroll/runs.js';
import { PayrollRun } from '../../payroll/schemas.js';
import { requiredText } from '../../people/schemas.js';

const ReopenRunInput = z
  .object({ reason: requiredText(500, 'Give the reason for reopening.') })
  .strict()
  .meta({ id: 'PayrollRunReopenInput' });

/** `/payroll/v4/runs/:id/reopen`: an approved run, not paid yet, back to calculated. */
export const payrollRunReopenRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  app.post(
    '/runs/:id/reopen',
    {
      config: { access: { permission: 'payroll.approve' } },
      schema: {
        operationId: 'reopenPayrollRun',
        tags: ['payroll'],
        summary:
          "Reopen an approved run that is not paid yet, with a reason (audited): back to calculated, its approval and review cleared, and the month's timesheets open again (they can be built, submitted, approved and reopened). 409 `run-paid` once paid or closed, `run-state` from any other state",
        params: IdParams,
        body: ReopenRunInput,
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
      const row = await reopenPayrollRun(db, {
        id: request.params.id,
        reason: request.body.reason,
        actor: actorOf(request),
        now: ctx.now(),
      });
      return runView(db, row);
    },
  );
};
