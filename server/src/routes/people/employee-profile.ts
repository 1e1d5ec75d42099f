import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { PROFILE_KINDS, type ProfileKind } from '../../db/schema.js';
import type { RouteAccess } from '../../http/access.js';
import { HttpProblem, Problem } from '../../http/problem.js';
import { actorOf } from '../../identity/authenticate.js';
import { findEmployeeOrThrow } from '../../people/employees.js';
import {
  addProfileItem,
  changeProfileItem,
  listProfileItems,
  parseProfileItem,
  removeProfileItem,
} from '../../people/profile.js';
import { ProfileItem, ProfileItemInput } from '../../people/schemas.js';

type App = Parameters<FastifyPluginAsyncZod<AppContext>>[0];

export type ProfileRouteOptions = {
  /** `/employees/:id` or `/me/employee`. */
  base: string;
  params: z.ZodObject;
  access: RouteAccess;
  readAccess: RouteAccess;
  /** `Employee` or `MyEmployee`, for operation ids. */
  operationSuffix: string;
  tag: string;
  /** The employee the request is about (404 when none). */
  employeeOf(request: FastifyRequest, db: Db): Promise<{ id: string }>;
  /** Kinds the caller may not change here (an employee's family goes through a change request). */
  readOnlyKinds?: readonly ProfileKind[];
};

const KindParam = z.enum(PROFILE_KINDS);

/**
 * The profile sub-form routes: `GET/POST {base}/profile/{kind}` and
 * `PUT/DELETE {base}/profile/{kind}/{itemId}`. The body is checked against the kind's fields
 * by the handler, so each field error names its field.
 */
export function registerProfileRoutes(app: App, ctx: AppContext, options: ProfileRouteOptions) {
  const { db } = ctx;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const kindParams = options.params.extend({ kind: KindParam });
  const itemParams = kindParams.extend({ itemId: z.uuid() });

  function assertWritable(kind: ProfileKind) {
    if (options.readOnlyKinds?.includes(kind)) {
      throw new HttpProblem(
        409,
        'change-request-required',
        'Changes to this list go through a change request for HR to approve.',
      );
    }
  }

  /**
   * The body as sent, kept before validation: the documented body is any kind's fields, and
   * validation keeps only the first matching kind's, so the handler checks the raw body against
   * the kind of the path.
   */
  const rawBodies = new WeakMap<FastifyRequest, unknown>();
  const keepRawBody = async (request: FastifyRequest) => {
    rawBodies.set(request, request.body);
  };

  /** Params errors answer 400 at once; the body is checked per kind by the handler. */
  function bodyOf(request: FastifyRequest) {
    const error = request.validationError as (Error & { validationContext?: string }) | undefined;
    if (error && error.validationContext !== 'body') throw error;
    return rawBodies.get(request);
  }

  typed.get(
    `${options.base}/profile/:kind`,
    {
      config: { access: options.readAccess },
      schema: {
        operationId: `list${options.operationSuffix}ProfileItems`,
        tags: [options.tag],
        summary: 'The items of a profile sub-form',
        params: kindParams,
        response: {
          200: z.object({ items: z.array(ProfileItem) }),
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
        },
      },
    },
    async (request) => {
      const employee = await options.employeeOf(request, db);
      const { kind } = request.params as { kind: ProfileKind };
      return { items: await listProfileItems(db, employee.id, kind) };
    },
  );

  typed.post(
    `${options.base}/profile/:kind`,
    {
      config: { access: options.access },
      attachValidation: true,
      preValidation: keepRawBody,
      schema: {
        operationId: `add${options.operationSuffix}ProfileItem`,
        tags: [options.tag],
        summary: 'Add an item to a profile sub-form (the fields of its kind)',
        params: kindParams,
        body: ProfileItemInput,
        response: {
          201: ProfileItem,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request, reply) => {
      const body = bodyOf(request);
      const { kind } = request.params as { kind: ProfileKind };
      assertWritable(kind);
      const data = parseProfileItem(kind, body);
      const item = await addProfileItem(
        db,
        (tx) => options.employeeOf(request, tx),
        kind,
        data,
        actorOf(request),
      );
      return reply.code(201).send(item);
    },
  );

  typed.put(
    `${options.base}/profile/:kind/:itemId`,
    {
      config: { access: options.access },
      attachValidation: true,
      preValidation: keepRawBody,
      schema: {
        operationId: `update${options.operationSuffix}ProfileItem`,
        tags: [options.tag],
        summary: 'Change an item of a profile sub-form',
        params: itemParams,
        body: ProfileItemInput,
        response: {
          200: ProfileItem,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request) => {
      const body = bodyOf(request);
      const { kind, itemId } = request.params as { kind: ProfileKind; itemId: string };
      assertWritable(kind);
      const data = parseProfileItem(kind, body);
      return changeProfileItem(
        db,
        (tx) => options.employeeOf(request, tx),
        kind,
        itemId,
        data,
        actorOf(request),
      );
    },
  );

  typed.delete(
    `${options.base}/profile/:kind/:itemId`,
    {
      config: { access: options.access },
      schema: {
        operationId: `delete${options.operationSuffix}ProfileItem`,
        tags: [options.tag],
        summary: 'Remove an item of a profile sub-form',
        params: itemParams,
        response: {
          204: z.null(),
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request, reply) => {
      const { kind, itemId } = request.params as { kind: ProfileKind; itemId: string };
      assertWritable(kind);
      await removeProfileItem(
        db,
        (tx) => options.employeeOf(request, tx),
        kind,
        itemId,
        actorOf(request),
      );
      return reply.code(204).send(null);
    },
  );
}

/** `/api/v4/employees/{id}/profile/...`: HR keeps any employee's profile sub-forms. */
export const employeeProfileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  registerProfileRoutes(app, ctx, {
    base: '/employees/:id',
    params: z.object({ id: z.uuid() }),
    access: { permission: 'employees.manage' },
    readAccess: { permission: 'employees.read' },
    operationSuffix: 'Employee',
    tag: 'employee profile',
    employeeOf: (request, db) => findEmployeeOrThrow(db, (request.params as { id: string }).id),
  });
};
