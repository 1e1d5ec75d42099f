import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { Problem } from '../../http/problem.js';
import { overtimeCalculation } from '../../overtime/calculation.js';
import { CalculationQuery, OvertimeCalculation } from '../../overtime/schemas.js';
import { myEmployee } from '../people/self-service.js';

/** `/api/v4/me/overtime/...`: the employee's own overtime. */
export const myOvertimeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/me/overtime/calculation',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'calculateMyOvertime',
        tags: ['overtime'],
        summary:
          "What my overtime on a date pays under PP 35/2021, line by line: the day's type from my work week and calendar, the hourly wage (basic wage + fixed allowances) / 173, each tier's hours and multiplier, and the total rounded once. 400 on the `hours` field beyond the day's legal maximum",
        querystring: CalculationQuery,
        response: { 200: OvertimeCalculation, 400: Problem, 401: Problem, 404: Problem },
      },
    },
    async (request) => {
      const employee = await myEmployee(request, db);
      return overtimeCalculation(db, employee, request.query);
    },
  );
};
