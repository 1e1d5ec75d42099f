import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { Problem } from '../../http/problem.js';
import { PRODUCT_VERSION } from '../../version.js';

export const Health = z
  .object({
    status: z.literal('ok'),
    version: z.string(),
    database: z.enum(['pglite', 'postgres']),
  })
  .meta({ id: 'Health' });

/** `GET /api/v4/public/health`: the server is up and its database answers. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        summary: 'Whether the server and its database answer',
        response: { 200: Health, 503: Problem },
      },
    },
    async (_request, reply) => {
      try {
        await database.ping();
      } catch {
        return reply.code(503).type('application/problem+json').send({
          type: 'https://staffdesk.dev/problems/database-unavailable',
          title: 'Unavailable',
          status: 503,
          code: 'database-unavailable',
          detail: 'The database does not answer.',
        });
      }
      return { status: 'ok' as const, version: PRODUCT_VERSION, database: database.kind };
    },
  );
};
