import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  candidates,
  employees,
  leaveApprovals,
  leaveRequests,
  requirements,
  roles,
  userRoles,
  users,
} from '../src/db/schema.js';
import type { RouteAccess } from '../src/http/access.js';
import { SEEDED_ROLES } from '../src/identity/seeded-roles.js';
import { createSession } from '../src/identity/sessions.js';
import { EMPLOYEE_COLUMNS } from '../src/people/import/employees.js';
import { bearer, signIn } from './support/identity.js';
import { sheetRows } from './support/people.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

/** Every registered API route, called by nobody and by every seeded role's demo user. */
describe('route access by role', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { demo: true });
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

/** The field groups and their fields, written out here so the test does not trust the code it checks. */
const FIELD_GROUPS = ['pay', 'bank', 'birthDate'] as const;
type Group = (typeof FIELD_GROUPS)[number];
const EMPLOYEE_FIELD_GROUPS: Record<Group, readonly string[]> = {
  pay: ['baseSalary', 'fixedAllowances'],
  bank: ['bankName', 'bankAccountNumber', 'bankAccountName'],
  birthDate: ['birthDate', 'birthPlace'],
};
type Probe = {
  /** The route as registered, so the matrix covers only routes that exist. */
  route: string;
  url: () => string;
  /** The field groups this route can carry. */
  groups: Group[];
  /** The groups present in a 200 answer. */
  present(res: { json(): unknown; rawPayload: Buffer }): Promise<Group[]> | Group[];
};

/**
 * Pay, bank and birth-date data by role: every route that can answer them, called by every seeded
 * role allowed to call it, carries each field group exactly when the role's permissions name pay
 * (`payroll.read`). The data is seeded so every group would be non-empty.
 */
describe.each(engines)('field groups by role on %s', (engine) => {
  let t: TestApp;
  let employeeId: string;
  let clientId: string;
  let lastPeriod: string;

  const get = (token: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { demo: true });
    await t.app.ready();
    const hr = await signIn(t, 'hr@staffdesk.local');
    const me = await signIn(t, 'employee@staffdesk.local');
    // The demo employee: placed at the demo client, with a bank account, a birth date and overtime.
    const mine = await get(me, '/api/v4/me/employee');
    expect(mine.statusCode, mine.body).toBe(200);
    employeeId = mine.json().id;
    const detail = (await get(hr, `/api/v4/employees/${employeeId}`)).json();
    clientId = detail.placement.clientId;
    expect(detail.bankAccountNumber).toBeTruthy();
    expect(detail.birthDate).toBeTruthy();
    // A salary change (a salary entry in the work history)...
    const { baseSalary, fixedAllowances, ...placement } = detail.placement;
    const raise = await t.app.inject({
      method: 'PUT',
      url: `/api/v4/employees/${employeeId}/placement`,
      headers: bearer(hr),
      payload: {
        effectiveDate: detail.placement.startDate,
        placement: { ...placement, baseSalary: baseSalary + 250_000, fixedAllowances },
      },
    });
    expect(raise.statusCode, raise.body).toBe(200);
    // ...an approved bank-account change (in the history) and a pending one (in the list).
    const ask = (bankAccountNumber: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v4/me/employee/change-requests',
        headers: bearer(me),
        payload: {
          kind: 'bank-account',
          proposed: { bankName: 'BCA', bankAccountNumber, bankAccountName: detail.fullName },
        },
      });
    const first = await ask('8800112233');
    expect(first.statusCode, first.body).toBe(201);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/v4/employee-change-requests/${first.json().id}/approve`,
      headers: bearer(hr),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await ask('8800445566')).statusCode).toBe(201);
    // A candidate who accepted an offer (its salary) and confirmed their data (birth date and place).
    const db = t.database.db;
    const [requirement] = await db
      .insert(requirements)
      .values({
        number: 'REQ-PAY-1',
        clientId,
        position: 'Teller',
        headcount: 1,
        contractType: 'pkwt',
        createdByLabel: 'test',
      })
      .returning();
    const [candidate] = await db
      .insert(candidates)
      .values({
        fullName: 'Wulan Sari',
        source: 'referral',
        searchVector: sql`to_tsvector('simple', 'Wulan Sari')`,
        createdByLabel: 'test',
      })
      .returning();
    await db.insert(applications).values({
      requirementId: requirement!.id,
      candidateId: candidate!.id,
      stage: 'offered',
      offer: { salary: 6_100_000, joinDate: '2026-12-01', contractEnd: '2027-11-30', notes: '' },
      offerResponse: 'accepted',
      offerRespondedAt: new Date(),
      candidateConfirmation: {
        fullName: 'Wulan Sari',
        nik: '3171014107950003',
        birthDate: '1995-07-01',
        birthPlace: 'Jakarta',
        gender: 'female',
        address: 'Jl. Melati 1',
        phone: '+62 812 1111 2222',
        email: 'wulan@example.com',
      },
      // What payroll needs, given with the confirmation: its bank account is pay data.
      candidatePayroll: {
        npwp: null,
        maritalStatus: 'single',
        dependants: 0,
        ptkpStatus: 'TK/0',
        religion: 'islam',
        bankName: 'Bank Mandiri',
        bankAccountNumber: '1230001112223',
        bankAccountName: 'Wulan Sari',
        emergencyContact: { name: 'Sari', relationship: 'Mother', phone: '+62 812 1111 3333' },
      },
    });
    // The demo overtime is approved in the client's last period.
    const current = (await get(hr, `/api/v4/overtime/summary?clientId=${clientId}`)).json().period;
    const [year, month] = (current as string).split('-').map(Number) as [number, number];
    lastPeriod = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
  });
  afterAll(() => t.close());

  const keysOf = (value: unknown) =>
    value && typeof value === 'object' ? Object.keys(value as object) : [];
  const groupsWithFields = (keys: string[], groups: Group[] = [...FIELD_GROUPS]) =>
    groups.filter((group) => EMPLOYEE_FIELD_GROUPS[group].some((field) => keys.includes(field)));
  const headerOf = (key: string) => EMPLOYEE_COLUMNS.find((c) => c.key === key)!.header;
  async function headers(data: Buffer) {
    const { rows } = await sheetRows(data);
    return (rows[0] ?? []).map(String);
  }

  const probes: Probe[] = [
    {
      route: '/api/v4/employees/:id',
      url: () => `/api/v4/employees/${employeeId}`,
      groups: ['pay', 'bank', 'birthDate'],
      present: (res) => {
        const body = res.json() as { placement: object };
        return groupsWithFields([...keysOf(body), ...keysOf(body.placement)]);
      },
    },
    {
      route: '/api/v4/employees/:id/history',
      url: () => `/api/v4/employees/${employeeId}/history`,
      groups: ['pay', 'bank'],
      present: (res) => {
        const { items } = res.json() as {
          items: { kind: string; before: unknown; after: unknown }[];
        };
        const keys = items.flatMap((i) => [...keysOf(i.before), ...keysOf(i.after)]);
        const groups = groupsWithFields(keys, ['pay', 'bank']);
        return items.some((i) => i.kind === 'salary') && !groups.includes('pay')
          ? ['pay', ...groups]
          : groups;
      },
    },
    {
      route: '/api/v4/employees/:id/supporting',
      url: () => `/api/v4/employees/${employeeId}/supporting`,
      groups: ['pay'],
      present: (res) => ('contributions' in (res.json() as { bpjs: object }).bpjs ? ['pay'] : []),
    },
    {
      route: '/api/v4/employees/export',
      url: () => '/api/v4/employees/export',
      groups: ['pay', 'bank', 'birthDate'],
      present: async (res) => {
        const row = await headers(res.rawPayload);
        return FIELD_GROUPS.filter((group) =>
          EMPLOYEE_FIELD_GROUPS[group].some((field) => row.includes(headerOf(field))),
        );
      },
    },
    {
      route: '/api/v4/employee-change-requests',
      url: () => '/api/v4/employee-change-requests',
      groups: ['bank'],
      present: (res) => {
        const { items } = res.json() as { items: { current: unknown; proposed: unknown }[] };
        return groupsWithFields(
          items.flatMap((i) => [...keysOf(i.current), ...keysOf(i.proposed)]),
          ['bank'],
        );
      },
    },
    {
      route: '/api/v4/onboarding',
      url: () => '/api/v4/onboarding',
      groups: ['pay', 'bank', 'birthDate'],
      present: (res) => {
        const { items } = res.json() as {
          items: { offer: object; confirmation: object | null; payroll: object | null }[];
        };
        expect(items.length).toBeGreaterThan(0);
        // Everyone sees that the payroll data was given.
        expect(items.some((i) => i.payroll !== null)).toBe(true);
        const keys = items.flatMap((i) => [...keysOf(i.confirmation), ...keysOf(i.payroll)]);
        return [
          ...(items.some((i) => 'salary' in i.offer) ? (['pay'] as const) : []),
          ...groupsWithFields(keys, ['bank', 'birthDate']),
        ];
      },
    },
    {
      route: '/api/v4/finance/overtime',
      url: () => `/api/v4/finance/overtime?clientId=${clientId}&period=${lastPeriod}`,
      groups: ['pay'],
      present: (res) => {
        const body = res.json() as { items: { payAmount?: number }[]; totals: object };
        expect(body.items.length).toBeGreaterThan(0);
        return body.items.some((i) => (i.payAmount ?? 0) > 0) || 'payAmount' in body.totals
          ? ['pay']
          : [];
      },
    },
    {
      route: '/api/v4/finance/overtime/export',
      url: () => `/api/v4/finance/overtime/export?clientId=${clientId}&period=${lastPeriod}`,
      groups: ['pay'],
      present: async (res) => ((await headers(res.rawPayload)).includes('Pay (Rp)') ? ['pay'] : []),
    },
  ];

  it('answers pay, bank and birth date only to roles with payroll.read, per route and role', async () => {
    const routes = new Map(
      t.app.registeredRoutes.filter((r) => r.method === 'GET').map((r) => [r.url, r.access]),
    );
    const mayCall = (access: RouteAccess | undefined, role: (typeof SEEDED_ROLES)[number]) =>
      access !== undefined &&
      (typeof access === 'string' ||
        role.superAccess ||
        role.permissions.includes(access.permission as never));
    const tokens = new Map<string, string>();
    const want: Record<string, Record<string, Group[]>> = {};
    const got: Record<string, Record<string, Group[]>> = {};
    for (const probe of probes) {
      const access = routes.get(probe.route);
      expect(access, `${probe.route} is registered`).toBeDefined();
      want[probe.route] = {};
      got[probe.route] = {};
      for (const role of SEEDED_ROLES.filter((r) => mayCall(access, r))) {
        const token = tokens.get(role.key) ?? (await signIn(t, role.demo.email));
        tokens.set(role.key, token);
        const res = await get(token, probe.url());
        expect(res.statusCode, `${probe.route} as ${role.key}: ${res.body}`).toBe(200);
        const seesPay = role.superAccess || role.permissions.includes('payroll.read');
        want[probe.route]![role.key] = seesPay ? probe.groups : [];
        got[probe.route]![role.key] = (await probe.present(res)).filter((g) =>
          probe.groups.includes(g),
        );
      }
    }
    expect(got).toEqual(want);
    // Business development reaches every one of these routes, and sees none of the groups.
    for (const probe of probes) expect(got[probe.route]!['business-development']).toEqual([]);
  });

  it('keeps what a custom role without payroll.read may not see when it changes an employee', async () => {
    const db = t.database.db;
    const [role] = await db
      .insert(roles)
      .values({
        name: 'HR assistant',
        sections: ['human-resource'],
        permissions: ['employees.read', 'employees.manage'],
      })
      .returning();
    const [user] = await db
      .insert(users)
      .values({ email: 'hr-assistant@staffdesk.local', name: 'HR assistant', status: 'active' })
      .returning();
    await db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
    const { token } = await createSession(
      db,
      { userId: user!.id, method: 'password', ip: null, userAgent: null },
      { idleMs: 3_600_000, maxMs: 86_400_000 },
    );
    const hr = await signIn(t, 'hr@staffdesk.local');
    const before = (await get(hr, `/api/v4/employees/${employeeId}`)).json();
    const send = (method: 'PATCH' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: bearer(token), payload });
    // Their form has the withheld fields empty: sending them changes nothing.
    const patched = await send('PATCH', `/api/v4/employees/${employeeId}`, {
      phone: '+62 811 0000 111',
      bankName: null,
      bankAccountNumber: null,
      birthDate: null,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).not.toHaveProperty('bankAccountNumber');
    const { baseSalary: _b, fixedAllowances: _f, ...placement } = before.placement;
    const moved = await send('PUT', `/api/v4/employees/${employeeId}/placement`, {
      effectiveDate: before.placement.startDate,
      placement: { ...placement, position: 'Senior teller', baseSalary: 1, fixedAllowances: 0 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().placement).not.toHaveProperty('baseSalary');
    const after = (await get(hr, `/api/v4/employees/${employeeId}`)).json();
    expect(after).toMatchObject({
      phone: '+62 811 0000 111',
      bankName: before.bankName,
      bankAccountNumber: before.bankAccountNumber,
      birthDate: before.birthDate,
    });
    expect(after.placement).toMatchObject({
      position: 'Senior teller',
      baseSalary: before.placement.baseSalary,
      fixedAllowances: before.placement.fixedAllowances,
    });
  });

  it('still shows business development the placement, without the pay', async () => {
    const bd = await signIn(t, 'bd@staffdesk.local');
    const body = (await get(bd, `/api/v4/employees/${employeeId}`)).json();
    expect(body.placement).toMatchObject({ clientId, position: expect.any(String) });
    expect(body.placement).not.toHaveProperty('baseSalary');
    expect(body).not.toHaveProperty('bankAccountNumber');
    expect(body).not.toHaveProperty('birthDate');
    const { rows } = await sheetRows((await get(bd, '/api/v4/employees/export')).rawPayload);
    expect(rows[0]).toContain('Position');
    expect(rows.length).toBeGreaterThan(1);
    const history = (await get(bd, `/api/v4/employees/${employeeId}/history`)).json().items;
    expect(history.some((e: { kind: string }) => e.kind === 'hired')).toBe(true);
    expect(history.some((e: { kind: string }) => e.kind === 'salary')).toBe(false);
  });
});

/**
 * Issue #28's two seed pages, route by role, written out here: HR's read of every client's
 * requirements (`recruiting.read`: super admin, HR, recruiter) and the line manager's team leave
 * (any signed-in user may list, and sees only their team; only the named manager decides).
 */
describe('team leave approval and HR requirements by role', () => {
  let t: TestApp;
  const ROLE_KEYS = SEEDED_ROLES.map((r) => r.key);

  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { demo: true });
    await t.app.ready();
  });
  afterAll(() => t.close());

  async function statusesOf(method: 'GET' | 'POST', url: string, payload?: object) {
    const got: Record<string, number> = {};
    for (const role of SEEDED_ROLES) {
      const token = await signIn(t, role.demo.email);
      const res = await t.app.inject({
        method,
        url,
        headers: bearer(token),
        ...(payload ? { payload } : {}),
      });
      got[role.key] = res.statusCode;
    }
    got.nobody = (await t.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode;
    return got;
  }

  it('lets only holders of recruiting.read read every client’s requirements', async () => {
    const allowed = ['super-admin', 'hr', 'recruiter'];
    const want = Object.fromEntries([
      ...ROLE_KEYS.map((key) => [key, allowed.includes(key) ? 200 : 403]),
      ['nobody', 401],
    ]);
    expect(await statusesOf('GET', '/api/v4/staffing-requirements')).toEqual(want);
    const [requirement] = await t.database.db.select().from(requirements).limit(1);
    expect(await statusesOf('GET', `/api/v4/staffing-requirements/${requirement!.id}`)).toEqual(
      want,
    );
  });

  it('lists team leave for every signed-in user, and lets only the named manager decide', async () => {
    expect(await statusesOf('GET', '/api/v4/me/team-leave-approvals')).toEqual(
      Object.fromEntries([...ROLE_KEYS.map((key) => [key, 200]), ['nobody', 401]]),
    );
    // A colleague of the demo employee (Agus) whose request waits for Agus as line manager.
    const db = t.database.db;
    const [agus] = await db.select().from(employees).where(eq(employees.fullName, 'Agus Pratama'));
    const [member] = await db
      .select()
      .from(employees)
      .where(eq(employees.managerEmployeeId, agus!.id))
      .limit(1);
    expect(member, 'the demo gives Agus a team').toBeDefined();
    const [request] = await db
      .insert(leaveRequests)
      .values({
        employeeId: member!.id,
        type: 'annual',
        startDate: '2099-03-02',
        endDate: '2099-03-02',
        halfDays: 2,
        dates: ['2099-03-02'],
        reason: 'Family',
      })
      .returning();
    await db.insert(leaveApprovals).values([
      {
        requestId: request!.id,
        step: 1,
        approverType: 'manager',
        managerEmployeeId: agus!.id,
        approverName: agus!.fullName,
        approverEmail: 'employee@staffdesk.local',
        decision: 'pending',
      },
      { requestId: request!.id, step: 2, approverType: 'hr', approverName: 'HR' },
    ]);
    const url = `/api/v4/me/team-leave-approvals/${request!.id}/decision`;
    const others = await statusesOf('POST', url, { decision: 'approve' });
    // Everyone is refused but the manager, whose decision goes through (once: 409 after).
    expect(others).toEqual(
      Object.fromEntries([
        ...ROLE_KEYS.map((key) => [key, key === 'employee' ? 200 : 403]),
        ['nobody', 401],
      ]),
    );
    const again = await statusesOf('POST', url, { decision: 'approve' });
    expect(again.employee).toBe(409);
  });
});
