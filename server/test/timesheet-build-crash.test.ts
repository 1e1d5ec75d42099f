import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { and, eq } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../src/audit/audit-log.js';
import type { Database, Db } from '../src/db/database.js';
import * as schema from '../src/db/schema.js';
import { auditLog, clients, employees, timesheets } from '../src/db/schema.js';
import { buildTimesheets } from '../src/timesheets/sheets.js';
import { type Engine, engines, openTestDatabase } from './support/test-database.js';

/** One sheet made first, then 501 more: two insert batches (500 rows each at most). */
const EMPLOYEES = 502;
const PERIOD = '2026-11';
const HR: Actor = { userId: null, label: 'hr@staffdesk.local', ip: '127.0.0.1' };

/** The injected failure: what a crash, a lost connection or a killed process does mid-build. */
class InjectedFailure extends Error {}

/**
 * The same database through a connection whose `failAt`-th statement fails before it reaches the
 * server (`begin` is not counted: nothing has happened before it). Answers the statements it saw.
 */
function failingDb(database: Database, failAt: number) {
  const statements: string[] = [];
  const logger: Logger = {
    logQuery(query) {
      if (/^begin\b/i.test(query.trim())) return;
      statements.push(query);
      if (statements.length === failAt) throw new InjectedFailure(`failed before: ${query}`);
    },
  };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.kind === 'pglite'
      ? drizzlePglite(client as PGlite, { schema, logger })
      : drizzleNodePg(client as pg.Pool, { schema, logger });
  return { db: db as unknown as Db, statements };
}

describe.each(engines)('building timesheets after a failure on %s', (engine: Engine) => {
  let database: Database;
  let clientId: string;

  const sheetsOf = () =>
    database.db
      .select({ employeeId: timesheets.employeeId })
      .from(timesheets)
      .where(and(eq(timesheets.clientId, clientId), eq(timesheets.period, PERIOD)));
  const buildEntries = () =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'timesheets.built'), eq(auditLog.entityId, clientId)));
  const build = (db: Db, employeeIds?: string[]) =>
    buildTimesheets(db, {
      clientId,
      period: PERIOD,
      today: '2026-11-28',
      locale: 'en',
      actor: HR,
      ...(employeeIds ? { employeeIds } : {}),
    });

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const [client] = await database.db
      .insert(clients)
      .values({
        code: 'CRS-01',
        legalName: 'PT Coba Rusak Sejahtera',
        billingMethod: 'management-fee',
        paymentTermsDays: 30,
        status: 'active',
      })
      .returning();
    clientId = client!.id;
    await database.db.insert(employees).values(
      Array.from({ length: EMPLOYEES }, (_, i) => ({
        employeeNumber: `EMP-2026-${String(i + 1).padStart(5, '0')}`,
        fullName: `Karyawan ${String(i + 1).padStart(3, '0')}`,
        nik: `3171010101900${String(i + 1).padStart(3, '0')}`,
        position: 'Operator',
        contractType: 'pkwtt' as const,
        status: 'active' as const,
        startDate: '2026-01-05',
        baseSalary: 5_000_000,
        clientId,
      })),
    );
  }, 120_000);
  afterAll(() => database.close());

  it('makes a first sheet, with its audit entry', async () => {
    const [first] = await database.db
      .select({ id: employees.id })
      .from(employees)
      .where(eq(employees.employeeNumber, 'EMP-2026-00001'));
    expect(await build(database.db, [first!.id])).toEqual({ created: 1, existing: 0 });
    expect(await sheetsOf()).toHaveLength(1);
    const [entry] = await buildEntries();
    expect(entry).toMatchObject({ actorLabel: HR.label, after: { period: PERIOD, created: 1 } });
  });

  it('leaves no half state whichever statement fails, then builds the rest once', async () => {
    let failAt = 1;
    let seen: string[] = [];
    for (;;) {
      const failing = failingDb(database, failAt);
      const outcome = await build(failing.db).then(
        (built) => ({ built }),
        (error: unknown) => ({ error }),
      );
      seen = failing.statements;
      if ('built' in outcome) {
        // Past the last statement nothing failed: the build went through.
        expect(outcome.built).toEqual({ created: EMPLOYEES - 1, existing: 1 });
        break;
      }
      expect(outcome.error, `statement ${failAt}`).toBeInstanceOf(InjectedFailure);
      // As before the build: the first sheet and its entry alone; no batch, no entry of this one.
      expect((await sheetsOf()).length, `after a failure at statement ${failAt}`).toBe(1);
      expect(await buildEntries(), `after a failure at statement ${failAt}`).toHaveLength(1);
      failAt++;
    }
    // Every statement failed once: the reads, both insert batches, the audit entry (and, on
    // PostgreSQL, the commit).
    const inserts = seen.filter((q) => /^insert into "timesheets"/.test(q));
    expect(inserts).toHaveLength(2);
    expect(seen.some((q) => /^insert into "audit_log"/.test(q))).toBe(true);
    expect(failAt).toBe(seen.length + 1);
    expect(await sheetsOf()).toHaveLength(EMPLOYEES);
    const entries = await buildEntries();
    expect(entries).toHaveLength(2);
    expect(entries.map((e) => e.after)).toContainEqual({
      period: PERIOD,
      created: EMPLOYEES - 1,
    });
  }, 600_000);
});
