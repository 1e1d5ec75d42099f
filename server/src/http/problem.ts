import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isRetryableConflict, sqlStateOf } from '../db/transaction.js';
import { negotiateLocale } from '../i18n/locale.js';
import { issueMessage, localizeProblem, type ProblemCode } from './problem-i18n.js';

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
  405: 'Method not allowed',
  406: 'Not acceptable',
  408: 'Request timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Too large',
  414: 'URI too long',
  415: 'Unsupported media type',
  422: 'Validation failed',
  429: 'Too many requests',
  431: 'Request headers too large',
  500: 'Server error',
  503: 'Unavailable',
};

/** An error a handler throws to answer with a problem document. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: ProblemCode,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpProblem';
  }
}

export function problem(
  status: number,
  code: ProblemCode,
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

/** The language a request asks for (`Accept-Language`: `id` or `en`, else `en`). */
export function requestLocale(request: Pick<FastifyRequest, 'headers'> | undefined) {
  return negotiateLocale(request?.headers['accept-language']);
}

/**
 * Sends a problem in the request's language: for `Accept-Language: id` the title, detail and
 * field messages in Indonesian (see problem-i18n.ts); English otherwise, unchanged.
 */
export function sendProblem<P extends Problem>(reply: FastifyReply, body: P) {
  const localized = localizeProblem(body, requestLocale(reply.request));
  return reply.code(localized.status).type(PROBLEM_CONTENT_TYPE).send(localized);
}

function fieldPath(instancePath: string | undefined, fallback: string) {
  const path = (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return path || fallback;
}

/** The framework's own errors (body parsing, routing, uploads) as our stable problems. */
const FRAMEWORK_PROBLEMS: Record<string, { status: number; code: ProblemCode; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'invalid-json',
    detail: 'The body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'invalid-json',
    detail: 'The body is empty; send a JSON object.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'bad-request',
    detail: 'The Content-Length does not match the body.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported-media-type',
    detail: 'Send the body as JSON (or as multipart/form-data where a file is expected).',
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'unsupported-media-type',
    detail: 'Send the file as multipart/form-data.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'too-large',
    detail: 'The body is larger than this server accepts.',
  },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'too-large', detail: 'The file is too large.' },
  FST_PARTS_LIMIT: { status: 413, code: 'too-large', detail: 'The form has too many parts.' },
  FST_FILES_LIMIT: { status: 413, code: 'too-large', detail: 'The form has too many files.' },
  FST_FIELDS_LIMIT: { status: 413, code: 'too-large', detail: 'The form has too many fields.' },
  FST_PROTO_VIOLATION: { status: 400, code: 'bad-request', detail: 'The form is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    code: 'uri-too-long',
    detail: 'The address is too long.',
  },
  FST_ERR_BAD_URL: { status: 400, code: 'bad-url', detail: 'The address is not valid.' },
};

/**
 * What the multipart parser (busboy) throws, without a code, for a form that is cut short or
 * broken: a client whose connection dropped mid-upload, or a hand-made body.
 */
const BROKEN_FORM =
  /^(?:Unexpected end of (?:multipart data|form)|Multipart: Boundary not found|Malformed part header|Part terminated early)/;

/** A problem for an error of the framework, or null for any other error. */
export function frameworkProblem(error: { code?: string; message?: string }): Problem | null {
  const known = error.code ? FRAMEWORK_PROBLEMS[error.code] : undefined;
  if (known) return problem(known.status, known.code, known.detail);
  if (error.message && BROKEN_FORM.test(error.message)) {
    return problem(
      400,
      'bad-request',
      'The form ended before all of it arrived. Send the file again.',
    );
  }
  return null;
}

/**
 * What the log may hold of a failed request: the error's kind, codes and stack, never its
 * message when that can quote the request (a failed query lists its parameters: names, emails).
 */
export function loggableError(error: unknown) {
  if (!(error instanceof Error)) return { type: typeof error };
  const cause = (error as { cause?: unknown }).cause;
  const quotesQuery = error.message.startsWith('Failed query');
  const message = quotesQuery
    ? cause instanceof Error
      ? cause.message
      : 'A database query failed.'
    : error.message;
  const stackFrames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
  return {
    type: error.name,
    code: (error as { code?: unknown }).code,
    sqlState: sqlStateOf(error),
    message,
    stack: `${error.name}: ${message}\n${stackFrames}`,
  };
}

/** Turns every error into application/problem+json, without leaking internals on 5xx. */
export function registerProblemHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpProblem) {
      return sendProblem(reply, problem(error.status, error.code, error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      const locale = requestLocale(request);
      for (const issue of error.validation) {
        const key = fieldPath(issue.instancePath, error.validationContext ?? 'request');
        errors[key] ??= issueMessage(issue, locale);
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
    const known = frameworkProblem(error);
    if (known) return sendProblem(reply, known);
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: loggableError(error) }, 'request failed');
      return sendProblem(
        reply,
        problem(500, 'server-error', 'Something went wrong on our side. Please try again.'),
      );
    }
    if (status === 429) {
      return sendProblem(reply, problem(429, 'rate-limited', error.message));
    }
    return sendProblem(reply, problem(status, codeOf(status), error.message));
  });
}

function codeOf(status: number) {
  return (TITLES[status] ?? 'bad request').toLowerCase().replaceAll(' ', '-') as ProblemCode;
}
