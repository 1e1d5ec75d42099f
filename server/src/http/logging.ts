import type { FastifyRequest } from 'fastify';

/**
 * The logger's options: requests are logged by method, route pattern and id only. The path's
 * values (link tokens), the query (emails, search words), the body and the headers are never
 * written to the log.
 */
export function logOptions(logger: boolean | { level: string }) {
  if (!logger) return false;
  return {
    ...(typeof logger === 'object' ? logger : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        route: request.routeOptions?.url ?? 'unmatched',
        id: request.id,
      }),
    },
  };
}
