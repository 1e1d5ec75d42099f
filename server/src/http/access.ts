import type { FastifyInstance } from 'fastify';

/**
 * Who may call a route. Every API route declares one in `config.access`; the server refuses to
 * start with a route that does not, so no route is open by accident.
 */
export type RouteAccess = 'public' | 'signed-in' | { permission: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export type RegisteredRoute = {
  method: string;
  url: string;
  access: RouteAccess;
  /** The route reads a multipart form (its `schema.consumes`): an upload. */
  upload: boolean;
};

/** Records every API route with its declared access, and refuses undeclared ones. */
export function registerAccessDeclarations(app: FastifyInstance, apiPrefixes: string[]) {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const isApi = apiPrefixes.some((prefix) => route.url.startsWith(prefix));
    if (!isApi) return;
    const access = route.config?.access;
    if (!access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access (config.access).`);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
      routes.push({
        method,
        url: route.url,
        access,
        upload: consumes.includes('multipart/form-data'),
      });
    }
  });
  return routes;
}
