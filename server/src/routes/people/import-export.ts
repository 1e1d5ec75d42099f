import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { Problem } from '../../http/problem.js';
import { sendXlsx, XlsxFile } from '../../http/xlsx-reply.js';
import { actorOf } from '../../identity/authenticate.js';
import { exportClients, exportEmployees } from '../../people/export.js';
import { planClientImport } from '../../people/import/clients.js';
import { planEmployeeImport } from '../../people/import/employees.js';
import {
  CLIENT_IMPORT_JOB,
  EMPLOYEE_IMPORT_JOB,
  queueImport,
} from '../../people/import/import-jobs.js';
import { ImportQuery, readPlan, uploadedFile } from '../../people/import/upload.js';
import { withheldEmployeeFields } from '../../people/pay-visibility.js';
import { ImportResult } from '../../people/schemas.js';
import { todayInJakarta } from '../../shared/business-dates.js';
import { Job } from '../jobs/jobs.js';
import { ClientListQuery } from './clients.js';
import { EmployeeListQuery, recorderOf } from './employees.js';

/** An export's file name: what it holds and today's date in Jakarta. */
function exportName(name: string) {
  return `${name}-${todayInJakarta()}.xlsx`;
}

/** XLSX/CSV import and XLSX export of clients and employees. */
export const importExportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/clients/export',
    {
      config: { access: { permission: 'clients.read' } },
      schema: {
        operationId: 'exportClients',
        tags: ['clients'],
        summary:
          'The clients matching the list filters as XLSX, one row per PIC (the import columns)',
        querystring: ClientListQuery,
        response: { 200: XlsxFile, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request, reply) => {
      const data = await exportClients(db, request.query);
      return sendXlsx(reply, data, exportName('clients'));
    },
  );

  app.post(
    '/clients/import',
    {
      config: { access: { permission: 'clients.manage' } },
      schema: {
        operationId: 'importClients',
        tags: ['clients'],
        summary:
          'Add clients from an XLSX or CSV file (multipart field `file`), all or none: rows with the same code are one client, each may add a PIC. The file is checked at once (422 with the errors when any row is wrong), then written by a background job: 202 with the job, whose result is the `ImportResult`',
        consumes: ['multipart/form-data'],
        querystring: ImportQuery,
        response: {
          200: ImportResult.describe('A dry run: what the file holds and its errors'),
          202: Job,
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
      const plan = await readPlan(() => planClientImport(db, file.data, dryRun));
      if (dryRun) return plan.result;
      if (plan.result.errors.length > 0) return reply.code(422).send(plan.result);
      const id = await queueImport(
        ctx,
        CLIENT_IMPORT_JOB,
        file,
        actorOf(request),
        recorderOf(request),
      );
      return reply.code(202).send((await ctx.jobs.get(id))!);
    },
  );

  app.get(
    '/employees/export',
    {
      config: { access: { permission: 'employees.read' } },
      schema: {
        operationId: 'exportEmployees',
        tags: ['employees'],
        summary:
          'The employees matching the list filters as XLSX (the import columns); the pay, bank and birth-date columns only for callers with `payroll.read`',
        querystring: EmployeeListQuery,
        response: { 200: XlsxFile, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request, reply) => {
      const data = await exportEmployees(db, request.query, withheldEmployeeFields(request));
      return sendXlsx(reply, data, exportName('employees'));
    },
  );

  app.post(
    '/employees/import',
    {
      config: { access: { permission: 'employees.manage' } },
      schema: {
        operationId: 'importEmployees',
        tags: ['employees'],
        summary:
          'Add employees from an XLSX or CSV file (multipart field `file`), all or none. The file is checked at once (422 with the errors: row, column, message), then written by a background job: 202 with the job (poll `GET /jobs/{id}` for its progress; its result is the `ImportResult`)',
        consumes: ['multipart/form-data'],
        querystring: ImportQuery,
        response: {
          200: ImportResult.describe('A dry run: what the file holds and its errors'),
          202: Job,
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
      const plan = await readPlan(() => planEmployeeImport(db, file.data, dryRun));
      if (dryRun) return plan.result;
      if (plan.result.errors.length > 0) return reply.code(422).send(plan.result);
      const id = await queueImport(
        ctx,
        EMPLOYEE_IMPORT_JOB,
        file,
        actorOf(request),
        recorderOf(request),
      );
      return reply.code(202).send((await ctx.jobs.get(id))!);
    },
  );
};
