import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isRetryableConflict } from '../db/transaction.js';

/** RFC 9457 problem details, as every Staffdesk error answers. */
export const Problem = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    code: z.string().describe('Stable machine-readable code, e.g. `validation-failed`.'),
    detail: z.string().optional(),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .describe('Field errors: field path to message.'),
  })
  .meta({ id: 'Problem' });
export type Problem = z.infer<typeof Problem>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

const TITLES: Record<number, string> = {
  400: 'Bad request',
  401: 'Sign-in required',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Too large',
  415: 'Unsupported media type',
  422: 'Validation failed',
  429: 'Too many requests',
  500: 'Server error',
  503: 'Unavailable',
};

/** An error a handler throws to answer with a problem document. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpProblem';
  }
}

export function problem(
  status: number,
  code: string,
  detail?: string,
  errors?: Record<string, string>,
): Problem {
  return {
    type: `https://staffdesk.dev/problems/${code}`,
    title: TITLES[status] ?? 'Error',
    status,
    code,
    ...(detail ? { detail } : {}),
    ...(errors ? { errors } : {}),
  };
}

export function sendProblem(reply: FastifyReply, body: Problem) {
  return reply.code(body.status).type(PROBLEM_CONTENT_TYPE).send(body);
}

function fieldPath(instancePath: string | undefined, fallback: string) {
  const path = (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return path || fallback;
}

/** Turns every error into application/problem+json, without leaking internals on 5xx. */
export function registerProblemHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpProblem) {
      return sendProblem(reply, problem(error.status, error.code, error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = fieldPath(issue.instancePath, error.validationContext ?? 'request');
        errors[key] ??= issue.message ?? 'Not valid.';
      }
      return sendProblem(
        reply,
        problem(400, 'validation-failed', 'Some fields are not valid.', errors),
      );
    }
    if (isRetryableConflict(error)) {
      return sendProblem(
        reply,
        problem(
          409,
          'conflict',
          'Someone else changed this at the same moment. Reload and try again.',
        ),
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendProblem(
        reply,
        problem(500, 'server-error', 'Something went wrong on our side. Please try again.'),
      );
    }
    if (status === 429) {
      return sendProblem(reply, problem(429, 'rate-limited', error.message));
    }
    return sendProblem(
      reply,
      problem(status, error.code?.toLowerCase() ?? 'bad-request', error.message),
    );
  });
}
