import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createElement } from 'react';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { formatDateTimeWib, formatDay } from '../../format.js';
import { sendPdf } from '../../http/pdf-reply.js';
import { Problem } from '../../http/problem.js';
import {
  LEAVE_FORM_LABELS,
  LeaveForm,
  type LeaveFormProps,
} from '../../pdf/documents/LeaveForm.js';
import { leaveFormData } from '../../pdf/leave-form-data.js';
import { renderPdf } from '../../pdf/render.js';

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
      const { leave, employee, approvals, clientName, locale, typeName } = await leaveFormData(
        db,
        ctx.config.secret,
        request.params.token,
      );
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
          client: clientName,
        },
        leave: {
          type: typeName,
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
