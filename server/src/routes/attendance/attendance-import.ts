import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importPunches, MAX_PUNCH_ROWS, planPunchImport } from '../../attendance/import.js';
import type { AppContext } from '../../context.js';
import { Problem, requestLocale } from '../../http/problem.js';
import { localizeRowErrors } from '../../http/problem-i18n.js';
import { actorOf } from '../../identity/authenticate.js';
import { ImportQuery, readPlan, uploadedFile } from '../../people/import/upload.js';
import { ImportResult } from '../../people/schemas.js';

/** `/api/v4/attendance/import`: punches from an attendance machine's export (`attendance.manage`). */
export const attendanceImportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  app.post(
    '/attendance/import',
    {
      config: { access: { permission: 'attendance.manage' } },
      schema: {
        operationId: 'importAttendance',
        tags: ['attendance'],
        summary: `Add punches from an attendance machine's XLSX or CSV export (multipart field \`file\`, at most ${MAX_PUNCH_ROWS.toLocaleString('en')} rows): columns Employee number and Timestamp (or Date and Time), Jakarta times. A day's first punch is its clock-in, its last its clock-out; days that have punches keep the earliest and latest of both. All or none: 422 with the row errors when any row is wrong; \`dryRun=true\` only checks`,
        consumes: ['multipart/form-data'],
        querystring: ImportQuery,
        response: {
          200: ImportResult,
          400: Problem,
          401: Problem,
          403: Problem,
          413: Problem,
          422: ImportResult,
        },
      },
    },
    async (request, reply) => {
      const { dryRun } = request.query;
      const file = await uploadedFile(request);
      const now = ctx.now();
      const plan = await readPlan(() => planPunchImport(db, file.data, { dryRun, now }));
      const result = localizeRowErrors(plan.result, requestLocale(request));
      if (result.errors.length > 0) return reply.code(dryRun ? 200 : 422).send(result);
      if (dryRun) return result;
      const imported = await importPunches(db, plan.days, actorOf(request), now);
      return { ...plan.result, imported };
    },
  );
};
