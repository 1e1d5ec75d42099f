import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { ServerConfig } from './config.js';
import type { Database } from './db/database.js';
import { runtimeConfigFor } from './host/runtime-config.js';
import { API_PREFIXES, defaultHostDist, registerHostApp } from './host/serve-host.js';
import { type RegisteredRoute, registerAccessDeclarations } from './http/access.js';
import { registerProblemHandlers } from './http/problem.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { healthRoutes } from './routes/public/health.js';
import { PRODUCT_VERSION } from './version.js';

export type BuildAppOptions = {
  config: ServerConfig;
  database: Database;
  /** Pino logger options, or false for none (tests). */
  logger?: boolean | { level: string };
};

export type StaffdeskApp = FastifyInstance & { registeredRoutes: RegisteredRoute[] };

/** Builds the whole server: every service family, and the host app for page paths. */
export async function buildApp({ config, database, logger }: BuildAppOptions): Promise<StaffdeskApp> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerProblemHandlers(app);
  registerSecurityHeaders(app);
  const registeredRoutes = registerAccessDeclarations(app, API_PREFIXES);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Staffdesk v4 API',
        version: PRODUCT_VERSION,
        description: 'The Staffdesk main API (restricted `/api/v4`, public `/api/v4/public`).',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  await app.register(healthRoutes, { prefix: '/api/v4/public', database });

  await registerHostApp(app, {
    distDir: config.hostDist ?? defaultHostDist(),
    runtimeConfig: runtimeConfigFor(config),
  });

  return Object.assign(app, { registeredRoutes }) as unknown as StaffdeskApp;
}
