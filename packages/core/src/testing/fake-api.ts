import { afterEach, vi } from 'vitest';
import { contractViolation } from './contract';
import { type FakeRouteKey, familyOf, openApiTemplate, PAYROLL_PREFIX } from './fake-routes';

/** One request the page sent. */
export type ApiCall = {
  method: string;
  /** The path below `/api/v4`, e.g. `/users`. */
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, the raw FormData, or undefined. */
  body: unknown;
  /** The path parameters of the matching route (`/users/:id` → `{ id }`). */
  params: Record<string, string>;
};

/** What a fake route answers: a Response as is, anything else as a JSON 200. */
export type FakeRoute = (call: ApiCall) => unknown;

/** The fake's routes by `'METHOD /path/:param'`; only routes the main API has compile. */
export type FakeRoutes = { [Key in FakeRouteKey]?: FakeRoute };

/** Answers the server could not give, reported when the test ends (and the request fails). */
const violations: string[] = [];
afterEach(() => {
  if (violations.length === 0) return;
  const found = violations.splice(0);
  throw new Error(
    `The fake API answered what the server never sends (checked against openapi/v4):\n- ${found.join('\n- ')}`,
  );
});

/** Takes the violations recorded so far (the checker's own test expects one). */
export function takeContractViolations(): string[] {
  return violations.splice(0);
}

/** Checks an answer against the operation's response schema; a mismatch rejects the request. */
async function checked(method: string, pattern: string, response: Response): Promise<Response> {
  const contentType = response.headers.get('content-type') ?? '';
  const text = await response.clone().text();
  let body: unknown;
  if (text && contentType.includes('json')) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  const violation = contractViolation({
    family: familyOf(pattern),
    method,
    template: openApiTemplate(pattern),
    status: response.status,
    contentType,
    body,
    hasBody: text.length > 0,
  });
  if (!violation) return response;
  violations.push(violation);
  throw new TypeError(`Fake API: ${violation}`);
}

export const API_BASE = 'http://127.0.0.1:9/api/v4';
/** The payroll family's base in tests; its fake routes are named `'GET /payroll/runs'`. */
export const PAYROLL_API_BASE = 'http://127.0.0.1:9/payroll/v4';

/** A problem document, as the server answers every error. */
export function problem(
  status: number,
  code: string,
  detail: string,
  errors?: Record<string, string>,
): Response {
  return new Response(
    JSON.stringify({
      type: `https://staffdesk.dev/problems/${code}`,
      title: 'Error',
      status,
      code,
      detail,
      ...(errors ? { errors } : {}),
    }),
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

/** A JSON answer with a status other than 200, e.g. `json(201, created)` for a route that creates. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function matches(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < want.length; index += 1) {
    const part = want[index] ?? '';
    const value = got[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(value);
    else if (part !== value) return null;
  }
  return params;
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Replaces `fetch` with a fake server answering by route (`'GET /users/:id'`); an unknown route
 * answers 404. Every request is recorded in `calls`. Every answer of a route must be one the
 * server can give (a declared status, a body its response schema accepts): otherwise the
 * request fails and so does the test, naming the operation, the status and the schema error.
 */
export function fakeApi(routes: FakeRoutes) {
  const calls: ApiCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.startsWith('/payroll/v4/')
      ? `${PAYROLL_PREFIX}${url.pathname.slice('/payroll/v4'.length)}`
      : url.pathname.replace(/^\/api\/v4/, '');
    const method = request.method.toUpperCase();
    const body = await readBody(request);
    for (const [key, route] of Object.entries(routes)) {
      const [routeMethod, pattern] = key.split(' ');
      if (routeMethod !== method || !pattern) continue;
      const params = matches(pattern, path);
      if (!params) continue;
      const call = { method, path, query: url.searchParams, body, params };
      calls.push(call);
      const answer = await (route as FakeRoute)(call);
      const response =
        answer instanceof Response
          ? answer
          : new Response(JSON.stringify(answer ?? null), {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            });
      return checked(method, pattern, response);
    }
    calls.push({ method, path, query: url.searchParams, body, params: {} });
    return problem(404, 'not-found', `No fake for ${method} ${path}.`);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    fetch,
    /** The calls to one route, e.g. `callsTo('GET', '/users')`. */
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}
