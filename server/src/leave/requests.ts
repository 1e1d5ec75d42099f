import { links } from '@staffdesk/api/links';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Actor } from '../audit/audit-log.js';
import { recordAudit } from '../audit/audit-log.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/database.js';
import {
  clientPics,
  employees,
  type HalfDay,
  leaveApprovals,
  leaveRequests,
  leaveTypes,
  users,
} from '../db/schema.js';
import { formatDateTimeWib } from '../format.js';
import { HttpProblem } from '../http/problem.js';
import { type Locale, localized } from '../i18n/locale.js';
import { usersHolding } from '../identity/users-holding.js';
import { queueTemplatedMail, recipientLocale } from '../mail/outbox.js';
import type { EmployeeRow } from '../people/employees.js';
import { countWorkingDays, loadCalendar } from '../people/working-days.js';
import { issueLink } from '../public-links/links.js';
import { addDays, dateOfDay, dayNumber, todayOf, weekdayOf } from '../shared/business-dates.js';
import { computeBalance, loadBalanceFacts } from './balances.js';
import { formTokenFor } from './form-token.js';
import {
  clientNamesOf,
  type LeavePolicyRow,
  type LeaveTypeRow,
  policyForClient,
} from './policies.js';
import type { LeaveRequestOut } from './schemas.js';
import {
  leaveTypeName,
  localizedHalfDay,
  localizedTypeName,
  storedTypeName,
} from './type-names.js';

export type LeaveRequestRow = typeof leaveRequests.$inferSelect;
export type LeaveApprovalRow = typeof leaveApprovals.$inferSelect;

export const LEAVE_LINK_PURPOSE = 'leave-approval';
/** The longest request (a year and a day: maternity is 90 calendar days). */
export const MAX_REQUEST_DAYS = 366;
/** How far back sickness, bereavement and a birth may be reported. */
export const MAX_BACKDATE_DAYS = 30;

/** What the leave rules need of the app. */
export type LeaveContext = Pick<AppContext, 'db' | 'config' | 'blobs' | 'now'>;

/** `1 day`, `2.5 days`. */
export function daysText(days: number) {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

// ---------------------------------------------------------------- counting

export type CountResult = {
  /** Days × 2. */
  halfDays: number;
  dates: string[];
  skipped: { date: string; reason: string }[];
};

/**
 * The days a request takes on the employee's schedule, with the working-day calculator of
 * people/working-days.ts (and its holiday calendar): working days, or calendar days for
 * calendar-day types (maternity); a policy may count weekends and/or holidays too. A half day
 * counts 0.5 of its one day.
 */
export async function countLeaveDays(
  db: Db,
  input: {
    employee: Pick<EmployeeRow, 'workWeek' | 'clientId'>;
    policy: Pick<LeavePolicyRow, 'countWeekends' | 'countHolidays'>;
    unit: LeaveTypeRow['unit'];
    startDate: string;
    endDate: string;
    halfDay: HalfDay | null;
  },
): Promise<CountResult> {
  const { startDate, endDate } = input;
  const first = dayNumber(startDate);
  const last = dayNumber(endDate);
  let dates: string[];
  let skipped: CountResult['skipped'] = [];
  if (input.unit === 'calendar-days') {
    dates = [];
    for (let day = first; day <= last; day++) dates.push(dateOfDay(day));
  } else {
    const workWeek = input.employee.workWeek === 6 ? 6 : 5;
    const calendar = await loadCalendar(db, {
      from: startDate,
      to: endDate,
      clientId: input.employee.clientId,
    });
    const counted = countWorkingDays({ from: startDate, to: endDate, workWeek, calendar });
    const { countWeekends, countHolidays } = input.policy;
    if (!countWeekends && !countHolidays) {
      dates = counted.dates;
      skipped = counted.skipped.map(({ date, reason }) => ({ date, reason }));
    } else {
      const working = new Set(counted.dates);
      const holiday = new Map(counted.skipped.map((s) => [s.date, s.reason]));
      dates = [];
      for (let day = first; day <= last; day++) {
        const date = dateOfDay(day);
        const weekday = weekdayOf(day);
        const weekend = weekday === 0 || (workWeek === 5 && weekday === 6);
        if (working.has(date) || (weekend && countWeekends)) dates.push(date);
        else if (holiday.has(date)) {
          if (countHolidays) dates.push(date);
          else skipped.push({ date, reason: holiday.get(date)! });
        }
      }
    }
  }
  const halfDays = input.halfDay ? Math.min(dates.length, 1) : dates.length * 2;
  return { halfDays, dates: input.halfDay ? dates.slice(0, 1) : dates, skipped };
}

// ---------------------------------------------------------------- balances

/** The employee's annual balance of a year, optionally leaving one request out. */
export async function annualBalance(
  db: Db,
  ctx: Pick<AppContext, 'now'>,
  employee: Pick<EmployeeRow, 'id' | 'startDate' | 'clientId'>,
  year: number,
  options: { exceptRequestId?: string; policy?: LeavePolicyRow } = {},
) {
  const policy = options.policy ?? (await policyForClient(db, employee.clientId));
  const facts = await loadBalanceFacts(db, [employee.id], options.exceptRequestId);
  return computeBalance({
    policy,
    joinDate: employee.startDate,
    year,
    today: todayOf(ctx),
    adjustments: facts.adjustments.get(employee.id) ?? [],
    days: facts.days.get(employee.id) ?? [],
  });
}

/** Annual balance before and after one request (null for other kinds). */
export async function balanceAround(
  db: Db,
  ctx: Pick<AppContext, 'now'>,
  request: LeaveRequestRow,
  employee: EmployeeRow,
) {
  if (request.type !== 'annual') return null;
  const year = Number(request.startDate.slice(0, 4));
  const balance = await annualBalance(db, ctx, employee, year, { exceptRequestId: request.id });
  const days = request.dates.filter((d) => d.startsWith(`${year}-`)).length;
  const mine = request.halfDay ? Math.min(days, 1) / 2 : days;
  return { before: balance.available, after: balance.available - mine };
}

// ---------------------------------------------------------------- validation

type NewRequest = {
  type: string;
  startDate: string;
  endDate: string;
  halfDay: HalfDay | null;
  reason: string;
  hasAttachment: boolean;
};

function fail(errors: Record<string, string>): never {
  const first = Object.values(errors)[0] ?? 'Some fields are not valid.';
  throw new HttpProblem(400, 'validation-failed', first, errors);
}

/**
 * Checks a new request against the rules and the policy, and answers its count. Every broken
 * rule is a field error (400 `validation-failed`); the message names the numbers or dates.
 */
export async function checkNewRequest(
  tx: Db,
  ctx: LeaveContext,
  employee: EmployeeRow,
  input: NewRequest,
) {
  const errors: Record<string, string> = {};
  const add = (field: string, message: string) => {
    errors[field] ??= message;
  };
  const [type] = await tx.select().from(leaveTypes).where(eq(leaveTypes.key, input.type));
  if (!type) fail({ type: 'Choose a kind of leave from the list.' });
  if (input.endDate < input.startDate) {
    fail({ endDate: 'The end date is before the start date.' });
  }
  if (input.halfDay && input.startDate !== input.endDate) {
    fail({
      halfDay: 'A half day is only possible when the leave starts and ends on the same day.',
    });
  }
  if (input.halfDay && type.unit === 'calendar-days') {
    fail({ halfDay: `${type.name} cannot be taken as a half day.` });
  }
  if (dayNumber(input.endDate) - dayNumber(input.startDate) + 1 > MAX_REQUEST_DAYS) {
    fail({ endDate: `Ask for at most ${MAX_REQUEST_DAYS} days at a time.` });
  }
  const policy = await policyForClient(tx, employee.clientId);
  const today = todayOf(ctx);

  if (type.noticeApplies) {
    const earliest = addDays(today, policy.minimumNoticeDays);
    if (input.startDate < earliest) {
      add(
        'startDate',
        policy.minimumNoticeDays > 0
          ? `Ask at least ${daysText(policy.minimumNoticeDays)} ahead: the earliest start is ${earliest}.`
          : 'Leave cannot start in the past.',
      );
    }
  } else if (input.startDate < addDays(today, -MAX_BACKDATE_DAYS)) {
    add('startDate', `${type.name} can be reported at most ${MAX_BACKDATE_DAYS} days afterwards.`);
  }

  const count = await countLeaveDays(tx, {
    employee,
    policy,
    unit: type.unit,
    startDate: input.startDate,
    endDate: input.endDate,
    halfDay: input.halfDay,
  });
  const days = count.halfDays / 2;
  if (count.halfDays === 0) {
    add(
      'endDate',
      `There is no working day from ${input.startDate} to ${input.endDate} on your schedule.`,
    );
  }

  if (type.key === 'sick' && days > policy.sickAttachmentOverDays && !input.hasAttachment) {
    add(
      'attachment',
      `Attach a doctor's letter for sick leave of more than ${daysText(policy.sickAttachmentOverDays)}.`,
    );
  }
  if (!type.hasBalance && type.defaultDays !== null && days > type.defaultDays) {
    add(
      'endDate',
      `${type.name} is at most ${daysText(type.defaultDays)}; this request needs ${days}.`,
    );
  }

  const overlapping = await tx
    .select()
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.employeeId, employee.id),
        inArray(leaveRequests.status, ['pending', 'approved']),
        lte(leaveRequests.startDate, input.endDate),
        gte(leaveRequests.endDate, input.startDate),
      ),
    )
    .orderBy(asc(leaveRequests.startDate));
  const clash = overlapping.find(
    (r) => !(r.halfDay && input.halfDay && r.halfDay !== input.halfDay),
  );
  if (clash) {
    const when =
      clash.startDate === clash.endDate
        ? `on ${clash.startDate}`
        : `from ${clash.startDate} to ${clash.endDate}`;
    add('startDate', `You already have leave ${when} (${clash.status}) that overlaps these dates.`);
  }

  if (type.hasBalance && count.halfDays > 0) {
    const years = [...new Set(count.dates.map((d) => Number(d.slice(0, 4))))];
    for (const year of years) {
      const balance = await annualBalance(tx, ctx, employee, year, { policy });
      const inYear = count.dates.filter((d) => d.startsWith(`${year}-`)).length;
      const needed = input.halfDay ? inYear / 2 : inYear;
      if (needed > balance.available) {
        const left = Math.max(0, balance.available);
        const suffix = years.length > 1 || year !== Number(today.slice(0, 4)) ? ` in ${year}` : '';
        add(
          'endDate',
          `You have ${daysText(left)} of ${type.name.toLowerCase()} left${suffix}; this request needs ${needed}.`,
        );
        break;
      }
    }
  }

  if (Object.keys(errors).length > 0) fail(errors);
  return { type, policy, count };
}

// ---------------------------------------------------------------- approval chain

export type Recipient = { name: string; email: string; userId: string | null };

/** Active users whose roles hold leave.manage (super admins excluded), not the employee. */
export async function hrApprovers(db: Db, exceptUserId: string | null): Promise<Recipient[]> {
  const rows = await usersHolding(db, 'leave.manage', { withSuperAccess: false });
  return rows
    .filter((r) => r.id !== exceptUserId)
    .map((r) => ({ name: r.name, email: r.email, userId: r.id }));
}

/** The first of the employee's approver PICs holding the leave-approver role, if any. */
export async function leavePicOf(db: Db, employee: EmployeeRow) {
  if (employee.approverPicIds.length === 0) return null;
  const pics = await db
    .select()
    .from(clientPics)
    .where(inArray(clientPics.id, employee.approverPicIds));
  for (const id of employee.approverPicIds) {
    const pic = pics.find((p) => p.id === id);
    if (pic?.roles.includes('leave-approver')) return pic;
  }
  return null;
}

/**
 * The employee's line manager when they may decide leave: still employed (onboarding or
 * active), with an active user account that is not the employee's own; null otherwise.
 */
export async function leaveManagerOf(db: Db, employee: EmployeeRow) {
  if (!employee.managerEmployeeId || employee.managerEmployeeId === employee.id) return null;
  const [row] = await db
    .select({
      id: employees.id,
      fullName: employees.fullName,
      status: employees.status,
      userId: users.id,
      email: users.email,
      userStatus: users.status,
    })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(eq(employees.id, employee.managerEmployeeId));
  if (row?.userStatus !== 'active' || row.userId === employee.userId) return null;
  if (row.status !== 'onboarding' && row.status !== 'active') return null;
  return row;
}

/**
 * The steps of a new request: the PIC (when the policy asks and there is one), then HR. Without
 * a PIC step (the client has no PIC leave approver, or the policy is HR only), the employee's
 * line manager decides first when they have one: the manager stands in for the PIC, so a `pic`
 * policy ends with them, and the others go on to HR.
 */
export async function buildChain(db: Db, policy: LeavePolicyRow, employee: EmployeeRow) {
  const pic = policy.approvalChain === 'hr' ? null : await leavePicOf(db, employee);
  const manager = pic ? null : await leaveManagerOf(db, employee);
  const steps: Omit<typeof leaveApprovals.$inferInsert, 'requestId'>[] = [];
  if (pic) {
    steps.push({
      step: 1,
      approverType: 'pic',
      picId: pic.id,
      approverName: pic.name,
      approverEmail: pic.email,
    });
  } else if (manager) {
    steps.push({
      step: 1,
      approverType: 'manager',
      managerEmployeeId: manager.id,
      approverName: manager.fullName,
      approverEmail: manager.email,
    });
  }
  if (policy.approvalChain !== 'pic' || steps.length === 0) {
    steps.push({ step: steps.length + 1, approverType: 'hr', approverName: 'HR' });
  }
  return steps.map((s, i) => ({ ...s, decision: i === 0 ? ('pending' as const) : null }));
}

export async function employeeMailOf(db: Db, employee: EmployeeRow) {
  if (employee.userId) {
    const [user] = await db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, employee.userId));
    if (user) return user.email;
  }
  return employee.personalEmail ?? null;
}

function leaveValues(request: LeaveRequestRow, typeName: string) {
  return {
    type: localizedTypeName(request.type, typeName),
    startDate: request.startDate,
    endDate: request.endDate,
    workingDays: request.halfDays / 2,
    reason: request.reason,
    halfDay: localizedHalfDay(request.halfDay),
  };
}

export function approvalLink(ctx: Pick<AppContext, 'config'>, token: string, email: string) {
  return `${ctx.config.publicUrl}${links.leaveApproval(token, email)}`;
}

export function formLink(ctx: Pick<AppContext, 'config'>, requestId: string) {
  return `${ctx.config.publicUrl}${links.leaveFormDownload(formTokenFor(ctx.config.secret, requestId))}`;
}

/** Who a step asks: its PIC, the line manager, or everyone of HR. */
async function recipientsOf(
  db: Db,
  approval: LeaveApprovalRow,
  employee: EmployeeRow,
): Promise<(Recipient & { picId?: string | null; employeeId?: string | null })[]> {
  if (approval.approverType === 'manager') {
    // The line manager: their own link (bound to their address), and the page in the app.
    return approval.approverEmail
      ? [
          {
            name: approval.approverName,
            email: approval.approverEmail,
            userId: null,
            employeeId: approval.managerEmployeeId,
          },
        ]
      : [];
  }
  if (approval.approverType === 'pic') {
    return approval.approverEmail
      ? [
          {
            name: approval.approverName,
            email: approval.approverEmail,
            userId: null,
            picId: approval.picId,
          },
        ]
      : [];
  }
  return hrApprovers(db, employee.userId);
}

/** Mails each approver of the current step their own link (in the caller's transaction). */
export async function notifyStep(
  tx: Db,
  ctx: LeaveContext,
  request: LeaveRequestRow,
  approval: LeaveApprovalRow,
  employee: EmployeeRow,
) {
  const typeName = await storedTypeName(tx, request.type);
  const balance = await balanceAround(tx, ctx, request, employee);
  for (const recipient of await recipientsOf(tx, approval, employee)) {
    // The link and its mail speak the recipient's language (a user's, or the PIC's).
    const locale = await recipientLocale(tx, recipient);
    const { token, link } = await issueLink(tx, {
      purpose: LEAVE_LINK_PURPOSE,
      recordId: approval.id,
      email: recipient.email,
      locale,
      now: ctx.now(),
    });
    await queueTemplatedMail(
      tx,
      'leave.approval-requested',
      {
        recipient: { name: recipient.name, email: recipient.email },
        employee: { name: employee.fullName, number: employee.employeeNumber },
        leave: leaveValues(request, typeName),
        balance: balance ?? { before: '-', after: '-' },
        link: approvalLink(ctx, token, recipient.email),
        expiresAt: link.expiresAt,
      },
      { locale },
    );
  }
}

export async function approvalsOf(db: Db, requestId: string, forUpdate = false) {
  const query = db
    .select()
    .from(leaveApprovals)
    .where(eq(leaveApprovals.requestId, requestId))
    .orderBy(asc(leaveApprovals.step));
  return forUpdate ? query.for('update') : query;
}

export async function findRequest(db: Db, id: string, forUpdate = false) {
  const query = db.select().from(leaveRequests).where(eq(leaveRequests.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

// ---------------------------------------------------------------- decisions

export type Decider = {
  name: string;
  email: string;
  userId: string | null;
  via: 'link' | 'app';
  onBehalfOf: string | null;
};

/** What decided a request or step, for a reused link or a late decision. */
export function decisionOf(
  request: LeaveRequestRow,
  approvals: LeaveApprovalRow[],
  approval: LeaveApprovalRow,
  employeeName: string,
) {
  const shown = (a: LeaveApprovalRow) => ({
    decision: a.decision as 'approved' | 'rejected',
    decidedBy: a.approverName,
    decidedAt: (a.decidedAt ?? new Date()).toISOString(),
    comment: a.comment,
  });
  if (approval.decision === 'approved' || approval.decision === 'rejected') return shown(approval);
  if (request.status === 'cancelled') {
    return {
      decision: 'cancelled' as const,
      decidedBy: employeeName,
      decidedAt: (request.cancelledAt ?? new Date()).toISOString(),
      comment: null,
    };
  }
  const rejected = approvals.find((a) => a.decision === 'rejected');
  if (rejected) return shown(rejected);
  return null;
}

export class AlreadyDecided extends HttpProblem {
  constructor(readonly decision: ReturnType<typeof decisionOf>) {
    super(
      409,
      'already-decided',
      decision
        ? `This request was already ${decision.decision} by ${decision.decidedBy} on ${formatDateTimeWib(new Date(decision.decidedAt))}.`
        : 'This step was already decided.',
    );
  }
}

/**
 * Decides the current step of a request (both locked by the caller): a conditional update, so
 * a step is decided once. A rejection ends the request; an approval moves to the next step
 * (its approvers are mailed) or, at the last one, approves the request (the balance moves, the
 * employee is mailed with the leave form link).
 */
export async function decideStep(
  tx: Db,
  ctx: LeaveContext,
  input: {
    request: LeaveRequestRow;
    approvals: LeaveApprovalRow[];
    approval: LeaveApprovalRow;
    employee: EmployeeRow;
    decision: 'approve' | 'reject';
    comment: string | null;
    decider: Decider;
    actor: Actor;
  },
) {
  const { request, approvals, approval, employee, decider } = input;
  if (request.status !== 'pending' || approval.decision !== 'pending') {
    throw new AlreadyDecided(decisionOf(request, approvals, approval, employee.fullName));
  }
  if (input.decision === 'reject' && !input.comment) {
    throw new HttpProblem(400, 'validation-failed', 'Give the reason for rejecting.', {
      comment: 'Give the reason for rejecting.',
    });
  }
  const now = ctx.now();
  const stepDecision = input.decision === 'approve' ? 'approved' : 'rejected';
  const [decided] = await tx
    .update(leaveApprovals)
    .set({
      decision: stepDecision,
      comment: input.comment,
      decidedAt: now,
      decidedByUserId: decider.userId,
      approverName: decider.name,
      approverEmail: decider.email,
      onBehalfOf: decider.onBehalfOf,
      via: decider.via,
    })
    .where(and(eq(leaveApprovals.id, approval.id), eq(leaveApprovals.decision, 'pending')))
    .returning();
  if (!decided) {
    throw new AlreadyDecided(decisionOf(request, approvals, approval, employee.fullName));
  }
  const next = approvals.find((a) => a.step === approval.step + 1);
  let updated = request;
  if (stepDecision === 'approved' && next) {
    const [opened] = await tx
      .update(leaveApprovals)
      .set({ decision: 'pending' })
      .where(eq(leaveApprovals.id, next.id))
      .returning();
    await notifyStep(tx, ctx, request, opened!, employee);
  } else {
    const [row] = await tx
      .update(leaveRequests)
      .set({ status: stepDecision, decidedAt: now })
      .where(eq(leaveRequests.id, request.id))
      .returning();
    updated = row!;
    const to = await employeeMailOf(tx, employee);
    if (to) {
      await queueTemplatedMail(
        tx,
        'leave.decided',
        {
          recipient: { name: employee.fullName, email: to },
          leave: leaveValues(updated, await storedTypeName(tx, updated.type)),
          decision:
            stepDecision === 'approved'
              ? localized({ en: 'approved', id: 'disetujui' })
              : localized({ en: 'rejected', id: 'ditolak' }),
          decidedBy: decider.onBehalfOf
            ? localized({
                en: `${decider.name} (on behalf of ${decider.onBehalfOf})`,
                id: `${decider.name} (atas nama ${decider.onBehalfOf})`,
              })
            : decider.name,
          comment: input.comment ?? '',
          link: stepDecision === 'approved' ? formLink(ctx, updated.id) : '',
        },
        { locale: await recipientLocale(tx, { employeeId: employee.id }) },
      );
    }
  }
  await recordAudit(tx, input.actor, {
    action:
      stepDecision === 'rejected'
        ? 'leave.rejected'
        : next
          ? 'leave.step-approved'
          : 'leave.approved',
    entity: 'leave-request',
    entityId: request.id,
    before: { status: request.status, step: approval.step },
    after: {
      status: updated.status,
      step: approval.step,
      approverType: approval.approverType,
      decision: stepDecision,
      comment: input.comment,
      via: decider.via,
      onBehalfOf: decider.onBehalfOf,
    },
  });
  return updated;
}

// ---------------------------------------------------------------- presentation

/** Requests as the API answers them, with employee, type name and approvals. */
export async function presentRequests(
  db: Db,
  ctx: Pick<AppContext, 'config'>,
  rows: LeaveRequestRow[],
  locale: Locale = 'en',
): Promise<LeaveRequestOut[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const employeeIds = [...new Set(rows.map((r) => r.employeeId))];
  const [people, steps, types] = await Promise.all([
    db
      .select({
        id: employees.id,
        fullName: employees.fullName,
        employeeNumber: employees.employeeNumber,
        clientId: employees.clientId,
      })
      .from(employees)
      .where(inArray(employees.id, employeeIds)),
    db
      .select()
      .from(leaveApprovals)
      .where(inArray(leaveApprovals.requestId, ids))
      .orderBy(asc(leaveApprovals.step)),
    db.select({ key: leaveTypes.key, name: leaveTypes.name }).from(leaveTypes),
  ]);
  const clientNames = await clientNamesOf(
    db,
    people.map((p) => p.clientId),
  );
  return rows.map((r) => {
    const person = people.find((p) => p.id === r.employeeId);
    return {
      id: r.id,
      employee: {
        id: r.employeeId,
        fullName: person?.fullName ?? '',
        employeeNumber: person?.employeeNumber ?? '',
        clientName: person?.clientId ? (clientNames.get(person.clientId) ?? null) : null,
      },
      type: r.type,
      typeName: leaveTypeName(r.type, types.find((t) => t.key === r.type)?.name ?? r.type, locale),
      startDate: r.startDate,
      endDate: r.endDate,
      halfDay: r.halfDay,
      workingDays: r.halfDays / 2,
      reason: r.reason,
      attachment:
        r.attachmentKey && r.attachmentName
          ? {
              name: r.attachmentName,
              size: r.attachmentSize ?? 0,
              contentType: r.attachmentType ?? 'application/octet-stream',
            }
          : null,
      status: r.status,
      approvals: steps
        .filter((s) => s.requestId === r.id)
        .map((s) => ({
          step: s.step,
          approverType: s.approverType,
          approverName: s.approverName,
          approverEmail: s.approverEmail,
          decision: s.decision,
          comment: s.comment,
          decidedAt: s.decidedAt?.toISOString() ?? null,
          onBehalfOf: s.onBehalfOf,
          via: s.via,
        })),
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
      formToken: r.status === 'approved' ? formTokenFor(ctx.config.secret, r.id) : null,
    };
  });
}
