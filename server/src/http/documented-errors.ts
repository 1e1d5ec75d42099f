import type { FastifyInstance } from 'fastify';
import { Problem } from './problem.js';

/** Longer path values are refused by the router with 414 before any route runs. */
export const MAX_PATH_VALUE_LENGTH = 500;

/**
 * The answers every API operation can give whatever its handler does, added to each route's
 * documented responses (and so to the OpenAPI documents): 400 from the edge (a control
 * character in any path value, query or body; a malformed id), 414 for a path value longer than
 * `MAX_PATH_VALUE_LENGTH`, 401 when a sign-in is needed, 403 when a permission is.
 */
export function registerDocumentedErrors(app: FastifyInstance, apiPrefixes: string[]) {
  app.addHook('onRoute', (route) => {
    if (!apiPrefixes.some((prefix) => route.url.startsWith(prefix))) return;
    const response = route.schema?.response as Record<string | number, unknown> | undefined;
    if (!route.schema || !response) return;
    const access = route.config?.access;
    const add = (status: number) => {
      if (!(status in response) && !(String(status) in response)) response[status] = Problem;
    };
    add(400);
    if (route.url.includes(':')) add(414);
    if (access && access !== 'public') add(401);
    if (access && typeof access === 'object') add(403);
  });
}
