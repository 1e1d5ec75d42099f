import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { HttpProblem, Problem } from '../../http/problem.js';
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
    async () => {
      try {
        await database.ping();
      } catch {
        throw new HttpProblem(503, 'database-unavailable', 'The database does not answer.');
      }
      return { status: 'ok' as const, version: PRODUCT_VERSION, database: database.kind };
    },
  );
};
