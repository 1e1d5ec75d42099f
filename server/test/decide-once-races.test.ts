import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, leaveRequests, outbox } from '../src/db/schema.js';
import { bearer, signIn } from './support/identity.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

/**
 * Decide-once under load. Leave: PIC links, HR links, decisions in the app and the employee's
 * cancel, all at once on one request. Change requests: HR's approve and reject at once. Every path locks in the one order of `leave/locks.ts`, so exactly
 * one wins, every other answers 409, and PostgreSQL never has to break a deadlock.
 */

/** Monday 4 May 2026, 09:00 WIB (the default notice is 3 days). */
const NOW = new Date('2026-05-04T02:00:00Z');
const PIC_EMAIL = 'hendro.wibisono@banknusantara.co.id';
const HR_EMAIL = 'hr@staffdesk.local';
const EMPLOYEE_EMAIL = 'employee@staffdesk.local';
const RUNS = 10;
const DECISIONS = 20;

function approvalLinksIn(body: string) {
  return [...body.matchAll(/\/leaves\/([A-Za-z0-9_-]+)\/approvalby\/(\S+)/g)].map((m) => ({
    token: m[1]!,
    email: decodeURIComponent(m[2]!),
  }));
}

/** The weekdays after the notice period, one per run. */
function weekdays(count: number) {
  const days: string[] = [];
  const day = new Date('2026-07-13T00:00:00Z');
  while (days.length < count) {
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return days;
}

describe.each(engines)('decide-once races on %s', (engine) => {
  let t: TestApp;
  let hr: string;
  let me: string;
  let days: string[];

  const inject = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });

  /** The approval links mailed since `since` (outbox ids seen before). */
  async function linksMailedAfter(seen: Set<string>) {
    const rows = await t.database.db.select().from(outbox);
    return rows
      .filter((r) => !seen.has(r.id) && r.templateKey === 'leave.approval-requested')
      .flatMap((r) => approvalLinksIn(r.body));
  }

  async function outboxIds() {
    return new Set((await t.database.db.select({ id: outbox.id }).from(outbox)).map((r) => r.id));
  }

  async function fileRequest(day: string) {
    const seen = await outboxIds();
    const created = await inject(me, 'POST', '/api/v4/me/leave-requests', {
      type: 'annual',
      startDate: day,
      endDate: day,
      reason: 'Race test',
    });
    expect(created.statusCode, created.body).toBe(201);
    return { id: created.json().id as string, picLinks: await linksMailedAfter(seen) };
  }

  const linkReject = (link: { token: string; email: string }, i: number) =>
    inject(null, 'POST', `/api/v4/public/leave-approvals/${link.token}/decision`, {
      email: link.email,
      decision: 'reject',
      comment: `Link rejection ${i}`,
    });
  const appReject = (id: string, i: number, onBehalfOfPic: boolean) =>
    inject(hr, 'POST', `/api/v4/leave-requests/${id}/decision`, {
      decision: 'reject',
      comment: `App rejection ${i}`,
      onBehalfOfPic,
    });
  const cancel = (id: string) => inject(me, 'POST', `/api/v4/me/leave-requests/${id}/cancel`);

  /** The statuses and problem codes of one race; exactly one 200, every other a plain 409. */
  async function expectOneWinner(
    id: string,
    racers: Promise<{ statusCode: number; body: string }>[],
  ) {
    const results = await Promise.all(racers);
    const statuses = results.map((r) => r.statusCode);
    expect(
      statuses.filter((s) => s === 200),
      statuses.join(','),
    ).toHaveLength(1);
    expect(
      statuses.filter((s) => s !== 200 && s !== 409),
      statuses.join(','),
    ).toEqual([]);
    const codes = new Set(
      results.filter((r) => r.statusCode === 409).map((r) => JSON.parse(r.body).code as string),
    );
    // 409 for having lost the race, never the "changed at the same moment" of a broken deadlock.
    expect([...codes].filter((c) => c !== 'already-decided' && c !== 'not-cancellable')).toEqual(
      [],
    );
    const [row] = await t.database.db.select().from(leaveRequests).where(eq(leaveRequests.id, id));
    expect(['rejected', 'cancelled']).toContain(row!.status);
  }

  async function deadlocksSoFar() {
    if (t.database.kind !== 'postgres') return 0;
    // Backends report their counters when they end: end the pool's idle ones, then read.
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.database.db.execute(sql`select pg_stat_clear_snapshot()`);
    const result = await t.database.db.execute<{ deadlocks: string }>(
      sql`select deadlocks::text from pg_stat_database where datname = current_database()`,
    );
    const rows = (result as unknown as { rows: { deadlocks: string }[] }).rows;
    return Number(rows[0]!.deadlocks);
  }

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { now: () => NOW, demo: true });
    hr = await signIn(t, HR_EMAIL);
    me = await signIn(t, EMPLOYEE_EMAIL);
    await t.database.db
      .update(employees)
      .set({ startDate: '2024-01-15', endDate: '2027-01-14' })
      .where(eq(employees.fullName, 'Agus Pratama'));
    days = weekdays(2 * RUNS + 1);
  });
  afterAll(() => t.close());

  it(`PIC step: ${DECISIONS} parallel decisions (PIC link, in-app on behalf) and a cancel, ${RUNS} runs: one winner each`, async () => {
    const before = await deadlocksSoFar();
    const started = Date.now();
    for (let run = 0; run < RUNS; run++) {
      const { id, picLinks } = await fileRequest(days[run]!);
      const pic = picLinks.find((l) => l.email === PIC_EMAIL)!;
      expect(pic).toBeDefined();
      const racers = Array.from({ length: DECISIONS }, (_, i) =>
        i % 2 === 0 ? linkReject(pic, i) : appReject(id, i, true),
      );
      racers.splice(run % DECISIONS, 0, cancel(id));
      await expectOneWinner(id, racers);
    }
    expect(Date.now() - started).toBeLessThan(45_000);
    expect(await deadlocksSoFar()).toBe(before);
  });

  it(`HR step: ${DECISIONS} parallel decisions (HR links, stale PIC link, in-app) and a cancel, ${RUNS} runs: one winner each`, async () => {
    const before = await deadlocksSoFar();
    const started = Date.now();
    for (let run = 0; run < RUNS; run++) {
      const { id, picLinks } = await fileRequest(days[RUNS + run]!);
      const pic = picLinks.find((l) => l.email === PIC_EMAIL)!;
      const seen = await outboxIds();
      const approved = await inject(
        null,
        'POST',
        `/api/v4/public/leave-approvals/${pic.token}/decision`,
        { email: PIC_EMAIL, decision: 'approve' },
      );
      expect(approved.statusCode, approved.body).toBe(200);
      const hrLinks = await linksMailedAfter(seen);
      expect(hrLinks.length).toBeGreaterThan(0);
      const racers = Array.from({ length: DECISIONS }, (_, i) => {
        if (i % 3 === 0) return appReject(id, i, false);
        if (i === 10) return linkReject(pic, i);
        return linkReject(hrLinks[i % hrLinks.length]!, i);
      });
      racers.splice(run % DECISIONS, 0, cancel(id));
      await expectOneWinner(id, racers);
    }
    expect(Date.now() - started).toBeLessThan(45_000);
    expect(await deadlocksSoFar()).toBe(before);
  });

  it('a change request: 10 parallel approvals and rejections by HR, 5 runs: one winner each', async () => {
    for (let run = 0; run < 5; run++) {
      // A status other than the current one (an approval in the last run changed it).
      let asked = await inject(me, 'POST', '/api/v4/me/employee/change-requests', {
        kind: 'ptkp-status',
        proposed: { ptkpStatus: 'K/1' },
      });
      if (asked.statusCode === 400) {
        asked = await inject(me, 'POST', '/api/v4/me/employee/change-requests', {
          kind: 'ptkp-status',
          proposed: { ptkpStatus: 'TK/0' },
        });
      }
      expect(asked.statusCode, asked.body).toBe(201);
      const id = asked.json().id as string;
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          i % 2 === 0
            ? inject(hr, 'POST', `/api/v4/employee-change-requests/${id}/approve`)
            : inject(hr, 'POST', `/api/v4/employee-change-requests/${id}/reject`, {
                reason: `Race ${i}`,
              }),
        ),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(
        statuses.filter((s) => s === 200),
        statuses.join(','),
      ).toHaveLength(1);
      expect(
        statuses.filter((s) => s !== 200 && s !== 409),
        statuses.join(','),
      ).toEqual([]);
      expect(
        new Set(results.filter((r) => r.statusCode === 409).map((r) => r.json().code)),
      ).toEqual(new Set(['not-pending']));
    }
  });

  it('approve in the app against a cancel: never 500, and the end state follows the order', async () => {
    const { id } = await fileRequest(days[2 * RUNS]!);
    const [decided, cancelled] = await Promise.all([
      inject(hr, 'POST', `/api/v4/leave-requests/${id}/decision`, {
        decision: 'approve',
        onBehalfOfPic: true,
      }),
      cancel(id),
    ]);
    expect([200, 409]).toContain(decided.statusCode);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [row] = await t.database.db.select().from(leaveRequests).where(eq(leaveRequests.id, id));
    expect(row!.status).toBe('cancelled');
    if (decided.statusCode === 409) expect(decided.json().code).toBe('already-decided');
  });
});
