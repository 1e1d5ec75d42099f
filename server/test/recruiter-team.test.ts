import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientPics, employees } from '../src/db/schema.js';
import { DEMO_EMPLOYEE_NIK } from '../src/seed/demo-people.js';
import { bearer, signIn } from './support/identity.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

type Member = {
  email: string;
  openRequirements: number;
  openPositions: number;
  activeCandidates: number;
  upcomingInterviews: number;
  hiresThisMonth: number;
  pendingCommission: number;
};

describe.each(engines)('the recruiting team’s workload on %s', (engine) => {
  let t: TestApp;
  let recruiter: string;
  let employee: string;
  let clientId: string;
  let picId: string;

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v4${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
  const team = async () => {
    const answer = await call(recruiter, 'GET', '/recruiter-team');
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as {
      month: string;
      unassignedRequirements: number;
      items: Member[];
    };
    const me = body.items.find((m) => m.email === 'recruiter@staffdesk.local')!;
    return { ...body, me };
  };

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { demo: true });
    const [demo] = await t.database.db
      .select()
      .from(employees)
      .where(eq(employees.nik, DEMO_EMPLOYEE_NIK));
    clientId = demo!.clientId!;
    const [pic] = await t.database.db
      .select()
      .from(clientPics)
      .where(eq(clientPics.clientId, clientId));
    picId = pic!.id;
    recruiter = await signIn(t, 'recruiter@staffdesk.local');
    employee = await signIn(t, 'employee@staffdesk.local');
  });
  afterAll(() => t.close());

  it('counts what each recruiter carries, and follows a new requirement, candidate and interview', async () => {
    const before = await team();
    expect(before.month).toMatch(/^\d{4}-\d{2}$/);
    // The demo requirement is assigned to the demo recruiter, with candidates along its pipeline.
    expect(before.me.openRequirements).toBeGreaterThanOrEqual(1);
    expect(before.me.activeCandidates).toBeGreaterThanOrEqual(1);

    const recruiters = (await call(recruiter, 'GET', '/recruiters')).json().items;
    const meId = recruiters.find((r: { email: string }) => r.email === 'recruiter@staffdesk.local')
      .id as string;
    const requirement = (
      await call(recruiter, 'POST', '/requirements', {
        clientId,
        position: 'Teknisi Listrik',
        headcount: 2,
        contractType: 'pkwt',
        recruiterIds: [meId],
      })
    ).json();
    await call(recruiter, 'POST', '/requirements', {
      clientId,
      position: 'Staf Gudang',
      headcount: 4,
      contractType: 'pkwt',
    });
    const candidate = await call(recruiter, 'POST', '/candidates', {
      fullName: 'Dimas Kurniawan',
      email: 'dimas.kurniawan@example.com',
      phone: '0813-5555-0101',
      city: 'Bekasi',
      skills: ['Listrik'],
      source: 'referral',
    });
    expect(candidate.statusCode).toBe(201);
    await call(recruiter, 'POST', `/requirements/${requirement.id}/pipeline`, {
      candidateIds: [candidate.json().id],
    });
    const [entry] = (
      await call(recruiter, 'GET', `/requirements/${requirement.id}/pipeline`)
    ).json().items;
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await call(recruiter, 'PUT', `/pipeline/${entry.id}/interview`, {
      startsAt: tomorrow,
      durationMinutes: 60,
      location: 'Kantor klien, lantai 3',
      picId,
    });
    expect(scheduled.statusCode).toBe(200);

    const after = await team();
    expect(after.me.openRequirements).toBe(before.me.openRequirements + 1);
    expect(after.me.openPositions).toBe(before.me.openPositions + 2);
    expect(after.me.activeCandidates).toBe(before.me.activeCandidates + 1);
    expect(after.me.upcomingInterviews).toBe(before.me.upcomingInterviews + 1);
    expect(after.unassignedRequirements).toBe(before.unassignedRequirements + 1);
    // The requirement list finds the ones nobody is assigned to.
    const unassigned = (
      await call(recruiter, 'GET', '/requirements?recruiterId=none&pageSize=200')
    ).json();
    expect(unassigned.items.map((r: { position: string }) => r.position)).toContain('Staf Gudang');
    expect(
      unassigned.items.every((r: { recruiters: unknown[] }) => r.recruiters.length === 0),
    ).toBe(true);
    expect((await call(recruiter, 'GET', '/requirements?recruiterId=nobody')).statusCode).toBe(400);

    // Cancelled, it no longer counts.
    const cancel = await call(recruiter, 'PUT', `/requirements/${requirement.id}`, {
      clientId,
      position: 'Teknisi Listrik',
      headcount: 2,
      contractType: 'pkwt',
      recruiterIds: [meId],
      status: 'cancelled',
    });
    expect(cancel.statusCode).toBe(200);
    const cancelled = await team();
    expect(cancelled.me.openRequirements).toBe(before.me.openRequirements);
    expect(cancelled.me.openPositions).toBe(before.me.openPositions);
    expect(cancelled.me.activeCandidates).toBe(before.me.activeCandidates);
  });

  it('is refused without recruiting.read', async () => {
    expect((await call(employee, 'GET', '/recruiter-team')).statusCode).toBe(403);
  });
});
