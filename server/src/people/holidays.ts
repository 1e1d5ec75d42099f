import { and, asc, between, eq, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { clients, holidays } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { HttpProblem } from '../http/problem.js';
import { todayInJakarta } from '../shared/business-dates.js';
import type { HolidayInput } from './schemas.js';

/** The holiday calendar: general days, and a client's own holidays and working days. */

type HolidayRow = typeof holidays.$inferSelect;
type HolidayValues = z.output<typeof HolidayInput>;

function presentHoliday(row: HolidayRow) {
  return { id: row.id, date: row.date, name: row.name, kind: row.kind, clientId: row.clientId };
}

/**
 * A year's calendar: the general days (national holidays, cuti bersama, company events), plus a
 * client's own holidays and working days when a client is given.
 */
export async function holidaysOfYear(db: Db, year: number | undefined, clientId: string | null) {
  const y = year ?? Number(todayInJakarta().slice(0, 4));
  const rows = await db
    .select()
    .from(holidays)
    .where(
      and(
        between(holidays.date, `${y}-01-01`, `${y}-12-31`),
        clientId
          ? or(isNull(holidays.clientId), eq(holidays.clientId, clientId))
          : isNull(holidays.clientId),
      ),
    )
    .orderBy(asc(holidays.date), asc(holidays.kind), asc(holidays.name));
  return rows.map(presentHoliday);
}

/** 400 for an unknown client; 409 `holiday-exists` when the day of that kind is there already. */
async function checkHoliday(db: Db, input: HolidayValues, exceptId?: string) {
  if (input.clientId) {
    const [client] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.id, input.clientId));
    if (!client) {
      throw new HttpProblem(400, 'validation-failed', 'This client does not exist.', {
        clientId: 'This client does not exist.',
      });
    }
  }
  const same = await db
    .select({ id: holidays.id })
    .from(holidays)
    .where(
      and(
        eq(holidays.date, input.date),
        eq(holidays.kind, input.kind),
        input.clientId ? eq(holidays.clientId, input.clientId) : isNull(holidays.clientId),
      ),
    );
  if (same.some((h) => h.id !== exceptId)) {
    throw new HttpProblem(409, 'holiday-exists', 'This day is already on the calendar.', {
      date: 'This day is already on the calendar.',
    });
  }
}

/** Adds a day to the calendar (audited). */
export function createHoliday(db: Db, input: HolidayValues, actor: Actor) {
  return inTransaction(db, async (tx) => {
    await checkHoliday(tx, input);
    const [created] = await tx.insert(holidays).values(input).returning();
    await recordAudit(tx, actor, {
      action: 'holiday.created',
      entity: 'holiday',
      entityId: created!.id,
      after: presentHoliday(created!),
    });
    return presentHoliday(created!);
  });
}

/** Changes a day of the calendar (audited); 404 when it is not there. */
export function updateHoliday(db: Db, id: string, input: HolidayValues, actor: Actor) {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(holidays).where(eq(holidays.id, id));
    if (!before) throw new HttpProblem(404, 'not-found', 'This day is not on the calendar.');
    await checkHoliday(tx, input, id);
    const [updated] = await tx
      .update(holidays)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(holidays.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'holiday.updated',
      entity: 'holiday',
      entityId: id,
      before: presentHoliday(before),
      after: presentHoliday(updated!),
    });
    return presentHoliday(updated!);
  });
}

/** Takes a day off the calendar (audited); 404 when it is not there. */
export function deleteHoliday(db: Db, id: string, actor: Actor) {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(holidays).where(eq(holidays.id, id));
    if (!before) throw new HttpProblem(404, 'not-found', 'This day is not on the calendar.');
    await tx.delete(holidays).where(eq(holidays.id, id));
    await recordAudit(tx, actor, {
      action: 'holiday.deleted',
      entity: 'holiday',
      entityId: id,
      before: presentHoliday(before),
    });
  });
}
