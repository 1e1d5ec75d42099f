import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import type { RouteAccess } from '../src/http/access.js';
import { SEEDED_ROLES } from '../src/identity/seeded-roles.js';
import { createSession } from '../src/identity/sessions.js';
import { seedDemo } from './support/identity.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Every registered API route, called by nobody and by every seeded role's demo user. */
describe('route access by role', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp('pglite');
    await seedDemo(t);
    await t.app.ready();
  });
  afterAll(() => t.close());

  async function freshToken(roleKey: string) {
    const role = SEEDED_ROLES.find((r) => r.key === roleKey)!;
    const [user] = await t.database.db.select().from(users).where(eq(users.email, role.demo.email));
    const { token } = await createSession(
      t.database.db,
      { userId: user!.id, method: 'password', ip: null, userAgent: null },
      { idleMs: 3_600_000, maxMs: 86_400_000 },
    );
    tokens.set(roleKey, token);
    return token;
  }

  function concreteUrl(url: string) {
    return url.replace(/:id\b/g, randomUUID()).replace(/:key\b/g, 'user.invited');
  }

  function expected(access: RouteAccess, roleKey: string | null): 'allowed' | 401 | 403 {
    if (access === 'public') return 'allowed';
    if (roleKey === null) return 401;
    if (access === 'signed-in') return 'allowed';
    const role = SEEDED_ROLES.find((r) => r.key === roleKey)!;
    return role.superAccess || role.permissions.includes(access.permission as never)
      ? 'allowed'
      : 403;
  }

  it('declares access on every API route, and at least one of each kind', () => {
    const kinds = new Set(
      t.app.registeredRoutes.map((r) => (typeof r.access === 'string' ? r.access : 'permission')),
    );
    expect([...kinds].sort()).toEqual(['permission', 'public', 'signed-in']);
  });

  it('answers 401, 403 or lets through exactly as each route declares, for every seeded role', async () => {
    const mismatches: string[] = [];
    let checked = 0;
    for (const route of t.app.registeredRoutes) {
      for (const roleKey of [null, ...SEEDED_ROLES.map((r) => r.key)]) {
        const token = roleKey ? await freshToken(roleKey) : null;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const want = expected(route.access, roleKey);
        const got = res.statusCode === 401 || res.statusCode === 403 ? res.statusCode : 'allowed';
        if (got !== want || res.statusCode >= 500) {
          mismatches.push(
            `${route.method} ${route.url} as ${roleKey ?? 'nobody'}: want ${want}, got ${res.statusCode}`,
          );
        }
        checked++;
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBe(t.app.registeredRoutes.length * (SEEDED_ROLES.length + 1));
  });
});
