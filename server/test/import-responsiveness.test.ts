import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../src/db/schema.js';
import { bearer, signIn } from './support/identity.js';
import { finishedJob, upload } from './support/people.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const HEADER = 'Full name,NIK,Gender,Position,Contract type,Start date,Base salary';

/** A CSV of `rows` valid employees (NIKs of region 6471xx, not in the demo data). */
function employeesCsv(rows: number) {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) {
    const district = String(10 + Math.floor(i / 8000)).padStart(2, '0');
    const day = String(1 + (i % 28)).padStart(2, '0');
    const serial = String(1000 + (i % 8000)).padStart(4, '0');
    lines.push(
      `Karyawan Impor ${i},6471${district}${day}0190${serial},L,Operator,pkwtt,2026-01-05,5396761`,
    );
  }
  return Buffer.from(lines.join('\n'));
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

describe('a 20,000-row import on the embedded database', () => {
  let t: TestApp;
  let hr: string;
  let other: string;

  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { demo: true });
    hr = await signIn(t, 'hr@staffdesk.local');
    other = await signIn(t, 'finance@staffdesk.local');
  });
  afterAll(() => t.close());

  it('leaves GET /me answering other users within 200 ms (p95) while it is checked and written', async () => {
    const data = employeesCsv(20_000);
    const before = (await t.database.db.select({ n: count() }).from(employees))[0]!.n;
    const latencies: number[] = [];
    let running = true;
    const inFlight: Promise<void>[] = [];
    // Another user asks for /me every 25 ms, each request on its own, for as long as the import runs.
    const probe = (async () => {
      while (running) {
        inFlight.push(
          (async () => {
            const started = performance.now();
            const res = await t.app.inject({
              method: 'GET',
              url: '/api/v4/me',
              headers: bearer(other),
            });
            expect(res.statusCode).toBe(200);
            latencies.push(performance.now() - started);
          })(),
        );
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();

    const started = performance.now();
    const queued = await upload(
      t,
      '/api/v4/employees/import',
      hr,
      data,
      'karyawan.csv',
      'text/csv',
    );
    expect(queued.statusCode, queued.body).toBe(202);
    const job = await finishedJob(t, hr, queued.json().id);
    const seconds = (performance.now() - started) / 1000;
    running = false;
    await probe;
    await Promise.all(inFlight);

    expect(job.state).toBe('completed');
    expect(job.result).toMatchObject({ total: 20_000, imported: 20_000, errors: [] });
    expect((await t.database.db.select({ n: count() }).from(employees))[0]!.n).toBe(
      before + 20_000,
    );
    const p95 = percentile(latencies, 95);
    process.stdout.write(
      `20,000-row import: ${seconds.toFixed(1)} s; GET /me ${latencies.length} requests, p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms\n`,
    );
    expect(latencies.length).toBeGreaterThan(20);
    expect(p95).toBeLessThan(200);
  }, 600_000);
});
