import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { PdfBody, sendPdf } from '../../http/pdf-reply.js';
import { Problem } from '../../http/problem.js';
import { toLocale } from '../../i18n/locale.js';
import { overtimePdf } from '../../overtime/pdf.js';
import { decideOvertime, loadOvertimeLink } from '../../overtime/requests.js';
import { PublicOvertimeApproval, PublicOvertimeDecisionInput } from '../../overtime/schemas.js';
import { findOvertimeView, overtimeView } from '../../overtime/views.js';
import { linkActor } from '../../public-links/links.js';
import { LinkEmailQuery, LinkTokenParams } from '../../public-links/schemas.js';
import { decisionLinkRoutes } from './decision-link.js';

/**
 * The client approver's overtime link: no sign-in; the token of the mailed link and the address
 * it was sent to are the credentials. The request is decided once, by whoever comes first.
 */
export const publicOvertimeApprovalRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  async function view(token: string, email: string) {
    const { found, link, row } = await loadOvertimeLink(db, ctx, { token, email }, 'view');
    const joined = await findOvertimeView(db, row.id);
    const {
      payAmount: _p,
      billAmount: _b,
      monthlyWage: _m,
      hourlyWage: _h,
      lines: _l,
      ...request
    } = overtimeView(joined!, false);
    return {
      state:
        row.status !== 'pending' || found.state === 'decided'
          ? ('decided' as const)
          : ('open' as const),
      locale: toLocale(link.locale),
      request,
      approver: { name: row.approverName ?? link.email, email: link.email },
      expiresAt: link.expiresAt.toISOString(),
    };
  }

  decisionLinkRoutes(app, db, {
    path: '/overtime-approvals/:token',
    params: LinkTokenParams,
    view: PublicOvertimeApproval,
    read: {
      operationId: 'getPublicOvertimeApproval',
      summary:
        'The overtime request behind an approval link, for the address it was sent to: state `open` or `decided` (with who and when); 410 `link-expired` once it expired undecided (it shows nothing else); 404 for an unknown token or another email',
    },
    decision: {
      operationId: 'decidePublicOvertimeApproval',
      summary:
        'Approve or reject the overtime through the link (a reason is required to reject): 200 with the new state; 409 `already-decided` with who and when; 410 `link-expired`; 404 for another email or an unknown token',
      body: PublicOvertimeDecisionInput,
    },
    load: ({ token }, email) => view(token, email),
    decide: async (tx, { token }, { email, decision, comment }, ip) => {
      const { link, row } = await loadOvertimeLink(
        tx,
        ctx,
        { token, email, forUpdate: true },
        'decide',
      );
      const deciderName = row.approverName ?? link.email;
      await decideOvertime(tx, ctx, {
        row,
        decision,
        comment: comment ?? null,
        deciderName,
        actor: linkActor(deciderName, link.email, ip),
        linkId: link.id,
      });
    },
  });
};

/** The overtime form of a link's request as a PDF, without pay, in the link's language. */
export const publicOvertimePdfRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  app.get(
    '/overtime-approvals/:token',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'downloadPublicOvertime',
        tags: ['public'],
        summary:
          "The overtime form of an approval link's request as a PDF in the link's language (without the pay), while the link runs; 410 `link-expired` after; 404 for another email or an unknown token",
        params: LinkTokenParams,
        querystring: LinkEmailQuery,
        response: { 200: PdfBody, 400: Problem, 404: Problem, 410: Problem },
      },
    },
    async (request, reply) => {
      const { link, row } = await loadOvertimeLink(
        db,
        ctx,
        { token: request.params.token, email: request.query.email },
        'document',
      );
      const joined = await findOvertimeView(db, row.id);
      return sendPdf(
        reply,
        await overtimePdf(ctx, overtimeView(joined!, false), toLocale(link.locale), false),
      );
    },
  );
};
