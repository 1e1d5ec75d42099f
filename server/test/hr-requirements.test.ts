import { and, asc, eq, ne, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  candidates,
  clients,
  employees,
  requirements,
  roles,
} from '../src/db/schema.js';
import { bearer, signIn } from './support/identity.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

type Summary = {
  id: string;
  number: string;
  clientName: string;
  status: string;
  headcount: number;
  filled: number;
  waitingForOnboarding: number;
};

/**
 * HR's read-only view of every client's requirements (`/human-resource/requirements`): the open
 * ones with filled of headcount and the hires waiting for on-boarding, filters, search, paging
 * and the detail with its candidates' stages.
 */
describe.each(engines)('HR reads every client’s requirements, on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let openId: string;
  let closedId: string;
  let otherClientId: string;

  const get = (who: string | null, url: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v4${url}`,
      headers: who ? bearer(tokens[who]!) : {},
    });

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { demo: true });
    const db = t.database.db;
    // A client without the demo's requirement, so there are two clients' requirements.
    const [other] = await db
      .select()
      .from(clients)
      .where(
        and(
          eq(clients.status, 'active'),
          notInArray(clients.id, db.select({ id: requirements.clientId }).from(requirements)),
        ),
      )
      .orderBy(asc(clients.code))
      .limit(1);
    otherClientId = other!.id;
    // An open requirement of 3: one hired and on board, one hired still onboarding, one who
    // accepted and is not an employee yet, one still being screened.
    const [open] = await db
      .insert(requirements)
      .values({
        number: 'REQ-2026-9001',
        clientId: otherClientId,
        position: 'Warehouse Supervisor',
        headcount: 3,
        contractType: 'pkwt',
        location: 'Cikarang',
        status: 'in-progress',
        createdByLabel: 'test',
      })
      .returning();
    const [closed] = await db
      .insert(requirements)
      .values({
        number: 'REQ-2026-9002',
        clientId: otherClientId,
        position: 'Forklift Operator',
        headcount: 1,
        contractType: 'pkwt',
        status: 'fulfilled',
        createdByLabel: 'test',
      })
      .returning();
    openId = open!.id;
    closedId = closed!.id;
    const people = await db
      .select()
      .from(employees)
      .where(ne(employees.fullName, 'Agus Pratama'))
      .orderBy(asc(employees.employeeNumber))
      .limit(2);
    const [onBoard, stillOnboarding] = people;
    await db
      .update(employees)
      .set({ status: 'onboarding' })
      .where(eq(employees.id, stillOnboarding!.id));
    const candidate = async (fullName: string) =>
      (
        await db
          .insert(candidates)
          .values({
            fullName,
            source: 'referral',
            searchVector: sql`to_tsvector('simple', ${fullName})`,
            createdByLabel: 'test',
          })
          .returning()
      )[0]!;
    const offer = {
      salary: 7_000_000,
      joinDate: '2026-12-01',
      contractEnd: '2027-11-30',
      notes: '',
    };
    const accepted = { offer, offerResponse: 'accepted' as const, offerRespondedAt: new Date() };
    await db.insert(applications).values([
      {
        requirementId: openId,
        candidateId: (await candidate('Rudi Hartono')).id,
        stage: 'hired',
        ...accepted,
        employeeId: onBoard!.id,
      },
      {
        requirementId: openId,
        candidateId: (await candidate('Sari Dewi')).id,
        stage: 'hired',
        ...accepted,
        employeeId: stillOnboarding!.id,
      },
      {
        requirementId: openId,
        candidateId: (await candidate('Wahyu Pratomo')).id,
        stage: 'offered',
        ...accepted,
        joiningInfo: { joinDate: '2026-12-07', documents: [], notes: '' },
      },
      {
        requirementId: openId,
        candidateId: (await candidate('Lina Marlina')).id,
        stage: 'screened',
      },
    ]);
    for (const [who, email] of Object.entries({
      hr: 'hr@staffdesk.local',
      recruiter: 'recruiter@staffdesk.local',
      bd: 'bd@staffdesk.local',
      finance: 'finance@staffdesk.local',
      employee: 'employee@staffdesk.local',
    })) {
      tokens[who] = await signIn(t, email);
    }
  });
  afterAll(() => t.close());

  it('gives the seeded HR role recruiting.read', async () => {
    const [hr] = await t.database.db.select().from(roles).where(eq(roles.key, 'hr'));
    expect(hr!.permissions).toContain('recruiting.read');
  });

  it('lists the open requirements of every client with filled of headcount and hires waiting', async () => {
    const res = await get('hr', '/staffing-requirements?pageSize=200');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as Summary[];
    const open = items.find((r) => r.id === openId);
    expect(open).toMatchObject({
      number: 'REQ-2026-9001',
      status: 'in-progress',
      headcount: 3,
      filled: 2,
      waitingForOnboarding: 2,
    });
    // Closed requirements are left out; the demo's own requirement (another client) is in.
    expect(items.some((r) => r.id === closedId)).toBe(false);
    expect(items.every((r) => ['open', 'in-progress', 'on-hold'].includes(r.status))).toBe(true);
    expect(new Set(items.map((r) => r.clientName)).size).toBeGreaterThan(1);
  });

  it('filters by client and status, searches, and pages in the database', async () => {
    const byClient = (await get('hr', `/staffing-requirements?clientId=${otherClientId}`)).json();
    expect(byClient.items.map((r: Summary) => r.id)).toEqual([openId]);
    const fulfilled = (await get('hr', '/staffing-requirements?status=fulfilled')).json();
    expect(fulfilled.items.map((r: Summary) => r.id)).toContain(closedId);
    const searched = (await get('hr', '/staffing-requirements?search=warehouse')).json();
    expect(searched.items.map((r: Summary) => r.id)).toEqual([openId]);
    const all = (await get('hr', '/staffing-requirements')).json();
    const paged = (await get('hr', '/staffing-requirements?pageSize=1&page=2')).json();
    expect(paged).toMatchObject({ total: all.total, page: 2, pageSize: 1 });
    expect(paged.items).toHaveLength(all.total >= 2 ? 1 : 0);
    expect((await get('hr', '/staffing-requirements?status=nonsense')).statusCode).toBe(400);
  });

  it('shows one requirement with its candidates’ stages and the hires waiting, read-only', async () => {
    const res = await get('hr', `/staffing-requirements/${openId}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.requirement).toMatchObject({ position: 'Warehouse Supervisor', filled: 2 });
    expect(
      body.candidates
        .map((c: { candidateName: string; stage: string }) => `${c.candidateName}:${c.stage}`)
        .sort(),
    ).toEqual([
      'Lina Marlina:screened',
      'Rudi Hartono:hired',
      'Sari Dewi:hired',
      'Wahyu Pratomo:offered',
    ]);
    // No contact data or pay in HR's read-only view.
    expect(JSON.stringify(body)).not.toMatch(/7000000|salary|phone|email/);
    expect(
      body.waitingForOnboarding.map(
        (w: { candidateName: string; employeeStatus: string | null; joinDate: string }) =>
          `${w.candidateName}:${w.employeeStatus ?? 'not employed'}:${w.joinDate}`,
      ),
    ).toEqual(
      expect.arrayContaining([
        'Sari Dewi:onboarding:2026-12-01',
        'Wahyu Pratomo:not employed:2026-12-07',
      ]),
    );
    expect(body.waitingForOnboarding).toHaveLength(2);
    expect(
      (await get('hr', '/staffing-requirements/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    const write = await t.app.inject({
      method: 'PUT',
      url: `/api/v4/staffing-requirements/${openId}`,
      headers: bearer(tokens.hr!),
      payload: {},
    });
    expect([404, 405]).toContain(write.statusCode);
  });

  it('answers HR and recruiters; refuses those without recruiting.read', async () => {
    for (const url of ['/staffing-requirements', `/staffing-requirements/${openId}`]) {
      const got: Record<string, number> = {};
      for (const who of ['hr', 'recruiter', 'bd', 'finance', 'employee']) {
        got[who] = (await get(who, url)).statusCode;
      }
      got.nobody = (await get(null, url)).statusCode;
      expect(got).toEqual({
        hr: 200,
        recruiter: 200,
        bd: 403,
        finance: 403,
        employee: 403,
        nobody: 401,
      });
    }
  });
});
