import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clients,
  employees,
  holidays,
  leavePolicies,
  leaveRequests,
  outbox,
  users,
} from '../src/db/schema.js';
import type { RouteAccess } from '../src/http/access.js';
import { SEEDED_ROLES } from '../src/identity/seeded-roles.js';
import { createSession } from '../src/identity/sessions.js';
import {
  deeplyNested,
  extremeValue,
  type FuzzContext,
  HOSTILE_STRINGS,
  type JsonSchema,
  type Random,
  resolveRef,
  seededRandom,
  validValue,
  WRONG_TYPES,
} from './support/fuzz-values.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * The OpenAPI-driven fuzz: every operation of openapi/v4/*.json, called as a role allowed to
 * call it, with a valid request and its hostile variants (a required field missing, wrong
 * types, extremes, NUL and other control characters, Unicode and right-to-left text, extra
 * properties, deep nesting, a body cut short: JSON or a multipart form that ends mid-part). No
 * answer may be a 5xx, and every status must be one the
 * operation documents. A fixed seed and a fixed count keep it repeatable and within budget.
 */

const SEED = 13_2026;
/** Requests per operation: one of each kind, then random kinds. */
const PER_OPERATION = 10;
const KINDS = [
  'valid',
  'missing-required',
  'wrong-type',
  'extreme',
  'control-character',
  'unicode',
  'extra-property',
  'deep-nesting',
  'truncated',
] as const;
type Kind = (typeof KINDS)[number];

type Parameter = { name: string; in: 'path' | 'query'; required?: boolean; schema: JsonSchema };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
};
type Target = {
  method: string;
  base: string;
  path: string;
  operation: Operation;
  components: Record<string, JsonSchema>;
};

const openapiDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../openapi/v4');

function targets(): Target[] {
  const out: Target[] = [];
  for (const file of readdirSync(openapiDir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const document = JSON.parse(readFileSync(join(openapiDir, file), 'utf8'));
    const base = document.servers[0].url as string;
    for (const [path, item] of Object.entries(document.paths as Record<string, object>)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        out.push({
          method: method.toUpperCase(),
          base,
          path,
          operation: operation as Operation,
          components: document.components?.schemas ?? {},
        });
      }
    }
  }
  return out;
}

/** A seeded role allowed to call a route: the narrowest one that holds the permission. */
function roleFor(access: RouteAccess): string | null {
  if (access === 'public') return null;
  if (access === 'signed-in') return 'employee';
  const holder = SEEDED_ROLES.find(
    (r) => !r.superAccess && r.permissions.includes(access.permission as never),
  );
  return (holder ?? SEEDED_ROLES.find((r) => r.superAccess)!).key;
}

/** A string field anywhere in a value, as a path of keys, for the mutations to aim at. */
function stringPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [at];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    stringPaths(item, [...at, Array.isArray(value) ? Number(key) : key]),
  );
}

function setAt(target: unknown, path: (string | number)[], value: unknown) {
  let node = target as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
}

/** Percent-encodes a path value; a lone surrogate (no valid UTF-8) becomes U+FFFD, as a browser sends it. */
function encodePathValue(text: string) {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
}

type Built = {
  url: string;
  payload?: string | Buffer;
  contentType?: string;
  /** A control character went into the path, query or JSON body: the edge must answer 400. */
  expectsEdge400: boolean;
  /** A body cut short: the answer must be a 4xx (a 400 for a form the server reads). */
  truncated?: boolean;
};

/** A body as a client whose connection dropped sends it: the first part of its bytes. */
function cutShort(payload: Buffer, random: Random) {
  return payload.subarray(0, random.int(1, Math.max(1, payload.length - 1)));
}

function buildRequest(
  target: Target,
  kind: Kind,
  random: Random,
  context: FuzzContext,
  upload: boolean,
): Built {
  const { operation } = target;
  const parameters = operation.parameters ?? [];
  const values = new Map<Parameter, unknown>();
  for (const p of parameters) {
    if (p.in === 'path' || p.required || random.chance(0.4)) {
      values.set(p, validValue(p.schema, random, context));
    }
  }
  const json = operation.requestBody?.content['application/json'];
  const bodySchema = json ? resolveRef(json.schema, target.components) : null;
  let body: unknown = bodySchema ? validValue(bodySchema, random, context) : undefined;
  let expectsEdge400 = false;
  const aimAtBody = body !== undefined && (parameters.length === 0 || random.chance(0.6));

  switch (kind) {
    case 'valid':
      break;
    case 'missing-required': {
      const required = bodySchema?.required ?? [];
      if (aimAtBody && required.length > 0 && body && typeof body === 'object') {
        delete (body as Record<string, unknown>)[random.pick(required)];
      } else {
        const requiredQuery = parameters.filter((p) => p.in === 'query' && p.required);
        if (requiredQuery.length > 0) values.delete(random.pick(requiredQuery));
      }
      break;
    }
    case 'wrong-type': {
      const properties = Object.keys(bodySchema?.properties ?? {});
      if (aimAtBody && properties.length > 0 && body && typeof body === 'object') {
        (body as Record<string, unknown>)[random.pick(properties)] = random.pick(WRONG_TYPES);
      } else if (aimAtBody) {
        body = random.pick(WRONG_TYPES);
      } else if (parameters.length > 0) {
        const p = random.pick(parameters);
        values.set(p, random.pick(['not-a-uuid', 'NaN', '-1', '1e999', '[]', 'true', '{}']));
      }
      break;
    }
    case 'extreme': {
      const properties = Object.entries(bodySchema?.properties ?? {});
      if (aimAtBody && properties.length > 0 && body && typeof body === 'object') {
        const [name, schema] = random.pick(properties);
        (body as Record<string, unknown>)[name] = extremeValue(schema, random, context);
      } else if (parameters.length > 0) {
        const p = random.pick(parameters);
        values.set(p, extremeValue(p.schema, random, context));
      }
      break;
    }
    case 'control-character':
    case 'unicode': {
      const hostile =
        kind === 'control-character'
          ? random.pick(HOSTILE_STRINGS.slice(0, 4))
          : random.pick(HOSTILE_STRINGS.slice(4));
      const targetsInBody = aimAtBody ? stringPaths(body) : [];
      if (targetsInBody.length > 0) {
        setAt(body, random.pick(targetsInBody), hostile);
        expectsEdge400 = kind === 'control-character';
      } else if (parameters.length > 0) {
        values.set(random.pick(parameters), hostile);
        expectsEdge400 = kind === 'control-character';
      }
      break;
    }
    case 'extra-property':
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        (body as Record<string, unknown>)[
          random.pick(['isAdmin', 'id', 'role', 'createdAt', 'status', 'permissions'])
        ] = random.pick(['x', true, 1, { superAccess: true }]);
      } else {
        values.set(
          { name: random.pick(['debug', 'admin', 'id']), in: 'query', schema: {} },
          'true',
        );
      }
      break;
    case 'deep-nesting':
      if (body !== undefined && random.chance(0.5)) {
        body = deeplyNested(random.pick([200, 2000]));
      } else if (body && typeof body === 'object' && !Array.isArray(body)) {
        (body as Record<string, unknown>).nested = deeplyNested(random.pick([100, 1000]));
      } else {
        values.set({ name: 'filter', in: 'query', schema: {} }, JSON.stringify(deeplyNested(50)));
      }
      break;
  }

  let path = target.path;
  const query = new URLSearchParams();
  for (const [p, value] of values) {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodePathValue(text));
    else query.append(p.name, text);
  }
  path = path.replace(/\{[^}]+\}/g, () => crypto.randomUUID());
  const search = query.toString();
  const url = `${target.base}${path}${search ? `?${search}` : ''}`;

  if (json) {
    const text = body === undefined ? undefined : JSON.stringify(body);
    if (kind === 'truncated' && text !== undefined && text.length > 1) {
      return {
        url,
        payload: cutShort(Buffer.from(text), random),
        contentType: 'application/json',
        expectsEdge400,
        truncated: true,
      };
    }
    return { url, payload: text, contentType: 'application/json', expectsEdge400 };
  }
  if (
    target.method !== 'GET' &&
    target.method !== 'DELETE' &&
    (random.chance(0.7) || (upload && kind === 'truncated'))
  ) {
    // Upload operations: a small form with a file of bytes that may or may not be the right kind.
    const boundary = '----staffdesk-fuzz';
    const file = random.pick([
      Buffer.from('%PDF-1.4\n%%EOF\n'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]),
      Buffer.from('GIF89a'),
      Buffer.from('name,email\nAgus,agus@example.co.id\n'),
      Buffer.from(random.pick(HOSTILE_STRINGS)),
    ]);
    const field = random.pick(['file', 'photo', 'attachment']);
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nannual\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${random.pick(['a.pdf', 'x.png', 'data.csv', 'k.svg'])}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const truncated = kind === 'truncated';
    return {
      url,
      payload: truncated ? cutShort(payload, random) : payload,
      contentType: `multipart/form-data; boundary=${boundary}`,
      expectsEdge400,
      // An operation that reads no form may ignore one; one that reads it must refuse it.
      truncated: truncated && upload,
    };
  }
  return { url, expectsEdge400 };
}

describe('OpenAPI-driven fuzz of every operation (PGlite)', () => {
  let t: TestApp;
  const context: FuzzContext = { components: {}, ids: [] };
  const userIds = new Map<string, string>();
  let google: Server;

  beforeAll(async () => {
    // Google's userinfo stands in as a local server that refuses every token, as Google would.
    google = createServer((_request, response) => {
      response
        .writeHead(401, { 'content-type': 'application/json' })
        .end('{"error":"invalid_token"}');
    });
    await new Promise<void>((done) => google.listen(0, '127.0.0.1', done));
    const googlePort = (google.address() as { port: number }).port;
    t = await createTestApp(
      'pglite',
      {
        GOOGLE_USERINFO_URL: `http://127.0.0.1:${googlePort}/userinfo`,
      },
      { demo: true },
    );
    await t.app.ready();
    const db = t.database.db;
    const idsOf = async (rows: Promise<{ id: string }[]>) => (await rows).map((r) => r.id);
    context.ids = [
      ...(await idsOf(db.select({ id: employees.id }).from(employees).limit(5))),
      ...(await idsOf(db.select({ id: clients.id }).from(clients).limit(3))),
      ...(await idsOf(db.select({ id: holidays.id }).from(holidays).limit(3))),
      ...(await idsOf(db.select({ id: leavePolicies.id }).from(leavePolicies).limit(2))),
      ...(await idsOf(db.select({ id: leaveRequests.id }).from(leaveRequests).limit(3))),
      ...(await idsOf(db.select({ id: outbox.id }).from(outbox).limit(2))),
    ];
    for (const role of SEEDED_ROLES) {
      const [user] = await db.select().from(users).where(eq(users.email, role.demo.email));
      userIds.set(role.key, user!.id);
    }
  });
  afterAll(async () => {
    await t.close();
    await new Promise((done) => google.close(done));
  });

  it(`answers no 5xx and only documented statuses (seed ${SEED}, ${PER_OPERATION} requests per operation)`, async () => {
    const random = seededRandom(SEED);
    const all = targets();
    const access = new Map(
      t.app.registeredRoutes.map((r) => [`${r.method} ${r.url}`, r.access] as const),
    );
    const uploads = new Set(
      t.app.registeredRoutes.filter((r) => r.upload).map((r) => `${r.method} ${r.url}`),
    );
    let uploadOperations = 0;
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let requests = 0;
    let truncatedBodies = 0;
    const started = Date.now();

    for (const target of all) {
      const routeUrl = `${target.base}${target.path.replace(/\{([^}]+)\}/g, ':$1')}`;
      const declared = access.get(`${target.method} ${routeUrl}`) ?? 'public';
      const upload = uploads.has(`${target.method} ${routeUrl}`);
      if (upload) uploadOperations++;
      const role = roleFor(declared);
      context.components = target.components;
      for (let i = 0; i < PER_OPERATION; i++) {
        const kind = i < KINDS.length ? KINDS[i]! : random.pick(KINDS);
        const built = buildRequest(target, kind, random, context, upload);
        const headers: Record<string, string> = {};
        if (role) {
          // A fresh session each time: a fuzzed sign-out or password change must not end the run.
          const { token } = await createSession(
            t.database.db,
            { userId: userIds.get(role)!, method: 'password', ip: null, userAgent: null },
            { idleMs: 3_600_000, maxMs: 86_400_000 },
          );
          headers.authorization = `Bearer ${token}`;
        }
        if (built.contentType && built.payload !== undefined) {
          headers['content-type'] = built.contentType;
        }
        const res = await t.app.inject({
          method: target.method as 'GET',
          url: built.url,
          headers,
          ...(built.payload !== undefined ? { payload: built.payload } : {}),
          remoteAddress: `10.13.${random.int(0, 255)}.${random.int(1, 254)}`,
        });
        requests++;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const documented = Object.keys(target.operation.responses);
        const where = `${target.method} ${built.url.slice(0, 160)} [${kind}] as ${role ?? 'nobody'}`;
        if (res.statusCode >= 500) {
          failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        } else if (
          !documented.includes(String(res.statusCode)) &&
          !documented.includes(`${String(res.statusCode)[0]}XX`)
        ) {
          failures.push(
            `${where}: undocumented ${res.statusCode} (documented ${documented.join(',')}) ${res.body.slice(0, 200)}`,
          );
        } else if (built.expectsEdge400 && res.statusCode !== 400) {
          failures.push(`${where}: a control character answered ${res.statusCode}, not 400`);
        } else if (built.truncated && (res.statusCode < 400 || res.statusCode >= 500)) {
          failures.push(`${where}: a body cut short answered ${res.statusCode}`);
        }
        if (built.truncated) truncatedBodies++;
      }
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const seen = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
    console.log(
      `fuzz: ${all.length} operations (${uploadOperations} uploads), ${requests} requests (${truncatedBodies} with a body cut short) in ${seconds} s; statuses ${seen}; ${failures.length} failures`,
    );
    expect(uploadOperations).toBeGreaterThanOrEqual(9);
    expect(all.length).toBeGreaterThan(90);
    expect(failures).toEqual([]);
  }, 180_000);
});
