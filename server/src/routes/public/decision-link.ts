import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { Problem, sendProblem } from '../../http/problem.js';
import { decideThroughLink } from '../../public-links/decide-through-link.js';
import { LinkEmailQuery } from '../../public-links/schemas.js';

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The routes of a mailed link that decides once (leave, overtime and timesheet approvals), so
 * every such link answers alike: `GET {path}` reads it for the address it was sent to (`?email=`),
 * never cached; `POST {path}/decision` decides it in one retried transaction (`decideThroughLink`) and answers the
 * link as it now reads. The area's `read` and `decide` open the link through `openLink`, which
 * maps its states: 404 `not-found` for an unknown token or another address, 409
 * `already-decided` once decided, 410 `link-expired` once expired.
 */
export function decisionLinkRoutes<
  Params extends z.ZodType,
  Body extends z.ZodType<{ email: string }>,
>(
  app: App,
  db: Db,
  spec: {
    path: string;
    params: Params;
    /** The link as it reads (the 200 of both routes). */
    view: z.ZodType;
    read: { operationId: string; summary: string };
    decision: {
      operationId: string;
      summary: string;
      body: Body;
      /** The 409's schema, when it says more than a problem (e.g. who decided). */
      alreadyDecided?: z.ZodType;
    };
    /** The link for an address: its view, or the 404/410 problem. */
    load(params: z.output<Params>, email: string): Promise<unknown>;
    /** Decides in the transaction `tx`, or throws the 404/409/410 problem. */
    decide(tx: Db, params: z.output<Params>, body: z.output<Body>, ip: string): Promise<void>;
    /** A decision's error that answers with a richer problem than its own (e.g. who decided). */
    problemOf?(error: unknown): Problem | null;
  },
) {
  app.get(
    spec.path,
    {
      config: { access: 'public' },
      schema: {
        operationId: spec.read.operationId,
        tags: ['public'],
        summary: spec.read.summary,
        params: spec.params,
        querystring: LinkEmailQuery,
        response: { 200: spec.view, 400: Problem, 404: Problem, 410: Problem },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return spec.load(request.params as z.output<Params>, request.query.email);
    },
  );

  app.post(
    `${spec.path}/decision`,
    {
      config: { access: 'public' },
      schema: {
        operationId: spec.decision.operationId,
        tags: ['public'],
        summary: spec.decision.summary,
        params: spec.params,
        body: spec.decision.body,
        response: {
          200: spec.view,
          400: Problem,
          404: Problem,
          409: spec.decision.alreadyDecided ?? Problem,
          410: Problem,
        },
      },
    },
    async (request, reply) => {
      const params = request.params as z.output<Params>;
      const body = request.body as z.output<Body>;
      try {
        await decideThroughLink(db, (tx) => spec.decide(tx, params, body, request.ip));
      } catch (error) {
        const problem = spec.problemOf?.(error);
        if (problem) return sendProblem(reply, problem);
        throw error;
      }
      reply.header('Cache-Control', 'no-store');
      return spec.load(params, body.email);
    },
  );
}
