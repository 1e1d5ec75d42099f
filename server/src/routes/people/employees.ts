import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { CONTRACT_TYPES, EMPLOYEE_STATUSES, END_REASONS } from '../../db/schema.js';
import { IdParams, ListQuery, listOf } from '../../http/lists.js';
import { Problem } from '../../http/problem.js';
import { actorOf, identityOf } from '../../identity/authenticate.js';
import {
  changePlacement,
  createEmployee,
  inviteEmployeeAccount,
  replaceSupporting,
  updateEmployeePersonal,
} from '../../people/employee-changes.js';
import { employeeStatusCounts, workHistoryOf } from '../../people/employee-queries.js';
import {
  employeeDetail,
  findEmployeeOrThrow,
  listEmployees,
  type Recorder,
} from '../../people/employees.js';
import { changeEmploymentStatus } from '../../people/employment-end.js';
import {
  maySeePay,
  visibleEmployee,
  visibleHistory,
  visibleSupporting,
  withheldEmployeeFields,
} from '../../people/pay-visibility.js';
import {
  EmployeeCreate,
  EmployeePatch,
  EmployeeRecord,
  EmployeeSummary,
  HistoryEntry,
  IsoDate,
  optionalDate,
  optionalText,
  PlacementInput,
  StatusCounts,
  SupportingInput,
  SupportingRecord,
} from '../../people/schemas.js';
import { presentSupporting } from '../../people/supporting.js';
import { todayInJakarta } from '../../shared/business-dates.js';

export const EmployeeListQuery = ListQuery.extend({
  clientId: z
    .union([z.uuid(), z.literal('internal')])
    .optional()
    .describe('A client, or `internal` for internal staff'),
  status: z.enum(EMPLOYEE_STATUSES).optional(),
  contractType: z.enum(CONTRACT_TYPES).optional(),
  contractEndingWithinDays: z.coerce
    .number()
    .int()
    .min(0)
    .max(366)
    .optional()
    .describe('Onboarding or active employees whose contract ends from today to today + N days'),
});

export function recorderOf(request: Parameters<typeof identityOf>[0]): Recorder {
  const identity = identityOf(request);
  return { userId: identity.user.id, name: identity.user.name };
}

/** `/api/v4/employees`: the employee master, placements and work history. */
export const employeeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, config } = ctx;

  app.get(
    '/employees',
    {
      config: { access: { permission: 'employees.read' } },
      schema: {
        operationId: 'listEmployees',
        tags: ['employees'],
        summary:
          'Employees, searched by name (word prefixes), NIK prefix or employee number, filtered by client, status, contract type and contract end',
        querystring: EmployeeListQuery,
        response: { 200: listOf(EmployeeSummary), 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) => listEmployees(db, request.query),
  );

  app.get(
    '/employees/status-counts',
    {
      config: { access: { permission: 'employees.read' } },
      schema: {
        operationId: 'getEmployeeStatusCounts',
        tags: ['employees'],
        summary:
          'Employees per status, and onboarding or active employees whose contract ends within 30 days',
        response: { 200: StatusCounts, 401: Problem, 403: Problem },
      },
    },
    async () => employeeStatusCounts(db, todayInJakarta()),
  );

  app.post(
    '/employees',
    {
      config: { access: { permission: 'employees.manage' } },
      schema: {
        operationId: 'createEmployee',
        tags: ['employees'],
        summary:
          'Add an employee: the number EMP-<year joined>-<serial> is generated (409 `nik-taken`)',
        body: EmployeeCreate,
        response: { 201: EmployeeRecord, 400: Problem, 401: Problem, 403: Problem, 409: Problem },
      },
    },
    async (request, reply) => {
      const id = await createEmployee(db, request.body, recorderOf(request), actorOf(request));
      return reply.code(201).send(visibleEmployee(request, await employeeDetail(db, id)));
    },
  );

  app.get(
    '/employees/:id',
    {
      config: { access: { permission: 'employees.read' } },
      schema: {
        operationId: 'getEmployee',
        tags: ['employees'],
        params: IdParams,
        response: { 200: EmployeeRecord, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => visibleEmployee(request, await employeeDetail(db, request.params.id)),
  );

  app.patch(
    '/employees/:id',
    {
      config: { access: { permission: 'employees.manage' } },
      schema: {
        operationId: 'updateEmployee',
        tags: ['employees'],
        summary:
          "Change an employee's personal fields (only those sent; bank and birth-date fields only with `payroll.read`, ignored otherwise)",
        params: IdParams,
        body: EmployeePatch,
        response: {
          200: EmployeeRecord,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      // Fields the caller may not see are not theirs to change (their form has them empty).
      await updateEmployeePersonal(
        db,
        id,
        request.body,
        withheldEmployeeFields(request),
        actorOf(request),
      );
      return visibleEmployee(request, await employeeDetail(db, id));
    },
  );

  app.put(
    '/employees/:id/placement',
    {
      config: { access: { permission: 'employees.manage' } },
      schema: {
        operationId: 'updateEmployeePlacement',
        tags: ['employees'],
        summary:
          'Change the placement and salary: one work-history entry for the placement and one for the salary, each with before and after (the salary only with `payroll.read`; kept as it is otherwise)',
        params: IdParams,
        body: z.object({
          effectiveDate: IsoDate,
          placement: PlacementInput,
          note: optionalText(500),
        }),
        response: {
          200: EmployeeRecord,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await changePlacement(db, id, request.body, {
        seesPay: maySeePay(request),
        recorder: recorderOf(request),
        actor: actorOf(request),
      });
      return visibleEmployee(request, await employeeDetail(db, id));
    },
  );

  app.put(
    '/employees/:id/status',
    {
      config: { access: { permission: 'employees.manage' } },
      schema: {
        operationId: 'updateEmployeeStatus',
        tags: ['employees'],
        summary:
          "Change an employee's status, recorded in the work history. Resigned, laid off, contract ended and deceased end employment: they need the last working day (422 without it; payroll pays up to that day and settles the year in its month), and the reason, when sent, must match the status. Back to onboarding or active clears the end",
        params: IdParams,
        body: z.object({
          status: z.enum(EMPLOYEE_STATUSES, { error: 'Choose the status.' }),
          effectiveDate: IsoDate.optional().describe(
            'When the change takes effect, for the work history (default: the last working day when employment ends, else today)',
          ),
          lastWorkingDay: optionalDate().describe(
            'The last day worked: required for a leaving status (resigned, laid-off, contract-ended, deceased), refused otherwise',
          ),
          endReason: z
            .enum(END_REASONS, { error: 'Choose the reason.' })
            .nullish()
            .describe(
              'resignation, layoff, contract-end or death: follows from the status; when sent it must match',
            ),
          note: optionalText(500),
        }),
        response: {
          200: EmployeeRecord,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          422: Problem,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await changeEmploymentStatus(db, id, request.body, {
        recorder: recorderOf(request),
        actor: actorOf(request),
        now: ctx.now(),
      });
      return visibleEmployee(request, await employeeDetail(db, id));
    },
  );

  app.get(
    '/employees/:id/history',
    {
      config: { access: { permission: 'employees.read' } },
      schema: {
        operationId: 'getEmployeeHistory',
        tags: ['employees'],
        summary: 'Work history, newest (by effective date) first',
        params: IdParams,
        response: {
          200: z.object({ items: z.array(HistoryEntry) }),
          401: Problem,
          403: Problem,
          404: Problem,
        },
      },
    },
    async (request) => ({
      items: visibleHistory(request, await workHistoryOf(db, request.params.id)),
    }),
  );

  app.post(
    '/employees/:id/account',
    {
      config: { access: { permission: 'employees.manage' } },
      schema: {
        operationId: 'inviteEmployeeAccount',
        tags: ['employees'],
        summary:
          'Give the employee an account with the Employee role: mails an invitation to the personal email (409 when there is one or the email is taken)',
        params: IdParams,
        response: {
          201: EmployeeRecord,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await inviteEmployeeAccount(
        db,
        id,
        { name: identityOf(request).user.name, publicUrl: config.publicUrl },
        actorOf(request),
      );
      ctx.mail.poke();
      return reply.code(201).send(visibleEmployee(request, await employeeDetail(db, id)));
    },
  );

  app.get(
    '/employees/:id/supporting',
    {
      config: { access: { permission: 'employees.read' } },
      schema: {
        operationId: 'getEmployeeSupporting',
        tags: ['employees'],
        summary: "Insurance, assets and BPJS (with this month's contributions)",
        params: IdParams,
        response: { 200: SupportingRecord, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) =>
      visibleSupporting(
        request,
        presentSupporting(await findEmployeeOrThrow(db, request.params.id)),
      ),
  );

  app.put(
    '/employees/:id/supporting',
    {
      config: { access: { permission: 'employees.manage' } },
      schema: {
        operationId: 'updateEmployeeSupporting',
        tags: ['employees'],
        summary: 'Replace the insurance policies, assets and BPJS numbers and class',
        params: IdParams,
        body: SupportingInput,
        response: { 200: SupportingRecord, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => {
      const { id } = request.params;
      await replaceSupporting(db, id, request.body, actorOf(request));
      return visibleSupporting(request, presentSupporting(await findEmployeeOrThrow(db, id)));
    },
  );
};
