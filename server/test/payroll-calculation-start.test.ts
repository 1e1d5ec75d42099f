import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from './support/identity.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

/**
 * Starting a calculation writes four things: the run's state (`calculating`, with its token), the
 * calculation job, the job's id on the run, and the audit entry. They commit together or not at
 * all: a statement failing between any two of them (a PostgreSQL trigger that raises, as a crash
 * or a lost connection would end the transaction) leaves the run as it was, with no job and no
 * audit entry, and the run can be calculated again.
 */
describe.each(engines)('starting a payroll calculation on %s', (engine) => {
  let t: TestApp;
  let hr: string;
  let runId: string;

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...bearer(hr), 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  /** What a failed start must not leave behind: the run's state, its jobs, its audit entries. */
  async function traces() {
    const [run] = await rows<{ state: string; job_id: string | null; token: string | null }>(
      sql`select state, job_id, calculation_token as token from payroll_runs where id = ${runId}`,
    );
    const [jobs] = await rows<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job
          where name = 'payroll.calculate' and data->'data'->>'runId' = ${runId}`,
    );
    const [audits] = await rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log
          where action = 'payroll-run.calculate' and entity_id = ${runId}`,
    );
    return { ...run!, jobs: jobs!.n, audits: audits!.n };
  }

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { jobPollingSeconds: 0.5, demo: true });
    hr = await signIn(t, 'hr@staffdesk.local');
    const client = await call('POST', '/api/v4/clients', {
      code: 'pyr-start',
      legalName: 'PT Hitung Sekali',
      billingMethod: 'management-fee',
      paymentTermsDays: 30,
      status: 'active',
      pics: [],
    });
    expect(client.statusCode, client.body).toBe(201);
    const created = await call('POST', '/payroll/v4/runs', {
      clientId: client.json().id,
      period: '2026-10',
    });
    expect(created.statusCode, created.body).toBe(201);
    runId = created.json().id;
    // A sequence is not rolled back: it counts the injected failures that fired.
    await t.database.db.execute(sql`create sequence payroll_start_failures`);
    await t.database.db.execute(sql`
      create function fail_payroll_start() returns trigger language plpgsql as $$
      begin
        perform nextval('payroll_start_failures');
        raise exception 'injected failure at %', tg_argv[0];
      end $$`);
  }, 120_000);
  afterAll(() => t.close());

  const steps = [
    {
      step: 'queuing the job (after the state changed)',
      trigger: sql`create trigger fail_payroll_start before insert on pgboss.job for each row
        when (new.name = 'payroll.calculate') execute function fail_payroll_start('job')`,
      drop: sql`drop trigger fail_payroll_start on pgboss.job`,
    },
    {
      step: "recording the job's id on the run (after the job was queued)",
      trigger: sql`create trigger fail_payroll_start before update on payroll_runs for each row
        when (new.job_id is distinct from old.job_id) execute function fail_payroll_start('job id')`,
      drop: sql`drop trigger fail_payroll_start on payroll_runs`,
    },
    {
      step: 'writing the audit entry (after the job and its id)',
      trigger: sql`create trigger fail_payroll_start before insert on audit_log for each row
        when (new.action = 'payroll-run.calculate') execute function fail_payroll_start('audit')`,
      drop: sql`drop trigger fail_payroll_start on audit_log`,
    },
  ];

  const failuresSoFar = async () =>
    (
      await rows<{ n: string }>(
        sql`select case when is_called then last_value else 0 end as n from payroll_start_failures`,
      )
    )[0]!.n;

  it.each(steps)('leaves nothing behind when $step fails', async ({ trigger, drop }) => {
    const before = Number(await failuresSoFar());
    await t.database.db.execute(trigger);
    try {
      const started = await call('POST', `/payroll/v4/runs/${runId}/calculate`);
      expect(started.statusCode, started.body).toBe(500);
    } finally {
      await t.database.db.execute(drop);
    }
    // The failure was the injected one, at this step.
    expect(Number(await failuresSoFar())).toBe(before + 1);
    expect(await traces()).toEqual({
      state: 'draft',
      job_id: null,
      token: null,
      jobs: 0,
      audits: 0,
    });
    const run = (await call('GET', `/payroll/v4/runs/${runId}`)).json();
    expect(run).toMatchObject({ state: 'draft', progress: null });
  });

  it('starts once nothing fails: one job, its id on the run, one audit entry, then calculated', async () => {
    const started = await call('POST', `/payroll/v4/runs/${runId}/calculate`);
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json().state).toBe('calculating');
    const after = await traces();
    expect(after).toMatchObject({ jobs: 1, audits: 1 });
    expect(after.job_id).toMatch(/^[0-9a-f-]{36}$/);
    const deadline = Date.now() + 60_000;
    let run = (await call('GET', `/payroll/v4/runs/${runId}`)).json();
    while (run.state === 'calculating' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      run = (await call('GET', `/payroll/v4/runs/${runId}`)).json();
    }
    expect(run).toMatchObject({ state: 'calculated', lastError: null });
  });
});
