import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { contentDisposition } from '../../http/content-disposition.js';
import { Problem } from '../../http/problem.js';
import { actorOf } from '../../identity/authenticate.js';
import { todayInJakarta } from '../../people/dates.js';
import { exportClients, exportEmployees } from '../../people/export.js';
import { planClientImport } from '../../people/import/clients.js';
import { planEmployeeImport } from '../../people/import/employees.js';
import {
  CLIENT_IMPORT_JOB,
  EMPLOYEE_IMPORT_JOB,
  queueImport,
} from '../../people/import/import-jobs.js';
import { XLSX_CONTENT_TYPE, XlsxFile } from '../../people/import/spreadsheet.js';
import { ImportQuery, readPlan, uploadedFile } from '../../people/import/upload.js';
import { withheldEmployeeFields } from '../../people/pay-visibility.js';
import { ImportResult } from '../../people/schemas.js';
import { Job } from '../jobs/jobs.js';
import { ClientListQuery } from './clients.js';
import { EmployeeListQuery, recorderOf } from './employees.js';

function attachment(name: string) {
  return contentDisposition(`${name}-${todayInJakarta()}.xlsx`, 'attachment');
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
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('Content-Disposition', attachment('clients'))
        .send(data);
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
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('Content-Disposition', attachment('employees'))
        .send(data);
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
