import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.js';
import type { AppContext } from '../../context.js';
import { contentDisposition } from '../../http/content-disposition.js';
import { HttpProblem, Problem } from '../../http/problem.js';
import { actorOf } from '../../identity/authenticate.js';
import { insertClient } from '../../people/clients.js';
import { todayInJakarta } from '../../people/dates.js';
import { exportClients, exportEmployees } from '../../people/export.js';
import { planClientImport } from '../../people/import/clients.js';
import { importEmployees, planEmployeeImport } from '../../people/import/employees.js';
import { SpreadsheetError, XLSX_CONTENT_TYPE } from '../../people/import/spreadsheet.js';
import { ImportResult } from '../../people/schemas.js';
import { withUniqueConflicts } from '../../people/unique.js';
import { ClientListQuery } from './clients.js';
import { EmployeeListQuery, recorderOf } from './employees.js';

const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const ImportQuery = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true')
    .describe('`true`: only check the file and list its errors; nothing is written'),
});

const XlsxFile = z.instanceof(Buffer).meta({
  description: `An XLSX workbook (${XLSX_CONTENT_TYPE})`,
});

/** The uploaded file of a multipart request (field `file`), or 400 / 413. */
async function uploadedFile(request: FastifyRequest) {
  const fail = (status: number, message: string): never => {
    throw new HttpProblem(status, status === 413 ? 'too-large' : 'validation-failed', message, {
      file: message,
    });
  };
  if (!request.isMultipart()) fail(400, 'Upload an XLSX or CSV file in the form field "file".');
  const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  if (!file) return fail(400, 'Upload an XLSX or CSV file in the form field "file".');
  const data = await file.toBuffer();
  if (file.file.truncated) fail(413, 'The file is larger than 10 MB.');
  if (data.length === 0) fail(400, 'The file is empty.');
  return { data, filename: file.filename || 'upload' };
}

async function readPlan<T>(plan: () => Promise<T>): Promise<T> {
  try {
    return await plan();
  } catch (error) {
    if (error instanceof SpreadsheetError) {
      throw new HttpProblem(400, 'validation-failed', error.message, { file: error.message });
    }
    throw error;
  }
}

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
          'Add clients from an XLSX or CSV file (multipart field `file`), all or none: rows with the same code are one client, each may add a PIC. 422 with the errors when any row is wrong',
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
      const { data, filename } = await uploadedFile(request);
      if (dryRun) return (await readPlan(() => planClientImport(db, data, true))).result;
      const result = await withUniqueConflicts(() =>
        db.transaction(async (tx) => {
          const plan = await readPlan(() => planClientImport(tx, data, false));
          if (plan.result.errors.length > 0) return plan.result;
          for (const input of plan.inputs) await insertClient(tx, input);
          await recordAudit(tx, actorOf(request), {
            action: 'client.imported',
            entity: 'client',
            after: {
              file: filename,
              rows: plan.result.valid,
              codes: plan.inputs.map((c) => c.code),
            },
          });
          return { ...plan.result, imported: plan.result.valid };
        }),
      );
      return reply.code(result.errors.length > 0 ? 422 : 200).send(result);
    },
  );

  app.get(
    '/employees/export',
    {
      config: { access: { permission: 'employees.read' } },
      schema: {
        operationId: 'exportEmployees',
        tags: ['employees'],
        summary: 'The employees matching the list filters as XLSX (the import columns)',
        querystring: EmployeeListQuery,
        response: { 200: XlsxFile, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request, reply) => {
      const data = await exportEmployees(db, request.query);
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
          'Add employees from an XLSX or CSV file (multipart field `file`), all in one transaction or none. 422 with the errors (row, column, message) when any row is wrong',
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
      const { data, filename } = await uploadedFile(request);
      if (dryRun) return (await readPlan(() => planEmployeeImport(db, data, true))).result;
      const result = await withUniqueConflicts(() =>
        db.transaction(async (tx) => {
          const plan = await readPlan(() => planEmployeeImport(tx, data, false));
          if (plan.result.errors.length > 0) return plan.result;
          const rows = await importEmployees(
            tx,
            plan.inputs,
            recorderOf(request),
            `Imported from ${filename}`,
          );
          await recordAudit(tx, actorOf(request), {
            action: 'employee.imported',
            entity: 'employee',
            after: {
              file: filename,
              count: rows.length,
              employeeNumbers: rows.map((r) => r.employeeNumber),
            },
          });
          return { ...plan.result, imported: rows.length };
        }),
      );
      return reply.code(result.errors.length > 0 ? 422 : 200).send(result);
    },
  );
};
