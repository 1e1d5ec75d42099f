import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { HttpProblem, Problem } from '../../http/problem.js';
import { actorOf } from '../../identity/authenticate.js';
import {
  PtkpStatusInfo,
  TAX_MASTER_DATA,
  TaxMaster,
  TaxMasterIdParams,
  TaxMasterInput,
  TaxMasterList,
  TaxMasterParams,
} from '../../payroll/schemas.js';
import {
  addTaxMasterVersion,
  changeTaxMasterVersion,
  ptkpStatuses,
} from '../../payroll/tax-master-queries.js';
import { listTaxMasters } from '../../payroll/tax-masters.js';
import { todayOf } from '../../shared/business-dates.js';

/** Checks a version's body against its kind, answering 400 with the field paths. */
function checkedData(kind: keyof typeof TAX_MASTER_DATA, data: unknown) {
  const parsed = TAX_MASTER_DATA[kind].safeParse(data);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = ['data', ...issue.path].join('.');
    errors[path] ??= issue.message;
  }
  throw new HttpProblem(400, 'validation-failed', 'Some fields are not valid.', errors);
}

/**
 * `/payroll/v4/tax-masters`: PTKP, TER, Article 17, job expense, the no-NPWP surcharge and the
 * BPJS rates and caps, each versioned by effective date (accounting and tax edit them).
 */
export const taxMasterRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const read = { permission: 'payroll.read' } as const;
  const manage = { permission: 'tax.manage' } as const;

  app.get(
    '/tax-masters/:kind',
    {
      config: { access: read },
      schema: {
        operationId: 'listTaxMasters',
        tags: ['payroll'],
        summary: 'The versions of one master, oldest first, with whether an approved run used each',
        params: TaxMasterParams,
        response: { 200: TaxMasterList, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) => ({ items: await listTaxMasters(db, request.params.kind) }),
  );

  app.post(
    '/tax-masters/:kind',
    {
      config: { access: manage },
      schema: {
        operationId: 'createTaxMaster',
        tags: ['payroll'],
        summary: 'Add a version from a date (audited); 409 when one starts on that date already',
        params: TaxMasterParams,
        body: TaxMasterInput,
        response: { 201: TaxMaster, 400: Problem, 401: Problem, 403: Problem, 409: Problem },
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const data = checkedData(kind, request.body.data);
      const view = await addTaxMasterVersion(db, kind, { ...request.body, data }, actorOf(request));
      return reply.code(201).send(view);
    },
  );

  app.put(
    '/tax-masters/:kind/:id',
    {
      config: { access: manage },
      schema: {
        operationId: 'updateTaxMaster',
        tags: ['payroll'],
        summary:
          'Change a version (audited); 409 once an approved payroll run used it (add a new version instead)',
        params: TaxMasterIdParams,
        body: TaxMasterInput,
        response: {
          200: TaxMaster,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const data = checkedData(kind, request.body.data);
      return changeTaxMasterVersion(db, kind, id, { ...request.body, data }, actorOf(request));
    },
  );

  app.get(
    '/ptkp-statuses',
    {
      config: { access: read },
      schema: {
        operationId: 'listPtkpStatuses',
        tags: ['payroll'],
        summary:
          'The PTKP statuses: TER category, the annual amount in force today, and how many employees have each',
        response: { 200: PtkpStatusInfo, 401: Problem, 403: Problem },
      },
    },
    async () => ptkpStatuses(db, Number(todayOf(ctx).slice(0, 4))),
  );
};
