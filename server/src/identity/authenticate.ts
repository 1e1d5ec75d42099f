import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { HttpProblem } from '../http/problem.js';
import { can, type Identity, loadGrants } from './identity.js';
import { isPermission } from './permissions.js';
import { resolveSession, type SessionPolicy } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Resolves the session of every request and enforces the route's declared access before the
 * body is even read: 401 without a live session, 403 without the permission.
 */
export function registerAuthentication(app: FastifyInstance, db: Db, policy: SessionPolicy) {
  app.decorateRequest('identity', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const token = bearerToken(request);
    const resolved = token ? await resolveSession(db, token, policy) : null;
    if (!resolved) {
      throw new HttpProblem(
        401,
        'unauthorized',
        'Your session has ended or is not valid. Please sign in again.',
      );
    }
    const grants = await loadGrants(db, resolved.user.id);
    request.identity = { sessionId: resolved.session.id, user: resolved.user, ...grants };
    if (typeof access === 'object') {
      if (!isPermission(access.permission)) {
        throw new Error(`Unknown permission ${access.permission}`);
      }
      if (!can(request.identity, access.permission)) {
        throw new HttpProblem(403, 'forbidden', 'You do not have permission to do this.');
      }
    }
  });
}

/** The signed-in user of a route that is not public. */
export function identityOf(request: FastifyRequest): Identity {
  if (!request.identity) throw new HttpProblem(401, 'unauthorized', 'Please sign in.');
  return request.identity;
}

export function actorOf(request: FastifyRequest): Actor {
  return {
    userId: request.identity?.user.id ?? null,
    label: request.identity?.user.email ?? 'anonymous',
    ip: request.ip ?? null,
  };
}
