import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createElement } from 'react';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { leaveTypes } from '../../db/schema.js';
import { formatDateTimeWib, formatDay } from '../../format.js';
import { sendPdf } from '../../http/pdf-reply.js';
import { HttpProblem, Problem } from '../../http/problem.js';
import { requestIdOfFormToken } from '../../leave/form-token.js';
import { clientNamesOf } from '../../leave/policies.js';
import { approvalsOf, findRequest } from '../../leave/requests.js';
import { leaveTypeName } from '../../leave/type-names.js';
import { recipientLocale } from '../../mail/outbox.js';
import {
  LEAVE_FORM_LABELS,
  LeaveForm,
  type LeaveFormProps,
} from '../../pdf/documents/LeaveForm.js';
import { renderPdf } from '../../pdf/render.js';
import { findEmployee } from '../../people/employees.js';

const NOT_FOUND = 'This leave form does not exist, or its request is no longer approved.';

/** `/pdf/v4/public/leave-forms/{token}`: the leave form of an approved request, by its token. */
export const publicLeaveFormRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/leave-forms/:token',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'downloadLeaveForm',
        tags: ['leave'],
        summary:
          "The leave form PDF of an approved request, in the requester's language (labels and dates; their account's preferred language, English without an account); the token comes with the approval mail and self-service; 404 once the request is cancelled",
        params: z.object({ token: z.string().min(1).max(300) }),
        response: {
          200: z.instanceof(Buffer).meta({ description: 'The leave form (application/pdf)' }),
          400: Problem,
          404: Problem,
        },
      },
    },
    async (request, reply) => {
      const id = requestIdOfFormToken(ctx.config.secret, request.params.token);
      const leave = id ? await findRequest(db, id) : null;
      const employee = leave ? await findEmployee(db, leave.employeeId) : null;
      if (leave?.status !== 'approved' || !employee) {
        throw new HttpProblem(404, 'not-found', NOT_FOUND);
      }
      const [approvals, [type], clientNames] = await Promise.all([
        approvalsOf(db, leave.id),
        db.select({ name: leaveTypes.name }).from(leaveTypes).where(eq(leaveTypes.key, leave.type)),
        clientNamesOf(db, [employee.clientId]),
      ]);
      // The form speaks the requester's language (the employee's, with or without an account).
      const locale = await recipientLocale(db, { employeeId: employee.id });
      const l = LEAVE_FORM_LABELS[locale];
      const decisionText = (decision: string | null) =>
        decision === 'approved'
          ? locale === 'id'
            ? 'Disetujui'
            : 'Approved'
          : decision === 'rejected'
            ? locale === 'id'
              ? 'Ditolak'
              : 'Rejected'
            : (decision ?? '-');
      const props: LeaveFormProps = {
        labels: l,
        company: 'Staffdesk',
        employee: {
          name: employee.fullName,
          number: employee.employeeNumber,
          position: employee.position,
          client: employee.clientId ? (clientNames.get(employee.clientId) ?? null) : null,
        },
        leave: {
          type: leaveTypeName(leave.type, type?.name ?? leave.type, locale),
          startDate: formatDay(leave.startDate, locale),
          endDate: formatDay(leave.endDate, locale),
          halfDay: leave.halfDay
            ? locale === 'id'
              ? leave.halfDay === 'morning'
                ? 'pagi'
                : 'siang'
              : leave.halfDay
            : null,
          days: leave.halfDays / 2,
          reason: leave.reason,
          status: decisionText('approved'),
          requestedAt: formatDateTimeWib(leave.createdAt, locale),
        },
        approvals: approvals.map((a) => ({
          step: a.step,
          name: a.approverName,
          role:
            a.approverType === 'pic'
              ? locale === 'id'
                ? 'PIC klien'
                : 'Client PIC'
              : a.approverType === 'manager'
                ? locale === 'id'
                  ? 'Atasan langsung'
                  : 'Line manager'
                : 'HR',
          decision: decisionText(a.decision),
          decidedAt: a.decidedAt ? formatDateTimeWib(a.decidedAt, locale) : null,
          comment: a.onBehalfOf
            ? `${locale === 'id' ? 'atas nama' : 'on behalf of'} ${a.onBehalfOf}${a.comment ? `: ${a.comment}` : ''}`
            : a.comment,
        })),
        generatedAt: formatDateTimeWib(ctx.now(), locale),
      };
      const pdf = await renderPdf(createElement(LeaveForm, props));
      const filename = `leave-form-${employee.employeeNumber}-${leave.startDate}.pdf`;
      return sendPdf(reply, { pdf, filename }, 'attachment');
    },
  );
};
