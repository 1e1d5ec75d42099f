import { links } from '@staffdesk/api/links';
import { and, asc, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { type Actor, recordAudits } from '../audit/audit-log.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/database.js';
import {
  clientPics,
  employees,
  type TimesheetDay,
  timesheetAlternateApprovers,
  timesheetApprovalItems,
  timesheetApprovalRequests,
  timesheets,
} from '../db/schema.js';
import { formatDateTimeWib, formatDay } from '../format.js';
import { HttpProblem } from '../http/problem.js';
import { usersHolding } from '../identity/users-holding.js';
import { queueTemplatedMail, recipientLocale } from '../mail/outbox.js';
import { markRunsStale } from '../payroll/staleness.js';
import { clientNameOf, employeeMailAddress } from '../people/employees.js';
import {
  decideOnce,
  expireLinksOf,
  issueLink,
  type LinkUse,
  linkActor,
  normalizeEmail,
  openLink,
} from '../public-links/links.js';
import { todayInJakarta } from '../shared/business-dates.js';
import { assertPayrollOpen } from './closing.js';
import { settingsOf } from './settings.js';
import type { TimesheetRow } from './sheets.js';

export const TIMESHEET_LINK_PURPOSE = 'timesheet-approval';
/** What an expired timesheet link says, whatever was asked of it. */
export const TIMESHEET_LINK_EXPIRED =
  'This approval link has expired. Ask HR to send the timesheets again.';

export type ApprovalRequestRow = typeof timesheetApprovalRequests.$inferSelect;
type Approver = { name: string; email: string; picId: string | null };
type Ctx = Pick<AppContext, 'config' | 'now'>;

/** Employees listed in a mail; a longer list ends with "… and N more". */
const MAIL_LIST_LIMIT = 60;

async function picApprover(db: Db, picId: string | null): Promise<Approver | null> {
  if (!picId) return null;
  const [pic] = await db.select().from(clientPics).where(eq(clientPics.id, picId));
  return pic ? { name: pic.name, email: pic.email, picId: pic.id } : null;
}

/** The active alternate a PIC named for today, if any (the newest wins). */
async function alternateFor(db: Db, clientId: string, today: string): Promise<Approver | null> {
  const [alternate] = await db
    .select()
    .from(timesheetAlternateApprovers)
    .where(
      and(
        eq(timesheetAlternateApprovers.clientId, clientId),
        eq(timesheetAlternateApprovers.status, 'active'),
        lte(timesheetAlternateApprovers.fromDate, today),
        gte(timesheetAlternateApprovers.toDate, today),
      ),
    )
    .orderBy(desc(timesheetAlternateApprovers.createdAt))
    .limit(1);
  return alternate ? { name: alternate.name, email: alternate.email, picId: null } : null;
}

/** The client's first PIC with the `timesheet-approver` role, when HR named no approver. */
async function rolePicApprover(db: Db, clientId: string): Promise<Approver | null> {
  const [pic] = await db
    .select()
    .from(clientPics)
    .where(
      and(eq(clientPics.clientId, clientId), sql`'timesheet-approver' = any(${clientPics.roles})`),
    )
    .orderBy(asc(clientPics.sortOrder), asc(clientPics.name))
    .limit(1);
  return pic ? { name: pic.name, email: pic.email, picId: pic.id } : null;
}

/**
 * Who approves a client's timesheets today: a named alternate, else the PIC of the client's
 * timesheet settings, else its first PIC with the `timesheet-approver` role.
 */
export async function approverOf(db: Db, clientId: string, today: string) {
  const settings = await settingsOf(db, clientId);
  return (
    (await alternateFor(db, clientId, today)) ??
    (await picApprover(db, settings.approverPicId)) ??
    (await rolePicApprover(db, clientId))
  );
}

function employeeLines(sheets: readonly { fullName: string; employeeNumber: string }[]) {
  const lines = sheets
    .slice(0, MAIL_LIST_LIMIT)
    .map((s) => `- ${s.fullName} (${s.employeeNumber})`);
  if (sheets.length > MAIL_LIST_LIMIT) lines.push(`… +${sheets.length - MAIL_LIST_LIMIT}`);
  return lines.join('\n');
}

/** The sheets a request asked about (or the one of them given), with their employees, by name. */
export async function sheetsOfRequest(db: Db, requestId: string, timesheetId?: string) {
  return db
    .select({
      sheet: timesheets,
      fullName: employees.fullName,
      employeeNumber: employees.employeeNumber,
      position: employees.position,
      employeeUserId: employees.userId,
      personalEmail: employees.personalEmail,
    })
    .from(timesheetApprovalItems)
    .innerJoin(timesheets, eq(timesheets.id, timesheetApprovalItems.timesheetId))
    .innerJoin(employees, eq(employees.id, timesheets.employeeId))
    .where(
      and(
        eq(timesheetApprovalItems.requestId, requestId),
        timesheetId ? eq(timesheetApprovalItems.timesheetId, timesheetId) : undefined,
      ),
    )
    .orderBy(asc(employees.fullName), asc(employees.employeeNumber));
}

/** Issues a link of a request for one person and queues its mail, in the caller's transaction. */
async function mailLink(
  tx: Db,
  ctx: Ctx,
  input: {
    request: ApprovalRequestRow;
    to: Approver;
    template:
      | 'timesheet.approval-requested'
      | 'timesheet.approval-reminder'
      | 'timesheet.approval-escalated';
    sheets: readonly { fullName: string; employeeNumber: string }[];
    range: { start: string; end: string };
  },
) {
  const { request, to } = input;
  const locale = await recipientLocale(tx, { picId: to.picId, email: to.email });
  const { token, link } = await issueLink(tx, {
    purpose: TIMESHEET_LINK_PURPOSE,
    recordId: request.id,
    email: to.email,
    locale,
    now: ctx.now(),
  });
  const clientName = (await clientNameOf(tx, request.clientId)) ?? '';
  await queueTemplatedMail(
    tx,
    input.template,
    {
      recipient: { name: to.name, email: to.email },
      client: { name: clientName },
      period: input.range,
      count: input.sheets.length,
      employees: employeeLines(input.sheets),
      link: `${ctx.config.publicUrl}${links.timesheetApproval(request.timesheetId ?? 'all', token, to.email)}`,
      expiresAt: link.expiresAt,
      sentAt: request.sentAt,
      approver: { name: request.approverName },
    },
    { locale },
  );
}

async function rangeOfRequest(db: Db, request: ApprovalRequestRow) {
  const [sheet] = await db
    .select({ start: timesheets.periodStart, end: timesheets.periodEnd })
    .from(timesheets)
    .where(and(eq(timesheets.clientId, request.clientId), eq(timesheets.period, request.period)))
    .limit(1);
  return sheet ?? { start: '', end: '' };
}

/**
 * Asks the client's approver about the submitted sheets of a period that no open request covers
 * yet (or about one sheet): one request, one link, one mail. Null when nothing waits.
 */
export async function sendForApproval(
  tx: Db,
  ctx: Ctx,
  input: { clientId: string; period: string; timesheetId?: string; actor: Actor },
): Promise<{ requestId: string; count: number; approver: Approver } | null> {
  const uncovered = sql`not ${isCoveredSql()}`;
  const sheets = await tx
    .select({
      id: timesheets.id,
      start: timesheets.periodStart,
      end: timesheets.periodEnd,
      fullName: employees.fullName,
      employeeNumber: employees.employeeNumber,
    })
    .from(timesheets)
    .innerJoin(employees, eq(employees.id, timesheets.employeeId))
    .where(
      and(
        eq(timesheets.clientId, input.clientId),
        eq(timesheets.period, input.period),
        eq(timesheets.status, 'submitted'),
        input.timesheetId ? eq(timesheets.id, input.timesheetId) : undefined,
        uncovered,
      ),
    )
    .orderBy(asc(employees.fullName));
  if (sheets.length === 0) return null;
  const now = ctx.now();
  const approver = await approverOf(tx, input.clientId, todayInJakarta(now));
  if (!approver) {
    throw new HttpProblem(
      409,
      'no-approver',
      'Choose who approves this client’s timesheets first, in its timesheet settings.',
    );
  }
  const [request] = await tx
    .insert(timesheetApprovalRequests)
    .values({
      clientId: input.clientId,
      period: input.period,
      timesheetId: input.timesheetId ?? null,
      approverName: approver.name,
      approverEmail: normalizeEmail(approver.email),
      sentAt: now,
    })
    .returning();
  for (let i = 0; i < sheets.length; i += 1000) {
    await tx
      .insert(timesheetApprovalItems)
      .values(
        sheets.slice(i, i + 1000).map((s) => ({ requestId: request!.id, timesheetId: s.id })),
      );
  }
  await mailLink(tx, ctx, {
    request: request!,
    to: approver,
    template: 'timesheet.approval-requested',
    sheets,
    range: { start: sheets[0]!.start, end: sheets[0]!.end },
  });
  await recordAudits(tx, input.actor, [
    {
      action: 'timesheet.sent-for-approval',
      entity: 'timesheet-approval',
      entityId: request!.id,
      after: {
        clientId: input.clientId,
        period: input.period,
        approver: approver.email,
        timesheets: sheets.map((s) => s.id),
      },
    },
  ]);
  return { requestId: request!.id, count: sheets.length, approver };
}

export type LoadedLink = Awaited<ReturnType<typeof loadApprovalLink>>;

const NOT_FOUND = 'This approval link does not exist, or it was sent to another address.';

/** Deciding, or naming an alternate: 409 once the request is decided, 410 once expired. */
const ACT: LinkUse<ApprovalRequestRow> = {
  act: {
    recordDecided: (request) => request.decidedAt !== null,
    alreadyDecided: (request) => new TimesheetsAlreadyDecided(request),
  },
};

/**
 * The request behind a link, for the address it was sent to and the content of its path (`all`,
 * or the one sheet's id): 404 for any mismatch, without saying which; opened for a use
 * (`view`, `document`, or `act` to decide or name an alternate; see `openLink`).
 */
export async function loadApprovalLink(
  db: Db,
  ctx: Ctx,
  input: { token: string; email: string; content: string; forUpdate?: boolean },
  use: 'view' | 'document' | 'act',
) {
  const opened = await openLink(
    db,
    { token: input.token, email: input.email, now: ctx.now() },
    {
      purpose: TIMESHEET_LINK_PURPOSE,
      notFound: NOT_FOUND,
      expired: TIMESHEET_LINK_EXPIRED,
      load: async (link) => {
        const query = db
          .select()
          .from(timesheetApprovalRequests)
          .where(eq(timesheetApprovalRequests.id, link.recordId));
        const [request] = input.forUpdate ? await query.for('update') : await query;
        return request && (request.timesheetId ?? 'all') === input.content ? request : null;
      },
    },
    use === 'act' ? ACT : use,
  );
  return { found: opened, link: opened.link, request: opened.record };
}

/** The name of whoever holds a link: the asked approver, a PIC of the client, or an alternate. */
export async function holderName(db: Db, request: ApprovalRequestRow, email: string) {
  const address = normalizeEmail(email);
  if (address === request.approverEmail) return request.approverName;
  const [pic] = await db
    .select({ name: clientPics.name })
    .from(clientPics)
    .where(and(eq(clientPics.clientId, request.clientId), eq(clientPics.email, address)));
  if (pic) return pic.name;
  const [alternate] = await db
    .select({ name: timesheetAlternateApprovers.name })
    .from(timesheetAlternateApprovers)
    .where(
      and(
        eq(timesheetAlternateApprovers.clientId, request.clientId),
        eq(timesheetAlternateApprovers.email, address),
      ),
    )
    .orderBy(desc(timesheetAlternateApprovers.createdAt))
    .limit(1);
  return alternate?.name ?? address;
}

export class TimesheetsAlreadyDecided extends HttpProblem {
  constructor(request: Pick<ApprovalRequestRow, 'decidedAt' | 'decidedByLabel'>) {
    super(
      409,
      'already-decided',
      request.decidedAt
        ? `These timesheets were already decided by ${request.decidedByLabel} on ${formatDateTimeWib(request.decidedAt)}.`
        : 'These timesheets were already decided.',
    );
  }
}

export type Dispute = {
  timesheetId: string;
  comment?: string | undefined;
  days?: { date: string; comment: string }[] | undefined;
};

/**
 * Decides a request once (the request row is locked, and its decision is a conditional update;
 * 409 `payroll-approved` once the month's payroll is approved):
 * the disputed sheets go back to their employees with the comments, every other submitted sheet
 * of the request is approved. Mails the decider a confirmation and each disputed employee the
 * comments; audits every sheet.
 */
export async function decideApprovalRequest(
  tx: Db,
  ctx: Ctx,
  /** `loaded` opened for `act`, which answered 409 once decided and 410 once expired. */
  input: { loaded: LoadedLink; disputes: readonly Dispute[]; ip: string },
) {
  const { link, request } = input.loaded;
  await assertPayrollOpen(tx, request.clientId, request.period);
  const now = ctx.now();
  const deciderName = await holderName(tx, request, link.email);
  const actor = linkActor(deciderName, link.email, input.ip);
  const items = await sheetsOfRequest(tx, request.id);
  const open = items.filter((i) => i.sheet.status === 'submitted');
  const byId = new Map(open.map((i) => [i.sheet.id, i]));
  const errors: Record<string, string> = {};
  input.disputes.forEach((dispute, index) => {
    const item = byId.get(dispute.timesheetId);
    if (!item) {
      errors[`disputes.${index}.timesheetId`] = 'This timesheet is not waiting in this link.';
      return;
    }
    const dates = new Set(item.sheet.days.map((d) => d.date));
    dispute.days?.forEach((day, dayIndex) => {
      if (!dates.has(day.date)) {
        errors[`disputes.${index}.days.${dayIndex}.date`] = 'This date is not in the timesheet.';
      }
    });
    if (!dispute.comment && !dispute.days?.length) {
      errors[`disputes.${index}.comment`] = 'Say what is wrong with this timesheet.';
    }
  });
  if (Object.keys(errors).length > 0) {
    throw new HttpProblem(400, 'validation-failed', 'Some fields are not valid.', errors);
  }
  const [decided] = await tx
    .update(timesheetApprovalRequests)
    .set({ decidedAt: now, decidedByLabel: deciderName })
    .where(
      and(
        eq(timesheetApprovalRequests.id, request.id),
        isNull(timesheetApprovalRequests.decidedAt),
      ),
    )
    .returning();
  const won = decided
    ? await decideOnce(
        tx,
        link.id,
        { decision: 'approved', decidedBy: deciderName, comment: null },
        now,
      )
    : null;
  if (!decided || !won) throw new TimesheetsAlreadyDecided(request);

  const disputed = new Map(input.disputes.map((d) => [d.timesheetId, d]));
  const approvedIds = open.filter((i) => !disputed.has(i.sheet.id)).map((i) => i.sheet.id);
  if (approvedIds.length > 0) {
    await tx
      .update(timesheets)
      .set({ status: 'approved', decidedAt: now, decidedByLabel: deciderName, updatedAt: now })
      .where(and(inArray(timesheets.id, approvedIds), eq(timesheets.status, 'submitted')));
  }
  const locale = link.locale === 'id' ? 'id' : 'en';
  const disputedLines: string[] = [];
  for (const dispute of input.disputes) {
    const item = byId.get(dispute.timesheetId)!;
    const dayComments = new Map((dispute.days ?? []).map((d) => [d.date, d.comment]));
    const days: TimesheetDay[] = item.sheet.days.map((d) => ({
      ...d,
      disputeComment: dayComments.get(d.date) ?? null,
    }));
    await tx
      .update(timesheets)
      .set({
        status: 'disputed',
        days,
        disputeComment: dispute.comment ?? null,
        decidedAt: now,
        decidedByLabel: deciderName,
        updatedAt: now,
      })
      .where(eq(timesheets.id, item.sheet.id));
    const comments = [
      ...(dispute.comment ? [`- ${dispute.comment}`] : []),
      ...(dispute.days ?? []).map((d) => `- ${formatDay(d.date, locale)}: ${d.comment}`),
    ];
    disputedLines.push(
      `- ${item.fullName} (${item.employeeNumber})`,
      ...comments.map((c) => `  ${c}`),
    );
    await mailDisputedEmployee(tx, ctx, { item, dispute, deciderName });
  }
  const range = { start: open[0]?.sheet.periodStart ?? '', end: open[0]?.sheet.periodEnd ?? '' };
  await queueTemplatedMail(
    tx,
    'timesheet.decision-confirmed',
    {
      recipient: { name: deciderName, email: link.email },
      client: { name: (await clientNameOf(tx, request.clientId)) ?? '' },
      period: range,
      approved: employeeLines(open.filter((i) => !disputed.has(i.sheet.id))) || '-',
      disputed: disputedLines.join('\n') || '-',
      decidedAt: now,
    },
    { locale },
  );
  await recordAudits(tx, actor, [
    ...approvedIds.map((id) => ({
      action: 'timesheet.approved',
      entity: 'timesheet',
      entityId: id,
      before: { status: 'submitted' },
      after: { status: 'approved', by: deciderName, requestId: request.id },
    })),
    ...input.disputes.map((d) => ({
      action: 'timesheet.disputed',
      entity: 'timesheet',
      entityId: d.timesheetId,
      before: { status: 'submitted' },
      after: {
        status: 'disputed',
        by: deciderName,
        requestId: request.id,
        comment: d.comment ?? null,
        days: d.days ?? [],
      },
    })),
  ]);
  // A run calculated on these sheets (not yet approved) is stale now.
  await markRunsStale(tx, { timesheetIds: [...disputed.keys()], event: 'disputed' });
  await markRunsStale(tx, { timesheetIds: approvedIds, event: 'approved' });
  return { approved: approvedIds.length, disputed: input.disputes.length, deciderName };
}

async function mailDisputedEmployee(
  tx: Db,
  ctx: Ctx,
  input: {
    item: Awaited<ReturnType<typeof sheetsOfRequest>>[number];
    dispute: { comment?: string | null; days?: { date: string; comment: string }[] | null };
    deciderName: string;
  },
) {
  const { item, dispute } = input;
  const email = await employeeMailAddress(tx, {
    userId: item.employeeUserId,
    personalEmail: item.personalEmail,
  });
  if (!email) return;
  // In the employee's language (theirs with or without an account), the days written their way.
  const locale = await recipientLocale(tx, { employeeId: item.sheet.employeeId });
  const comments = [
    ...(dispute.comment ? [`- ${dispute.comment}`] : []),
    ...(dispute.days ?? []).map((d) => `- ${formatDay(d.date, locale)}: ${d.comment}`),
  ];
  await queueTemplatedMail(
    tx,
    'timesheet.disputed',
    {
      recipient: { name: item.fullName, email },
      period: { start: item.sheet.periodStart, end: item.sheet.periodEnd },
      approver: { name: input.deciderName },
      comments: comments.join('\n'),
      link: `${ctx.config.publicUrl}${links.employeeTimesheet(item.sheet.period)}`,
    },
    { locale },
  );
}

/** The domains of a client's PICs' addresses: an alternate at one of them needs no HR check. */
async function picDomainsOf(db: Db, clientId: string) {
  const pics = await db
    .select({ email: clientPics.email })
    .from(clientPics)
    .where(eq(clientPics.clientId, clientId));
  return new Set(pics.map((p) => domainOf(p.email)));
}

function domainOf(email: string) {
  return normalizeEmail(email).split('@').pop() ?? '';
}

/** The open requests of a client (no decision yet), oldest first. */
async function openRequestsOf(db: Db, clientId: string) {
  return db
    .select()
    .from(timesheetApprovalRequests)
    .where(
      and(
        eq(timesheetApprovalRequests.clientId, clientId),
        isNull(timesheetApprovalRequests.decidedAt),
      ),
    )
    .orderBy(asc(timesheetApprovalRequests.sentAt));
}

type AlternateRow = typeof timesheetAlternateApprovers.$inferSelect;

/** Mails an active alternate a link to each open request of its client, when its range has begun. */
async function mailAlternateLinks(tx: Db, ctx: Ctx, alternate: AlternateRow) {
  const today = todayInJakarta(ctx.now());
  if (alternate.status !== 'active' || alternate.fromDate > today || today > alternate.toDate) {
    return 0;
  }
  const open = await openRequestsOf(tx, alternate.clientId);
  for (const request of open) {
    await mailLink(tx, ctx, {
      request,
      to: { name: alternate.name, email: alternate.email, picId: null },
      template: 'timesheet.approval-requested',
      sheets: await sheetsOfRequest(tx, request.id),
      range: await rangeOfRequest(tx, request),
    });
  }
  return open.length;
}

/**
 * A client PIC names an alternate approver for a short range (`ALTERNATE_MAX_DAYS` at most, from
 * today on) through an open link only: a decided or expired link can do nothing else but say so.
 * One alternate per PIC at a time; an address outside the domains of the client's PICs waits for
 * HR's confirmation (HR is mailed); the PIC is mailed a confirmation either way, so a link in
 * the wrong hands cannot name someone silently. An active alternate whose range has begun is
 * mailed a link to the open requests at once. Audited.
 */
export async function nameAlternate(
  tx: Db,
  ctx: Ctx,
  input: {
    /** Opened for `act`, which answered 409 once decided and 410 once expired. */
    loaded: LoadedLink;
    alternate: { name: string; email: string; from: string; to: string };
    ip: string;
  },
) {
  const { link, request } = input.loaded;
  const [pic] = await tx
    .select()
    .from(clientPics)
    .where(and(eq(clientPics.clientId, request.clientId), eq(clientPics.email, link.email)));
  if (!pic) {
    throw new HttpProblem(
      403,
      'not-a-pic',
      'Only a PIC of the client can name an alternate approver. Ask HR if someone else should approve.',
    );
  }
  const today = todayInJakarta(ctx.now());
  const email = normalizeEmail(input.alternate.email);
  const fieldError = (field: string, message: string) =>
    new HttpProblem(400, 'validation-failed', 'Some fields are not valid.', { [field]: message });
  if (email === link.email) throw fieldError('alternateEmail', 'Name someone else than yourself.');
  if (input.alternate.from < today)
    throw fieldError('from', 'The first day cannot be in the past.');
  const [named] = await tx
    .select()
    .from(timesheetAlternateApprovers)
    .where(
      and(
        eq(timesheetAlternateApprovers.clientId, request.clientId),
        eq(timesheetAlternateApprovers.namedByEmail, link.email),
        inArray(timesheetAlternateApprovers.status, ['active', 'awaiting-hr']),
        gte(timesheetAlternateApprovers.toDate, today),
      ),
    )
    .limit(1);
  if (named) {
    throw new HttpProblem(
      409,
      'alternate-exists',
      'You already named an alternate approver. Ask HR to revoke that one before you name another.',
    );
  }
  const insideDomain = (await picDomainsOf(tx, request.clientId)).has(domainOf(email));
  const [row] = await tx
    .insert(timesheetAlternateApprovers)
    .values({
      clientId: request.clientId,
      name: input.alternate.name,
      email,
      fromDate: input.alternate.from,
      toDate: input.alternate.to,
      namedByEmail: link.email,
      status: insideDomain ? 'active' : 'awaiting-hr',
    })
    .returning();
  const alternate = row!;
  const clientName = (await clientNameOf(tx, request.clientId)) ?? '';
  const mailValues = {
    client: { name: clientName },
    alternate: { name: alternate.name, email: alternate.email },
    from: alternate.fromDate,
    to: alternate.toDate,
    namedBy: { name: pic.name, email: pic.email },
  };
  await queueTemplatedMail(
    tx,
    insideDomain ? 'timesheet.alternate-named' : 'timesheet.alternate-awaiting-hr',
    { ...mailValues, recipient: { name: pic.name, email: pic.email } },
    { locale: await recipientLocale(tx, { picId: pic.id, email: pic.email }) },
  );
  if (!insideDomain) {
    for (const hr of await usersHolding(tx, 'attendance.manage', { withSuperAccess: false })) {
      await queueTemplatedMail(tx, 'timesheet.alternate-to-confirm', {
        ...mailValues,
        recipient: { name: hr.name, email: hr.email },
        link: `${ctx.config.publicUrl}${links.humanResourceClientPeriod(request.clientId)}`,
      });
    }
  }
  await mailAlternateLinks(tx, ctx, alternate);
  await recordAudits(tx, linkActor(pic.name, link.email, input.ip), [
    {
      action: 'timesheet.alternate-named',
      entity: 'client',
      entityId: request.clientId,
      after: {
        id: alternate.id,
        name: alternate.name,
        email,
        from: alternate.fromDate,
        to: alternate.toDate,
        by: link.email,
        status: alternate.status,
      },
    },
  ]);
  return alternate;
}

/** An alternate of a client, for HR's decision on it; 404 when it is not the client's. */
async function alternateOfClient(tx: Db, clientId: string, alternateId: string) {
  const [row] = await tx
    .select()
    .from(timesheetAlternateApprovers)
    .where(
      and(
        eq(timesheetAlternateApprovers.id, alternateId),
        eq(timesheetAlternateApprovers.clientId, clientId),
      ),
    )
    .for('update');
  if (!row) throw new HttpProblem(404, 'not-found', 'This alternate approver does not exist.');
  return row;
}

/**
 * HR confirms an alternate at an address outside the client's domain: it becomes active, and is
 * mailed a link to the open requests when its range has begun. Audited.
 */
export async function confirmAlternate(
  tx: Db,
  ctx: Ctx,
  input: { clientId: string; alternateId: string; actor: Actor },
) {
  const row = await alternateOfClient(tx, input.clientId, input.alternateId);
  if (row.status !== 'awaiting-hr') {
    throw new HttpProblem(
      409,
      'alternate-state',
      row.status === 'active'
        ? 'This alternate approver is already confirmed.'
        : 'This alternate approver was revoked. The PIC can name someone again.',
    );
  }
  if (row.toDate < todayInJakarta(ctx.now())) {
    throw new HttpProblem(409, 'alternate-state', 'The days of this alternate approver are over.');
  }
  const [confirmed] = await tx
    .update(timesheetAlternateApprovers)
    .set({ status: 'active', reviewedByLabel: input.actor.label, reviewedAt: ctx.now() })
    .where(eq(timesheetAlternateApprovers.id, row.id))
    .returning();
  const mailed = await mailAlternateLinks(tx, ctx, confirmed!);
  await recordAudits(tx, input.actor, [
    {
      action: 'timesheet.alternate-confirmed',
      entity: 'client',
      entityId: row.clientId,
      before: { id: row.id, status: row.status },
      after: { id: row.id, status: 'active', email: row.email, linksMailed: mailed },
    },
  ]);
  return confirmed!;
}

/**
 * HR revokes an alternate (awaiting or active): requests go back to the client's PIC, and every
 * link already mailed to the alternate for the client's requests stops working at once. Audited.
 */
export async function revokeAlternate(
  tx: Db,
  ctx: Ctx,
  input: { clientId: string; alternateId: string; actor: Actor },
) {
  const row = await alternateOfClient(tx, input.clientId, input.alternateId);
  if (row.status === 'revoked') {
    throw new HttpProblem(409, 'alternate-state', 'This alternate approver is already revoked.');
  }
  const now = ctx.now();
  const [revoked] = await tx
    .update(timesheetAlternateApprovers)
    .set({ status: 'revoked', reviewedByLabel: input.actor.label, reviewedAt: now })
    .where(eq(timesheetAlternateApprovers.id, row.id))
    .returning();
  const requests = await tx
    .select({ id: timesheetApprovalRequests.id })
    .from(timesheetApprovalRequests)
    .where(eq(timesheetApprovalRequests.clientId, row.clientId));
  const linksEnded = await expireLinksOf(tx, {
    purpose: TIMESHEET_LINK_PURPOSE,
    recordIds: requests.map((r) => r.id),
    email: row.email,
    now,
  });
  await recordAudits(tx, input.actor, [
    {
      action: 'timesheet.alternate-revoked',
      entity: 'client',
      entityId: row.clientId,
      before: { id: row.id, status: row.status, email: row.email },
      after: { id: row.id, status: 'revoked', linksEnded },
    },
  ]);
  return { alternate: revoked!, linksEnded };
}

/** An alternate as HR reads it (`TimesheetAlternateApprover`). */
export function presentAlternate(a: AlternateRow) {
  return {
    id: a.id,
    name: a.name,
    email: a.email,
    from: a.fromDate,
    to: a.toDate,
    status: a.status,
    namedBy: a.namedByEmail,
    createdAt: a.createdAt.toISOString(),
    reviewedBy: a.reviewedByLabel,
    reviewedAt: a.reviewedAt?.toISOString() ?? null,
  };
}

/** The alternates of a client, newest first (for HR and for the link page). */
export async function alternatesOf(db: Db, clientId: string) {
  return db
    .select()
    .from(timesheetAlternateApprovers)
    .where(eq(timesheetAlternateApprovers.clientId, clientId))
    .orderBy(desc(timesheetAlternateApprovers.createdAt))
    .limit(20);
}

/**
 * Follows up the open requests sent `followUpAfterDays` ago (a new link to the same approver),
 * and escalates those sent `escalateAfterDays` ago to the client's secondary approver.
 */
export async function followUpOpenRequests(tx: Db, ctx: Ctx, actor: Actor) {
  const now = ctx.now();
  const open = await tx
    .select()
    .from(timesheetApprovalRequests)
    .where(isNull(timesheetApprovalRequests.decidedAt))
    .orderBy(asc(timesheetApprovalRequests.sentAt));
  let followedUp = 0;
  let escalated = 0;
  for (const request of open) {
    const settings = await settingsOf(tx, request.clientId);
    const ageDays = (now.getTime() - request.sentAt.getTime()) / 86_400_000;
    const due = {
      followUp: !request.followedUpAt && ageDays >= settings.followUpAfterDays,
      escalate: !request.escalatedAt && ageDays >= settings.escalateAfterDays,
    };
    if (!due.followUp && !due.escalate) continue;
    const items = await sheetsOfRequest(tx, request.id);
    const range = await rangeOfRequest(tx, request);
    if (due.followUp) {
      await mailLink(tx, ctx, {
        request,
        to: { name: request.approverName, email: request.approverEmail, picId: null },
        template: 'timesheet.approval-reminder',
        sheets: items,
        range,
      });
      await tx
        .update(timesheetApprovalRequests)
        .set({ followedUpAt: now })
        .where(eq(timesheetApprovalRequests.id, request.id));
      followedUp++;
    }
    const secondary = due.escalate ? await picApprover(tx, settings.secondaryPicId) : null;
    if (secondary && secondary.email !== request.approverEmail) {
      await mailLink(tx, ctx, {
        request,
        to: secondary,
        template: 'timesheet.approval-escalated',
        sheets: items,
        range,
      });
      await tx
        .update(timesheetApprovalRequests)
        .set({ escalatedAt: now })
        .where(eq(timesheetApprovalRequests.id, request.id));
      await recordAudits(tx, actor, [
        {
          action: 'timesheet.approval-escalated',
          entity: 'timesheet-approval',
          entityId: request.id,
          after: { to: secondary.email, from: request.approverEmail },
        },
      ]);
      escalated++;
    }
  }
  return { followedUp, escalated };
}

/** The requests of a client's period, newest first, for HR. */
export async function requestsOfPeriod(db: Db, clientId: string, period: string) {
  return db
    .select()
    .from(timesheetApprovalRequests)
    .where(
      and(
        eq(timesheetApprovalRequests.clientId, clientId),
        eq(timesheetApprovalRequests.period, period),
      ),
    )
    .orderBy(desc(timesheetApprovalRequests.sentAt));
}

/** Whether an open approval request covers a sheet (a row of `timesheets` in the query). */
export function isCoveredSql() {
  // Written out with aliases: Drizzle leaves column names unqualified in a one-table select.
  return sql<boolean>`exists (
    select 1 from timesheet_approval_items ti
    join timesheet_approval_requests tr on tr.id = ti.request_id
    where ti.timesheet_id = "timesheets"."id" and tr.decided_at is null)`;
}

export type { TimesheetRow };
