import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.js';
import type { AppContext } from '../../context.js';
import {
  CONTRACT_TYPES,
  EMPLOYEE_STATUSES,
  END_REASONS,
  employeeHistory,
  employees,
  roles,
} from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { IdParams, ListQuery, listOf } from '../../http/lists.js';
import { HttpProblem, Problem } from '../../http/problem.js';
import { actorOf, identityOf } from '../../identity/authenticate.js';
import { inviteUser } from '../../identity/invitations.js';
import {
  assertNikFree,
  auditableEmployee,
  CURRENT_STATUSES,
  checkPlacement,
  clientNameOf,
  employeeDetail,
  findEmployeeOrThrow,
  insertEmployees,
  listEmployees,
  PLACEMENT_FIELDS,
  placementOf,
  type Recorder,
  recordHistory,
  SALARY_FIELDS,
} from '../../people/employees.js';
import { changeEmploymentStatus } from '../../people/employment-end.js';
import { syncAccountLanguage } from '../../people/language.js';
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
import { withUniqueConflicts } from '../../people/unique.js';
import { addDays, todayInJakarta } from '../../shared/business-dates.js';

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

function sameValue(a: unknown, b: unknown) {
  return JSON.stringify(a) === JSON.stringify(b);
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
    async () => {
      const today = todayInJakarta();
      const [rows, [ending]] = await Promise.all([
        db
          .select({ status: employees.status, n: count() })
          .from(employees)
          .groupBy(employees.status),
        db
          .select({ n: count() })
          .from(employees)
          .where(
            and(
              sql`${employees.endDate} between ${today} and ${addDays(today, 30)}`,
              inArray(employees.status, CURRENT_STATUSES),
            ),
          ),
      ]);
      const counts = Object.fromEntries(EMPLOYEE_STATUSES.map((s) => [s, 0])) as Record<
        (typeof EMPLOYEE_STATUSES)[number],
        number
      >;
      for (const row of rows) counts[row.status] = row.n;
      return { ...counts, contractsEndingIn30Days: ending?.n ?? 0 };
    },
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
      const id = await withUniqueConflicts(() =>
        inTransaction(db, async (tx) => {
          await assertNikFree(tx, request.body.nik);
          await checkPlacement(tx, request.body.placement);
          const [row] = await insertEmployees(tx, [request.body], recorderOf(request));
          await recordAudit(tx, actorOf(request), {
            action: 'employee.created',
            entity: 'employee',
            entityId: row!.id,
            after: auditableEmployee(row!),
          });
          return row!.id;
        }),
      );
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
      await withUniqueConflicts(() =>
        inTransaction(db, async (tx) => {
          const row = await findEmployeeOrThrow(tx, id, true);
          const changes: Record<string, unknown> = {};
          const before: Record<string, unknown> = {};
          // Fields the caller may not see are not theirs to change (their form has them empty).
          const withheld = withheldEmployeeFields(request);
          for (const [key, value] of Object.entries(request.body)) {
            if (value === undefined || withheld.has(key)) continue;
            const current = row[key as keyof typeof row];
            if (sameValue(current, value)) continue;
            changes[key] = value;
            before[key] = current;
          }
          if (Object.keys(changes).length === 0) return;
          if (typeof changes.nik === 'string') await assertNikFree(tx, changes.nik, id);
          await tx
            .update(employees)
            .set({ ...changes, updatedAt: new Date() })
            .where(eq(employees.id, id));
          // One language per person: the employee's account speaks it too.
          if (request.body.preferredLanguage && 'preferredLanguage' in changes) {
            await syncAccountLanguage(tx, row.userId, request.body.preferredLanguage);
          }
          await recordAudit(tx, actorOf(request), {
            action: 'employee.updated',
            entity: 'employee',
            entityId: id,
            before,
            after: changes,
          });
        }),
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
      const { effectiveDate, note } = request.body;
      const seesPay = maySeePay(request);
      await inTransaction(db, async (tx) => {
        const row = await findEmployeeOrThrow(tx, id, true);
        const current = placementOf(row);
        // The salary is not changed by those who may not see it.
        const asked = {
          ...request.body.placement,
          // Absent: the manager set stays (forms that do not show it keep it).
          managerEmployeeId:
            request.body.placement.managerEmployeeId === undefined
              ? current.managerEmployeeId
              : request.body.placement.managerEmployeeId,
        };
        const placement = seesPay
          ? asked
          : {
              ...asked,
              baseSalary: current.baseSalary,
              fixedAllowances: current.fixedAllowances,
            };
        await checkPlacement(tx, placement, 'placement', id);
        const diff = (fields: readonly (keyof typeof current)[]) => {
          const before: Record<string, unknown> = {};
          const after: Record<string, unknown> = {};
          for (const field of fields) {
            if (sameValue(current[field], placement[field])) continue;
            before[field] = current[field];
            after[field] = placement[field];
          }
          return Object.keys(after).length > 0 ? { before, after } : null;
        };
        const placementChange = diff(PLACEMENT_FIELDS);
        // A salary entry always shows both amounts.
        const salaryChange = diff(SALARY_FIELDS)
          ? {
              before: { baseSalary: current.baseSalary, fixedAllowances: current.fixedAllowances },
              after: {
                baseSalary: placement.baseSalary,
                fixedAllowances: placement.fixedAllowances,
              },
            }
          : null;
        if (!placementChange && !salaryChange) return;
        if (placementChange && 'clientId' in placementChange.after) {
          placementChange.before.clientName = await clientNameOf(tx, current.clientId);
          placementChange.after.clientName = await clientNameOf(tx, placement.clientId);
        }
        await tx
          .update(employees)
          .set({ ...placement, updatedAt: new Date() })
          .where(eq(employees.id, id));
        const entries = [
          ...(placementChange ? [{ kind: 'placement' as const, ...placementChange }] : []),
          ...(salaryChange ? [{ kind: 'salary' as const, ...salaryChange }] : []),
        ];
        await recordHistory(
          tx,
          recorderOf(request),
          entries.map((e) => ({ ...e, employeeId: id, effectiveDate, note })),
        );
        await recordAudit(tx, actorOf(request), {
          action: 'employee.placement-changed',
          entity: 'employee',
          entityId: id,
          before: current,
          after: { ...placement, effectiveDate, note },
        });
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
      await inTransaction(db, (tx) =>
        changeEmploymentStatus(tx, id, request.body, {
          recorder: recorderOf(request),
          actor: actorOf(request),
          now: ctx.now(),
        }),
      );
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
    async (request) => {
      await findEmployeeOrThrow(db, request.params.id);
      const rows = await db
        .select()
        .from(employeeHistory)
        .where(eq(employeeHistory.employeeId, request.params.id))
        .orderBy(desc(employeeHistory.effectiveDate), desc(employeeHistory.createdAt));
      return {
        items: visibleHistory(
          request,
          rows.map((r) => ({
            id: r.id,
            effectiveDate: r.effectiveDate,
            kind: r.kind,
            before: (r.before as Record<string, unknown> | null) ?? null,
            after: (r.after as Record<string, unknown> | null) ?? null,
            note: r.note,
            recordedBy: r.recordedBy,
            createdAt: r.createdAt.toISOString(),
          })),
        ),
      };
    },
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
      await inTransaction(db, async (tx) => {
        const row = await findEmployeeOrThrow(tx, id, true);
        if (row.userId) {
          throw new HttpProblem(409, 'has-account', 'This employee already has an account.');
        }
        if (!row.personalEmail) {
          throw new HttpProblem(
            400,
            'validation-failed',
            'Add a personal email to the employee first.',
            { personalEmail: 'Add a personal email to the employee first.' },
          );
        }
        const [role] = await tx
          .select({ id: roles.id })
          .from(roles)
          .where(eq(roles.key, 'employee'));
        if (!role) throw new Error('The seeded Employee role is missing');
        const user = await inviteUser(
          tx,
          {
            email: row.personalEmail,
            name: row.fullName,
            roleIds: [role.id],
            preferredLanguage: row.preferredLanguage,
          },
          { name: identityOf(request).user.name, publicUrl: config.publicUrl },
          'personalEmail',
        );
        await tx
          .update(employees)
          .set({ userId: user.id, updatedAt: new Date() })
          .where(eq(employees.id, id));
        await recordAudit(tx, actorOf(request), {
          action: 'employee.account-invited',
          entity: 'employee',
          entityId: id,
          after: { userId: user.id, email: user.email, role: 'employee' },
        });
      });
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
      const { insurance, assets, bpjs } = request.body;
      await inTransaction(db, async (tx) => {
        const row = await findEmployeeOrThrow(tx, id, true);
        const values = {
          insurance,
          assets,
          bpjsKesehatanNumber: bpjs.kesehatanNumber,
          bpjsKetenagakerjaanNumber: bpjs.ketenagakerjaanNumber,
          bpjsKesehatanClass: bpjs.kesehatanClass,
        };
        await tx
          .update(employees)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(employees.id, id));
        await recordAudit(tx, actorOf(request), {
          action: 'employee.supporting-updated',
          entity: 'employee',
          entityId: id,
          before: {
            insurance: row.insurance,
            assets: row.assets,
            bpjsKesehatanNumber: row.bpjsKesehatanNumber,
            bpjsKetenagakerjaanNumber: row.bpjsKetenagakerjaanNumber,
            bpjsKesehatanClass: row.bpjsKesehatanClass,
          },
          after: values,
        });
      });
      return visibleSupporting(request, presentSupporting(await findEmployeeOrThrow(db, id)));
    },
  );
};
