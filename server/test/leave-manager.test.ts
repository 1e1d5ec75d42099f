import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees, leavePolicies, users } from '../src/db/schema.js';
import { bearer, latestMailTo, signIn } from './support/identity.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

/** Monday 4 May 2026, 09:00 WIB (the default notice is 3 days). */
const NOW = new Date('2026-05-04T02:00:00Z');
const EMPLOYEE_EMAIL = 'employee@staffdesk.local';
/** The demo finance account stands in for a line manager: it is linked to a colleague's record. */
const MANAGER_EMAIL = 'finance@staffdesk.local';
const OTHER_EMAIL = 'bd@staffdesk.local';

type Step = { approverType: string; approverName: string; decision: string | null };

describe.each(engines)('a line manager decides their team’s leave, on %s', (engine) => {
  let t: TestApp;
  let hr: string;
  let me: string;
  let manager: string;
  let other: string;
  let agusId: string;
  let managerId: string;
  let noAccountId: string;
  let elsewhereId: string;

  const call = (
    token: string | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/v4${url}`,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });

  /** HR sets the employee's manager (and, optionally, the approver PICs) on the placement form. */
  async function setPlacement(change: {
    managerEmployeeId?: string | null;
    approverPicIds?: string[];
  }) {
    const detail = (await call(hr, 'GET', `/employees/${agusId}`)).json();
    return call(hr, 'PUT', `/employees/${agusId}/placement`, {
      effectiveDate: '2026-05-04',
      placement: { ...detail.placement, ...change },
    });
  }

  const ask = (startDate: string, endDate: string) =>
    call(me, 'POST', '/me/leave-requests', {
      type: 'annual',
      startDate,
      endDate,
      reason: 'Acara keluarga',
    });

  const steps = (body: { approvals: Step[] }) =>
    body.approvals.map((s) => `${s.approverType}:${s.decision ?? '-'}`);

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { now: () => NOW, demo: true });
    const db = t.database.db;
    const [agus] = await db.select().from(employees).where(eq(employees.fullName, 'Agus Pratama'));
    agusId = agus!.id;
    // The demo makes Agus a manager of a few colleagues: not in these tests.
    await db
      .update(employees)
      .set({ managerEmployeeId: null })
      .where(eq(employees.managerEmployeeId, agusId));
    await db
      .update(employees)
      .set({ startDate: '2024-01-15', endDate: '2027-01-14', managerEmployeeId: null })
      .where(eq(employees.id, agusId));
    // Colleagues at Agus's client: one becomes the manager (linked to the finance account), one
    // has no account; someone at another client is linked to the business development account.
    const colleagues = await db
      .select()
      .from(employees)
      .where(and(eq(employees.clientId, agus!.clientId!), ne(employees.id, agusId)))
      .orderBy(asc(employees.employeeNumber))
      .limit(2);
    const [elsewhere] = await db
      .select()
      .from(employees)
      .where(ne(employees.clientId, agus!.clientId!))
      .orderBy(asc(employees.employeeNumber))
      .limit(1);
    const userId = async (email: string) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    managerId = colleagues[0]!.id;
    noAccountId = colleagues[1]!.id;
    elsewhereId = elsewhere!.id;
    await db
      .update(employees)
      .set({ userId: await userId(MANAGER_EMAIL), status: 'active' })
      .where(eq(employees.id, managerId));
    await db.update(employees).set({ userId: null }).where(eq(employees.id, noAccountId));
    await db
      .update(employees)
      .set({ userId: await userId(OTHER_EMAIL) })
      .where(eq(employees.id, elsewhereId));
    hr = await signIn(t, 'hr@staffdesk.local');
    me = await signIn(t, EMPLOYEE_EMAIL);
    manager = await signIn(t, MANAGER_EMAIL);
    other = await signIn(t, OTHER_EMAIL);
  });
  afterAll(() => t.close());

  it('refuses a manager who is the employee, has no account or works at another client', async () => {
    const self = await setPlacement({ managerEmployeeId: agusId });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors['placement.managerEmployeeId']).toMatch(/own manager/);
    const noAccount = await setPlacement({ managerEmployeeId: noAccountId });
    expect(noAccount.statusCode).toBe(400);
    expect(noAccount.json().errors['placement.managerEmployeeId']).toMatch(/user account/);
    const elsewhere = await setPlacement({ managerEmployeeId: elsewhereId });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors['placement.managerEmployeeId']).toMatch(/same client/);
    const unchanged = (await call(hr, 'GET', `/employees/${agusId}`)).json();
    expect(unchanged.placement.managerEmployeeId).toBeNull();
  });

  it('sets the manager on the placement (history and audit), kept when a form leaves it out', async () => {
    const res = await setPlacement({ managerEmployeeId: managerId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().placement.managerEmployeeId).toBe(managerId);
    const history = (await call(hr, 'GET', `/employees/${agusId}/history`)).json().items;
    expect(
      history.some(
        (h: { kind: string; after: Record<string, unknown> | null }) =>
          h.kind === 'placement' && h.after?.managerEmployeeId === managerId,
      ),
    ).toBe(true);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, agusId), eq(auditLog.action, 'employee.placement-changed')));
    expect(audits.length).toBeGreaterThan(0);
    // A form without the field keeps the manager.
    const detail = (await call(hr, 'GET', `/employees/${agusId}`)).json();
    const { managerEmployeeId: _m, ...withoutManager } = detail.placement;
    const kept = await call(hr, 'PUT', `/employees/${agusId}/placement`, {
      effectiveDate: '2026-05-04',
      placement: { ...withoutManager, position: 'Senior Customer Service' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().placement.managerEmployeeId).toBe(managerId);
  });

  it('tells /me who manages a team', async () => {
    expect((await call(manager, 'GET', '/me')).json().managesTeam).toBe(true);
    expect((await call(me, 'GET', '/me')).json().managesTeam).toBe(false);
    expect((await call(hr, 'GET', '/me')).json().managesTeam).toBe(false);
  });

  it('keeps the PIC first when the client has a PIC leave approver, manager or not', async () => {
    const res = await ask('2026-05-11', '2026-05-11');
    expect(res.statusCode, res.body).toBe(201);
    expect(steps(res.json())).toEqual(['pic:pending', 'hr:-']);
    expect((await call(manager, 'GET', '/me/team-leave-approvals')).json().total).toBe(0);
    await call(me, 'POST', `/me/leave-requests/${res.json().id}/cancel`);
  });

  it('asks the manager first without a PIC, and only the manager decides, once', async () => {
    expect((await setPlacement({ approverPicIds: [] })).statusCode).toBe(200);
    const res = await ask('2026-05-12', '2026-05-13');
    expect(res.statusCode, res.body).toBe(201);
    const request = res.json();
    expect(steps(request)).toEqual(['manager:pending', 'hr:-']);
    expect(request.approvals[0].approverName).not.toBe('HR');
    // The manager is mailed their own approval link.
    const mail = await latestMailTo(t, MANAGER_EMAIL);
    expect(mail?.templateKey).toBe('leave.approval-requested');
    expect(mail?.body).toContain('Agus Pratama');

    // The manager's home list says so, in their language, and links to the page.
    const waiting = (await call(manager, 'GET', '/me/waiting')).json().items;
    expect(waiting).toContainEqual(
      expect.objectContaining({
        key: 'leave.team-pending',
        count: 1,
        href: '/employee/leaves-approval',
      }),
    );
    expect(
      (await call(me, 'GET', '/me/waiting')).json().items.map((i: { key: string }) => i.key),
    ).not.toContain('leave.team-pending');

    // Only the manager's team, searchable.
    const list = (await call(manager, 'GET', '/me/team-leave-approvals')).json();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ id: request.id, employee: { fullName: 'Agus Pratama' } });
    expect((await call(manager, 'GET', '/me/team-leave-approvals?search=agus')).json().total).toBe(
      1,
    );
    expect((await call(manager, 'GET', '/me/team-leave-approvals?search=zzzz')).json().total).toBe(
      0,
    );
    for (const token of [me, other, hr]) {
      expect((await call(token, 'GET', '/me/team-leave-approvals')).json().total).toBe(0);
    }

    // Nobody else decides it here: the employee, another user, HR (who decides on behalf elsewhere).
    for (const token of [me, other, hr]) {
      const refused = await call(token, 'POST', `/me/team-leave-approvals/${request.id}/decision`, {
        decision: 'approve',
      });
      expect(refused.statusCode).toBe(403);
    }
    const hrWithout = await call(hr, 'POST', `/leave-requests/${request.id}/decision`, {
      decision: 'approve',
    });
    expect(hrWithout.statusCode).toBe(409);
    expect(hrWithout.json().code).toBe('manager-step');

    // A rejection needs a reason; the refusal changes nothing.
    const noReason = await call(
      manager,
      'POST',
      `/me/team-leave-approvals/${request.id}/decision`,
      {
        decision: 'reject',
      },
    );
    expect(noReason.statusCode).toBe(400);
    const approved = await call(
      manager,
      'POST',
      `/me/team-leave-approvals/${request.id}/decision`,
      {
        decision: 'approve',
        comment: 'Enjoy',
      },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(steps(approved.json())).toEqual(['manager:approved', 'hr:pending']);
    expect(approved.json().approvals[0]).toMatchObject({ via: 'app', comment: 'Enjoy' });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, request.id), eq(auditLog.action, 'leave.step-approved')));
    expect(audit).toMatchObject({
      actorLabel: MANAGER_EMAIL,
      after: expect.objectContaining({ approverType: 'manager', decision: 'approved' }),
    });

    // Decided once.
    const again = await call(manager, 'POST', `/me/team-leave-approvals/${request.id}/decision`, {
      decision: 'reject',
      comment: 'Changed my mind',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already-decided');
    expect((await call(manager, 'GET', '/me/team-leave-approvals')).json().total).toBe(0);

    // HR decides next, as the chain says; the employee is told.
    const final = await call(hr, 'POST', `/leave-requests/${request.id}/decision`, {
      decision: 'approve',
    });
    expect(final.statusCode, final.body).toBe(200);
    expect(final.json().status).toBe('approved');
    expect((await latestMailTo(t, EMPLOYEE_EMAIL))?.templateKey).toBe('leave.decided');
  });

  it('tells the employee when the manager rejects, with the reason', async () => {
    const res = await ask('2026-05-18', '2026-05-18');
    expect(res.statusCode, res.body).toBe(201);
    const rejected = await call(
      manager,
      'POST',
      `/me/team-leave-approvals/${res.json().id}/decision`,
      {
        decision: 'reject',
        comment: 'Audit week at the branch',
      },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().status).toBe('rejected');
    expect(steps(rejected.json())).toEqual(['manager:rejected', 'hr:-']);
    const mail = await latestMailTo(t, EMPLOYEE_EMAIL);
    expect(mail?.templateKey).toBe('leave.decided');
    expect(mail?.body).toContain('Audit week at the branch');
  });

  it('lets the manager alone decide under a PIC-only policy', async () => {
    const [agus] = await t.database.db.select().from(employees).where(eq(employees.id, agusId));
    const [policy] = await t.database.db
      .insert(leavePolicies)
      .values({ name: 'PIC only', clientId: agus!.clientId, approvalChain: 'pic' })
      .returning();
    const res = await ask('2026-05-19', '2026-05-19');
    expect(res.statusCode, res.body).toBe(201);
    expect(steps(res.json())).toEqual(['manager:pending']);
    const approved = await call(
      manager,
      'POST',
      `/me/team-leave-approvals/${res.json().id}/decision`,
      {
        decision: 'approve',
      },
    );
    expect(approved.json().status).toBe('approved');
    await t.database.db.delete(leavePolicies).where(eq(leavePolicies.id, policy!.id));
  });

  it('leaves the chain as it was without a manager', async () => {
    expect((await setPlacement({ managerEmployeeId: null })).statusCode).toBe(200);
    const res = await ask('2026-05-20', '2026-05-20');
    expect(res.statusCode, res.body).toBe(201);
    expect(steps(res.json())).toEqual(['hr:pending']);
    expect((await call(manager, 'GET', '/me')).json().managesTeam).toBe(false);
  });
});
