import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../src/audit/audit-log.js';
import { employees, users } from '../src/db/schema.js';
import type { JobContext, JobDefinition, JobQueue } from '../src/jobs/job-queue.js';
import { importEmployees, planEmployeeImport } from '../src/people/import/employees.js';
import { defineImportJobs, EMPLOYEE_IMPORT_JOB } from '../src/people/import/import-jobs.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const HEADER = 'Full name,NIK,Gender,Position,Contract type,Start date,Base salary';

function employeesCsv(rows: number, district: string) {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    lines.push(
      `Karyawan Ulang ${district}-${i},6471${district}${day}0191${String(1000 + i)},L,Operator,pkwtt,2026-01-05,5396761`,
    );
  }
  return Buffer.from(lines.join('\n'));
}

/**
 * The import job's own `run`, called as pg-boss would call it on a given try: the way to stand
 * in the middle of an import (a process killed after some batches, a batch failing).
 */
describe('the employee import job, all or none', () => {
  let t: TestApp;
  let run: JobDefinition<object>['run'];
  let recorder: { userId: string | null; name: string };
  const employeeCount = async () =>
    (await t.database.db.select({ n: count() }).from(employees))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { demo: true });
    const definitions = new Map<string, JobDefinition<object>>();
    defineImportJobs(
      { define: (d: JobDefinition<object>) => definitions.set(d.name, d) } as unknown as JobQueue,
      t.app.context,
    );
    run = definitions.get(EMPLOYEE_IMPORT_JOB)!.run;
    const [hr] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'hr@staffdesk.local'));
    recorder = { userId: hr!.id, name: hr!.name };
  });
  afterAll(() => t.close());

  async function stored(data: Buffer) {
    const blobKey = `imports/${randomUUID()}`;
    await t.app.context.blobs.put(blobKey, data);
    return { blobKey, filename: 'ulang.csv', actor: SYSTEM_ACTOR, recorder };
  }

  function context(id: string, attempt: number, progress: JobContext['progress']): JobContext {
    return { id, attempt, startedBy: null, progress };
  }

  it('a retry removes what the interrupted try wrote, then imports every row once', async () => {
    const data = employeesCsv(600, '31');
    const jobId = randomUUID();
    const before = await employeeCount();
    // The first try wrote one batch, then the process was killed.
    const plan = await planEmployeeImport(t.database.db, data, false);
    await t.database.db.transaction((tx) =>
      importEmployees(
        tx,
        plan.inputs.slice(0, 250),
        recorder,
        `Imported from ulang.csv (job ${jobId})`,
      ),
    );
    expect(await employeeCount()).toBe(before + 250);

    const result = await run(
      await stored(data),
      context(jobId, 2, async () => {}),
    );
    expect(result).toMatchObject({ total: 600, imported: 600, errors: [] });
    expect(await employeeCount()).toBe(before + 600);
  });

  it('a batch failing halfway removes the earlier batches again: nothing stays', async () => {
    const data = employeesCsv(600, '32');
    const plan = await planEmployeeImport(t.database.db, data, false);
    const before = await employeeCount();
    let intruded = false;
    // After the first batch, someone else adds an employee with a NIK of the third batch.
    const progress: JobContext['progress'] = async (done) => {
      if (done > 0 && !intruded) {
        intruded = true;
        await t.database.db.transaction((tx) =>
          importEmployees(tx, [plan.inputs[550]!], recorder, 'Added by hand'),
        );
      }
    };
    await expect(run(await stored(data), context(randomUUID(), 1, progress))).rejects.toThrow();
    expect(intruded).toBe(true);
    expect(await employeeCount()).toBe(before + 1);
  });
});
