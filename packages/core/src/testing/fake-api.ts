import { vi } from 'vitest';

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

export const API_BASE = 'http://127.0.0.1:9/api/v4';

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
 * answers 404. Every request is recorded in `calls`.
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: ApiCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v4/, '');
    const method = request.method.toUpperCase();
    const body = await readBody(request);
    for (const [key, route] of Object.entries(routes)) {
      const [routeMethod, pattern] = key.split(' ');
      if (routeMethod !== method || !pattern) continue;
      const params = matches(pattern, path);
      if (!params) continue;
      const call = { method, path, query: url.searchParams, body, params };
      calls.push(call);
      const answer = await route(call);
      if (answer instanceof Response) return answer;
      return new Response(JSON.stringify(answer ?? null), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
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
