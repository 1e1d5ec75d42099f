import { links } from '@staffdesk/api/links';
import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { type Actor, recordAudits } from '../audit/audit-log.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/database.js';
import { clientPics, employees, overtimeRequests, timesheets } from '../db/schema.js';
import { transactionWithRetry } from '../db/transaction.js';
import { formatDateTimeWib } from '../format.js';
import { HttpProblem } from '../http/problem.js';
import { queueTemplatedMail, recipientLocale } from '../mail/outbox.js';
import { clientNameOf, employeeMailAddress, findEmployee } from '../people/employees.js';
import {
  decideOnce,
  issueLink,
  type LinkUse,
  normalizeEmail,
  openLink,
} from '../public-links/links.js';
import { addDays, dayNumber, todayInJakarta, weekdayOf } from '../shared/business-dates.js';
import { approverOf } from '../timesheets/approvals.js';
import { totalsOf } from '../timesheets/sheets.js';
import { computeOvertime, overtimeBasis } from './calculation.js';

export const OVERTIME_LINK_PURPOSE = 'overtime-approval';

export type OvertimeRequestRow = typeof overtimeRequests.$inferSelect;
type EmployeeRow = typeof employees.$inferSelect;
type Ctx = Pick<AppContext, 'config' | 'now'>;

/** How far back and ahead overtime may be asked for. */
const DAYS_BACK = 60;
const DAYS_AHEAD = 31;

/** `18:30` → 1110. */
function minuteOfDay(time: string) {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
}

/** The minutes from `start` to `end`; an end at or before the start is the next morning. */
export function spanMinutes(start: string, end: string) {
  const from = minuteOfDay(start);
  const to = minuteOfDay(end);
  return to > from ? to - from : to + 1440 - from;
}

/** `1 hour`, `2.5 hours`. */
function hoursText(minutes: number) {
  const hours = Math.round((minutes / 60) * 100) / 100;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** The [start, end) of a request in minutes from the start of its date. */
function spanOf(r: { startTime: string; endTime: string }) {
  const from = minuteOfDay(r.startTime);
  return [from, from + spanMinutes(r.startTime, r.endTime)] as const;
}

/** Monday and Sunday of the week of a date. */
function weekOf(date: string) {
  const back = (weekdayOf(dayNumber(date)) + 6) % 7;
  const monday = addDays(date, -back);
  return { start: monday, end: addDays(monday, 6) };
}

export type NewOvertime = { date: string; startTime: string; endTime: string; reason: string };

/**
 * Checks a new request against the calendar window, the employee's other requests that day
 * (no overlap) and the caps of their regulation on workdays (a day's and a week's overtime, with
 * the requests still waiting). Answers the calculation the request is stored with.
 */
async function checkedCalculation(db: Db, ctx: Ctx, employee: EmployeeRow, input: NewOvertime) {
  const today = todayInJakarta(ctx.now());
  if (input.date < addDays(today, -DAYS_BACK) || input.date > addDays(today, DAYS_AHEAD)) {
    const message = `Ask for overtime from ${DAYS_BACK} days ago up to ${DAYS_AHEAD} days ahead.`;
    throw new HttpProblem(400, 'validation-failed', message, { date: message });
  }
  if (employee.startDate > input.date || (employee.endDate && employee.endDate < input.date)) {
    const message = 'This day is outside the employee’s contract.';
    throw new HttpProblem(400, 'validation-failed', message, { date: message });
  }
  const minutes = spanMinutes(input.startTime, input.endTime);
  if (minutes % 15 !== 0) {
    const message = 'Use quarter hours: the times end in :00, :15, :30 or :45.';
    throw new HttpProblem(400, 'validation-failed', message, { endTime: message });
  }
  const basis = await overtimeBasis(db, employee, input.date);
  const { day, scheme } = basis;
  const week = weekOf(input.date);
  const others = await db
    .select()
    .from(overtimeRequests)
    .where(
      and(
        eq(overtimeRequests.employeeId, employee.id),
        gte(overtimeRequests.date, week.start),
        lte(overtimeRequests.date, week.end),
        inArray(overtimeRequests.status, ['pending', 'approved']),
      ),
    );
  const [from, to] = spanOf(input);
  const overlap = others.find((o) => {
    if (o.date !== input.date) return false;
    const [f, t] = spanOf(o);
    return f < to && from < t;
  });
  if (overlap) {
    const message = `This overlaps your overtime of ${overlap.startTime}–${overlap.endTime} that day.`;
    throw new HttpProblem(400, 'validation-failed', message, { startTime: message });
  }
  if (day.dayType === 'workday') {
    const sameDay = others
      .filter((o) => o.date === input.date && o.dayType === 'workday')
      .reduce((sum, o) => sum + o.minutes, 0);
    if (sameDay + minutes > scheme.dailyCapMinutes) {
      const message =
        sameDay === 0
          ? `Overtime on a workday is capped at ${hoursText(scheme.dailyCapMinutes)}; this request is ${hoursText(minutes)}.`
          : `Overtime on a workday is capped at ${hoursText(scheme.dailyCapMinutes)}, and ${hoursText(sameDay)} are already asked for that day.`;
      throw new HttpProblem(400, 'validation-failed', message, { endTime: message });
    }
    const weekMinutes = others
      .filter((o) => o.dayType === 'workday')
      .reduce((sum, o) => sum + o.minutes, 0);
    if (weekMinutes + minutes > scheme.weeklyCapMinutes) {
      const message = `Overtime on workdays is capped at ${hoursText(scheme.weeklyCapMinutes)} a week, and ${hoursText(weekMinutes)} are already asked for that week.`;
      throw new HttpProblem(400, 'validation-failed', message, { date: message });
    }
  }
  let calculation: ReturnType<typeof computeOvertime>;
  try {
    calculation = computeOvertime(employee, basis, { date: input.date, hours: minutes / 60 });
  } catch (error) {
    if (error instanceof HttpProblem && error.errors?.hours) {
      const message = error.errors.hours;
      throw new HttpProblem(400, 'validation-failed', message, { endTime: message });
    }
    throw error;
  }
  return { calculation, minutes };
}

/** The client's first PIC with the `overtime-approver` role, else whoever approves timesheets. */
export async function overtimeApproverOf(db: Db, clientId: string, today: string) {
  const [pic] = await db
    .select()
    .from(clientPics)
    .where(
      and(eq(clientPics.clientId, clientId), sql`'overtime-approver' = any(${clientPics.roles})`),
    )
    .orderBy(asc(clientPics.sortOrder), asc(clientPics.name))
    .limit(1);
  if (pic) return { name: pic.name, email: pic.email, picId: pic.id as string | null };
  return approverOf(db, clientId, today);
}

/**
 * Records a request (the employee's own, or entered by HR) with its pay and bill computed under
 * the employee's regulation, and asks the client's approver by a link. Internal staff, and a
 * client without an approver, wait for HR.
 */
export async function createOvertimeRequest(
  db: Db,
  ctx: Ctx,
  input: { employee: EmployeeRow; request: NewOvertime; requestedBy: string; actor: Actor },
) {
  return transactionWithRetry(db, async (tx) => {
    const { employee } = input;
    // One request of an employee at a time: the caps count the others.
    await findEmployee(tx, employee.id, true);
    const { calculation, minutes } = await checkedCalculation(tx, ctx, employee, input.request);
    const now = ctx.now();
    const approver = employee.clientId
      ? await overtimeApproverOf(tx, employee.clientId, todayInJakarta(now))
      : null;
    const [row] = await tx
      .insert(overtimeRequests)
      .values({
        ...requestValues(employee, input.request, calculation),
        approverName: approver?.name ?? null,
        approverEmail: approver ? normalizeEmail(approver.email) : null,
        requestedByLabel: input.requestedBy,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (approver) {
      const locale = await recipientLocale(tx, { picId: approver.picId, email: approver.email });
      const { token, link } = await issueLink(tx, {
        purpose: OVERTIME_LINK_PURPOSE,
        recordId: row!.id,
        email: approver.email,
        locale,
        now,
      });
      await queueTemplatedMail(
        tx,
        'overtime.approval-requested',
        {
          recipient: { name: approver.name, email: approver.email },
          employee: { name: employee.fullName, number: employee.employeeNumber },
          client: { name: (await clientNameOf(tx, employee.clientId)) ?? '' },
          overtime: {
            date: row!.date,
            from: row!.startTime,
            to: row!.endTime,
            hours: String(minutes / 60).replace('.', locale === 'id' ? ',' : '.'),
            reason: row!.reason,
          },
          link: `${ctx.config.publicUrl}${links.overtimeApproval(token, approver.email)}`,
          expiresAt: link.expiresAt,
        },
        { locale },
      );
    }
    await recordAudits(tx, input.actor, [
      {
        action: 'overtime.requested',
        entity: 'overtime-request',
        entityId: row!.id,
        after: { ...row, approver: approver?.email ?? null },
      },
    ]);
    return row!;
  });
}

/** The stored fields of a request computed under the employee's regulation. */
export function requestValues(
  employee: EmployeeRow,
  request: NewOvertime,
  calculation: ReturnType<typeof computeOvertime>,
) {
  return {
    employeeId: employee.id,
    clientId: employee.clientId,
    date: request.date,
    startTime: request.startTime,
    endTime: request.endTime,
    minutes: Math.round(calculation.hours * 60),
    reason: request.reason,
    dayType: calculation.dayType,
    payAmount: calculation.pay,
    billAmount: calculation.bill,
    computation: {
      method: calculation.method,
      workWeek: calculation.workWeek,
      holidayName: calculation.holidayName,
      monthlyWage: calculation.monthlyWage,
      hourlyWage: calculation.hourlyWage,
      lines: calculation.lines,
      billing: calculation.scheme.billing,
      billingValue: calculation.scheme.billingValue,
    },
  };
}

export class OvertimeAlreadyDecided extends HttpProblem {
  constructor(row: Pick<OvertimeRequestRow, 'status' | 'decidedAt' | 'decidedByLabel'>) {
    super(
      409,
      'already-decided',
      row.decidedAt && row.decidedByLabel
        ? `This request was already ${row.status} by ${row.decidedByLabel} on ${formatDateTimeWib(row.decidedAt)}.`
        : `This request was already ${row.status}.`,
    );
  }
}

/** The request, locked for a decision. */
export async function lockOvertimeRequest(tx: Db, id: string) {
  const [row] = await tx
    .select()
    .from(overtimeRequests)
    .where(eq(overtimeRequests.id, id))
    .for('update');
  if (!row) throw new HttpProblem(404, 'not-found', 'This overtime request does not exist.');
  return row;
}

/** Writes approved overtime into the day of the employee's timesheet, unless it is approved. */
async function intoTimesheet(tx: Db, row: OvertimeRequestRow, now: Date) {
  const [sheet] = await tx
    .select()
    .from(timesheets)
    .where(
      and(
        eq(timesheets.employeeId, row.employeeId),
        lte(timesheets.periodStart, row.date),
        gte(timesheets.periodEnd, row.date),
        ne(timesheets.status, 'approved'),
      ),
    )
    .for('update');
  if (!sheet) return;
  const days = sheet.days.map((d) =>
    d.date === row.date ? { ...d, overtimeMinutes: d.overtimeMinutes + row.minutes } : d,
  );
  await tx
    .update(timesheets)
    .set({ days, ...totalsOf(days), updatedAt: now })
    .where(eq(timesheets.id, sheet.id));
}

/**
 * Decides a pending request once (a conditional update on its status): approved overtime enters
 * the employee's timesheet; the employee is told by mail; the decision is audited.
 */
export async function decideOvertime(
  tx: Db,
  ctx: Ctx,
  input: {
    row: OvertimeRequestRow;
    decision: 'approve' | 'reject';
    comment: string | null;
    deciderName: string;
    actor: Actor;
    linkId?: string;
  },
) {
  const { row } = input;
  if (row.status !== 'pending') throw new OvertimeAlreadyDecided(row);
  const now = ctx.now();
  const status = input.decision === 'approve' ? 'approved' : 'rejected';
  const [decided] = await tx
    .update(overtimeRequests)
    .set({
      status,
      decidedAt: now,
      decidedByLabel: input.deciderName,
      decisionComment: input.comment,
      updatedAt: now,
    })
    .where(and(eq(overtimeRequests.id, row.id), eq(overtimeRequests.status, 'pending')))
    .returning();
  if (!decided) throw new OvertimeAlreadyDecided(row);
  if (input.linkId) {
    const won = await decideOnce(
      tx,
      input.linkId,
      { decision: status, decidedBy: input.deciderName, comment: input.comment },
      now,
    );
    if (!won) throw new OvertimeAlreadyDecided(decided);
  }
  if (status === 'approved') await intoTimesheet(tx, decided, now);
  const [employee] = await tx.select().from(employees).where(eq(employees.id, row.employeeId));
  const to = employee ? await employeeMailAddress(tx, employee) : null;
  if (employee && to) {
    const locale = await recipientLocale(tx, { employeeId: employee.id });
    await queueTemplatedMail(
      tx,
      status === 'approved' ? 'overtime.approved' : 'overtime.rejected',
      {
        recipient: { name: employee.fullName, email: to },
        overtime: {
          date: row.date,
          from: row.startTime,
          to: row.endTime,
        },
        decidedBy: input.deciderName,
        comment: input.comment ?? '-',
        link: `${ctx.config.publicUrl}${links.employeeOvertime()}`,
      },
      { locale },
    );
  }
  await recordAudits(tx, input.actor, [
    {
      action: `overtime.${status}`,
      entity: 'overtime-request',
      entityId: row.id,
      before: { status: 'pending' },
      after: { status, by: input.deciderName, comment: input.comment },
    },
  ]);
  return decided;
}

/** The employee withdraws a request that waits (the PIC's link then says so). */
export async function cancelOvertime(tx: Db, row: OvertimeRequestRow, actor: Actor, now: Date) {
  if (row.status !== 'pending') throw new OvertimeAlreadyDecided(row);
  const [cancelled] = await tx
    .update(overtimeRequests)
    .set({ status: 'cancelled', decidedAt: now, decidedByLabel: actor.label, updatedAt: now })
    .where(and(eq(overtimeRequests.id, row.id), eq(overtimeRequests.status, 'pending')))
    .returning();
  if (!cancelled) throw new OvertimeAlreadyDecided(row);
  await recordAudits(tx, actor, [
    {
      action: 'overtime.cancelled',
      entity: 'overtime-request',
      entityId: row.id,
      before: { status: 'pending' },
      after: { status: 'cancelled' },
    },
  ]);
  return cancelled;
}

const NOT_FOUND = 'This approval link does not exist, or it was sent to another address.';
export const OVERTIME_LINK_EXPIRED =
  'This approval link has expired. Ask HR to decide the overtime in Staffdesk.';

/** A decision through the link: 409 once the request is decided, 410 once the link expired. */
const DECIDE: LinkUse<OvertimeRequestRow> = {
  act: {
    recordDecided: (row) => row.status !== 'pending',
    alreadyDecided: (row) => new OvertimeAlreadyDecided(row),
  },
};

/**
 * The request behind a link, for the address it was sent to (404 for any mismatch), opened for
 * a use (`view`, `document`, or `decide`; see `openLink`).
 */
export async function loadOvertimeLink(
  db: Db,
  ctx: Pick<AppContext, 'now'>,
  input: { token: string; email: string; forUpdate?: boolean },
  use: 'view' | 'document' | 'decide',
) {
  const opened = await openLink(
    db,
    { token: input.token, email: input.email, now: ctx.now() },
    {
      purpose: OVERTIME_LINK_PURPOSE,
      notFound: NOT_FOUND,
      expired: OVERTIME_LINK_EXPIRED,
      load: async (link) => {
        const query = db
          .select()
          .from(overtimeRequests)
          .where(eq(overtimeRequests.id, link.recordId));
        const [row] = input.forUpdate ? await query.for('update') : await query;
        return row;
      },
    },
    use === 'decide' ? DECIDE : use,
  );
  return { found: opened, link: opened.link, row: opened.record };
}

/** HR decides a pending request (locked while deciding), in a transaction of its own. */
export function decideOvertimeRequest(
  db: Db,
  ctx: Ctx,
  id: string,
  input: {
    decision: 'approve' | 'reject';
    comment: string | null;
    deciderName: string;
    actor: Actor;
  },
) {
  return transactionWithRetry(db, async (tx) =>
    decideOvertime(tx, ctx, { row: await lockOvertimeRequest(tx, id), ...input }),
  );
}

/** The employee withdraws a pending request (locked while withdrawing), in a transaction of its own. */
export function cancelOvertimeRequest(db: Db, id: string, actor: Actor, now: Date) {
  return transactionWithRetry(db, async (tx) =>
    cancelOvertime(tx, await lockOvertimeRequest(tx, id), actor, now),
  );
}
