import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { PdfBody, sendPdf } from '../../http/pdf-reply.js';
import { HttpProblem, Problem } from '../../http/problem.js';
import { toLocale } from '../../i18n/locale.js';
import { clientNameOf } from '../../people/employees.js';
import { nameAlternateThroughLink } from '../../public-links/timesheet-alternates.js';
import {
  alternatesOf,
  decideApprovalRequest,
  holderName,
  loadApprovalLink,
  presentAlternate,
  sheetsOfRequest,
} from '../../timesheets/approvals.js';
import { settledRunOf } from '../../timesheets/closing.js';
import { timesheetPdf } from '../../timesheets/pdf.js';
import {
  ApprovalLinkParams,
  LinkEmailQuery,
  PublicAlternateInput,
  PublicTimesheetApproval,
  PublicTimesheetDecision,
  totalsOut,
} from '../../timesheets/schemas.js';
import { decisionLinkRoutes } from './decision-link.js';

async function approvalView(
  db: Db,
  ctx: Pick<AppContext, 'config' | 'now'>,
  params: { content: string; token: string },
  email: string,
) {
  const { found, link, request } = await loadApprovalLink(db, ctx, { ...params, email }, 'view');
  const [items, alternates, clientName, settledRun] = await Promise.all([
    sheetsOfRequest(db, request.id),
    alternatesOf(db, request.clientId),
    clientNameOf(db, request.clientId),
    settledRunOf(db, request.clientId, request.period),
  ]);
  const first = items[0]?.sheet;
  const decided = request.decidedAt !== null || found.state === 'decided';
  return {
    state: decided ? ('decided' as const) : ('open' as const),
    content: params.content,
    client: { name: clientName ?? '' },
    period: request.period,
    periodStart: first?.periodStart ?? '',
    periodEnd: first?.periodEnd ?? '',
    approver: { name: await holderName(db, request, link.email), email: link.email },
    sheets: items.map((i) => ({
      id: i.sheet.id,
      employee: { fullName: i.fullName, employeeNumber: i.employeeNumber, position: i.position },
      status: i.sheet.status,
      totals: totalsOut(i.sheet),
      days: i.sheet.days.map(({ clockIn: _in, clockOut: _out, ...d }) => d),
      disputeComment: i.sheet.disputeComment,
      reopenReason: i.sheet.reopenReason,
    })),
    ...(request.decidedAt
      ? {
          decision: {
            decidedBy: request.decidedByLabel ?? '',
            decidedAt: request.decidedAt.toISOString(),
            approved: items.filter((i) => i.sheet.status === 'approved').length,
            disputed: items.filter((i) => i.sheet.status === 'disputed').length,
          },
        }
      : {}),
    alternates: alternates
      .filter((a) => a.toDate >= (first?.periodStart ?? '') && a.status !== 'revoked')
      // The link holder sees who approves, not who at the client named them or who at HR checked.
      .map((a) => {
        const {
          namedBy: _n,
          createdAt: _c,
          reviewedBy: _r,
          reviewedAt: _at,
          ...shown
        } = presentAlternate(a);
        return shown;
      }),
    payrollApproved: settledRun !== null,
    locale: toLocale(link.locale),
    expiresAt: link.expiresAt.toISOString(),
  };
}

/**
 * The client PIC's timesheet approval: no sign-in; the mailed link's token and the address it
 * was sent to are the credentials. One decision per request, through any of its links.
 */
export const publicTimesheetApprovalRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  ctx,
) => {
  const { db } = ctx;
  const base = '/timesheet-approvals/:content/:token';

  decisionLinkRoutes(app, db, {
    path: base,
    params: ApprovalLinkParams,
    view: PublicTimesheetApproval,
    read: {
      operationId: 'getPublicTimesheetApproval',
      summary:
        'The timesheets behind an approval link (`all` of a period, or one sheet), for the address it was sent to: state `open` or `decided` (who, when, how many approved and disputed); 410 `link-expired` once it expired undecided (it shows nothing else); 404 for an unknown token or another email',
    },
    decision: {
      operationId: 'decidePublicTimesheetApproval',
      summary:
        'Approve every timesheet of the link except the disputed ones (a comment on the sheet, or on single days); disputed sheets go back to their employees. 409 `already-decided` (who and when), `payroll-approved` once the month’s payroll is approved; 410 `link-expired`; 404 for another email or an unknown token',
      body: PublicTimesheetDecision,
    },
    load: (params, email) => approvalView(db, ctx, params, email),
    decide: async (tx, params, { email, disputes }, ip) => {
      const loaded = await loadApprovalLink(tx, ctx, { ...params, email, forUpdate: true }, 'act');
      await decideApprovalRequest(tx, ctx, { loaded, disputes, ip });
    },
  });

  app.post(
    `${base}/alternate`,
    {
      config: { access: 'public' },
      schema: {
        operationId: 'nameTimesheetAlternateApprover',
        tags: ['public'],
        summary:
          "A PIC of the client names someone to approve its timesheets for a short range (at most 31 days, from today on), e.g. while away, through an open link only: 409 `already-decided` once decided, 410 `link-expired`, 409 `alternate-exists` while the PIC's earlier alternate is still named, 403 `not-a-pic` for a link held by someone else. The PIC is mailed a confirmation; an address outside the domains of the client's PICs waits for HR (`awaiting-hr`, HR is mailed); an active one whose range has begun is mailed a link to the open requests. Audited and shown to HR, who can revoke it",
        params: ApprovalLinkParams,
        body: PublicAlternateInput,
        response: {
          200: PublicTimesheetApproval,
          400: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
          410: Problem,
        },
      },
    },
    async (request) => {
      const { email, name, alternateEmail, from, to } = request.body;
      await nameAlternateThroughLink(
        db,
        ctx,
        { ...request.params, email },
        { alternate: { name, email: alternateEmail, from, to }, ip: request.ip },
      );
      return approvalView(db, ctx, request.params, email);
    },
  );
};

/** `/pdf/v4/public/timesheet-approvals/…`: a sheet of a link as a PDF, through the link's token. */
export const publicTimesheetPdfRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  app.get(
    '/timesheet-approvals/:content/:token/sheets/:id',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'downloadPublicTimesheet',
        tags: ['public'],
        summary:
          "A timesheet of an approval link as a PDF in the client's format and the link's language, while the link runs; 410 `link-expired` after; 404 for a sheet the link does not show, another email or an unknown token",
        params: ApprovalLinkParams.extend({ id: z.uuid() }),
        querystring: LinkEmailQuery,
        response: { 200: PdfBody, 400: Problem, 404: Problem, 410: Problem },
      },
    },
    async (request, reply) => {
      const { id, ...params } = request.params;
      const { link, request: ask } = await loadApprovalLink(
        db,
        ctx,
        { ...params, email: request.query.email },
        'document',
      );
      const [item] = await sheetsOfRequest(db, ask.id, id);
      if (!item) throw new HttpProblem(404, 'not-found', 'This timesheet does not exist.');
      return sendPdf(reply, await timesheetPdf(db, ctx, item.sheet, toLocale(link.locale)));
    },
  );
};
