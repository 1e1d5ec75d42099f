import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox, timesheetAlternateApprovers } from '../src/db/schema.js';
import { bearer, signIn } from './support/identity.js';
import { employeeBody } from './support/people.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

const PIC = 'rudi@majubersama.co.id';
const COLLEAGUE = 'lina@majubersama.co.id';
/** Someone at the client who is no PIC: inside its domain, so active without HR. */
const DEPUTY = 'budi@majubersama.co.id';
const OUTSIDER = 'takeover@attacker.example';
type Link = { content: string; token: string; email: string };

/** The approval links mailed to an address, newest first. */
async function linksTo(t: TestApp, email: string): Promise<Link[]> {
  const rows = (await t.database.db.select().from(outbox))
    .filter((r) => r.to.includes(email) && r.templateKey === 'timesheet.approval-requested')
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return rows.flatMap((row) => {
    const match = /\/pic\/request_timesheet\/([^/\s]+)\/([A-Za-z0-9_-]+)\?email=(\S+)/.exec(
      row.body,
    );
    return match
      ? [{ content: match[1]!, token: match[2]!, email: decodeURIComponent(match[3]!) }]
      : [];
  });
}

/**
 * Issue #27, finding 1: a used timesheet link took over the client's future approvals by naming
 * an outside alternate. A link can name an alternate only while open, once per PIC, for a short
 * range, with the PIC told; an outside address waits for HR, who can confirm or revoke.
 */
describe.each(engines)('alternate approvers named through a timesheet link on %s', (engine) => {
  let t: TestApp;
  let hr: string;
  let clientId: string;
  let now = new Date('2026-11-23T03:00:00Z'); // Monday 23 Nov 2026, 10:00 WIB
  const sheetIds: string[] = [];

  const call = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
    t.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(body ? { payload: body } : {}),
    });
  const linkUrl = (link: Link, tail = '') =>
    `/api/v4/public/timesheet-approvals/${link.content}/${link.token}${tail}`;
  const view = (link: Link) =>
    call(null, 'GET', `${linkUrl(link)}?email=${encodeURIComponent(link.email)}`);
  const nameAlternate = (link: Link, alternateEmail: string, from: string, to: string) =>
    call(null, 'POST', linkUrl(link, '/alternate'), {
      email: link.email,
      name: 'Pengganti',
      alternateEmail,
      from,
      to,
    });
  const alternates = () =>
    t.database.db
      .select()
      .from(timesheetAlternateApprovers)
      .where(eq(timesheetAlternateApprovers.clientId, clientId));
  const mails = async (template: string) =>
    (await t.database.db.select().from(outbox)).filter((m) => m.templateKey === template);
  /** HR asks the approver about one sheet again: a new request, a new link. */
  const askAgain = async (index: number) => {
    const res = await call(hr, 'POST', `/api/v4/timesheets/${sheetIds[index]}/reopen`, {
      reason: `Periksa ${index}`,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { now: () => now, demo: true });
    hr = await signIn(t, 'hr@staffdesk.local');
    const bd = await signIn(t, 'bd@staffdesk.local');
    const client = await call(bd, 'POST', '/api/v4/clients', {
      code: 'MBS-01',
      legalName: 'PT Maju Bersama',
      billingMethod: 'management-fee',
      paymentTermsDays: 30,
      status: 'active',
      pics: [
        { name: 'Rudi Hartono', email: PIC, roles: ['timesheet-approver'] },
        { name: 'Lina Marlina', email: COLLEAGUE, roles: [] },
      ],
    });
    expect(client.statusCode, client.body).toBe(201);
    clientId = client.json().id;
    for (let i = 0; i < 6; i++) {
      const res = await call(
        hr,
        'POST',
        '/api/v4/employees',
        employeeBody(
          { fullName: `Pegawai ${i + 1}` },
          { clientId, startDate: '2026-01-05', position: 'Operator' },
        ),
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    await call(hr, 'POST', '/api/v4/timesheet-periods/build', { clientId, period: '2026-11' });
    const sheets = (
      await call(hr, 'GET', `/api/v4/timesheets?clientId=${clientId}&period=2026-11&pageSize=50`)
    ).json().items as { id: string }[];
    for (const sheet of sheets) {
      sheetIds.push(sheet.id);
      expect((await call(hr, 'POST', `/api/v4/timesheets/${sheet.id}/submit`)).statusCode).toBe(
        200,
      );
    }
    const sent = await call(hr, 'POST', '/api/v4/timesheet-periods/send', {
      clientId,
      period: '2026-11',
    });
    expect(sent.json().sent).toBe(6);
  });
  afterAll(() => t.close());

  it('refuses an alternate from a decided link: 409, nothing named, nobody mailed', async () => {
    const [link] = await linksTo(t, PIC);
    const decided = await call(null, 'POST', linkUrl(link!, '/decision'), {
      email: PIC,
      disputes: [],
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const outboxBefore = (await t.database.db.select().from(outbox)).length;
    const takeover = await nameAlternate(link!, OUTSIDER, '2026-11-23', '2026-12-20');
    expect(takeover.statusCode).toBe(409);
    expect(takeover.json().code).toBe('already-decided');
    expect(await alternates()).toEqual([]);
    expect((await t.database.db.select().from(outbox)).length).toBe(outboxBefore);
  });

  it('refuses an alternate from an expired link, and the link shows only that it expired', async () => {
    await askAgain(0);
    const [link] = await linksTo(t, PIC);
    now = new Date('2026-12-10T03:00:00Z'); // past the 14 days of the link
    const takeover = await nameAlternate(link!, OUTSIDER, '2026-12-10', '2026-12-20');
    expect(takeover.statusCode).toBe(410);
    expect((await view(link!)).statusCode).toBe(410);
    expect(await alternates()).toEqual([]);
    now = new Date('2026-11-23T03:00:00Z');
  });

  it('limits the range: at most 31 days, not starting in the past', async () => {
    await askAgain(1);
    const [link] = await linksTo(t, PIC);
    const long = await nameAlternate(link!, COLLEAGUE, '2026-11-23', '2027-02-20');
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.to).toBe('An alternate can be named for at most 31 days.');
    const past = await nameAlternate(link!, COLLEAGUE, '2026-11-01', '2026-11-30');
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.from).toBe('The first day cannot be in the past.');
    expect(await alternates()).toEqual([]);
  });

  it('keeps an outside address waiting for HR: the PIC and HR are told, no link goes out, the PIC still approves', async () => {
    const [link] = await linksTo(t, PIC);
    const named = await nameAlternate(link!, OUTSIDER, '2026-11-23', '2026-12-20');
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().alternates[0]).toMatchObject({ email: OUTSIDER, status: 'awaiting-hr' });
    expect(await linksTo(t, OUTSIDER)).toEqual([]);
    const toPic = await mails('timesheet.alternate-awaiting-hr');
    expect(toPic.map((m) => m.to)).toEqual([[PIC]]);
    expect(toPic[0]!.body).toContain(OUTSIDER);
    const toHr = await mails('timesheet.alternate-to-confirm');
    expect(toHr.some((m) => m.to.includes('hr@staffdesk.local'))).toBe(true);
    // The next request still goes to the PIC.
    await askAgain(2);
    expect((await linksTo(t, PIC)).length).toBeGreaterThan(2);
    expect(await linksTo(t, OUTSIDER)).toEqual([]);
  });

  it('names one alternate per PIC: ten in a row from an open link make one', async () => {
    const [link] = await linksTo(t, PIC);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await nameAlternate(
        link!,
        `other${i}@attacker.example`,
        '2026-11-23',
        '2026-12-01',
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(409));
    expect(await alternates()).toHaveLength(1);
  });

  it('lets HR revoke; then the PIC names a colleague, who is mailed at once; revoked, their link stops', async () => {
    const [waiting] = await alternates();
    const revoked = await call(
      hr,
      'POST',
      `/api/v4/clients/${clientId}/timesheet-alternates/${waiting!.id}/revoke`,
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().alternates[0]).toMatchObject({
      status: 'revoked',
      reviewedBy: expect.stringContaining('hr@staffdesk.local'),
    });
    const [link] = await linksTo(t, PIC);
    const named = await nameAlternate(link!, DEPUTY, '2026-11-23', '2026-12-10');
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().alternates[0]).toMatchObject({ email: DEPUTY, status: 'active' });
    expect((await mails('timesheet.alternate-named')).map((m) => m.to)).toEqual([[PIC]]);
    const [deputyLink] = await linksTo(t, DEPUTY);
    expect((await view(deputyLink!)).statusCode).toBe(200);
    // The alternate's link cannot name another alternate: only a PIC can.
    const relay = await nameAlternate(deputyLink!, OUTSIDER, '2026-11-23', '2026-11-30');
    expect(relay.statusCode).toBe(403);
    expect(relay.json().code).toBe('not-a-pic');

    const active = (await alternates()).find((a) => a.status === 'active')!;
    const revokedAgain = await call(
      hr,
      'POST',
      `/api/v4/clients/${clientId}/timesheet-alternates/${active.id}/revoke`,
    );
    expect(revokedAgain.statusCode).toBe(200);
    expect((await view(deputyLink!)).statusCode).toBe(410);
    const late = await call(null, 'POST', linkUrl(deputyLink!, '/decision'), {
      email: DEPUTY,
      disputes: [],
    });
    expect(late.statusCode).toBe(410);
    const again = await call(
      hr,
      'POST',
      `/api/v4/clients/${clientId}/timesheet-alternates/${active.id}/revoke`,
    );
    expect(again.statusCode).toBe(409);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'client'), eq(auditLog.entityId, clientId)));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['timesheet.alternate-named', 'timesheet.alternate-revoked']),
    );
  });

  it('lets HR confirm an outside address; only then is it mailed a link', async () => {
    // The PIC names an outside address again: it waits for HR.
    await t.database.db.update(timesheetAlternateApprovers).set({ status: 'revoked' });
    await askAgain(3);
    const [link] = await linksTo(t, PIC);
    const named = await nameAlternate(link!, 'backup@partner.example', '2026-11-23', '2026-11-30');
    expect(named.json().alternates[0]).toMatchObject({ status: 'awaiting-hr' });
    expect(await linksTo(t, 'backup@partner.example')).toEqual([]);
    const waiting = (await alternates()).find((a) => a.status === 'awaiting-hr')!;
    const employee = await signIn(t, 'employee@staffdesk.local');
    const refused = await call(
      employee,
      'POST',
      `/api/v4/clients/${clientId}/timesheet-alternates/${waiting.id}/confirm`,
    );
    expect(refused.statusCode).toBe(403);
    const confirmed = await call(
      hr,
      'POST',
      `/api/v4/clients/${clientId}/timesheet-alternates/${waiting.id}/confirm`,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().alternates[0]).toMatchObject({ status: 'active' });
    expect((await linksTo(t, 'backup@partner.example')).length).toBeGreaterThan(0);
  });
});
