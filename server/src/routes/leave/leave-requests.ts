import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { contentDisposition } from '../../http/content-disposition.js';
import { refuseControlCharacters } from '../../http/control-characters.js';
import { IdParams, listOf } from '../../http/lists.js';
import { HttpProblem, Problem, requestLocale } from '../../http/problem.js';
import { actorOf, identityOf } from '../../identity/authenticate.js';
import { can } from '../../identity/identity.js';
import { decideInApp } from '../../leave/app-decisions.js';
import { type Attachment, attachmentKind, MAX_ATTACHMENT_BYTES } from '../../leave/lifecycle.js';
import { cancelOwnLeave, requestLeave } from '../../leave/my-requests.js';
import { allRequests, employeeRequests, pendingStepsFor } from '../../leave/request-lists.js';
import { findRequest, type LeaveRequestRow, presentRequests } from '../../leave/requests.js';
import {
  AppDecisionInput,
  LeaveListQuery,
  LeaveRequest,
  LeaveRequestInput,
} from '../../leave/schemas.js';
import { myEmployee } from '../../people/current-employee.js';

const StatusQuery = LeaveListQuery.pick({ status: true, page: true, pageSize: true });

function fieldErrors(error: z.ZodError) {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'body';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The fields and the optional `attachment` file of a multipart request, or a JSON body. */
async function readRequestInput(request: FastifyRequest) {
  let fields: Record<string, unknown> = {};
  let attachment: Attachment | null = null;
  if (request.isMultipart()) {
    for await (const part of request.parts({
      limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 20 },
    })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.file.truncated) {
          throw new HttpProblem(413, 'too-large', 'The attachment is larger than 5 MB.', {
            attachment: 'The attachment is larger than 5 MB.',
          });
        }
        if (part.fieldname !== 'attachment' || data.length === 0) continue;
        if (!attachmentKind(data)) {
          throw new HttpProblem(400, 'validation-failed', 'Attach a PDF, JPG or PNG file.', {
            attachment: 'Attach a PDF, JPG or PNG file.',
          });
        }
        attachment = { data, filename: part.filename || 'attachment', contentType: part.mimetype };
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } else if (request.body && typeof request.body === 'object') {
    fields = request.body as Record<string, unknown>;
  }
  // Multipart fields are read here, after the edge check: hold them to the same rule.
  refuseControlCharacters(fields, 'body', true);
  if (attachment) refuseControlCharacters({ attachment: attachment.filename }, 'body', false);
  const parsed = LeaveRequestInput.safeParse(fields);
  if (!parsed.success) {
    throw new HttpProblem(
      400,
      'validation-failed',
      'Some fields are not valid.',
      fieldErrors(parsed.error),
    );
  }
  return { input: parsed.data, attachment };
}

async function sendAttachment(ctx: AppContext, reply: FastifyReply, row: LeaveRequestRow) {
  if (!row.attachmentKey) {
    throw new HttpProblem(404, 'not-found', 'This request has no attachment.');
  }
  const data = await ctx.blobs.get(row.attachmentKey);
  if (!data) throw new HttpProblem(404, 'not-found', 'The attachment is missing.');
  return reply
    .type(row.attachmentType ?? 'application/octet-stream')
    .header('Content-Disposition', contentDisposition(row.attachmentName ?? 'attachment', 'inline'))
    .header('Cache-Control', 'private, no-store')
    .send(data);
}

export { sendAttachment };

const FileAnswer = z.instanceof(Buffer).meta({ description: 'The file (PDF, JPG or PNG)' });

/** Leave requests: self-service, HR's lists, and decisions in the app. */
export const leaveRequestRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/me/leave-requests',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'listMyLeaveRequests',
        tags: ['leave'],
        summary: 'My leave requests, newest first',
        querystring: StatusQuery,
        response: { 200: listOf(LeaveRequest), 400: Problem, 401: Problem, 404: Problem },
      },
    },
    async (request) => {
      const employee = await myEmployee(request, db);
      return employeeRequests(db, employee.id, request.query, (rows) =>
        presentRequests(db, ctx, rows, requestLocale(request)),
      );
    },
  );

  app.post(
    '/me/leave-requests',
    {
      config: { access: { permission: 'leave.request' } },
      schema: {
        operationId: 'requestMyLeave',
        tags: ['leave'],
        summary:
          'Ask for leave: multipart fields `type, startDate, endDate, halfDay?, reason` and an optional file `attachment` (PDF, JPG or PNG up to 5 MB); a JSON body with the same fields works without attachment. 400 with field errors for overlap, balance, notice, dates, attachment and maximum',
        consumes: ['multipart/form-data', 'application/json'],
        response: {
          201: LeaveRequest,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          413: Problem,
        },
      },
    },
    async (request, reply) => {
      const own = await myEmployee(request, db);
      const { input, attachment } = await readRequestInput(request);
      const row = await requestLeave(db, ctx, {
        employeeId: own.id,
        request: input,
        attachment,
        actor: actorOf(request),
      });
      const [out] = await presentRequests(db, ctx, [row], requestLocale(request));
      return reply.code(201).send(out!);
    },
  );

  app.post(
    '/me/leave-requests/:id/cancel',
    {
      config: { access: { permission: 'leave.request' } },
      schema: {
        operationId: 'cancelMyLeaveRequest',
        tags: ['leave'],
        summary:
          'Cancel my pending or approved request before its first day: the days return to my balance and the approvers of a pending step are told',
        params: IdParams,
        response: {
          200: LeaveRequest,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request) => {
      const own = await myEmployee(request, db);
      const row = await cancelOwnLeave(db, ctx, {
        employeeId: own.id,
        requestId: request.params.id,
        actor: actorOf(request),
      });
      const [out] = await presentRequests(db, ctx, [row], requestLocale(request));
      return out!;
    },
  );

  app.get(
    '/me/leave-requests/:id/attachment',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'getMyLeaveAttachment',
        tags: ['leave'],
        summary: 'The attachment of my request',
        params: IdParams,
        response: { 200: FileAnswer, 400: Problem, 401: Problem, 404: Problem },
      },
    },
    async (request, reply) => {
      const employee = await myEmployee(request, db);
      const row = await findRequest(db, request.params.id);
      if (!row || row.employeeId !== employee.id) {
        throw new HttpProblem(404, 'not-found', 'This leave request does not exist.');
      }
      return sendAttachment(ctx, reply, row);
    },
  );

  app.get(
    '/leave-requests',
    {
      config: { access: { permission: 'leave.manage' } },
      schema: {
        operationId: 'listLeaveRequests',
        tags: ['leave'],
        summary:
          "Everyone's leave requests (pending ones oldest first, then newest first), by status, employee, kind and dates",
        querystring: LeaveListQuery,
        response: { 200: listOf(LeaveRequest), 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) =>
      allRequests(db, request.query, (rows) =>
        presentRequests(db, ctx, rows, requestLocale(request)),
      ),
  );

  app.get(
    '/leave-requests/:id',
    {
      config: { access: { permission: 'leave.manage' } },
      schema: {
        operationId: 'getLeaveRequest',
        tags: ['leave'],
        summary: 'One leave request',
        params: IdParams,
        response: { 200: LeaveRequest, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => {
      const row = await findRequest(db, request.params.id);
      if (!row) throw new HttpProblem(404, 'not-found', 'This leave request does not exist.');
      const [out] = await presentRequests(db, ctx, [row], requestLocale(request));
      return out!;
    },
  );

  app.get(
    '/leave-requests/:id/attachment',
    {
      config: { access: { permission: 'leave.manage' } },
      schema: {
        operationId: 'getLeaveAttachment',
        tags: ['leave'],
        summary: "The attachment of a request (e.g. the doctor's letter)",
        params: IdParams,
        response: { 200: FileAnswer, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request, reply) => {
      const row = await findRequest(db, request.params.id);
      if (!row) throw new HttpProblem(404, 'not-found', 'This leave request does not exist.');
      return sendAttachment(ctx, reply, row);
    },
  );

  app.get(
    '/leave-approvals/pending',
    {
      config: { access: { permission: 'leave.approve' } },
      schema: {
        operationId: 'listPendingLeaveApprovals',
        tags: ['leave'],
        summary:
          'Requests whose current step I may decide, oldest first: for leave.manage holders the HR steps and (on behalf) the PIC steps; the employee never decides their own',
        querystring: LeaveListQuery.pick({ page: true, pageSize: true }),
        response: { 200: listOf(LeaveRequest), 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      const { page, pageSize } = request.query;
      if (!can(identity, 'leave.manage')) return { items: [], total: 0, page, pageSize };
      return pendingStepsFor(db, identity.user.id, { page, pageSize }, (rows) =>
        presentRequests(db, ctx, rows, requestLocale(request)),
      );
    },
  );

  app.post(
    '/leave-requests/:id/decision',
    {
      config: { access: { permission: 'leave.approve' } },
      schema: {
        operationId: 'decideLeaveRequest',
        tags: ['leave'],
        summary:
          'Decide the current step in the app: the HR step (leave.manage), or a PIC or line-manager step on their behalf (`onBehalfOfPic: true`, leave.manage; 409 `pic-step` or `manager-step` without it). A comment is required to reject. 409 `already-decided` when the step was decided meanwhile',
        params: IdParams,
        body: AppDecisionInput,
        response: {
          200: LeaveRequest,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      const { decision, comment, onBehalfOfPic } = request.body;
      const row = await decideInApp(db, ctx, {
        requestId: request.params.id,
        decision,
        comment,
        onBehalfOfPic,
        decider: {
          userId: identity.user.id,
          name: identity.user.name,
          email: identity.user.email,
          managesLeave: can(identity, 'leave.manage'),
        },
        actor: actorOf(request),
      });
      const [out] = await presentRequests(db, ctx, [row], requestLocale(request));
      return out!;
    },
  );
};
