import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { PdfBody, sendPdf } from '../../http/pdf-reply.js';
import { Problem, requestLocale } from '../../http/problem.js';
import { sendXlsx, XlsxFile } from '../../http/xlsx-reply.js';
import { annualTaxPdf, exportAnnualTax } from '../../payroll/annual-form.js';
import {
  bpjsReport,
  exportBpjs,
  exportPayrollSummary,
  exportPph21,
  payrollSummary,
  pph21Report,
} from '../../payroll/reports.js';
import {
  AnnualExportQuery,
  AnnualParams,
  BpjsKesehatanReport,
  BpjsKetenagakerjaanReport,
  MyAnnualParams,
  PayrollSummary,
  Pph21Report,
  ReportExportQuery,
  ReportQuery,
  SummaryQuery,
} from '../../payroll/schemas.js';
import { myEmployee } from '../../people/current-employee.js';
import { todayOf } from '../../shared/business-dates.js';

const read = { permission: 'payroll.read' } as const;

/** `/payroll/v4/reports/...`: BPJS, PPh 21 and the payroll summary of a month, from final runs. */
export const payrollReportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  for (const programme of ['kesehatan', 'ketenagakerjaan'] as const) {
    const name = programme === 'kesehatan' ? 'Kesehatan' : 'Ketenagakerjaan';
    app.get(
      `/reports/bpjs-${programme}`,
      {
        config: { access: read },
        schema: {
          operationId: `getBpjs${name}Report`,
          tags: ['payroll'],
          summary: `BPJS ${name} of a month per employee (approved, paid and closed runs), with the month's totals`,
          querystring: ReportQuery,
          response: {
            200: programme === 'kesehatan' ? BpjsKesehatanReport : BpjsKetenagakerjaanReport,
            400: Problem,
            401: Problem,
            403: Problem,
          },
        },
      },
      async (request) => bpjsReport(db, programme, request.query),
    );
    app.get(
      `/reports/bpjs-${programme}/export`,
      {
        config: { access: read },
        schema: {
          operationId: `exportBpjs${name}Report`,
          tags: ['payroll'],
          summary: `The BPJS ${name} report as XLSX`,
          querystring: ReportExportQuery,
          response: { 200: XlsxFile, 400: Problem, 401: Problem, 403: Problem },
        },
      },
      async (request, reply) =>
        sendXlsx(
          reply,
          await exportBpjs(db, programme, request.query),
          `bpjs-${programme}-${request.query.period}.xlsx`,
        ),
    );
  }

  app.get(
    '/reports/pph21',
    {
      config: { access: read },
      schema: {
        operationId: 'getPph21Report',
        tags: ['payroll'],
        summary:
          "A month's PPh 21 per employee: gross, TER category and rate, tax withheld (refunds negative)",
        querystring: ReportQuery,
        response: { 200: Pph21Report, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) => pph21Report(db, request.query),
  );

  app.get(
    '/reports/pph21/export',
    {
      config: { access: read },
      schema: {
        operationId: 'exportPph21Report',
        tags: ['payroll'],
        summary:
          "The month's PPh 21 list as XLSX in the columns of the tax office's e-Bupot 21 monthly import sheet",
        querystring: ReportExportQuery,
        response: { 200: XlsxFile, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request, reply) =>
      sendXlsx(
        reply,
        await exportPph21(db, request.query, todayOf(ctx)),
        `pph21-${request.query.period}.xlsx`,
      ),
  );

  app.get(
    '/reports/annual-tax/export',
    {
      config: { access: read },
      schema: {
        operationId: 'exportAnnualTax',
        tags: ['payroll'],
        summary:
          "A year's 1721-A1 figures of every employee (of a client, or all) as XLSX: one row each with the form's twenty lines",
        querystring: AnnualExportQuery,
        response: { 200: XlsxFile, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request, reply) =>
      sendXlsx(
        reply,
        await exportAnnualTax(db, request.query.year, request.query.clientId),
        `1721-A1-${request.query.year}.xlsx`,
      ),
  );

  app.get(
    '/reports/payroll-summary',
    {
      config: { access: read },
      schema: {
        operationId: 'getPayrollSummary',
        tags: ['payroll'],
        summary:
          "Per client, a month's payroll cost (gross, BPJS, PPh 21, net, employer cost): the invoice's cost basis",
        querystring: SummaryQuery,
        response: { 200: PayrollSummary, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) => payrollSummary(db, request.query),
  );

  app.get(
    '/reports/payroll-summary/export',
    {
      config: { access: read },
      schema: {
        operationId: 'exportPayrollSummary',
        tags: ['payroll'],
        summary: 'The payroll summary of a month as XLSX',
        querystring: SummaryQuery,
        response: { 200: XlsxFile, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request, reply) =>
      sendXlsx(
        reply,
        await exportPayrollSummary(db, request.query.period),
        `payroll-summary-${request.query.period}.xlsx`,
      ),
  );
};

/** `/pdf/v4/employees/{id}/annual-tax/{year}` and `/pdf/v4/me/annual-tax/{year}`: form 1721-A1. */
export const annualTaxPdfRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/employees/:id/annual-tax/:year',
    {
      config: { access: read },
      schema: {
        operationId: 'getAnnualTaxForm',
        tags: ['payroll'],
        summary: "An employee's 1721-A1 of a year, from the final payslips (404 without any)",
        params: AnnualParams,
        response: { 200: PdfBody, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await annualTaxPdf(
          db,
          request.params.id,
          request.params.year,
          requestLocale(request),
          ctx.now(),
        ),
      ),
  );

  app.get(
    '/me/annual-tax/:year',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'getMyAnnualTaxForm',
        tags: ['payroll'],
        summary: 'My 1721-A1 of a year (404 without a final payslip that year)',
        params: MyAnnualParams,
        response: { 200: PdfBody, 400: Problem, 401: Problem, 404: Problem },
      },
    },
    async (request, reply) => {
      const me = await myEmployee(request, db);
      return sendPdf(
        reply,
        await annualTaxPdf(db, me.id, request.params.year, requestLocale(request), ctx.now()),
      );
    },
  );
};
